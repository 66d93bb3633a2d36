import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, test, type Page, type Response } from "@playwright/test";
import { ok, localDay } from "./support/page-api";
import { ownItem, pantryView } from "./support/pantry";
import { phoneApp } from "./support/phone-app";
import { phoneShot } from "./support/screenshot";
import { signUp } from "./support/sign-up";

/**
 * Installable, and readable offline (issue 10 item 3): the manifest and service worker make the
 * app installable in Chromium; the last-seen pantry, recipes and plan show again with no network,
 * under the offline banner; a change says it needs a connection and loses nothing; after sign-out
 * nothing of the household is kept on the device.
 */
const app = phoneApp();

const BANNER = "You're offline — showing what you last saw. Changes need a connection.";

/** Waits until the service worker is active and controls the page (it kept nothing before that). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The names of this origin's caches. */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** The build version the server wrote into /sw.js. */
async function workerVersion(page: Page): Promise<string> {
  const source = await page.evaluate(() => fetch("/sw.js").then((r) => r.text()));
  return /const BUILD_VERSION = "([0-9a-f]{16})"/.exec(source)![1];
}

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument; this test makes its own browser profile
test("installable in Chromium: the manifest is complete and Chromium reports no installability errors", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "phone viewport only");
  // Chromium never offers to install from an incognito profile, which every new Playwright context is: use a real profile.
  const profile = mkdtempSync(path.join(tmpdir(), "pm-pwa-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    viewport: { width: 390, height: 844 },
  });
  try {
    await installable(await context.newPage());
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function installable(page: Page): Promise<void> {
  // A cache left by an older deployment, created before this build's worker is installed.
  await page.goto(`${app.server.baseURL}/manifest.webmanifest`);
  await page.evaluate(() => Promise.all([caches.open("pm-shell-0000000000000000"), caches.open("pm-api-0000000000000000")]));
  await page.goto(app.server.baseURL);
  await expect(page.getByRole("button", { name: "Get started" })).toBeVisible();
  await controlled(page);

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] };
  expect(installabilityErrors).toEqual([]);
  const { url, errors, data } = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[]; data: string };
  expect(url).toBe(`${app.server.baseURL}/manifest.webmanifest`);
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data);
  expect(manifest).toMatchObject({ name: "Pantry → Meals", short_name: "Pantry", start_url: "/", scope: "/", display: "standalone" });
  expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", manifest.theme_color);

  // The worker's caches carry this build's version; the older deployment's are gone.
  const version = await workerVersion(page);
  await expect.poll(() => cacheNames(page)).toEqual([`pm-shell-${version}`]);
}

test("offline reading: pantry, recipes and plan show again offline; a change needs a connection; sign-out keeps nothing", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "phone", "phone viewport only");
  const base = app.server.baseURL;
  const context = page.context();
  await signUp(page, { baseURL: base, smtp: app.smtp, email: `pwa-${Date.now()}@example.com`, firstName: "Olive" });
  await controlled(page);
  for (const [productName, qty, unit] of [
    ["Basmati rice", "2", "kg"],
    ["Red lentils", "500", "g"],
    ["Honeycrisp apples", "6", "pieces"],
    ["Butter", "250", "g"],
    ["Tinned tomatoes", "3", "cans"],
  ])
    await ok(page, "POST", "/api/pantry", { productName, qty, unit, source: "manual" });
  const recipe = await ok<{ id: string }>(page, "POST", "/api/recipes/manual", {
    recipe: {
      title: "Lentil dal",
      servings: 4,
      instructions: "Simmer the lentils with tomatoes; serve on rice.",
      ingredients: [
        { name: "red lentils", qty: "250", unit: "g" },
        { name: "tinned tomatoes", qty: "1", unit: "piece" },
        { name: "basmati rice", qty: "300", unit: "g" },
      ],
    },
  });
  await ok(page, "POST", "/api/meal-plans", { recipeId: recipe.id, day: localDay(), mealType: "dinner", servings: 4 });

  // Online: see each screen once (the worker keeps what they load).
  const screens = [
    { path: "/", shows: () => ownItem(page, "Red lentils") },
    { path: "/recipes", shows: () => page.getByRole("heading", { name: "Lentil dal" }) },
    { path: "/enhanced-planner", shows: () => page.getByText("Lentil dal").first() },
  ];
  for (const screen of screens) {
    await page.goto(`${base}${screen.path}`);
    await expect(screen.shows()).toBeVisible();
    await expect(page.getByText(BANNER)).toHaveCount(0);
  }

  // Offline: each screen reloads from the kept shell and answers, under the banner.
  const fromCache: string[] = [];
  const noteCached = (res: Response) => {
    if (res.url().includes("/api/") && res.headers()["x-pantry-offline"] === "1") fromCache.push(new URL(res.url()).pathname);
  };
  page.on("response", noteCached);
  await context.setOffline(true);
  for (const screen of [...screens].reverse()) {
    await page.goto(`${base}${screen.path}`);
    await expect(screen.shows()).toBeVisible();
    await expect(page.getByText(BANNER)).toBeVisible();
  }
  expect(fromCache).toEqual(expect.arrayContaining(["/api/pantry/" + (await householdId(page)), "/api/recipes/personalized"]));
  expect(fromCache.some((p) => p.startsWith("/api/meal-plans/"))).toBe(true);
  const lentils = ownItem(page, "Red lentils");
  await expect(lentils.getByTestId("item-qty")).toHaveText("500 g");
  await page.getByRole("heading", { name: "In your pantry" }).scrollIntoViewIfNeeded();
  await phoneShot(page, "phone-pwa-offline-pantry");

  // A change without a connection: it says so, and the amount goes back.
  await pantryView(page, "Cards"); // 'Use 1' is on the cards (a phone starts with compact rows)
  const apples = ownItem(page, "Honeycrisp apples");
  await apples.getByRole("button", { name: "Use 1" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Failed to update item" });
  await expect(toast).toContainText("needs a connection");
  await phoneShot(page, "phone-pwa-offline-change", { keepToasts: true });
  await expect(apples.getByTestId("item-qty")).toHaveText("6 pieces");

  // Back online: nothing lost, the banner goes, and changes work again.
  await context.setOffline(false);
  page.off("response", noteCached);
  await page.reload();
  await expect(ownItem(page, "Honeycrisp apples").getByTestId("item-qty")).toHaveText("6 pieces");
  await expect(ownItem(page, "Red lentils").getByTestId("item-qty")).toHaveText("500 g");
  await expect(page.getByText(BANNER)).toHaveCount(0);
  await ownItem(page, "Honeycrisp apples").getByRole("button", { name: "Use 1" }).click();
  await expect(ownItem(page, "Honeycrisp apples").getByTestId("item-qty")).toHaveText("5 pieces");

  // Sign out, then offline: no household data on this device any more.
  await page.goto(`${base}/settings`);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Get started" })).toBeVisible();
  expect((await cacheNames(page)).filter((n) => n.startsWith("pm-api-"))).toEqual([]);
  await context.setOffline(true);
  for (const path of ["/", "/recipes", "/enhanced-planner"]) {
    await page.goto(`${base}${path}`);
    await expect(page.locator("#root")).not.toBeEmpty();
    await expect(page.getByText(/Red lentils|Honeycrisp apples|Lentil dal/)).toHaveCount(0);
  }
  await phoneShot(page, "phone-pwa-offline-signed-out");
  await context.setOffline(false);
});

/** The signed-in user's household id (read from the auth store the app keeps). */
async function householdId(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("auth-store")!).state.user.householdId as string);
}
