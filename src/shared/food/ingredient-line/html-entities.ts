/**
 * HTML character references in recipe text ("cr&egrave;me fra&icirc;che", "&frac12;", "&#189;").
 * Covers numeric references and the named ones that occur in food writing: accented Latin letters
 * (built from the HTML 4 names &Xacute; &Xgrave; &Xcirc; &Xuml; &Xtilde; &Xcedil; &Xring;),
 * vulgar fractions, quotes, dashes and a few symbols. Unknown names are left as written.
 */

import { ownValue } from "../../own-key";

const DIACRITICS: Readonly<Record<string, string>> = {
  acute: "\u0301",
  grave: "\u0300",
  circ: "\u0302",
  uml: "\u0308",
  tilde: "\u0303",
  cedil: "\u0327",
  ring: "\u030a",
};

/** Named references that are not "letter + diacritic" (values from the HTML 4 entity list). */
const NAMED: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  frac12: "½",
  frac14: "¼",
  frac34: "¾",
  frac13: "⅓",
  frac23: "⅔",
  frac18: "⅛",
  frac38: "⅜",
  frac58: "⅝",
  frac78: "⅞",
  frasl: "⁄",
  deg: "°",
  ndash: "–",
  mdash: "—",
  minus: "−",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  hellip: "…",
  times: "×",
  reg: "®",
  trade: "™",
  copy: "©",
  szlig: "ß",
  aelig: "æ",
  AElig: "Æ",
  oelig: "œ",
  OElig: "Œ",
  oslash: "ø",
  Oslash: "Ø",
  eth: "ð",
  thorn: "þ",
  middot: "·",
};

const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi;

function decodeOne(match: string, body: string): string {
  if (body[0] === "#") {
    const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  }
  const named = ownValue(NAMED, body);
  if (named !== undefined) return named;
  const accent = /^([a-z])(acute|grave|circ|uml|tilde|cedil|ring)$/i.exec(body);
  const mark = accent ? ownValue(DIACRITICS, accent[2].toLowerCase()) : undefined;
  if (accent && mark !== undefined) return `${accent[1]}${mark}`.normalize("NFC");
  return match;
}

/**
 * Decodes HTML character references, repeatedly, so text escaped twice ("&amp;egrave;") decodes
 * fully. Input: any string. Output: the decoded string (NFC). Never throws.
 */
export function decodeHtmlEntities(text: string): string {
  let out = text;
  for (let i = 0; i < 3 && out.includes("&"); i++) {
    const next = out.replace(ENTITY, decodeOne);
    if (next === out) break;
    out = next;
  }
  return out.normalize("NFC");
}
