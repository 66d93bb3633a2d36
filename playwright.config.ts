import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser). Each spec starts its own
 * server process and SMTP capture (e2e/support), so nothing else needs to run first; the client
 * must be built (`npm run build`, done by `npm run test:e2e`).
 */
export default defineConfig({
  testDir: "e2e",
  // Migrates one empty PGlite database that every spec's server starts from (support/global-setup.ts).
  globalSetup: "./e2e/support/global-setup.ts",
  outputDir: "test-results",
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Specs run in file order within a worker (fullyParallel off: tests in a file may share an
  // account); two workers keep both cores of a small CI machine busy. Each spec starts its own
  // server on a free port with its own data directory, so specs never share state.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
  ],
});
