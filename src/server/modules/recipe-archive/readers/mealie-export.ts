/**
 * Mealie (https://mealie.io) recipe exports: `recipes/<slug>/<slug>.json` with pictures in
 * `recipes/<slug>/images/original.webp` (the v0.x/v1 migration export; layout from the export
 * files and Mealie's migration docs). The JSON is snake_case in v0.x (`recipe_ingredient`,
 * `recipe_instructions`, `recipe_category`, `org_url`, `perform_time`) and camelCase in v1
 * (`recipeIngredient`, `recipeInstructions`, `recipeCategory`, `orgURL`, `performTime`); both
 * are read. An ingredient is `{title, note, quantity, unit, food, originalText}` (or a plain
 * string in early versions); `title` starts a group, as does `title` on an instruction.
 */
import { durationToMinutes } from "../../../../shared/domain/recipe-duration";
import { dirName, extension, filesUnder, isImageName, stem, type ArchiveFile } from "../files";
import { composeLine, htmlText, ingredientLine, ingredientsFromLines, newRecipe, plain, ratingOf, tagsOf, webUrl } from "../draft";
import { nutritionOf } from "../../../../shared/domain/declared-nutrition";
import type { DraftIngredient, DraftStep } from "../../../../shared/schemas/recipe-draft";
import type { ArchiveReader, ArchiveRecipe } from "../types";

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** A unit or food as Mealie nests it: `{name, abbreviation}` or a plain string. */
const nameOf = (v: unknown, abbreviate = false): string | null =>
  typeof v === "string" ? plain(v) : plain(abbreviate ? (obj(v).abbreviation ?? obj(v).name) : obj(v).name);

/** One Mealie ingredient's parts, whatever the version. */
export interface MealieIngredient {
  title: string | null;
  note: string | null;
  quantity: unknown;
  unit: string | null;
  food: string | null;
  originalText: string | null;
}

/**
 * Mealie ingredients → draft lines. With a unit or food the line is "quantity unit food, note";
 * without, the note is the whole line (Mealie keeps unparsed lines there), else the original text.
 * A `title` starts a group for it and the lines after it.
 */
export function mealieIngredients(items: readonly MealieIngredient[]): DraftIngredient[] {
  const out: DraftIngredient[] = [];
  let section: string | null = null;
  for (const i of items) {
    section = i.title ?? section;
    const line =
      i.unit || i.food ? composeLine({ amount: i.quantity, unit: i.unit, food: i.food, note: i.note }) : (i.note ?? i.originalText ?? "");
    const item = ingredientLine(line, section);
    if (item) out.push(item);
  }
  return out;
}

/** Mealie instructions `{title, text}` → steps; a `title` starts a group. Each instruction is one step. */
export function mealieSteps(items: readonly { title: unknown; text: unknown }[]): DraftStep[] {
  const out: DraftStep[] = [];
  let section: string | null = null;
  for (const s of items) {
    section = plain(s.title) ?? section;
    const text = htmlText(s.text);
    if (text) out.push({ text, section });
  }
  return out;
}

/** Mealie notes `[{title, text}]` → one text ("title: text" per note, blank lines between). */
export const mealieNotes = (items: readonly { title: unknown; text: unknown }[]): string | null =>
  items
    .map((n) => [plain(n.title), plain(n.text)].filter((x) => x).join(": "))
    .filter((x) => x)
    .join("\n\n") || null;

/** One recipe JSON of a Mealie export (either casing) → ArchiveRecipe; `image` found by the caller. */
export function mealieRecipe(r: Json, fallbackTitle: string): ArchiveRecipe {
  const ingredients = list(r.recipe_ingredient ?? r.recipeIngredient);
  const structured = ingredients.filter((i) => typeof i !== "string").map((v) => obj(v));
  return newRecipe({
    title: plain(r.name) ?? fallbackTitle,
    description: htmlText(r.description),
    ingredients:
      structured.length > 0
        ? mealieIngredients(
            structured.map((i) => ({
              title: plain(i.title),
              note: plain(i.note),
              quantity: i.quantity,
              unit: nameOf(i.unit),
              food: nameOf(i.food),
              originalText: plain(i.originalText ?? i.original_text),
            })),
          )
        : ingredientsFromLines(ingredients.filter((i): i is string => typeof i === "string")),
    steps: mealieSteps(
      list(r.recipe_instructions ?? r.recipeInstructions).map((s) =>
        typeof s === "string" ? { title: null, text: s } : { title: obj(s).title, text: obj(s).text },
      ),
    ),
    yields: plain(r.recipe_yield ?? r.recipeYield),
    servings: typeof r.recipeServings === "number" && r.recipeServings > 0 ? Math.round(r.recipeServings) : null,
    prepMin: durationToMinutes(r.prep_time ?? r.prepTime),
    cookMin: durationToMinutes(r.perform_time ?? r.performTime ?? r.cook_time ?? r.cookTime),
    totalMin: durationToMinutes(r.total_time ?? r.totalTime),
    sourceUrl: webUrl(r.org_url ?? r.orgURL),
    tags: tagsOf(r.recipe_category ?? r.recipeCategory, r.tags),
    rating: ratingOf(r.rating),
    notes: mealieNotes(list(r.notes).map((n) => ({ title: obj(n).title, text: obj(n).text }))),
    declaredNutrition: nutritionOf(r.nutrition),
  });
}

/** The best picture in a recipe's folder: `images/original.*`, else the largest other image. */
export function bestImage(files: readonly ArchiveFile[]): ArchiveFile | null {
  const images = files.filter((f) => isImageName(f.name));
  return images.find((f) => stem(f.name) === "original") ?? [...images].sort((a, b) => b.size - a.size)[0] ?? null;
}

/** Recipe JSON files: `…recipes/<slug>/<slug>.json` (or any JSON directly under a `recipes/` folder). */
const recipeJsonFiles = (files: readonly ArchiveFile[]): ArchiveFile[] =>
  files.filter(
    (f) => extension(f.name) === "json" && /(^|\/)recipes\//.test(f.name) && !f.name.includes("/images/") && !f.name.includes("/assets/"),
  );

export const mealieExportReader: ArchiveReader = {
  format: "mealie-export",
  async detect(files, ctx) {
    const first = recipeJsonFiles(files)[0];
    if (!first) return false;
    const json = obj(await ctx.json(first, true));
    return "recipe_ingredient" in json || ("recipeIngredient" in json && "slug" in json);
  },
  async read(files, ctx) {
    const out: ArchiveRecipe[] = [];
    for (const file of recipeJsonFiles(files)) {
      await ctx.tick();
      const json = await ctx.json(file);
      if (!json || typeof json !== "object" || Array.isArray(json)) continue;
      const recipe = mealieRecipe(json as Json, stem(file.name));
      recipe.image = await ctx.image(bestImage(filesUnder(files, `${dirName(file.name)}images/`)));
      out.push(recipe);
    }
    return out;
  },
};
