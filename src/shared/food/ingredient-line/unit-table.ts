/**
 * The parser's unit vocabulary: every spelling a recipe uses → one canonical, singular unit.
 *
 * Canonical vocabulary (what `ParsedIngredientLine.unit` holds):
 *  - metric mass and volume as SI symbols: "mg", "g", "kg", "ml", "cl", "dl", "l";
 *  - US / imperial measures as singular words: "teaspoon", "dessertspoon", "tablespoon", "cup",
 *    "fluid ounce", "ounce", "pound", "pint", "quart", "gallon";
 *  - lengths (a piece of ginger "4cm", "2-inch knob"): "cm", "mm", "inch";
 *  - small and count units as singular words: "pinch", "dash", "drop", "splash", "handful",
 *    "clove", "can" (also "tin"), "package" (also "pack", "packet", "pkg"), "bunch", "sprig", …
 * Spellings: full words with regular and irregular plurals, the usual abbreviations with or without
 * a trailing dot ("Tbs.", "tsp", "oz", "lbs", "fl oz"), and the case-sensitive cookbook shorthand
 * "T" (tablespoon) and "t" (teaspoon). Sources: US and UK cookbook conventions; NIST Handbook 44
 * Appendix C for the measure names.
 *
 * Units of imported European recipes (EUROPEAN_SPELLINGS: German, Dutch, French, Spanish, Italian,
 * Portuguese) map to the same canonical units: "EL"/"Esslöffel", "el"/"eetlepel", "c. à s."/
 * "cuillère à soupe", "cucharada", "cucchiaio", "colher de sopa" → tablespoon; "TL", "tl",
 * "c. à c.", "cucharadita", "cucchiaino", "colher de chá" → teaspoon; "Prise", "Msp."
 * (Messerspitze, a knife tip: the nearest canonical unit is a pinch), "snufje", "pincée", "pizca",
 * "pizzico", "pitada" → pinch; "Zehe", "teen", "gousse", "diente", "spicchio", "dente" → clove;
 * "Bund", "bos", "botte", "manojo", "mazzo", "maço" → bunch; "Dose", "blik", "boîte", "lata" → can;
 * "Päckchen"/"Pck.", "pakje", "paquet", "paquete", "pacote" → package; "Stück"/"Stk.", "stuk",
 * "pièce", "unidad", "pezzo", "unidade" → piece; "Becher" (a yoghurt or cream pot) → tub; slices,
 * sprigs and leaves ("Scheibe", "tranche", "Zweig", "brin", "Blatt", "feuille", "hoja" …); cups
 * ("Tasse", "kopje", "tasse", "taza", "tazza", "xícara") → cup. Lookups ignore case (but for
 * T/t), accents, dots and brackets, so "c.à.s.", "C. à S." and "colher (sopa)" are found. Sources:
 * the abbreviations printed in German, Dutch, French, Spanish, Italian and Portuguese cookbooks
 * and recipe sites (e.g. Duden for "EL", "TL", "Msp.", "Pck.", "Stk.").
 */

import { ownValue } from "../../own-key";

/** Canonical unit → extra spellings (the canonical word and its plural are added automatically). */
const SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  mg: ["milligram", "milligrams", "milligramme", "milligrammes"],
  g: ["gr", "grs", "gm", "gms", "gram", "grams", "gramme", "grammes", "grm"],
  kg: ["kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"],
  ml: ["mls", "millilitre", "millilitres", "milliliter", "milliliters"],
  cl: ["centilitre", "centilitres", "centiliter", "centiliters"],
  dl: ["decilitre", "decilitres", "deciliter", "deciliters"],
  l: ["lt", "ltr", "ltrs", "litre", "litres", "liter", "liters"],
  teaspoon: ["tsp", "tsps", "tspn", "tspns", "ts", "teasp", "tea spoon", "tea spoons"],
  dessertspoon: ["dsp", "dssp", "dstspn"],
  tablespoon: ["tbsp", "tbsps", "tbs", "tbl", "tbls", "tblsp", "tblsps", "tbspn", "table spoon", "table spoons"],
  cup: ["c"],
  "fluid ounce": ["fl oz", "fl ozs", "fl. oz", "floz", "fl.oz", "fluid ounces", "fluid oz"],
  ounce: ["oz", "ozs"],
  pound: ["lb", "lbs", "ib", "ibs"],
  pint: ["pt", "pts"],
  quart: ["qt", "qts"],
  gallon: ["gal", "gals"],
  cm: ["centimetre", "centimetres", "centimeter", "centimeters"],
  mm: ["millimetre", "millimetres", "millimeter", "millimeters"],
  inch: ["inches", "in"],
  pinch: [],
  dash: [],
  drop: [],
  splash: [],
  handful: ["handfull", "handfulls"],
  clove: [],
  can: ["tin", "tins"],
  package: ["pack", "packs", "packet", "packets", "pkg", "pkgs", "pkt"],
  bunch: [],
  sprig: [],
  stalk: [],
  rib: [],
  stick: [],
  slice: [],
  piece: ["pc", "pcs"],
  head: [],
  bulb: [],
  ear: [],
  knob: [],
  jar: [],
  bottle: [],
  bag: [],
  box: [],
  carton: [],
  tub: [],
  container: [],
  envelope: [],
  sachet: [],
  cube: [],
  sheet: [],
  strip: [],
  scoop: [],
  dollop: [],
  rasher: [],
  punnet: [],
  loaf: ["loaves"],
  wedge: [],
  leaf: ["leaves"],
  stem: [],
  chunk: [],
  batch: ["batches"],
  rack: [],
  twist: [],
  branch: ["branches"],
  spear: [],
  lump: [],
  pat: [],
  shake: [],
};

/**
 * Canonical unit → spellings in other European languages (see the file comment), singular and
 * plural written out (their plurals are irregular). Accents may be left off when written.
 */
const EUROPEAN_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  tablespoon: [
    "el", "essl", "eßl", "esslöffel", "eßlöffel", // German
    "eetlepel", "eetlepels", // Dutch (el)
    "c à s", "càs", "c à soupe", "cuillère à soupe", "cuillères à soupe", "cuiller à soupe", // French
    "cda", "cdas", "cucharada", "cucharadas", // Spanish
    "cucchiaio", "cucchiai", // Italian
    "colher de sopa", "colheres de sopa", "colher sopa", "colheres sopa", "c de sopa", "colher", "colheres", // Portuguese
  ],
  teaspoon: [
    "tl", "teel", "teelöffel", // German
    "theelepel", "theelepels", // Dutch (tl)
    "c à c", "càc", "c à café", "c à thé", "cuillère à café", "cuillères à café", "cuiller à café", "cuillère à thé", "cuillères à thé", // French
    "cdta", "cdtas", "cdita", "cditas", "cucharadita", "cucharaditas", // Spanish
    "cucchiaino", "cucchiaini", // Italian
    "colher de chá", "colheres de chá", "colher chá", "colheres chá", "c de chá", // Portuguese
  ],
  dessertspoon: ["colher de sobremesa", "colheres de sobremesa", "colher sobremesa", "colheres sobremesa"],
  cup: ["tasse", "tassen", "kopje", "kopjes", "tasses", "taza", "tazas", "tazza", "tazze", "xícara", "xícaras", "xícara de chá", "xícaras de chá", "xícara chá", "xícaras chá"],
  pinch: ["prise", "prisen", "msp", "messerspitze", "messerspitzen", "snuf", "snufje", "snufjes", "pincée", "pincées", "pizca", "pizcas", "pizzico", "pizzichi", "pitada", "pitadas"],
  clove: ["zehe", "zehen", "teen", "teentje", "teentjes", "tenen", "gousse", "gousses", "diente", "dientes", "spicchio", "spicchi", "dente", "dentes"],
  bunch: ["bund", "bündel", "bos", "bosje", "bosjes", "botte", "bottes", "manojo", "manojos", "mazzo", "mazzi", "mazzetto", "mazzetti", "maço", "maços"],
  can: ["dose", "dosen", "blik", "blikken", "blikje", "blikjes", "boîte", "boîtes", "lata", "latas", "lattina", "lattine"],
  package: ["päckchen", "pck", "pkg", "packung", "packungen", "pakje", "pakjes", "paquet", "paquets", "paquete", "paquetes", "pacote", "pacotes", "confezione", "confezioni"],
  piece: ["stück", "stücke", "stk", "stuk", "stuks", "pièce", "pièces", "unidad", "unidades", "pezzo", "pezzi", "unidade", "unidades"],
  tub: ["becher"],
  slice: ["scheibe", "scheiben", "plak", "plakje", "plakjes", "tranche", "tranches", "rebanada", "rebanadas", "rodaja", "rodajas", "fetta", "fette", "fatia", "fatias"],
  sprig: ["zweig", "zweige", "zweiglein", "takje", "takjes", "brin", "brins", "ramita", "ramitas", "rametto", "rametti", "raminho", "raminhos"],
  leaf: ["blatt", "blätter", "blad", "blaadje", "blaadjes", "feuille", "feuilles", "hoja", "hojas", "foglia", "foglie", "folha", "folhas"],
  g: ["gramm", "gramos", "grammi", "gramas"],
  kg: ["kilogramm", "kilogramos", "chilogrammi", "quilo", "quilos"],
  l: ["litro", "litros", "litri"],
  ml: ["mililitro", "mililitros", "millilitro", "millilitri"],
};

/** Shorthand whose meaning depends on case ("1 T butter" vs "1 t salt"). */
const CASE_SENSITIVE: Readonly<Record<string, string>> = { T: "tablespoon", Tb: "tablespoon", t: "teaspoon" };

/** Units that measure an amount of food by itself ("2 pounds" of something), not a container. */
const MEASURES: ReadonlySet<string> = new Set([
  "mg", "g", "kg", "ml", "cl", "dl", "l", "teaspoon", "dessertspoon", "tablespoon", "cup",
  "fluid ounce", "ounce", "pound", "pint", "quart", "gallon", "cm", "mm", "inch",
]);

/** Containers: a count of packs whose size may be given beside them ("1 (14 oz) can"). */
const CONTAINERS: ReadonlySet<string> = new Set([
  "can", "package", "jar", "bottle", "bag", "box", "carton", "tub", "container", "envelope", "sachet", "punnet",
]);

function plural(word: string): string {
  if (/(?:ch|sh|x|s)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/**
 * The lookup form of a spelling: lower case, accents dropped, dots and brackets read as spaces,
 * spaces collapsed ("C. à S." → "c a s", "colher (sopa)" → "colher sopa", "fl.oz" → "fl oz").
 */
function lookupKey(spelling: string): string {
  let key = spelling.toLowerCase();
  if (/[^\x20-\x7e]/.test(key)) key = key.normalize("NFD").replace(/\p{M}/gu, "");
  if (/[.()]|\s\s/.test(key)) key = key.replace(/[.()]/g, " ").replace(/\s+/g, " ").trim();
  return key;
}

const LOOKUP: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [unit, extra] of Object.entries(SPELLINGS)) {
    for (const s of [unit, plural(unit), ...extra]) map.set(lookupKey(s), unit);
  }
  for (const [unit, extra] of Object.entries(EUROPEAN_SPELLINGS)) {
    for (const s of extra) map.set(lookupKey(s), unit);
  }
  return map;
})();

/** Lookup forms of the other languages' unit spellings that are no English spelling ("prise", "c a s", "xicara"). */
const OTHER_LANGUAGE_KEYS: ReadonlySet<string> = (() => {
  const english = new Set<string>();
  for (const [unit, extra] of Object.entries(SPELLINGS)) for (const s of [unit, plural(unit), ...extra]) english.add(lookupKey(s));
  return new Set(Object.values(EUROPEAN_SPELLINGS).flatMap((list) => list.map(lookupKey)).filter((k) => !english.has(k)));
})();

/**
 * True when a line spells a unit the way German, Dutch, French, Spanish, Italian or Portuguese
 * recipes do, right after its amount ("1 Prise Salz", "2 c. à s. huile", "1 xícara (chá) de açúcar";
 * not "pasta al dente"): a sign that the line
 * is not English, so screens show it as the source wrote it. Input: an ingredient line. Never throws.
 */
export function spellsUnitInOtherLanguage(line: string): boolean {
  const afterAmount = line.replace(/^[\s\d\u00bc-\u00be\u2150-\u215e.,/~-]*/u, "");
  const words = lookupKey(afterAmount.replace(/[^\p{L}\s]+/gu, " ")).split(" ").filter(Boolean);
  for (let n = 1; n <= 4 && n <= words.length; n++) if (OTHER_LANGUAGE_KEYS.has(words.slice(0, n).join(" "))) return true;
  return false;
}

/** First words (lookup form) of the spellings of more than one word ("fl", "c", "colher", "cuillère"). */
const FIRST_WORDS: ReadonlySet<string> = new Set([...LOOKUP.keys()].filter((k) => k.includes(" ")).map((k) => k.split(" ")[0]));

/** True when a word (as written) may start a spelling of more than one word ("fl" of "fl oz", "c" of "c. à s."). */
export function startsLongerUnit(word: string): boolean {
  return FIRST_WORDS.has(lookupKey(word));
}

/**
 * Longest spelling, in tokens: words, dots and brackets ("c . à . s ." is six; "colher ( sopa )"
 * four), so "fluid ounces" is tried before "fluid" and "c. à s." before "c".
 */
export const MAX_UNIT_WORDS = 6;

/**
 * The canonical unit a spelling names, or null. Input: a spelling as written ("Tbs.",
 * "tablespoons", "fl oz", "T", "EL", "c. à s.", "colher (sopa)"); case, accents, dots and brackets
 * are ignored, except for the case of "T"/"Tb"/"t".
 * Output: e.g. "tablespoon", "fluid ounce", "g". Never throws.
 */
export function canonicalUnit(spelling: string): string | null {
  const trimmed = spelling.trim().replace(/\.$/, "").replace(/\s+/g, " ");
  const exact = ownValue(CASE_SENSITIVE, trimmed);
  if (exact) return exact;
  return LOOKUP.get(lookupKey(trimmed)) ?? null;
}

/** True for a canonical unit that is a measure of mass, volume or length ("g", "cup", "inch"). */
export function isMeasureUnit(unit: string): boolean {
  return MEASURES.has(unit);
}

/** True for a canonical unit that is a container counted whole ("can", "package", "jar" …). */
export function isContainerUnit(unit: string): boolean {
  return CONTAINERS.has(unit);
}
