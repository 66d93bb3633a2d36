/**
 * A recipe's yield, one rule for the web-page importer, the archive readers and pasted text: the
 * nouns a yield is counted in and the number of servings a yield text gives.
 */

/**
 * Nouns a recipe yield is counted in, when printed after the number ("4 servings", "6 portioner",
 * "für 4 Personen", "4 főre"): English, German, Dutch, French, Spanish, Italian, Portuguese,
 * Danish/Swedish and Hungarian. General vocabulary, not taken from any site.
 */
export const SERVING_NOUN =
  "(?:servings?|serves|portions?|people|persons?|personen|portionen|porties|personnes|parts|personas|porciones|raciones|persone|porzioni|pessoas|por[çc][õo]es|personer|portioner|adag|f[őo]re|fő)";

/** A line that is only a serving count ("4 servings", "2-3 portioner", "4 főre"). */
export const SERVINGS_ONLY = new RegExp(`^\\d+(?:\\s*[-–]\\s*\\d+)?\\s*${SERVING_NOUN}$`, "iu");

/** Most servings a yield gives (more is a typo or a count of something else). */
const MAX_SERVINGS = 10_000;

/**
 * Servings from a yield: its first number, rounded to a whole one ("4-6 servings" → 4, "Makes
 * 12" → 12, "2.5 cups" → 3, 6 → 6). Input: text or a number. Output: 1 to 10,000, or null when
 * there is no number or it rounds to zero.
 */
export function servingsOf(value: unknown): number | null {
  const m = typeof value === "string" ? /\d+(?:[.,]\d+)?/.exec(value) : null;
  const n = typeof value === "number" ? value : m ? Number(m[0].replace(",", ".")) : NaN;
  if (!Number.isFinite(n) || Math.round(n) < 1) return null;
  return Math.min(Math.round(n), MAX_SERVINGS);
}
