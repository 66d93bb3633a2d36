import type { Browser } from "@playwright/test";

/** A shop receipt as printed: shop header, item lines with prices, totals. */
export const SAMPLE_RECEIPT = [
  "FRESH MART",
  "12 Market Street",
  "",
  "BANANAS              1.29",
  "WHOLE MILK 1L        2.49",
  "EGGS LARGE 12        3.99",
  "SPAGHETTI 500G       1.79",
  "CHEDDAR CHEESE       4.50",
  "",
  "SUBTOTAL            14.06",
  "TOTAL               14.06",
  "VISA                14.06",
  "",
  "THANK YOU FOR SHOPPING",
];

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/**
 * Renders receipt lines as a PNG the way a flat, well-lit photo of a thermal receipt looks:
 * black monospace text on white paper with a margin, laid out and screenshotted by Chromium.
 */
export async function renderReceiptPng(browser: Browser, lines: readonly string[] = SAMPLE_RECEIPT): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 700, height: 900 }, deviceScaleFactor: 1 });
  try {
    await page.setContent(
      `<body style="margin:0"><div id="photo" style="display:inline-block;background:#d8d4cc;padding:36px">
        <pre style="margin:0;background:#fff;color:#111;padding:36px 44px;font:26px/1.45 'DejaVu Sans Mono',monospace">${lines.map(escape).join("\n")}</pre>
      </div></body>`,
    );
    return await page.locator("#photo").screenshot({ type: "png" });
  } finally {
    await page.close();
  }
}
