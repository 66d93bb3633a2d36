/**
 * The nutrition a recipe declares, as its source writes it, keyed by schema.org
 * NutritionInformation property names (https://schema.org/NutritionInformation): "calories",
 * "fatContent", "saturatedFatContent", "proteinContent", … One rule for the archive readers (Mealie
 * `fat_content`, Tandoor `fats`, Plan to Eat "Saturated Fat" columns, Paprika and My Recipe Box
 * "fat : 5 g" text) and pasted recipe text ("Calories: 320kcal", "Fat 12 g", "Eiweiß: 8 g").
 * Labels in English, German, French, Dutch, Spanish, Italian and Portuguese. Values stay text.
 */

/** Nutrient labels, as written in each language and by each app, per schema.org property. */
// prettier-ignore
const LABELS: readonly [string, readonly string[]][] = [
  ["calories", ["calories", "calorie", "energy", "kcal", "kalorien", "energie", "brennwert", "calorías", "energia"]],
  ["fatContent", [
    "fat", "fats", "total fat", "fett", "lipides", "matières grasses", "vet", "grasa", "grasas", "grassi", "gordura", "gorduras",
    "gorduras totais",
  ]],
  ["saturatedFatContent", [
    "saturated fat", "sat fat", "gesättigte fettsäuren", "davon gesättigte fettsäuren", "acides gras saturés", "verzadigd vet",
    "grasas saturadas", "grassi saturi", "gordura saturada", "gorduras saturadas",
  ]],
  ["transFatContent", ["trans fat", "gordura trans", "gorduras trans", "grasas trans"]],
  ["unsaturatedFatContent", ["unsaturated fat", "polyunsaturated fat", "monounsaturated fat"]],
  ["carbohydrateContent", [
    "carbohydrate", "carbohydrates", "carbs", "total carbohydrate", "total carbohydrates", "kohlenhydrate", "glucides",
    "koolhydraten", "hidratos de carbono", "carbohidratos", "carboidrati", "carboidratos",
  ]],
  ["sugarContent", [
    "sugar", "sugars", "zucker", "davon zucker", "sucre", "sucres", "suiker", "suikers", "azúcares", "zuccheri", "açúcares",
  ]],
  ["fiberContent", [
    "fiber", "fibre", "dietary fiber", "dietary fibre", "ballaststoffe", "fibres", "vezels", "fibra", "fibras", "fibre alimentari",
  ]],
  ["proteinContent", ["protein", "proteins", "eiweiß", "eiweiss", "protéines", "eiwitten", "eiwit", "proteína", "proteínas", "proteine"]],
  ["sodiumContent", ["sodium", "natrium", "sodio", "sódio"]],
  ["cholesterolContent", ["cholesterol", "cholesterin", "cholestérol", "colesterol", "colesterolo"]],
  ["servingSize", ["serving size"]],
];

/**
 * A label as a lookup key: accents, case, spaces, marks and a trailing "content" dropped
 * ("fat_content" → "fat"; "Saturated Fat" and "saturatedFatContent" → "saturatedfat").
 */
const keyOf = (label: string): string =>
  label
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^\p{L}]/gu, "")
    .replace(/content$/, "");

const PROPERTY: ReadonlyMap<string, string> = new Map(
  LABELS.flatMap(([property, words]) => words.map((w) => [keyOf(w), property] as const)),
);

/** "Calories: 320 kcal", "fat : 5 g": a label of up to 40 characters, a colon, a value. */
const COLON_PAIR = /^([^:：]{1,40}?)\s*[:：]\s*(.+)$/u;
/** "Fat 12g", "Protein – 8 g": a label and a value that starts with a number. */
const PAIR = /^([\p{L} .’'-]+?)\s*[:：\-\u2013]?\s*(\d[\d.,]*\s*(?:kcal|cal|kj|g|mg|µg|%)?)\b/iu;
/** Where one line holds several pairs ("Calories: 420 kcal | Protein: 31 g", "Fat 5 g, Carbs 9 g"). */
const PART_BREAK = /\s*[|\u00b7\u2022;,]\s*(?=\p{L})/u;

/**
 * The schema.org property a nutrient label names, in any of the languages and app spellings above
 * ("Eiweiß" → "proteinContent", "fat_content" → "fatContent"), or null when it names none.
 */
export function nutrientProperty(label: string): string | null {
  return PROPERTY.get(keyOf(label)) ?? null;
}

/** A value as text: numbers as written, strings trimmed; null when empty or of another type. */
function valueText(value: unknown): string | null {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : null;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/**
 * Declared nutrition from an object ({"calories": "320", "fat_content": "12", "proteins": 30}):
 * every non-empty value as text under its schema.org property (nutrientProperty); a key it does
 * not know is kept as written, so nothing is lost; ids, timestamps, "source" and "@type" are dropped.
 * Output: the record, or null when it holds nothing.
 */
export function nutritionOf(record: unknown): Record<string, string> | null {
  if (!record || typeof record !== "object" || Array.isArray(record)) return null;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) {
    const text = valueText(value);
    if (text === null || key.startsWith("@") || key === "id" || key === "source" || key.endsWith("_id") || key.endsWith("_at")) continue;
    out[nutrientProperty(key) ?? key.trim()] = text;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** One part of a line read as a pair: [property or label as written, value], or null. */
function readPair(part: string, keepUnread: boolean): [string, string] | null {
  const colon = COLON_PAIR.exec(part);
  if (colon) {
    const property = nutrientProperty(colon[1]);
    const value = colon[2].trim();
    if (property && /\d/.test(value)) return [property, value];
    if (keepUnread) return [property ?? colon[1].trim(), value];
  }
  const m = PAIR.exec(part);
  const property = m ? nutrientProperty(m[1]) : null;
  return m && property ? [property, m[2].trim()] : null;
}

/**
 * Reads nutrition lines ("Calories: 320 kcal", "Fat 12 g", several pairs on a line split at "|",
 * "·", "•", ";" or ","). A known label takes a value holding a number, as written after a colon
 * ("420 kcal (21%)") or the number and unit after a bare label ("Fat 12 g" → "12 g"); the first
 * value of a property wins.
 * `keepUnread` (an app's own nutrition field, where nothing may be lost): a "label: value" pair
 * of an unknown label is kept under the label as written, and text read as no pair is kept under
 * "text", one line each. Otherwise (a pasted recipe) only known nutrients are read.
 * Output: property → value, or null when nothing is read.
 */
export function readNutrition(lines: readonly string[], keepUnread = false): Record<string, string> | null {
  const out: Record<string, string> = {};
  const unread: string[] = [];
  for (const line of lines) {
    const parts = line.split(PART_BREAK).map((p) => p.trim());
    const pairs = parts.map((p) => readPair(p, keepUnread));
    if (pairs.every((p) => p === null)) unread.push(line.trim());
    else parts.forEach((p, i) => (pairs[i] === null ? unread.push(p) : undefined));
    for (const pair of pairs) if (pair && !(pair[0] in out)) out[pair[0]] = pair[1];
  }
  if (keepUnread && unread.some(Boolean)) out.text = unread.filter(Boolean).join("\n");
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * Declared nutrition from an app's free-text field ("calories : 150 kcal\nfat: 5 g"): readNutrition
 * of its lines, keeping what it cannot read. Output: property → value, or null for an empty field.
 */
export function nutritionFromText(value: unknown): Record<string, string> | null {
  const text = valueText(value);
  return text === null ? null : readNutrition(text.split(/\r\n?|\n|[\u2028\u2029]/), true);
}
