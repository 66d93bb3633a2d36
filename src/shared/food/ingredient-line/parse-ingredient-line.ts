/**
 * The ingredient-line parser: "1 (14 oz) can tomatoes, drained" →
 * { qty: 1, qtyMax: null, unit: "can", ingredient: "tomatoes", note: "14 oz, drained" }.
 * Pure TypeScript (runs in the browser and on the server). Units: see unit-table.ts.
 */
import { FOOD_INDEX } from "../catalog";
import { toKey } from "../normalize";
import { readAmount, type AmountRead } from "./amount";
import { readQuantity, startsQuantity } from "./quantity";
import { cleanIngredientLine } from "./clean-line";
import { isModifierWord, splitName } from "./name";
import { chooseNameSegments } from "./name-segment";
import { isPlainAdjective } from "./lexicon";
import { splitSegments, textOf, type Indices } from "./segments";
import { tokenize, type Token } from "./tokenize";
import type { ParsedIngredientLine } from "./types";
import { canonicalUnit } from "./unit-table";

/**
 * Count units that recipes also write after the food ("2 garlic cloves", "3 celery stalks", "2 celery
 * sticks", "1 cinnamon stick", "1 fennel bulb", "4 baguette slices", "lime wedges"). Not
 * "bag": "2 mint tea bags" are tea bags, counted as such.
 */
const TRAILING_UNITS: ReadonlySet<string> = new Set(["clove", "stalk", "stick", "sprig", "rib", "bulb", "slice", "wedge"]);

const round = (n: number | null) => (n === null ? null : Math.round(n * 1e6) / 1e6);

/** The amount at the start, or after a lead-in ending in "of" ("juice of 1 lemon"), with its lead-in. */
function findAmount(tokens: readonly Token[]): { amount: AmountRead; leadIn: number } {
  const amount = readAmount(tokens, 0);
  if (amount.qty !== null || amount.unit !== null) return { amount, leadIn: 0 };
  for (let i = 1; i < Math.min(tokens.length, 7); i++) {
    if (tokens[i].kind === "num") break;
    if (tokens[i].lower !== "of") continue;
    const after = readAmount(tokens, i + 1);
    if (after.qty !== null && startsQuantity(tokens, i + 1)) return { amount: after, leadIn: i + 1 };
    break;
  }
  return { amount, leadIn: 0 };
}


/**
 * For a line that starts without an amount: the first amount with a unit that opens a later
 * segment, an aside or the rest of the name's segment ("Vanilla extract, 1½ teaspoons", "Brown
 * sauce (about ½ cup)", "Alho 2 dentes"); else a later segment that is only a count ("Shallot -
 * 1"); or null.
 */
function lateAmount(tokens: readonly Token[], runs: readonly Indices[], segments: readonly Indices[]): AmountRead | null {
  for (const run of [...runs].sort((a, b) => a[0] - b[0])) {
    const late = readAmount(tokens, run[0], false);
    if (late.qty !== null && late.unit !== null) return late;
  }
  for (const seg of segments) {
    // A later segment that is only a count: "Shallot - 1", "Eggs, 2".
    const q = tokens[seg[0]]?.kind === "num" ? readQuantity(tokens, seg[0]) : null;
    if (q && q.next === seg[seg.length - 1] + 1 && seg.length === q.next - seg[0]) return { qty: q.qty, qtyMax: q.qtyMax, unit: null, next: q.next, notes: [] };
  }
  return null;
}

/**
 * Parses one recipe ingredient line.
 * Input: the line as written, HTML entities and tags allowed ("1 1/2 cups chicken broth",
 * "125g/4½oz sugar", "Salt and pepper to taste", "juice of 1 lemon").
 * Output: ParsedIngredientLine: qty/qtyMax (decimals; ranges "2-3", "2 to 3", "2 or 3"), unit in
 * the canonical vocabulary of unit-table.ts, ingredient (the food name; "" for a blank line), note
 * (pack sizes, second amounts, sizes, preparation, comments, asides in parentheses, joined with
 * ", "; null when nothing). Only the first amount counts ("125g/4½oz" → 125 g). Never throws.
 */
export function parseIngredientLine(line: string): ParsedIngredientLine {
  const clean = cleanIngredientLine(line);
  const tokens = tokenize(clean);
  const { amount, leadIn } = findAmount(tokens);
  let unit = amount.unit;
  const notes: Indices[] = [];
  if (leadIn > 0) notes.push(range(0, leadIn));
  for (const [from, to] of amount.notes) notes.push(range(from, to));
  const { segments, asides } = splitSegments(tokens, amount.next, clean);
  const chosen = chooseNameSegments(tokens, segments);
  const seg = chosen.tokens;
  const split = splitName(tokens, seg);
  const name = split.name;
  notes.push(...chosen.notes, ...split.notes, ...asides);
  const later = segments.slice(chosen.rest);
  notes.push(...later);
  if (amount.qty === null && amount.unit === null) {
    const late = lateAmount(tokens, [...later, ...asides, ...split.notes.filter((n) => tokens[n[0]]?.kind === "num")], later);
    if (late) ({ qty: amount.qty, qtyMax: amount.qtyMax, unit } = late);
  }
  if (unit === null && (amount.qty !== null || leadIn === 0) && name.length >= 2) {
    const last = canonicalUnit(tokens[name[name.length - 1]].text);
    const rest = name.slice(0, -1).some((i) => !isModifierWord(tokens[i]) && !isPlainAdjective(tokens[i].lower));
    if (last && TRAILING_UNITS.has(last) && rest && !namesOtherFood(textOf(tokens, name, clean), textOf(tokens, name.slice(0, -1), clean))) {
      unit = last;
      name.pop();
    }
  }
  const ingredient = name.length > 0 ? textOf(tokens, name, clean) : textOf(tokens, seg, clean);
  const noteText = notes
    .filter((n) => n.length > 0 && !(name.length === 0 && n === seg))
    .sort((a, b) => a[0] - b[0])
    .map((n) => trimNote(textOf(tokens, n, clean)))
    .filter((s) => s !== "");
  return { qty: round(amount.qty), qtyMax: round(amount.qtyMax), unit, ingredient, note: noteText.length > 0 ? noteText.join(", ") : null };
}

/**
 * True when a name with its trailing unit word is a knowledge-base food other than the name
 * without it ("fish sticks" are fish fingers, not fish; "celery sticks" are celery).
 */
function namesOtherFood(whole: string, withoutUnit: string): boolean {
  const food = FOOD_INDEX.keys.get(toKey(whole));
  return food !== undefined && FOOD_INDEX.keys.get(toKey(withoutUnit)) !== food;
}

/** A note without separators at its ends, and without brackets that close nothing or open nothing ("(14 oz)" → "14 oz"). */
function trimNote(text: string): string {
  const ends = /^[\s,;:/-]+|[\s,;:/-]+$/g;
  let t = text.replace(ends, "");
  if (t.startsWith("(") && t.indexOf(")") === t.length - 1) t = t.slice(1, -1);
  if (t.startsWith("(") && !t.includes(")")) t = t.slice(1);
  if (t.endsWith(")") && !t.includes("(")) t = t.slice(0, -1);
  return t.replace(ends, "");
}

function range(from: number, to: number): Indices {
  const out: Indices = [];
  for (let i = from; i < to; i++) out.push(i);
  return out;
}
