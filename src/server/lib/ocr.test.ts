// SLOW (~10–15 s): runs the real tesseract.js worker (best_int LSTM, and once the 4.0.0 legacy engine) on small receipts rendered here from SVG
// (sharp's built-in text rendering with the system's DejaVu fonts; no network, no test data).
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { parseReceiptText } from "../ai/local/receipt/parse-receipt";
import { OCR_LANG_DATA, OCR_OEM } from "../../shared/ocr/settings";
import { decodeImage, ocrLangPath, recognizeImage, recognizeText, setOcrEngine, terminateOcr } from "./ocr";

const LINES = ["FRESH MART", "123 HIGH STREET", "WHOLE MILK 1L      3.49", "WHITE BREAD        2.50", "2 @ 0.99", "BANANAS            1.98", "TOTAL              7.97", "THANK YOU"];

/** A slightly rotated, shaded photo-like receipt as JPEG bytes. */
async function receiptJpeg(lines = LINES): Promise<Buffer> {
  const text = lines
    .map((l, i) => `<text x="60" y="${90 + i * 46}" font-family="DejaVu Sans Mono" font-size="28" fill="#262626">${l.replace(/ /g, "&#160;")}</text>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="${140 + lines.length * 46}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#b9b4aa"/><stop offset="1" stop-color="#f6f3ec"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).rotate(1.5, { background: "#b9b4aa" }).jpeg({ quality: 85 }).toBuffer();
}

afterAll(async () => {
  await terminateOcr();
});

describe("recognizeText (tesseract.js, local data)", () => {
  it("uses the bundled best_int English data", () => {
    expect(ocrLangPath()).toMatch(/@tesseract\.js-data[/\\]eng[/\\]4\.0\.0_best_int$/);
  });

  it("reads the words and amounts of a rendered receipt, and the parser finds its items", async () => {
    const { text, confidence } = await recognizeText(await receiptJpeg());
    for (const word of ["FRESH", "MILK", "BREAD", "BANANAS", "TOTAL", "3.49", "2.50", "1.98"]) expect(text).toContain(word);
    expect(confidence).toBeGreaterThan(60);
    expect(parseReceiptText(text).map((i) => [i.name, i.qty, i.priceCents])).toEqual([
      ["Whole Milk 1L", 1, 349],
      ["White Bread", 1, 250],
      ["Bananas", 2, 198],
    ]);
  });

  it("serialises concurrent calls on the one worker and reports the preprocessing", async () => {
    const image = await decodeImage(await receiptJpeg(["APPLES  1.20", "PEARS   2.40"]));
    const [a, b, raw] = await Promise.all([recognizeImage(image), recognizeImage(image, { mode: "grey" }), recognizeImage(image, false)]);
    expect(a.text).toContain("APPLES");
    expect(b.text).toContain("PEARS");
    expect(a.decision?.summary).toMatch(/text \d+ px/);
    expect(b.decision?.mode).toBe("grey");
    expect(raw.decision).toBeNull();
  });

  it("switches to the standard data's legacy engine for the bench, and back", async () => {
    const image = await decodeImage(await receiptJpeg(["APPLES  1.20", "PEARS   2.40"]));
    try {
      await setOcrEngine({ langData: "4.0.0", oem: 0 });
      expect(ocrLangPath()).toMatch(/eng[/\\]4\.0\.0$/);
      const legacy = await recognizeImage(image);
      expect(legacy.text).toContain("APPLES");
      expect(legacy.text).toContain("2.40");
    } finally {
      await setOcrEngine({ langData: OCR_LANG_DATA, oem: OCR_OEM });
    }
    expect(ocrLangPath()).toMatch(/4\.0\.0_best_int$/);
    expect((await recognizeImage(image)).text).toContain("PEARS");
  });

  it("rejects bytes that are not an image, and starts again after terminateOcr", async () => {
    await expect(recognizeText(Buffer.from("not an image"))).rejects.toThrow();
    await terminateOcr();
    const { text } = await recognizeText(await receiptJpeg(["EGGS 12   4.20"]));
    expect(text).toContain("EGGS");
  });
});
