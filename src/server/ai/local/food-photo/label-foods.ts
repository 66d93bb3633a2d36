/**
 * Foods named on a package label, from OCR text: the lines are matched to the food knowledge
 * base (matchFood, which looks up every run of words — the text's n-grams — in its index).
 */
import { categoryFor, matchFood } from "../../../../shared/food/match";
import type { FoodRecognitionResult } from "../../../../shared/schemas/food-photo";
import { photoCategoryFor } from "./photo-category";

/** At most this many foods per photo (a label names one product; a shelf photo a few). */
export const MAX_LABEL_ITEMS = 3;
/** Items below this confidence are left out. */
export const MIN_LABEL_CONFIDENCE = 0.2;

/**
 * Where the front of a pack ends: ingredient lists, nutrition tables and allergen notes name
 * foods the pack contains, not the product itself.
 */
const BACK_OF_PACK = /\b(ingredients?|nutrition|nutritional|contains|allergens?|may contain|per 100 ?g|serving size)\b/i;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** OCR confidence as 0–1 (tesseract reports 0–100). */
export function ocrConfidence01(confidence: number): number {
  if (!Number.isFinite(confidence) || confidence <= 0) return 0;
  return Math.min(1, confidence > 1 ? confidence / 100 : confidence);
}

/** A line worth matching: mostly letters (not a barcode digit row or OCR noise), with a real word. */
function cleanLine(line: string): string | null {
  const s = line.replace(/[^\p{L}\p{N}&'’\-. ]+/gu, " ").replace(/\s+/g, " ").trim();
  const letters = (s.match(/\p{L}/gu) ?? []).length;
  if (letters < 3 || letters / Math.max(1, s.replace(/ /g, "").length) < 0.6) return null;
  if (!/\p{L}{3,}/u.test(s)) return null;
  return s;
}

/** Pack sizes and counts printed with a name: "454 g", "2 pints", "6 x 330ml", "12 ct". */
const SIZE = /\b\d+(?:[.,]\d+)?\s*(?:x\s*\d+(?:[.,]\d+)?\s*)?(?:kg|mg|g|ml|cl|l|oz|lbs?|pints?|pk|packs?|ct|count)?(?![\p{L}\d])/giu;

/** A label line as an item name: short lines as printed (sizes dropped; ALL CAPS → Title Case), else the food's name. */
function displayName(raw: string, foodName: string, score: number): string {
  const line = raw.replace(SIZE, " ").replace(/\s+/g, " ").trim();
  const words = line.split(" ");
  if (score >= 0.9 && line.length >= 3 && words.length <= 5 && line.length <= 40) {
    if (line === line.toUpperCase()) return line.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (m) => m.toUpperCase());
    return line.charAt(0).toUpperCase() + line.slice(1);
  }
  return foodName.charAt(0).toUpperCase() + foodName.slice(1);
}

interface Candidate {
  foodId: string;
  /** matchFood's score for the line. */
  score: number;
  item: FoodRecognitionResult;
}

/**
 * Confidence of one line's match: OCR confidence × match quality. A match covering the line's
 * meaningful words (matchFood score ≥ 0.9) counts 0.9; a partial match 0.55 × its score, so a
 * partial match is always below 0.5 (unsure). Long lines (word soup, slogans) lose a fifth.
 */
function confidenceOf(ocr: number, score: number, words: number): number {
  const quality = score >= 0.9 ? 0.9 : 0.55 * score;
  return round2(ocr * quality * (words > 6 ? 0.8 : 1));
}

function candidateOf(line: string, ocr: number): Candidate | null {
  const m = matchFood(line);
  if (!m) return null;
  const category = photoCategoryFor(categoryFor(line), line);
  const item: FoodRecognitionResult = {
    name: displayName(line, m.food.name, m.score),
    category,
    confidence: confidenceOf(ocr, m.score, line.split(" ").length),
    qty: 1,
    unit: "ea",
  };
  return { foodId: m.food.id, score: m.score, item };
}

/**
 * The foods a label's OCR text names.
 * Input: OCR text (lines as read) and the OCR confidence (0–1, or tesseract's 0–100).
 * Only the front of the pack counts (text before "Ingredients", "Nutrition", "Contains" …).
 * Two adjacent short lines are also read together ("PEANUT" / "BUTTER" → peanut butter; the
 * single-line foods are then dropped). One item per food, best confidence first, at most
 * MAX_LABEL_ITEMS, none below MIN_LABEL_CONFIDENCE; qty 1, unit "ea". Never throws.
 */
export function foodsFromLabel(text: string, confidence: number): FoodRecognitionResult[] {
  const ocr = ocrConfidence01(confidence);
  const cut = text.search(BACK_OF_PACK);
  const front = cut >= 0 ? text.slice(0, cut) : text;
  const lines = front.split(/\r?\n/).map(cleanLine);
  const used = new Array<boolean>(lines.length).fill(false);
  const found: Candidate[] = [];

  for (let i = 0; i + 1 < lines.length; i++) {
    const [a, b] = [lines[i], lines[i + 1]];
    if (!a || !b || a.split(" ").length > 3 || b.split(" ").length > 3) continue;
    const joined = candidateOf(`${a} ${b}`, ocr);
    const single = [candidateOf(a, ocr), candidateOf(b, ocr)];
    if (joined && joined.score >= 0.9 && single.every((c) => c?.foodId !== joined.foodId)) {
      found.push(joined);
      used[i] = used[i + 1] = true;
    }
  }
  lines.forEach((line, i) => {
    if (!line || used[i]) return;
    const c = candidateOf(line, ocr);
    if (c) found.push(c);
  });

  const best = new Map<string, FoodRecognitionResult>();
  for (const c of found) {
    const prev = best.get(c.foodId);
    if (!prev || c.item.confidence > prev.confidence) best.set(c.foodId, c.item);
  }
  return [...best.values()]
    .filter((i) => i.confidence >= MIN_LABEL_CONFIDENCE)
    .sort((x, y) => y.confidence - x.confidence)
    .slice(0, MAX_LABEL_ITEMS);
}
