/**
 * Mealie full backups (Settings → Backups): a zip with `database.json`, every table of the
 * database as a list of rows under its table name, and `data/recipes/<recipe id>/images/` with the
 * pictures. Layout from the backup files of two schema versions (alembic 44e8d670719d, 2022, and
 * 09aba125b57a, 2024) and Mealie's table definitions: a recipe is a `recipes` row joined with
 * `recipes_ingredients` (by position; `title` starts a group; unit and food ids into
 * `ingredient_units`/`ingredient_foods`), `recipe_instructions` (by position), `recipes_to_tags`
 * → `tags`, `recipes_to_categories` → `categories`, `recipe_nutrition`, `notes` and
 * `recipe_settings`. Every recipe of every group (household) in the backup is read.
 */
import { durationToMinutes } from "../../../../shared/domain/recipe-duration";
import { baseName, dirName, filesUnder, type ArchiveFile } from "../files";
import { htmlText, newRecipe, plain, ratingOf, webUrl } from "../draft";
import { nutritionOf } from "../../../../shared/domain/declared-nutrition";
import { bestImage, mealieIngredients, mealieNotes, mealieSteps } from "./mealie-export";
import type { ArchiveReader, ArchiveRecipe } from "../types";

type Row = Record<string, unknown>;

const rowsOf = (db: Row, table: string): Row[] =>
  Array.isArray(db[table]) ? (db[table] as unknown[]).filter((r): r is Row => !!r && typeof r === "object") : [];

/** Rows of `table` grouped by `key` (e.g. recipe_id), each group sorted by `position` when rows have one. */
function groupBy(rows: readonly Row[], key: string): Map<unknown, Row[]> {
  const map = new Map<unknown, Row[]>();
  for (const row of rows) {
    const group = map.get(row[key]);
    if (group) group.push(row);
    else map.set(row[key], [row]);
  }
  for (const group of map.values()) group.sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0));
  return map;
}

/** id → display name of a lookup table (units, foods, tags, categories). */
function namesById(rows: readonly Row[]): Map<unknown, string> {
  return new Map(rows.map((r) => [r.id, plain(r.name) ?? plain(r.abbreviation) ?? ""]));
}

/** Recipe ids are UUIDs with or without dashes; folders under data/recipes use either. */
const idKey = (id: unknown): string => String(id).replace(/-/g, "").toLowerCase();

/**
 * Every recipe of a parsed database.json, one at a time (the caller lets other requests run in
 * between); `imagesOf` gives a recipe's picture file by idKey.
 */
export function* backupRecipes(
  db: Row,
  imagesOf: (id: string) => ArchiveFile | null,
): Generator<{ recipe: ArchiveRecipe; image: ArchiveFile | null }> {
  const ingredients = groupBy(rowsOf(db, "recipes_ingredients"), "recipe_id");
  const steps = groupBy(rowsOf(db, "recipe_instructions"), "recipe_id");
  const notes = groupBy(rowsOf(db, "notes"), "recipe_id");
  const nutrition = groupBy(rowsOf(db, "recipe_nutrition"), "recipe_id");
  const tagLinks = groupBy(rowsOf(db, "recipes_to_tags"), "recipe_id");
  const categoryLinks = groupBy(rowsOf(db, "recipes_to_categories"), "recipe_id");
  const units = namesById(rowsOf(db, "ingredient_units"));
  const foods = namesById(rowsOf(db, "ingredient_foods"));
  const tags = namesById(rowsOf(db, "tags"));
  const categories = namesById(rowsOf(db, "categories"));
  for (const r of rowsOf(db, "recipes")) {
    const lines = (ingredients.get(r.id) ?? []).map((i) => ({
      title: plain(i.title),
      note: plain(i.note),
      quantity: i.quantity,
      unit: units.get(i.unit_id) || null,
      food: foods.get(i.food_id) || null,
      originalText: plain(i.original_text),
    }));
    const servings = typeof r.recipe_servings === "number" && r.recipe_servings > 0 ? Math.round(r.recipe_servings) : null;
    const recipe = newRecipe({
      title: plain(r.name) ?? plain(r.slug) ?? "",
      description: htmlText(r.description),
      ingredients: mealieIngredients(lines),
      steps: mealieSteps((steps.get(r.id) ?? []).map((s) => ({ title: s.title, text: s.text }))),
      yields: plain(r.recipe_yield),
      servings,
      prepMin: durationToMinutes(r.prep_time),
      cookMin: durationToMinutes(r.perform_time ?? r.cook_time),
      totalMin: durationToMinutes(r.total_time),
      sourceUrl: webUrl(r.org_url),
      tags: [
        ...(categoryLinks.get(r.id) ?? []).map((l) => categories.get(l.category_id)),
        ...(tagLinks.get(r.id) ?? []).map((l) => tags.get(l.tag_id)),
        plain(r.recipeCuisine),
      ].filter((t): t is string => !!t),
      rating: ratingOf(r.rating),
      notes: mealieNotes((notes.get(r.id) ?? []).map((n) => ({ title: n.title, text: n.text }))),
      declaredNutrition: nutritionOf((nutrition.get(r.id) ?? [])[0]),
    });
    yield { recipe, image: imagesOf(idKey(r.id)) };
  }
}

const databaseFile = (files: readonly ArchiveFile[]): ArchiveFile | null => files.find((f) => baseName(f.name) === "database.json") ?? null;

export const mealieBackupReader: ArchiveReader = {
  format: "mealie-backup",
  async detect(files) {
    return databaseFile(files) !== null;
  },
  async read(files, ctx) {
    const file = databaseFile(files)!;
    const db = await ctx.json(file);
    if (!db || typeof db !== "object" || !Array.isArray((db as Row).recipes)) {
      if (db) ctx.skip(file.name, "The backup has no recipes table.");
      return [];
    }
    const root = `${dirName(file.name)}data/recipes/`;
    const folders = new Map<string, ArchiveFile[]>();
    for (const f of filesUnder(files, root).filter((x) => x.name.includes("/images/"))) {
      const id = idKey(f.name.slice(root.length).split("/")[0]);
      folders.set(id, [...(folders.get(id) ?? []), f]);
    }
    const out: ArchiveRecipe[] = [];
    for (const { recipe, image } of backupRecipes(db as Row, (id) => bestImage(folders.get(id) ?? []))) {
      await ctx.tick();
      recipe.image = await ctx.image(image);
      out.push(recipe);
    }
    return out;
  },
};
