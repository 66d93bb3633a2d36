// Shop abbreviations and the Malay grocery words of Malaysian till receipts, expanded to the
// English names the food knowledge base knows. Facts gathered from printed receipts (US/UK chains'
// abbreviated item names; Malay: Kamus Dewan everyday grocery vocabulary).

/** Single-word expansions, upper-case keys. */
const WORDS: Record<string, string> = {
  CHKN: "chicken",
  CHK: "chicken",
  CKN: "chicken",
  BNLS: "boneless",
  SKNLS: "skinless",
  BRST: "breast",
  ORG: "organic",
  ORGNC: "organic",
  WHL: "whole",
  MLK: "milk",
  GRN: "green",
  BRD: "bread",
  WHT: "white",
  WW: "whole wheat",
  BNNA: "banana",
  BAN: "bananas",
  TOM: "tomatoes",
  TMT: "tomato",
  POT: "potatoes",
  ONIO: "onions",
  APPL: "apple",
  STRWB: "strawberries",
  YOG: "yogurt",
  YGRT: "yogurt",
  CHS: "cheese",
  CHED: "cheddar",
  BTR: "butter",
  EGGS: "eggs",
  LG: "large",
  MED: "medium",
  SM: "small",
  GRND: "ground",
  BF: "beef",
  PK: "pork",
  SLMN: "salmon",
  VEG: "vegetable",
  VEGS: "vegetables",
  OJ: "orange juice",
  PB: "peanut butter",
  SPAG: "spaghetti",
  PSTA: "pasta",
  CRL: "cereal",
  FRZ: "frozen",
  // Malay
  GULA: "sugar",
  PASIR: "granulated",
  BERAS: "rice",
  TELUR: "eggs",
  ROTI: "bread",
  SUSU: "milk",
  AYAM: "chicken",
  IKAN: "fish",
  DAGING: "beef",
  BAWANG: "onion",
  KENTANG: "potato",
  TEPUNG: "flour",
  GARAM: "salt",
  KOPI: "coffee",
  TEH: "tea",
  MENTEGA: "butter",
  SAYUR: "vegetables",
  CILI: "chili",
  UDANG: "prawns",
  MI: "noodles",
  MEE: "noodles",
  AIR: "water",
  KICAP: "soy sauce",
  SOS: "sauce",
  TAUHU: "tofu",
  LOBAK: "radish",
  HALIA: "ginger",
  KELAPA: "coconut",
  SANTAN: "coconut milk",
};

/** Multi-word phrases, checked before single words (upper-case keys). */
const PHRASES: [RegExp, string][] = [
  [/\bMINYAK MASAK\b/g, "cooking oil"],
  [/\bBAWANG MERAH\b/g, "red onion"],
  [/\bBAWANG PUTIH\b/g, "garlic"],
  [/\bTEPUNG GANDUM\b/g, "wheat flour"],
  [/\bAIR MINERAL\b/g, "mineral water"],
];

/**
 * Expand shop abbreviations and Malay grocery words in an item name (any case); the answer is
 * lower-case. Example: "CHKN BRST BNLS 1KG" → "chicken breast boneless 1kg".
 */
export function expandAbbreviations(name: string): string {
  let s = ` ${name.toUpperCase()} `;
  for (const [re, to] of PHRASES) s = s.replace(re, to.toUpperCase());
  return s
    .trim()
    .split(/\s+/)
    .map((w) => WORDS[w] ?? w)
    .join(" ")
    .toLowerCase();
}
