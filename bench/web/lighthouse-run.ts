import { writeFileSync } from "node:fs";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

/** The categories issue 10 sets a floor for (0–100 each). */
export const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
export type Category = (typeof CATEGORIES)[number];

/** One Lighthouse run's numbers. */
export interface LighthouseResult {
  screen: string;
  scores: Record<Category, number>;
  /** Lab metrics, ms (CLS unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** Audits that lost points in the three categories: "id (score)". */
  failing: string[];
}

const METRIC_AUDITS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index",
} as const;

/**
 * One Lighthouse run (its default mobile emulation and simulated throttling) of `url` in Debian
 * Chromium (CHROME_PATH, default /usr/bin/chromium; --headless=new --no-sandbox). `cookie`
 * ("name=value") is sent on every request through Lighthouse's `extraHeaders`, so the screen is
 * the signed-in one. `reportFile` (optional) receives the full Lighthouse JSON report.
 * @throws Error when Chromium does not start or Lighthouse returns no result or a runtime error.
 */
export async function runLighthouse(screen: string, url: string, cookie?: string, reportFile?: string): Promise<LighthouseResult> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (reportFile) writeFileSync(reportFile, typeof result.report === "string" ? result.report : JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<
      Category,
      number
    >;
    const metrics = Object.fromEntries(
      Object.entries(METRIC_AUDITS).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? NaN]),
    ) as LighthouseResult["metrics"];
    const failing = CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id} (${lhr.audits[ref.id].score})`),
    );
    return { screen, scores, metrics, failing };
  } finally {
    chrome.kill();
  }
}
