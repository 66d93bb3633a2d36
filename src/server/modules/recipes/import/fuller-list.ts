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
