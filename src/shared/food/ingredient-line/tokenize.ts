/**
 * Tokens of a cleaned ingredient line: numbers (with their value), words and punctuation, each
 * with its place in the line so notes can quote the original text.
 */

import { ownValue } from "../../own-key";

export type TokenKind = "num" | "word" | "punct";

export interface Token {
  kind: TokenKind;
  /** The text as written ("1½", "Tbs", "("). */
  text: string;
  /** Lower-case text. */
  lower: string;
  /** Numeric value of a "num" token (½ → 0.5, "1 1/2" → 1.5); NaN for other kinds. */
  value: number;
  /** Offsets in the cleaned line: text = line.slice(start, end). */
  start: number;
  end: number;
}

/** Unicode vulgar fractions (Unicode block "Number Forms", U+2150–U+215E, and Latin-1 ¼ ½ ¾). */
export const VULGAR_FRACTIONS: Readonly<Record<string, number>> = {
  "½": 1 / 2, "⅓": 1 / 3, "⅔": 2 / 3, "¼": 1 / 4, "¾": 3 / 4, "⅕": 1 / 5, "⅖": 2 / 5, "⅗": 3 / 5,
  "⅘": 4 / 5, "⅙": 1 / 6, "⅚": 5 / 6, "⅐": 1 / 7, "⅛": 1 / 8, "⅜": 3 / 8, "⅝": 5 / 8, "⅞": 7 / 8,
  "⅑": 1 / 9, "⅒": 1 / 10,
};

const VF = Object.keys(VULGAR_FRACTIONS).join("");
/**
 * One token: a number ("12", "1.5", ".5", "1/2", "1½", "½"), a word (letters with inner
 * apostrophes, hyphens and dots: "extra-virgin", "goat's"), or one other non-space character.
 */
const TOKEN = new RegExp(
  `(\\d+\\s*/\\s*\\d+|\\d*\\.\\d+|\\d{1,3}(?:,\\d{3})+(?!\\d)|\\d+,\\d{1,2}(?!\\d)|\\d+(?:\\s?[${VF}])?|[${VF}])|([\\p{L}\\p{M}](?:[\\p{L}\\p{M}'’]|-(?=\\p{L}))*)|(\\S)`,
  "gu",
);

/** A German compound of a food and its clove count word: "Knoblauchzehe", "Knoblauchzehen". */
const COUNT_COMPOUND = /^(\p{L}{3,}?)(zehen?)$/u;

/** "d'" or "d’" glued to a word that starts with a letter ("d'ail", "d’olive"). */
const ELISION = /^([dD]['’])\p{L}/u;

function numberValue(text: string): number {
  const spaced = text.replace(/\s+/g, "");
  const compact = /^\d{1,3}(?:,\d{3})+$/.test(spaced) ? spaced.replace(/,/g, "") : spaced.replace(",", ".");
  const slash = compact.indexOf("/");
  if (slash > 0) {
    const num = compact.slice(0, slash);
    const den = Number(compact.slice(slash + 1));
    if (den === 0) return NaN;
    const last = Number(num.slice(-1));
    // A mixed number whose space was lost ("11/2" for 1 1/2): recipes never write improper fractions.
    if (num.length > 1 && last > 0 && last < den && den <= 16) return Number(num.slice(0, -1)) + last / den;
    return Number(num) / den;
  }
  const last = compact.slice(-1);
  const frac = ownValue(VULGAR_FRACTIONS, last);
  if (frac !== undefined) return (compact.length > 1 ? Number(compact.slice(0, -1)) : 0) + frac;
  return Number(compact);
}

/**
 * Splits a cleaned line into tokens. A whole number followed by a proper fraction ("1 1/2",
 * "2 ½") becomes one number token (1.5, 2.5), unless the fraction is hyphenated to a word
 * ("4 1/2-inch slices" is 4 slices) and no count comes before ("1 1 1/2-inch piece" is one piece
 * of 1.5 inches). A fraction whose numerator has more than one digit and whose last digit is a
 * proper fraction of the denominator is a mixed number that lost its space ("11/2" → 1.5,
 * "21/4" → 2.25; copied HTML drops the space or a superscript), since recipes write mixed numbers,
 * never improper fractions. Digits glued to letters split ("125g" → 125, g). A comma between
 * digits with one or two digits after it is a decimal comma ("0,5 l", "1,25 kg"); three digits
 * after it, in groups, are a thousands separator ("1,000 g" → 1000). "d'"/"d’" before a word is its own token,
 * and so is the count word of a German clove compound ("Knoblauchzehen" → "Knoblauch", "zehen").
 * Input: a cleaned line (cleanIngredientLine). Output: tokens in line order. Never throws.
 */
export function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  for (const m of line.matchAll(TOKEN)) {
    const text = m[0];
    const start = m.index ?? 0;
    const kind: TokenKind = m[1] !== undefined ? "num" : m[2] !== undefined ? "word" : "punct";
    const value = kind === "num" ? numberValue(text) : NaN;
    const prev = tokens[tokens.length - 1];
    if (
      kind === "num" && prev?.kind === "num" && Number.isInteger(prev.value) && value < 1 && value > 0 &&
      !/^\d+$/.test(text) && !text.includes(".") && /^\s+$/.test(line.slice(prev.end, start)) &&
      (line[start + text.length] !== "-" || tokens[tokens.length - 2]?.kind === "num")
    ) {
      prev.text = line.slice(prev.start, start + text.length);
      prev.lower = prev.text;
      prev.value += value;
      prev.end = start + text.length;
      continue;
    }
    const compound = kind === "word" ? COUNT_COMPOUND.exec(text) : null;
    if (compound) {
      // German "Knoblauchzehe(n)": the food, then its count word ("Knoblauch", "zehen").
      const cut = compound[1].length;
      tokens.push({ kind, text: text.slice(0, cut), lower: text.slice(0, cut).toLowerCase(), value, start, end: start + cut });
      tokens.push({ kind, text: text.slice(cut), lower: text.slice(cut).toLowerCase(), value, start: start + cut, end: start + text.length });
      continue;
    }
    const elided = kind === "word" ? ELISION.exec(text) : null;
    if (elided) {
      // French and Italian elision: "d'ail" → "d'", "ail" (so "de" and "d'" read alike).
      const cut = elided[1].length;
      tokens.push({ kind, text: text.slice(0, cut), lower: text.slice(0, cut).toLowerCase(), value, start, end: start + cut });
      tokens.push({ kind, text: text.slice(cut), lower: text.slice(cut).toLowerCase(), value, start: start + cut, end: start + text.length });
      continue;
    }
    tokens.push({ kind, text, lower: text.toLowerCase(), value, start, end: start + text.length });
  }
  return tokens;
}
