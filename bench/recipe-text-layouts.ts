/**
 * "Clean" pasted recipes for bench/recipe-text.ts: a page's expected recipe (title, ingredient
 * lines and groups, steps, yield, times) written out the way people type or copy recipes, in four
 * layouts. The words around the recipe (headings, yield and time labels) are ours; the recipe's own
 * lines are the expectation's, unchanged, so a perfect parser gets every line back.
 */

/** The parts of an expected recipe a layout uses. */
export interface ExpectedRecipe {
  title: string;
  ingredients: string[];
  groups: { purpose: string | null; ingredients: string[] }[];
  steps: string[];
  /** The expected yield as written ("4 servings", "12 muffins"), or null. */
  yields: string | null;
  totalMin: number | null;
  prepMin: number | null;
  cookMin: number | null;
  description: string | null;
}

export type Layout = (r: ExpectedRecipe, i: number) => string;

/** "1 hr 25 mins" / "25 mins". */
const hm = (min: number) => (min >= 60 ? `${Math.floor(min / 60)} hr${min % 60 ? ` ${min % 60} mins` : ""}` : `${min} mins`);

/** "4 servings" → 4; null for any other yield ("12 muffins"). */
const servingsOf = (r: ExpectedRecipe) => (r.yields && /^\d+ servings?$/.test(r.yields) ? Number(r.yields.split(" ")[0]) : null);

/** The yield line: `serves(n)` for a serving count, else `makes` + the yield as written. */
function yieldLine(r: ExpectedRecipe, serves: (n: number) => string, makes: string): string[] {
  const n = servingsOf(r);
  return n !== null ? [serves(n)] : r.yields ? [`${makes}${r.yields}`] : [];
}

/** Ingredient lines with group headings made by `head` when the recipe has named groups. */
function grouped(r: ExpectedRecipe, head: (purpose: string) => string, item: (line: string) => string): string[] {
  const named = r.groups.length > 1 && r.groups.some((g) => g.purpose);
  if (!named) return r.ingredients.map(item);
  return r.groups.flatMap((g) => [...(g.purpose ? [head(g.purpose)] : []), ...g.ingredients.map(item)]);
}

/** Typed in English: blank lines between parts, "Ingredients" / "Method", numbered steps. */
const plain: Layout = (r) => {
  const times = [r.prepMin && `Prep: ${hm(r.prepMin)}`, r.cookMin && `Cook: ${hm(r.cookMin)}`, r.totalMin && `Total: ${hm(r.totalMin)}`].filter(Boolean);
  return [
    r.title,
    "",
    ...(r.description ? [r.description, ""] : []),
    ...yieldLine(r, (n) => `Serves ${n}`, "Makes "),
    ...(times.length ? [times.join(" | ")] : []),
    "",
    "Ingredients",
    ...grouped(r, (p) => `${p}:`, (l) => l),
    "",
    "Method",
    ...r.steps.map((s, i) => `${i + 1}. ${s}`),
  ].join("\n");
};

/** Copied from a recipe card: capitals, "For the …:" groups, bullets, "Step N" labels, notes after. */
const card: Layout = (r) =>
  [
    r.title,
    ...yieldLine(r, (n) => `Servings: ${n}`, "Yield: "),
    ...(r.prepMin ? [`Prep Time: ${r.prepMin} minutes`] : []),
    ...(r.cookMin ? [`Cook Time: ${r.cookMin} minutes`] : []),
    ...(r.totalMin ? [`Total Time: ${hm(r.totalMin)}`] : []),
    "INGREDIENTS:",
    ...grouped(r, (p) => (/^for\b/i.test(p) ? `${p.replace(/:$/, "")}:` : `For the ${p.replace(/:$/, "").toLowerCase()}:`), (l) => `• ${l}`),
    "DIRECTIONS:",
    ...r.steps.flatMap((s, i) => [`Step ${i + 1}`, s]),
    "Notes:",
    "Keeps for two days in the fridge.",
  ].join("\n");

const LANGS = [
  { makes: "Makes ", ing: "Ingredients", method: "Directions", serves: (n: number) => `Serves ${n}`, prep: "Prep time", cook: "Cook time", total: "Total time" },
  { makes: "Ergibt: ", ing: "Zutaten", method: "Zubereitung", serves: (n: number) => `Für ${n} Personen`, prep: "Vorbereitungszeit", cook: "Kochzeit", total: "Gesamtzeit" },
  { makes: "Rendement : ", ing: "Ingrédients", method: "Préparation", serves: (n: number) => `Pour ${n} personnes`, prep: "Temps de préparation", cook: "Temps de cuisson", total: "Temps total" },
  { makes: "Aantal: ", ing: "Ingrediënten", method: "Bereiding", serves: (n: number) => `Voor ${n} personen`, prep: "Voorbereidingstijd", cook: "Kooktijd", total: "Totale tijd" },
  { makes: "Rinde: ", ing: "Ingredientes", method: "Preparación", serves: (n: number) => `Para ${n} personas`, prep: "Tiempo de preparación", cook: "Tiempo de cocción", total: "Tiempo total" },
  { makes: "Dosi: ", ing: "Ingredienti", method: "Preparazione", serves: (n: number) => `Dosi per ${n} persone`, prep: "Tempo di preparazione", cook: "Tempo di cottura", total: "Tempo totale" },
  { makes: "Rendimento: ", ing: "Ingredientes", method: "Modo de preparo", serves: (n: number) => `Rende ${n} porções`, prep: "Tempo de preparo", cook: "Tempo de cozimento", total: "Tempo total" },
];

/** Headings and labels in one of seven languages (by page), "-" bullets, steps as paragraphs. */
const localized: Layout = (r, i) => {
  const L = LANGS[i % LANGS.length];
  return [
    `# ${r.title}`,
    "",
    ...yieldLine(r, L.serves, L.makes),
    ...(r.prepMin ? [`${L.prep}: ${r.prepMin} min`] : []),
    ...(r.cookMin ? [`${L.cook}: ${r.cookMin} min`] : []),
    ...(r.totalMin ? [`${L.total}: ${r.totalMin} min`] : []),
    "",
    `## ${L.ing}`,
    ...grouped(r, (p) => `### ${p}`, (l) => `- ${l}`),
    "",
    `## ${L.method}`,
    ...r.steps.flatMap((s) => ["", s]),
  ].join("\n");
};

/** Hard-wraps a paragraph at `width` columns. */
function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

/** "Preparation 15 minutes · Cooking 1 hr", or the total alone. */
function cookbookTimes(r: ExpectedRecipe): string {
  if (r.prepMin && r.cookMin) return `Preparation ${r.prepMin} minutes · Cooking ${hm(r.cookMin)}`;
  return `Ready in ${hm(r.totalMin ?? r.prepMin ?? r.cookMin ?? 0)}`;
}

/** A cookbook page as OCR gives it: no headings, a stray mark, steps as paragraphs wrapped at 48 columns. */
const cookbook: Layout = (r) =>
  [
    r.title,
    "|",
    ...yieldLine(r, (n) => `Serves ${n}`, "Makes "),
    ...(r.prepMin || r.cookMin || r.totalMin ? [cookbookTimes(r)] : []),
    "",
    ...r.ingredients,
    "",
    ...r.steps.flatMap((s) => [...wrap(s, 48), ""]),
  ].join("\n");

export const LAYOUTS: readonly [string, Layout][] = [
  ["typed, English headings, numbered steps", plain],
  ["recipe card: groups, bullets, Step N", card],
  ["seven languages' headings, paragraphs", localized],
  ["cookbook OCR: no headings, wrapped", cookbook],
];

/** The recipe of a page's expected JSON (recipe-scrapers format), or null without ingredients or steps. */
export function expectedRecipe(e: Record<string, unknown>): ExpectedRecipe | null {
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string" && x.trim() !== "") : []);
  const ingredients = list(e.ingredients);
  const steps = list(e.instructions_list);
  if (!ingredients.length || !steps.length || typeof e.title !== "string") return null;
  const groups = Array.isArray(e.ingredient_groups)
    ? (e.ingredient_groups as { purpose?: string | null; ingredients?: unknown }[]).map((g) => ({ purpose: g.purpose ?? null, ingredients: list(g.ingredients) }))
    : [];
  const num = (v: unknown) => (typeof v === "number" && v > 0 ? Math.round(v) : null);
  const yields = typeof e.yields === "string" && /\d/.test(e.yields) ? e.yields : null;
  const description = typeof e.description === "string" && e.description.length < 400 ? e.description : null;
  return { title: e.title, ingredients, groups, steps, yields, totalMin: num(e.total_time), prepMin: num(e.prep_time), cookMin: num(e.cook_time), description };
}
