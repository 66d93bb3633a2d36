/**
 * schema.org Recipe objects (https://schema.org/Recipe) → ArchiveRecipe, for Nextcloud Cookbook's
 * `recipe.json` and any Recipe JSON / JSON-LD file. Text values may hold HTML (they come from web
 * pages): it is reduced to plain text. Times are ISO 8601 durations; `recipeInstructions` is text,
 * a list of text, HowToStep objects, or HowToSection objects (their `name` groups their steps).
 */
import type { DraftStep } from "../../../../shared/schemas/recipe-draft";
import { durationToMinutes } from "../../../../shared/domain/recipe-duration";
import { htmlText, ingredientsFromLines, linesOf, newRecipe, plain, ratingOf, stepsFromLines, tagsOf, webUrl } from "../draft";
import { nutritionOf } from "../../../../shared/domain/declared-nutrition";
import type { ArchiveRecipe } from "../types";

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});
const typesOf = (v: Json): string[] =>
  (Array.isArray(v["@type"]) ? v["@type"] : [v["@type"]]).filter((t): t is string => typeof t === "string");

/** True for a Recipe object: `@type` Recipe (or a list holding it), or an untyped object with a name and ingredients. */
export function isSchemaRecipe(v: unknown): v is Json {
  const o = obj(v);
  const types = typesOf(o);
  if (types.some((t) => /(^|[/:])Recipe$/.test(t))) return true;
  return types.length === 0 && typeof o.name === "string" && ("recipeIngredient" in o || "ingredients" in o);
}

/**
 * Every Recipe object in a parsed JSON value: the value itself, the items of a list, the nodes of
 * an `@graph`, and objects nested under `mainEntity`/`itemListElement`/`item` (up to 6 levels).
 */
export function findSchemaRecipes(value: unknown, depth = 0): Json[] {
  if (depth > 6 || !value || typeof value !== "object") return [];
  if (Array.isArray(value)) return value.flatMap((v) => findSchemaRecipes(v, depth + 1));
  if (isSchemaRecipe(value)) return [value];
  const o = value as Json;
  return ["@graph", "mainEntity", "itemListElement", "item"].flatMap((k) => findSchemaRecipes(o[k], depth + 1));
}

/** recipeInstructions → steps; a HowToSection's name is the group of the steps inside it. */
function stepsOf(v: unknown, section: string | null, depth = 0): DraftStep[] {
  if (depth > 5 || v === null || v === undefined) return [];
  if (typeof v === "string") return stepsFromLines(linesOf(htmlText(v)), section);
  if (Array.isArray(v)) return v.flatMap((x) => stepsOf(x, section, depth + 1));
  const o = obj(v);
  if (typesOf(o).includes("HowToSection") || (o.itemListElement && !o.text)) {
    return stepsOf(o.itemListElement, htmlText(o.name) ?? section, depth + 1);
  }
  const text = htmlText(o.text) ?? htmlText(o.name) ?? htmlText(o.description);
  return text ? [{ text: text.replace(/\n+/g, " "), section }] : [];
}

/** recipeYield: text, a number, or a list ("4", "4 servings"): the most telling one, as text. */
function yieldOf(v: unknown): string | null {
  const all = (Array.isArray(v) ? v : [v]).map((x) => plain(x)).filter((x): x is string => x !== null);
  return all.find((y) => /\D/.test(y)) ?? all[0] ?? null;
}

/** `image`: a URL, a list, or ImageObject(s) → the first http(s) URL. */
function imageUrlOf(v: unknown, depth = 0): string | null {
  if (depth > 3) return null;
  if (typeof v === "string") return webUrl(v);
  if (Array.isArray(v)) return v.map((x) => imageUrlOf(x, depth + 1)).find((x) => x) ?? null;
  const o = obj(v);
  return webUrl(o.url) ?? webUrl(o.contentUrl);
}

const textList = (v: unknown): string[] =>
  typeof v === "string" ? linesOf(v) : Array.isArray(v) ? v.flatMap((x) => (typeof x === "string" ? [x] : [])) : [];

/** One schema.org Recipe object → ArchiveRecipe (`fallbackTitle` when it has no name). */
export function schemaRecipe(r: Json, fallbackTitle: string): ArchiveRecipe {
  const rating = obj(r.aggregateRating);
  const best = Number.parseFloat(String(rating.bestRating ?? "5")) || 5;
  const sourceUrl = webUrl(r.url) ?? webUrl(r.mainEntityOfPage) ?? webUrl(obj(r.mainEntityOfPage)["@id"]) ?? webUrl(r["@id"]);
  return newRecipe({
    title: htmlText(r.name) ?? fallbackTitle,
    description: htmlText(r.description),
    ingredients: ingredientsFromLines(textList(r.recipeIngredient ?? r.ingredients).map((l) => htmlText(l) ?? "")),
    steps: stepsOf(r.recipeInstructions, null),
    yields: yieldOf(r.recipeYield ?? r.yield),
    prepMin: durationToMinutes(r.prepTime),
    cookMin: durationToMinutes(r.cookTime),
    totalMin: durationToMinutes(r.totalTime),
    sourceUrl: sourceUrl?.replace(/#.*$/, "") ?? null,
    tags: tagsOf(r.recipeCategory, r.recipeCuisine, r.keywords),
    rating: ratingOf(rating.ratingValue, best),
    notes: htmlText(r.comment) ?? null,
    declaredNutrition: nutritionOf(r.nutrition),
    imageUrl: imageUrlOf(r.image),
  });
}
