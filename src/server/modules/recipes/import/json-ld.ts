import type { CheerioAPI } from "cheerio";
import { parseLenientJson } from "./lenient-json";
import { recipeFromSchemaObject, type SchemaNode } from "./schema-recipe";
import type { PartialRecipe } from "./types";

/** True when a node's `@type` (string or array, with or without a schema.org prefix) names Recipe. */
function isRecipe(node: SchemaNode): boolean {
  const t = node["@type"];
  const types = Array.isArray(t) ? t : [t];
  return types.some((x) => typeof x === "string" && /(^|[/:])recipe$/i.test(x.trim()));
}

/** Walks any JSON value (arrays, `@graph`, `mainEntity`, nested objects) collecting Recipe nodes. */
function collect(value: unknown, out: SchemaNode[], depth = 0): void {
  if (depth > 8 || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const v of value) collect(v, out, depth + 1);
    return;
  }
  const node = value as SchemaNode;
  if (isRecipe(node)) {
    out.push(node);
    return;
  }
  for (const key of Object.keys(node)) collect(node[key], out, depth + 1);
}

/**
 * Finds the schema.org Recipe in a page's JSON-LD blocks and maps it to a partial recipe.
 * When a page holds several Recipes, the one with the most ingredient lines wins (a page's main
 * recipe usually outweighs "related recipe" teasers). Input: the loaded page. Output: the partial
 * recipe, or null when no block holds a Recipe. Malformed blocks are repaired or skipped, never thrown.
 */
export function recipeFromJsonLd($: CheerioAPI): PartialRecipe | null {
  const found: SchemaNode[] = [];
  $('script[type="application/ld+json" i]').each((_, el) => {
    const parsed = parseLenientJson($(el).text());
    if (parsed !== undefined) collect(parsed, found);
  });
  if (found.length === 0) return null;
  const size = (n: SchemaNode): number => {
    const ing = n.recipeIngredient ?? n.ingredients;
    return Array.isArray(ing) ? ing.length : ing ? 1 : 0;
  };
  const best = found.reduce((a, b) => (size(b) > size(a) ? b : a));
  return recipeFromSchemaObject(best);
}
