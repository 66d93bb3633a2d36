/**
 * First step of parsing: the "cleaned original line" that the parser reads and the CLI echoes.
 */
import { decodeHtmlEntities } from "./html-entities";

const TAG = /<\/?[a-z][^>]*>/gi;
const DASHES = /[\u2010-\u2015\u2212]/g;
/** Whitespace plus C0/C1 control characters (built from code points: lint forbids them in literals). */
const SPACES = new RegExp(`[\\s${String.fromCharCode(0)}-${String.fromCharCode(0x1f)}${String.fromCharCode(0x7f)}-\\u00a0\\u2000-\\u200b\\u202f\\u205f\\u3000]+`, "g");

/** A plural ending in brackets glued to a word: "egg(s)", "clove(s)", "pincée(s)", "Zwiebel(n)". */
const PLURAL_MARK = /(?<=\p{L})\((?:s|es|n|en|e|x)\)/gu;

/**
 * Cleans one ingredient line: HTML character references decoded, HTML tags removed (recipe pages
 * link ingredients: `<a href="…">pastry shell</a>`), every dash (‐ ‑ ‒ – — ―, −) made "-",
 * the fraction slash "⁄" made "/", a bracketed plural ending dropped ("clove(s)" → "clove"), whitespace and control characters (tabs, no-break spaces, line breaks, C1 controls, a literal
 * "\n" or "\t")
 * collapsed to single spaces, and the ends trimmed.
 * Input: "8 tablespoons cr&egrave;me fra&icirc;che". Output: "8 tablespoons crème fraîche".
 * Never throws.
 */
export function cleanIngredientLine(line: string): string {
  return decodeHtmlEntities(String(line))
    .replace(TAG, " ")
    .replace(/\\[nt]/g, " ")
    .replace(DASHES, "-")
    .replace(/\u2044/g, "/")
    .replace(PLURAL_MARK, "")
    .replace(SPACES, " ")
    .trim();
}
