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

/** What a structured line lost when it is a printed line with its start cut: digits and marks of an amount only ("1." of "1.5 tsp"). */
const LOST_AMOUNT = /^[\d\s.,/\u00bc-\u00be\u2150-\u215e]+$/;
/** Printed lines that may stand between the matched ones (a scale control's label, a group heading). */
const MAX_UNMATCHED = 2;

/**
 * Third "better evidence" rule: a structured list whose amounts were cut (an exporter that took
 * "1." of "1.5 tsp ginger" for a list number, leaving "5 tsp ginger") gives way to the printed
 * list. Every structured line, in order, must be a printed line, or the end of one whose
 * cut-off start is only digits and amount marks ("1." / "1 " / "½"); at least one line must be
 * such a cut one; at most two printed lines may go unmatched (they are left out of the result).
 * Input: the two lists. Output: the matched printed lines, or null when the rule does not apply.
 */
export function printedRestoresAmounts(structured: readonly string[], printed: readonly string[]): string[] | null {
  if (structured.length === 0 || printed.length < structured.length) return null;
  const out: string[] = [];
  let at = 0;
  let cut = 0;
  for (const line of structured) {
    const want = line.toLowerCase();
    let found = -1;
    for (let i = at; i < printed.length && i - at <= MAX_UNMATCHED; i++) {
      const have = printed[i].toLowerCase();
      if (have === want || (have.endsWith(want) && LOST_AMOUNT.test(have.slice(0, have.length - want.length)))) {
        found = i;
        break;
      }
    }
    if (found < 0) return null;
    if (printed[found].length !== line.length) cut++;
    out.push(printed[found]);
    at = found + 1;
  }
  return cut > 0 && printed.length - out.length <= MAX_UNMATCHED ? out : null;
}

/** An amount at the end of a line and not at its start: "potato gnocchi 400gr", "sage 10 g". */
const TRAILING_AMOUNT = /^(?![\d\u00bc-\u00be\u2150-\u215e]).*\s[\d\u00bc-\u00be\u2150-\u215e][\d.,/\u00bc-\u00be\u2150-\u215e]*\s*\p{L}{0,8}\.?$/u;

/**
 * Fifth "better evidence" rule: a structured list exported name first and amount last ("potato
 * gnocchi 400gr", as some CMSs join their name and amount fields) gives way to the printed list
 * when that prints the same lines amount first, as a reader writes them ("400 gr potato
 * gnocchi"). True when both lists have the same length (at least two), at least half of the
 * structured lines end in an amount and start without one, and every printed line holds all the
 * words of its structured line (see tokens), in page order. Input: both lists. Output: boolean.
 */
export function printedPutsAmountsFirst(structured: readonly string[], printed: readonly string[]): boolean {
  if (structured.length < 2 || printed.length !== structured.length) return false;
  if (structured.filter((l) => TRAILING_AMOUNT.test(l)).length < structured.length / 2) return false;
  return structured.every((line, i) => {
    const have = new Set(tokens(printed[i]));
    return tokens(line).every((t) => have.has(t));
  });
}
