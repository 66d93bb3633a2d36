/**
 * A household recipe as a schema.org Recipe in JSON-LD (shared/schemas/recipe-export.ts says why
 * each field has its form). The lines are the ones the recipe detail shows at the recipe's own
 * servings (shared/domain/scale-ingredient.ts ingredientLine), the steps the detail's numbered
 * steps (shared/domain/instruction-steps.ts).
 */
import { instructionSteps } from "../../../shared/domain/instruction-steps";
import { ingredientLine } from "../../../shared/domain/scale-ingredient";
import { recipeNutrition } from "../../../shared/food/nutrition/recipe-nutrition";
import type { ExportedRecipe } from "../../../shared/schemas/recipe-export";
import { parseOwnImagePath } from "../../lib/image-path";
import { canWeigh, isOrdinaryLine, slicer, storedLineText } from "./export-slicing";
import type { RecipeRow } from "./repository";

/**
 * Minutes as an ISO 8601 duration in hours and minutes: 45 → "PT45M", 60 → "PT1H", 90 →
 * "PT1H30M", 0 → "PT0M". Input: whole minutes ≥ 0 (fractions are rounded).
 */
export function isoDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${h}H` : `PT${h}H${rest}M`;
}

/**
 * The recipe's picture as an absolute URL: our own stored image of this household under
 * `publicUrl` (fetching it needs a signed-in session), an outside http(s) picture as it is. No
 * URL for a placeholder drawing, another household's image or anything unreadable.
 */
export function exportImageUrl(imageUrl: string | null, householdId: string, publicUrl: string): string | null {
  if (!imageUrl) return null;
  const own = parseOwnImagePath(imageUrl);
  if (own.kind === "external") return /^https?:\/\//i.test(imageUrl.trim()) ? imageUrl.trim() : null;
  if (own.kind === "stored" && own.householdId === householdId.toLowerCase()) return `${publicUrl}${own.path}`;
  return null;
}

/**
 * Per-serving nutrition when it is known: the values computed from the ingredient lines when every
 * line that carries nutrients was weighed (shared/food/nutrition/recipe-nutrition.ts; a partly
 * covered recipe would understate them), else the recipe's own calorie figure when it has one,
 * else none. Sodium is the salt equivalent ÷ 2.5 (Regulation (EU) No 1169/2011, Annex I). Only a
 * recipe of ordinary size is weighed (export-slicing.ts canWeigh).
 */
function exportNutrition(row: RecipeRow): ExportedRecipe["nutrition"] {
  const n = canWeigh(row.ingredients) ? recipeNutrition(row.ingredients, row.servings) : null;
  if (n && n.counted > 0 && n.covered === n.counted) {
    const g = (x: number) => `${Math.round(x * 10) / 10} g`;
    const p = n.perServing;
    return {
      "@type": "NutritionInformation",
      servingSize: "1 serving",
      calories: `${Math.round(p.kcal)} kcal`,
      proteinContent: g(p.proteinG),
      fatContent: g(p.fatG),
      carbohydrateContent: g(p.carbsG),
      fiberContent: g(p.fiberG),
      sodiumContent: `${Math.round((p.saltG / 2.5) * 1000)} mg`,
    };
  }
  if (row.calories != null && row.calories > 0) {
    return { "@type": "NutritionInformation", servingSize: "1 serving", calories: `${Math.round(row.calories)} kcal` };
  }
  return undefined;
}

/** "dinner" → "Dinner". */
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * One stored recipe as a schema.org Recipe. Input: the row, and the server's PUBLIC_URL (no
 * trailing slash) for the picture. Output (fields left out when unknown): name, description ("" when
 * none), image ([] or one absolute URL), url (source URL), recipeYield (servings), prepTime /
 * cookTime (ISO 8601; 0 counts as unknown) and totalTime (their sum when either is known),
 * recipeIngredient (lines as a cook writes them), recipeInstructions (HowToStep each), recipeCuisine, recipeCategory (meal
 * type), keywords (cuisine and meal type), nutrition (per serving, when known), dateCreated and
 * dateModified (ISO 8601). A line of more than ordinary size is written as stored
 * (export-slicing.ts). Works in slices of `clock` (default: its own). Never throws.
 */
export async function toSchemaRecipe(row: RecipeRow, publicUrl: string, clock = slicer()): Promise<ExportedRecipe> {
  const image = exportImageUrl(row.imageUrl, row.householdId, publicUrl);
  const url = row.sourceUrl ?? row.recipeUrl;
  // 0 is what a manual recipe stores for a time left blank (SPEC §5), so 0 is left out as unknown.
  const prep = row.prepMin ? row.prepMin : null;
  const cook = row.cookMin ? row.cookMin : null;
  const total = (prep ?? 0) + (cook ?? 0);
  const category = row.mealType ? capitalised(row.mealType) : null;
  const keywords = [...new Set([row.cuisineTag?.trim(), category].filter((k): k is string => Boolean(k)))].map((k) => k.replace(/,/g, " "));
  const recipeIngredient: string[] = [];
  for (const ing of row.ingredients) {
    if (ing.ingredient.trim() === "") continue;
    await clock.pause();
    recipeIngredient.push(isOrdinaryLine(ing) ? ingredientLine(ing) : storedLineText(ing));
  }
  await clock.pause();
  const recipe: ExportedRecipe = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: row.title.trim() || "Recipe",
    description: row.description?.trim() ?? "",
    image: image ? [image] : [],
    ...(url ? { url } : {}),
    recipeYield: Math.max(1, row.servings),
    ...(prep ? { prepTime: isoDuration(prep) } : {}),
    ...(cook ? { cookTime: isoDuration(cook) } : {}),
    ...(total > 0 ? { totalTime: isoDuration(total) } : {}),
    recipeIngredient,
    recipeInstructions: instructionSteps(row.instructions).map((text) => ({ "@type": "HowToStep" as const, name: "", text })),
    ...(row.cuisineTag?.trim() ? { recipeCuisine: row.cuisineTag.trim() } : {}),
    ...(category ? { recipeCategory: category } : {}),
    ...(keywords.length > 0 ? { keywords: keywords.join(",") } : {}),
    dateCreated: row.createdAt.toISOString(),
    dateModified: row.updatedAt.toISOString(),
  };
  const nutrition = exportNutrition(row);
  return nutrition ? { ...recipe, nutrition } : recipe;
}

/**
 * `toSchemaRecipe` for every row, in order, with a turn of the event loop at least every
 * EXPORT_SLICE_MS (export-slicing.ts): a thousand recipes take about 1 s of work, which must not
 * hold up other users' requests.
 */
export async function toSchemaRecipes(rows: readonly RecipeRow[], publicUrl: string): Promise<ExportedRecipe[]> {
  const out: ExportedRecipe[] = [];
  const clock = slicer();
  for (const row of rows) out.push(await toSchemaRecipe(row, publicUrl, clock));
  return out;
}
