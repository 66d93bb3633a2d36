/**
 * Bounded work for the recipe export (issue 19: no request holds the event loop for long). Saying
 * a line the way a cook writes it and weighing it for nutrition look its words up in the food
 * knowledge base, which costs about 1 ms for a line of unknown words and grows with the square of
 * a word's length (a 500-letter "word" takes about 0.1 s). Real ingredient lines are short, with
 * short words; the API accepts 500 lines of 500 characters. So the export works line by line
 * with turns of the event loop in between, phrases only ordinary lines, and weighs a recipe for
 * nutrition only when it is of an ordinary size.
 */
import type { StoredIngredient } from "../../../shared/domain/scale-ingredient";

/** Longest stretch of export work between two turns of the event loop, ms. */
export const EXPORT_SLICE_MS = 20;
/** An ordinary line: at most this many characters of name and note together. */
export const ORDINARY_LINE_CHARS = 160;
/** An ordinary line: no word (run without blanks) longer than this (the longest food words have about 25). */
export const ORDINARY_WORD_CHARS = 40;
/** Most lines of a recipe weighed for nutrition (one call, about 1–3 ms a line at worst). */
export const NUTRITION_MAX_LINES = 50;

/**
 * A clock for work done in slices: `pause()` resolves at once while less than EXPORT_SLICE_MS
 * passed since the last turn of the event loop, else on the next turn (other requests run).
 */
export function slicer(): { pause: () => Promise<void> } {
  let since = performance.now();
  return {
    async pause() {
      if (performance.now() - since < EXPORT_SLICE_MS) return;
      await new Promise<void>((resolve) => setImmediate(resolve));
      since = performance.now();
    },
  };
}

/** True for a line of ordinary size (see the module comment): name and note short, no overlong word. */
export function isOrdinaryLine(ing: StoredIngredient): boolean {
  const text = ing.note ? `${ing.ingredient} ${ing.note}` : ing.ingredient;
  return text.length <= ORDINARY_LINE_CHARS && !new RegExp(`\\S{${ORDINARY_WORD_CHARS + 1}}`).test(text);
}

/** A line as stored, its parts joined without rewording: "1000000 aaaa…, note". */
export function storedLineText(ing: StoredIngredient): string {
  const head = [ing.qty, ing.unit, ing.ingredient]
    .map((x) => x?.trim())
    .filter(Boolean)
    .join(" ");
  return ing.note?.trim() ? `${head}, ${ing.note.trim()}` : head;
}

/** True when a recipe's lines may be weighed for nutrition in one call (few and ordinary lines). */
export function canWeigh(lines: readonly StoredIngredient[]): boolean {
  return lines.length <= NUTRITION_MAX_LINES && lines.every(isOrdinaryLine);
}
