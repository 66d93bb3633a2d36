import { chromium } from "@playwright/test";
import { sizeOf, type FileSize } from "./sizes";

/** The JavaScript one page load fetched, as measured in Chromium. */
export interface LoadedJs {
  screen: string;
  files: FileSize[];
  /** Sum of the files' sizes, bytes. */
  raw: number;
  gzip: number;
  /** Bytes Chromium received for those files (Brotli from the server, plus nothing for headers). */
  transferred: number;
}

/** What to open and how to tell the screen has rendered. */
export interface ScreenProbe {
  screen: string;
  url: string;
  /** Session cookie for a signed-in screen (none = signed out). */
  cookie?: { name: string; value: string };
  /** Text on the finished screen (e.g. a seeded pantry item's name). */
  readyText: string;
}

/**
 * Opens `probe.url` in Debian Chromium (/usr/bin/chromium; CHROME_PATH overrides) at a phone
 * viewport, waits until `readyText` shows and the network has been quiet for 500 ms, and returns
 * every same-origin JavaScript file the page requested (entry, modulepreloads, lazy chunks), sized
 * from `webDir`. Service workers are blocked so only what the screen itself needs is counted.
 * @throws Error when the text does not show within 30 s or a loaded file is not in `webDir`.
 */
export async function measureLoadedJs(probe: ScreenProbe, webDir: string): Promise<LoadedJs> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: "block" });
    const origin = new URL(probe.url).origin;
    if (probe.cookie) await context.addCookies([{ ...probe.cookie, url: origin }]);
    const page = await context.newPage();
    const seen = new Map<string, Promise<number>>();
    page.on("requestfinished", (req) => {
      const u = new URL(req.url());
      const isJs = req.resourceType() === "script" || u.pathname.endsWith(".js");
      if (u.origin === origin && isJs && !seen.has(u.pathname))
        seen.set(
          u.pathname,
          req.sizes().then((s) => s.responseBodySize),
        );
    });
    await page.goto(probe.url);
    await page.getByText(probe.readyText, { exact: false }).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    const files: FileSize[] = [];
    let transferred = 0;
    for (const [pathname, size] of seen) {
      files.push(sizeOf(webDir, pathname.replace(/^\//, "")));
      transferred += await size;
    }
    files.sort((a, b) => b.gzip - a.gzip);
    const sum = (k: "raw" | "gzip") => files.reduce((n, f) => n + f[k], 0);
    return { screen: probe.screen, files, raw: sum("raw"), gzip: sum("gzip"), transferred };
  } finally {
    await browser.close();
  }
}
