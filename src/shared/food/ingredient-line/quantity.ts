/**
 * Reading a quantity at a place in the token list: a number, a mixed number, a number word, or a
 * range of two ("2-3", "2 to 3", "2 or 3", "1/2-3/4").
 */
import { ownValue } from "../../own-key";
import { NUMBER_WORDS } from "./lexicon";
import type { Token } from "./tokenize";

export interface QuantityRead {
  qty: number;
  qtyMax: number | null;
  /** Index of the first token after the quantity. */
  next: number;
}

/**
 * A single number at i: a number token or a number word ("two", "half"); "a dozen" → 12;
 * "a couple of" → 2 (the "of" is read with it).
 */
function readNumber(tokens: readonly Token[], i: number): { value: number; next: number } | null {
  const t = tokens[i];
  if (!t) return null;
  if (t.kind === "num" && Number.isFinite(t.value)) return { value: t.value, next: i + 1 };
  if (t.kind !== "word") return null;
  const article = t.lower === "a" || t.lower === "an";
  if (article && tokens[i + 1]?.lower === "dozen") return { value: 12, next: i + 2 };
  const at = article && tokens[i + 1]?.lower === "couple" ? i + 1 : i;
  const word = ownValue(NUMBER_WORDS, tokens[at].lower);
  if (word === undefined || tokens[at].lower === "dozen") return null;
  const next = tokens[at].lower === "couple" && tokens[at + 1]?.lower === "of" ? at + 2 : at + 1;
  return { value: word, next };
}

const RANGE_WORDS: ReadonlySet<string> = new Set(["to", "or", "-", "~"]);

/**
 * The quantity that starts at token i, or null. Ranges give qty = low end and qtyMax = high end;
 * a "range" whose second number is not larger ("1-1") is read as a single number. A number
 * followed by "dozen" is multiplied by 12 ("2 dozen" → 24).
 * Input: tokens (tokenize), start index. Output: { qty, qtyMax, next } or null. Never throws.
 */
export function readQuantity(tokens: readonly Token[], i: number): QuantityRead | null {
  const first = readNumber(tokens, i);
  if (!first) return null;
  let qty = first.value;
  let next = first.next;
  let qtyMax: number | null = null;
  const sep = tokens[next];
  if (sep && RANGE_WORDS.has(sep.lower)) {
    const at = sep.text === "-" && tokens[next + 1]?.lower === "to" ? next + 2 : next + 1;
    const second = readNumber(tokens, at);
    if (second && tokens[at].kind === "num" && second.value > qty) {
      qtyMax = second.value;
      next = second.next;
    }
  }
  if (tokens[next]?.lower === "dozen") {
    qty *= 12;
    if (qtyMax !== null) qtyMax *= 12;
    next++;
  }
  return { qty, qtyMax, next };
}

/** True when token i starts a quantity (see readQuantity). */
export function startsQuantity(tokens: readonly Token[], i: number): boolean {
  return readNumber(tokens, i) !== null;
}
