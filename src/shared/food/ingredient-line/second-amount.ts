/**
 * The parts of an amount beside the first quantity: the unit spelled at a place, pack sizes after a
 * count ("1 (14 oz) can", "2 x 250g", "1 15-ounce can") and second amounts ("125g/4½oz",
 * "/ about 1 cup", "to 750 grams", "1 lb 5 oz"). Used by readAmount (amount.ts).
 */
import { ownValue } from "../../own-key";
import { AMOUNT_QUALIFIERS, isPrepAdverb, NUMBER_WORDS, OF_WORDS } from "./lexicon";
import { readQuantity } from "./quantity";
import type { Token } from "./tokenize";
import { canonicalUnit, isContainerUnit, MAX_UNIT_WORDS, startsLongerUnit } from "./unit-table";

/**
 * True when tokens can spell a unit: they start with a word and hold only words, dots and one
 * closed bracket pair ("fl . oz", "c . à . s .", "colher ( sopa )").
 */
function unitSpellingTokens(words: readonly Token[]): boolean {
  if (words[0]?.kind !== "word") return false;
  const brackets = words.map((w) => w.text).filter((t) => t === "(" || t === ")").join("");
  return (brackets === "" || brackets === "()") && words.every((w) => w.kind === "word" || w.text === "." || w.text === "(" || w.text === ")") && words[words.length - 1].text !== "(";
}

/**
 * The unit spelled at token i, or null: the longest spelling of up to MAX_UNIT_WORDS tokens
 * ("fl oz", "c. à s.", "colher (sopa)", "EL"), and an optional trailing ".".
 */
export function readUnit(tokens: readonly Token[], i: number, allowInch = false): { unit: string; next: number } | null {
  if (tokens[i]?.kind !== "word") return null;
  for (let n = startsLongerUnit(tokens[i].text) ? MAX_UNIT_WORDS : 1; n >= 1; n--) {
    const words = tokens.slice(i, i + n);
    if (words.length < n || !unitSpellingTokens(words)) continue;
    const spelling = words.map((w) => w.text).join(" ").replace(/ \./g, ".");
    const unit = canonicalUnit(spelling);
    if (!unit || (unit === "inch" && !allowInch && words[0].lower === "in")) continue;
    let next = i + n;
    if (tokens[next]?.text === "." && words[n - 1].text.length <= 4) next++;
    return { unit, next };
  }
  return null;
}

/** True when something that can be a food name follows token i (a word that is not "or"; "cups, packed, mâche"). */
export function nameFollows(tokens: readonly Token[], i: number): boolean {
  let j = i;
  if (tokens[j]?.text === ",") j++;
  if (OF_WORDS.has(tokens[j]?.lower ?? "")) j++;
  const t = tokens[j];
  return t !== undefined && (t.kind === "word" || t.text === "(") && t.lower !== "or";
}

/** Lengths a size is written in ("1/2-inch", "2-cm-thick"). */
export const LENGTHS: ReadonlySet<string> = new Set(["inch", "cm", "mm"]);

/**
 * A second amount at i: number [range] unit, as written beside the first; a length may be
 * hyphenated to a word ("1/2-inch-thick"). Returns its end.
 */
export function secondAmount(tokens: readonly Token[], i: number): number | null {
  const q = readQuantity(tokens, i);
  if (!q || tokens[i].kind !== "num") return null;
  let j = skipFilling(tokens, q.next);
  if (tokens[j]?.text === "-") j++;
  const u = readUnit(tokens, j, true);
  if (u) return u.next;
  const length = tokens[j]?.kind === "word" ? canonicalUnit(tokens[j].text.split("-")[0]) : null;
  return length && LENGTHS.has(length) && tokens[j].text.includes("-") ? j + 1 : null;
}

/** Skips how a measure is filled, between a number and its unit: "packed", "firmly packed", "heaping", "level". */
export function skipFilling(tokens: readonly Token[], i: number): number {
  let j = i;
  if (isPrepAdverb(tokens[j]?.lower ?? "") && tokens[j + 1]?.lower === "packed") j++;
  if (tokens[j]?.lower === "packed" || AMOUNT_QUALIFIERS.has(tokens[j]?.lower ?? "")) j++;
  return readUnit(tokens, j) ? j : i;
}

/** End of a parenthesised group opening at i ("(" … ")"), or null. */
export function closeParen(tokens: readonly Token[], i: number): number | null {
  if (tokens[i]?.text !== "(") return null;
  for (let j = i + 1; j < tokens.length; j++) if (tokens[j].text === ")") return j + 1;
  return null;
}

/** Skips pack sizes after a count: "(14 oz)", "x 250g/9oz", "15-ounce", "five-pound", "14 oz". */
export function readPackSize(tokens: readonly Token[], i: number, notes: Array<[number, number]>): number {
  let j = i;
  const t = tokens[j];
  if (t?.text === "(") {
    const end = closeParen(tokens, j);
    if (end && tokens.slice(j, end).some((x) => x.kind === "num")) {
      notes.push([j, end]);
      return end;
    }
  }
  if ((t?.lower === "x" || t?.text === "×") && tokens[j + 1]?.kind === "num") {
    const end = secondAmount(tokens, j + 1);
    if (end === null) return i;
    j = skipDualAmounts(tokens, end);
    notes.push([i, j]);
    return j;
  }
  if (t?.kind === "word" && spelledPackSize(t.lower) && nameFollows(tokens, j + 1)) {
    notes.push([j, j + 1]);
    return j + 1;
  }
  if (t?.kind === "num") {
    const end = secondAmount(tokens, j);
    if (end !== null) {
      const u = readUnit(tokens, end);
      if (u && isContainerUnit(u.unit)) {
        notes.push([j, end]);
        return end;
      }
      if (hyphenBeforeUnit(tokens, j, end) && nameFollows(tokens, end)) {
        notes.push([j, end]);
        return end;
      }
    }
  }
  return i;
}

/** True for a pack size spelled in words and hyphenated to its unit ("five-pound", "two-inch"). */
function spelledPackSize(word: string): boolean {
  const dash = word.indexOf("-");
  return dash > 0 && ownValue(NUMBER_WORDS, word.slice(0, dash)) !== undefined && canonicalUnit(word.slice(dash + 1)) !== null;
}

/** True when the amount tokens[from..end) is hyphenated to its unit ("15-ounce", "5- to 6-pound"). */
export function hyphenBeforeUnit(tokens: readonly Token[], from: number, end: number): boolean {
  for (let k = from + 1; k < end; k++) if (tokens[k].text === "-" && tokens[k - 1].end === tokens[k].start) return true;
  return false;
}

/**
 * Skips "/4½oz", "/1lb 2oz", "/ about 1 cup", the upper end of a range of amounts ("to 750 grams")
 * and following smaller units ("1 lb 5 oz") after an amount.
 */
export function skipDualAmounts(tokens: readonly Token[], i: number): number {
  let j = i;
  for (;;) {
    if (tokens[j]?.text === "/" || tokens[j]?.text === "-" || tokens[j]?.lower === "to") {
      let k = j + 1;
      while (tokens[k] && AMOUNT_QUALIFIERS.has(tokens[k].lower)) k++;
      const end = secondAmount(tokens, k);
      if (end === null) return j;
      j = end;
    } else if (tokens[j]?.kind === "num" && secondAmount(tokens, j) !== null && tokens[j + 1]?.text !== "-") {
      j = secondAmount(tokens, j)!;
    } else return j;
  }
}
