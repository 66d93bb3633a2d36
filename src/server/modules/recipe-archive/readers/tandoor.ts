/**
 * Tandoor Recipes (https://tandoor.dev) exports: a zip of per-recipe zips, each with `recipe.json`
 * and `image.<ext>` (a single per-recipe zip is read too). Layout from the export files and
 * Tandoor's default-format exporter: `name`, `description`, `keywords` [{name}], `working_time`
 * and `waiting_time` (minutes), `servings`, `servings_text`, `source_url`, `nutrition`
 * {calories, proteins, fats, carbohydrates}, and `steps` [{name, instruction (Markdown),
 * ingredients [{food {name}, unit {name}, amount, note, is_header, no_amount, original_text}]}].
 * A step's `name` groups its ingredients and text; a Markdown heading inside the instruction
 * starts a group of its own; each paragraph of an instruction is one step.
 */
import type { DraftIngredient, DraftStep } from "../../../../shared/schemas/recipe-draft";
import { durationToMinutes } from "../../../../shared/domain/recipe-duration";
import { baseName, dirName, extension, isImageName, isZipBytes, type ArchiveFile } from "../files";
import { composeLine, headingOf, htmlText, ingredientLine, newRecipe, plain, tagsOf, webUrl } from "../draft";
import { nutritionOf } from "../../../../shared/domain/declared-nutrition";
import type { ArchiveReader, ArchiveRecipe, ReadContext } from "../types";

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.map(obj) : []);

function stepIngredients(step: Json, out: DraftIngredient[]): void {
  let section = plain(step.name);
  for (const i of list(step.ingredients)) {
    const food = plain(obj(i.food).name);
    if (i.is_header === true) {
      section = food ?? plain(i.note) ?? section;
      continue;
    }
    const line =
      plain(i.original_text) ??
      composeLine({ amount: i.no_amount === true ? null : i.amount, unit: plain(obj(i.unit).name), food, note: plain(i.note) });
    const item = ingredientLine(line, section);
    if (item) out.push(item);
  }
}

function stepTexts(step: Json, out: DraftStep[]): void {
  let section = plain(step.name);
  const text = plain(step.instruction) ?? "";
  for (const paragraph of text.split(/\n\s*\n/)) {
    const lines = paragraph
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l !== "");
    const heading = lines.length > 0 && lines[0].startsWith("#") ? headingOf(lines[0]) : null;
    if (heading !== null) {
      section = heading || section;
      lines.shift();
    }
    const body = htmlText(lines.join(" "));
    if (body) out.push({ text: body, section });
  }
}

/** One Tandoor `recipe.json` object → ArchiveRecipe (picture added by the caller). */
export function tandoorRecipe(r: Json, fallbackTitle: string): ArchiveRecipe {
  const ingredients: DraftIngredient[] = [];
  const steps: DraftStep[] = [];
  for (const step of list(r.steps)) {
    stepIngredients(step, ingredients);
    stepTexts(step, steps);
  }
  const servings = typeof r.servings === "number" && r.servings > 0 ? Math.round(r.servings) : null;
  return newRecipe({
    title: plain(r.name) ?? fallbackTitle,
    description: htmlText(r.description),
    ingredients,
    steps,
    servings,
    yields: plain(r.servings_text) ? `${servings ?? ""} ${plain(r.servings_text)}`.trim() : servings !== null ? String(servings) : null,
    prepMin: durationToMinutes(r.working_time),
    cookMin: durationToMinutes(r.waiting_time),
    sourceUrl: webUrl(r.source_url),
    tags: tagsOf(r.keywords),
    declaredNutrition: nutritionOf(r.nutrition),
  });
}

const isTandoorJson = (json: unknown): boolean => Array.isArray(obj(json).steps) && "name" in obj(json);

/** Reads the recipe.json and image of one per-recipe file list. */
async function readOne(files: readonly ArchiveFile[], label: string, ctx: ReadContext): Promise<ArchiveRecipe | null> {
  const file = files.find((f) => baseName(f.name) === "recipe.json");
  if (!file) {
    ctx.skip(label, "No recipe.json inside.");
    return null;
  }
  const json = await ctx.json(file);
  if (!isTandoorJson(json)) {
    if (json) ctx.skip(label, "recipe.json is not a Tandoor recipe.");
    return null;
  }
  const recipe = tandoorRecipe(obj(json), baseName(label).replace(/\.(zip|json)$/i, ""));
  recipe.image = await ctx.image(files.find((f) => dirName(f.name) === dirName(file.name) && isImageName(f.name)) ?? null);
  return recipe;
}

export const tandoorReader: ArchiveReader = {
  format: "tandoor",
  async detect(files, ctx) {
    const own = files.find((f) => baseName(f.name) === "recipe.json");
    if (own) return isTandoorJson(await ctx.json(own, true));
    const zips = files.filter((f) => extension(f.name) === "zip");
    if (zips.length === 0 || zips.length !== files.length) return false;
    const inner = await ctx.openZip(zips[0]);
    const json = inner.find((f) => baseName(f.name) === "recipe.json");
    return json !== undefined && isTandoorJson(await ctx.json(json, true));
  },
  async read(files, ctx) {
    const own = files.find((f) => baseName(f.name) === "recipe.json");
    if (own) {
      const one = await readOne(files, own.name, ctx);
      return one ? [one] : [];
    }
    const out: ArchiveRecipe[] = [];
    for (const zip of files) {
      await ctx.tick();
      if (!isZipBytes(await zip.read())) {
        ctx.skip(zip.name, "Not a zip file.");
        continue;
      }
      const recipe = await readOne(await ctx.openZip(zip), zip.name, ctx);
      if (recipe) out.push(recipe);
    }
    return out;
  },
};
