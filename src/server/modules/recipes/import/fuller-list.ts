/** A digit or a vulgar fraction: the mark of an amount in an ingredient line. */
const AMOUNT = /[\d\u00bc-\u00be\u2150-\u215e]/;

const words = (s: string): string => ` ${s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;

/**
 * True when a list of ingredients is bare names: at least two lines and at most one in five
 * carries an amount (a digit or fraction), e.g. ["flour", "baking soda", "butter"].
 */
export function isBareList(lines: readonly string[]): boolean {
  return lines.length >= 2 && lines.filter((l) => AMOUNT.test(l)).length <= lines.length / 5;
}

/**
 * "Better evidence" rule for ingredients: whether the list printed on the page should replace a
 * structured (JSON-LD / microdata) list that names the foods only. True when `structured` is bare
 * (isBareList), at least half of the page lines carry an amount, the page list is about as long
 * (0.8×–2× plus two lines), and every structured name appears, as whole words, in a page line
 * ("flour" in "1 ½ cups all-purpose flour"), so both lists are the same recipe.
 * Input: the two lists of one-line strings. Output: boolean. Never throws.
 */
export function pageListIsFuller(structured: readonly string[], page: readonly string[]): boolean {
  if (!isBareList(structured) || page.length === 0) return false;
  if (page.length < structured.length * 0.8 || page.length > structured.length * 2 + 2) return false;
  if (page.filter((l) => AMOUNT.test(l)).length < page.length / 2) return false;
  const pageWords = page.map(words);
  return structured.every((name) => {
    const w = words(name);
    return w.trim() !== "" && pageWords.some((p) => p.includes(w));
  });
}

/**
 * Comparison words of an ingredient line: lower case, vulgar fractions as "1/2", numbers apart
 * from the letters they touch ("500gr" → "500", "gr"), a plural "s" dropped from longer words.
 */
function tokens(line: string): string[] {
  return line
    .normalize("NFKC")
    .replace(/\u2044/g, "/")
    .toLowerCase()
    .replace(/(\d)(?=\p{L})|(\p{L})(?=\d)/gu, "$1$2 ")
    .split(/[^\p{L}\p{N}/.]+/u)
    .map((t) => t.replace(/^[./]+|[./]+$/g, ""))
    .filter(Boolean)
    .map((t) => (t.length > 3 && t.endsWith("s") ? t.slice(0, -1) : t));
}

const sameWords = (a: readonly string[], b: readonly string[]): boolean => {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((w) => y.has(w));
};

/**
 * Second "better evidence" rule, for structured lists that do carry amounts: the printed list
 * (under the page's Ingredients heading) wins when the structured copy is that list with lines
 * left out (a plugin that exported one ingredient group only). True when every structured line
 * has its own printed line with the same words (see tokens: "1/2" and "½", "cup" and "cups" are
 * the same), the printed list has more lines but at most twice as many plus two, and every
 * printed line left over reads as an ingredient (looksLikeIngredient). A printed list that
 * words the same lines differently (notes, a second measure, another order) does not win: the
 * structured copy is as good a reading of it.
 * Input: the two lists and a test for ingredient-like lines. Output: boolean. Never throws.
 */
export function printedListIsFuller(structured: readonly string[], printed: readonly string[], looksLikeIngredient: (line: string) => boolean): boolean {
  if (structured.length === 0 || printed.length <= structured.length || printed.length > structured.length * 2 + 2) return false;
  const words = printed.map(tokens);
  const used = new Set<number>();
  for (const line of structured) {
    const mine = tokens(line);
    const at = words.findIndex((w, i) => !used.has(i) && sameWords(w, mine));
    if (at < 0) return false;
    used.add(at);
  }
  return printed.every((l, i) => used.has(i) || looksLikeIngredient(l));
}
