import { normalizeRecipeUrl, URL_IMPORT_FAILED } from "../../../shared/domain/recipe-rules";
import { AppError } from "../../../shared/errors";
import type { AppDeps } from "../../kernel/app-deps";
import { createUserUrlFetch } from "../../lib/user-url-fetch";
import { extractRecipe } from "./import/extract-recipe";
import { decodeHtml } from "./page-charset";
import { importImageFromUrl } from "./recipe-images";
import * as repo from "./repository";
import { ingredientFromLine, scoreOf } from "./service";
import { DRAFT_CAPS } from "./draft-recipe";
import type { SessionUser } from "../../kernel/session-user";

/** Largest recipe page we read (bytes): real recipe pages are 50 KB–2 MB. */
export const PAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Whole page fetch, redirects included (ms). */
export const PAGE_TIMEOUT_MS = 15_000;
export const URL_REQUIRED = "Please enter the recipe's web address";
export const NO_RECIPE_FOUND = "No recipe was found on that page. Try the page of a single recipe, or create it manually.";

/**
 * POST /api/recipes/from-url: fetch the page through the SSRF-guarded fetch for user URLs
 * (user-url-fetch.ts), extract the recipe (import/extract-recipe.ts), parse each ingredient line
 * (src/shared/food/ingredient-line), copy its image into our storage (best effort) and save it.
 * A page the household imported before answers its existing recipe (`created: false`).
 * Output: the saved (or existing) row; the caller shapes it for the user (pantry match, diet).
 * @throws AppError VALIDATION for a blank URL; BAD_REQUEST with the SPEC §8 text
 *   'Unable to process the URL…' for every fetch failure (one uniform text, so refusals reveal
 *   nothing about internal addresses) and NO_RECIPE_FOUND when the page holds no recipe.
 */
export async function importRecipeFromUrl(
  deps: AppDeps,
  user: SessionUser,
  rawUrl: string,
  log?: { warn: (o: object, m: string) => void },
): Promise<{ row: repo.RecipeRow; created: boolean }> {
  if (!rawUrl.trim()) throw new AppError("VALIDATION", URL_REQUIRED, [{ path: "url", message: URL_REQUIRED }]);
  const url = normalizeRecipeUrl(rawUrl);
  if (!url) throw new AppError("BAD_REQUEST", URL_IMPORT_FAILED);
  const fetchPage = createUserUrlFetch(deps.config);
  let html: string;
  let finalUrl: string;
  try {
    const res = (
      await fetchPage(url, {
        accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
        maxBytes: PAGE_MAX_BYTES,
        timeoutMs: PAGE_TIMEOUT_MS,
      })
    ).assertOk();
    html = decodeHtml(res.body, res.headers["content-type"]);
    finalUrl = res.url;
  } catch (err) {
    log?.warn({ err, url }, "recipe page fetch failed");
    throw new AppError("BAD_REQUEST", URL_IMPORT_FAILED);
  }
  const found = extractRecipe(html, finalUrl);
  if (!found || !found.title || (found.ingredients.length === 0 && found.instructions.length === 0))
    throw new AppError("BAD_REQUEST", NO_RECIPE_FOUND);
  const sourceUrl = found.sourceUrl || finalUrl;
  const existing = await repo.findRecipeBySource(deps.db, user.householdId, sourceUrl);
  if (existing) return { row: existing, created: false };

  // Each line keeps its printed text, which the recipe screens show as the source wrote it (scale-ingredient.ts).
  const ingredients = found.ingredients.slice(0, 200).map((line) => ({ ...ingredientFromLine(line), line: line.slice(0, DRAFT_CAPS.line) }));
  const instructions = found.instructions.join("\n") || null;
  let imageUrl: string | null = null;
  if (found.imageUrl) imageUrl = await importImageFromUrl(deps, found.imageUrl, user.householdId).catch(() => null);
  const prepMin = found.prepMin;
  const cookMin = found.cookMin ?? (found.totalMin !== null ? Math.max(0, found.totalMin - (prepMin ?? 0)) : null);
  const row = await repo.insertRecipe(deps.db, {
    householdId: user.householdId,
    title: found.title.slice(0, 200),
    description: found.description,
    cuisineTag: found.cuisineTag,
    prepMin,
    cookMin,
    servings: found.servings && found.servings >= 1 && found.servings <= 100 ? Math.round(found.servings) : 4,
    imageUrl,
    sourceUrl,
    instructions,
    ingredients,
    baseScore: scoreOf({ description: found.description, ingredients, instructions, prepMin, cookMin, imageUrl }),
    origin: "url",
  });
  return { row, created: true };
}
