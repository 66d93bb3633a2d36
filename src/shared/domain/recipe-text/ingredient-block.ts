/**
 * Finding the ingredient list in a pasted recipe. Candidates are the lines under each ingredient
 * heading ("Ingredients", "Zutaten", "Ingrédients" …) and, for text without one, each run of
 * lines that start with an amount. A web page often lists ingredients twice (a chatty list in the
 * story, then the recipe card); the candidate with the most lines that carry an amount wins.
 */
import type { LineInfo } from "./line-kinds";

/** One ingredient line found, with the group it sits under. */
export interface FoundIngredient {
  index: number;
  section: string | null;
}

/** A candidate ingredient list. */
export interface IngredientBlock {
  /** Index of its heading line, or null for a run found without one. */
  heading: number | null;
  items: FoundIngredient[];
  /** Index of the first line after the list. */
  end: number;
  /** Lines with an amount, plus a quarter for each line without one. */
  score: number;
}

/** Longest line, in words, taken as an ingredient when it has an amount. */
const MAX_AMOUNT_WORDS = 30;
/** Longest line, in words, taken as an ingredient without an amount ("salt and freshly ground pepper"). */
const MAX_PLAIN_WORDS = 12;
/** Prose lines skipped right after a heading before the list is given up ("You will need a 9-inch tin."). */
const MAX_LEAD_PROSE = 2;

/** True when the line can be an ingredient line of a list. */
function ingredientLike(l: LineInfo): boolean {
  if (l.heading || l.facts || l.factLabel || l.stepLabel || l.group !== null || l.noise) return false;
  if (l.amount) return l.words <= MAX_AMOUNT_WORDS && !(l.sentence && l.words > 14 && /\.\s+\p{Lu}/u.test(l.text));
  return l.words <= MAX_PLAIN_WORDS && (!l.sentence || l.words <= 5) && l.number === null;
}

function scoreOf(lines: readonly LineInfo[], items: readonly FoundIngredient[]): number {
  return items.reduce((s, it) => s + (lines[it.index].amount ? 1 : 0.25), 0);
}

/** The list under the heading at `head` (see IngredientBlock). */
function blockAfter(lines: readonly LineInfo[], head: number): IngredientBlock {
  const items: FoundIngredient[] = [];
  let section: string | null = null;
  let prose = 0;
  let i = head + 1;
  for (; i < lines.length; i++) {
    const l = lines[i];
    if (l.noise) continue;
    if (l.heading) {
      // A tab label right under the heading ("Ingredients" | "Nutrition") is passed over.
      if (items.length === 0 && (l.heading.kind === "nutrition" || l.heading.kind === "about") && ++prose <= MAX_LEAD_PROSE) continue;
      // A second plain "Ingredients" starts a list of its own (its own candidate).
      if (l.heading.kind !== "ingredients" || !l.heading.rest) break;
      section = l.heading.rest; // "Ingredients for the glaze" inside the list
      continue;
    }
    if (l.facts || l.factLabel) {
      if (items.length > 0) break;
      if (l.factLabel) i++;
      continue;
    }
    if (l.group !== null) {
      section = l.group;
      continue;
    }
    // A long line with an amount between two ingredient lines is one too ("1/4 cup of one of the following: …").
    if (ingredientLike(l) || (l.amount && items.length > 0 && lines[i + 1]?.amount && ingredientLike(lines[i + 1]))) {
      items.push({ index: i, section });
      continue;
    }
    if (items.length > 0 || ++prose > MAX_LEAD_PROSE) break;
  }
  return { heading: head, items, end: i, score: scoreOf(lines, items) };
}

/** Runs of ingredient lines with amounts that no heading announces (a typed recipe, OCR text). */
function headlessRuns(lines: readonly LineInfo[]): IngredientBlock[] {
  const runs: IngredientBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    if (!lines[i].amount || !ingredientLike(lines[i])) {
      i++;
      continue;
    }
    const items: FoundIngredient[] = [];
    let section: string | null = i > 0 && lines[i - 1].group !== null ? lines[i - 1].group : null;
    let j = i;
    for (; j < lines.length; j++) {
      const l = lines[j];
      if (l.noise) continue;
      // After a paragraph break only another amount line or a group heading carries the list on.
      if (j > i && l.blankBefore && !l.amount && l.group === null) break;
      if (l.group !== null && j + 1 < lines.length && lines[j + 1].amount) section = l.group;
      else if (ingredientLike(l)) items.push({ index: j, section });
      else break;
    }
    const withAmount = items.filter((it) => lines[it.index].amount).length;
    if (withAmount >= 2 && withAmount >= items.length / 2) runs.push({ heading: null, items, end: j, score: scoreOf(lines, items) });
    i = Math.max(j, i + 1);
  }
  return runs;
}

/**
 * The recipe's ingredient list.
 * Input: the described lines. Output: the best candidate (most lines with amounts; on a tie the
 * later one, as recipe cards follow the story on web pages), or null when the text has none.
 */
export function findIngredientBlock(lines: readonly LineInfo[]): IngredientBlock | null {
  const headed = lines.flatMap((l, i) => (l.heading?.kind === "ingredients" ? [blockAfter(lines, i)] : [])).filter((b) => b.items.length > 0);
  const candidates = headed.length > 0 ? headed : headlessRuns(lines);
  let best: IngredientBlock | null = null;
  for (const b of candidates) if (!best || b.score >= best.score) best = b;
  return best;
}
