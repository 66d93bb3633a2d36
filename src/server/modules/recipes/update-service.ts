import { INSTRUCTIONS_REQUIRED, MAX_INSTRUCTIONS_CHARS } from "../../../shared/domain/recipe-rules";
import { checkTags } from "../../../shared/domain/recipe-tags";
import { AppError } from "../../../shared/errors";
import { resolveRecipeImageUrl, type ImageUrlImporter } from "./recipe-images";
import * as repo from "./repository";
import { loadRecipe, scoreOf } from "./service";
import type { Db } from "../../kernel/db";
import type { SessionUser } from "../../kernel/session-user";

/**
 * Instructions as stored: one step per line, blank lines and surrounding spaces dropped, Windows
 * line ends folded. @throws AppError VALIDATION 'Please enter instructions' (SPEC §5) when blank.
 */
export function normalizeInstructions(text: string): string {
  const steps = text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  if (steps.length === 0)
    throw new AppError("VALIDATION", INSTRUCTIONS_REQUIRED, [{ path: "instructions", message: INSTRUCTIONS_REQUIRED }]);
  const joined = steps.join("\n");
  if (joined.length > MAX_INSTRUCTIONS_CHARS) {
    throw new AppError("VALIDATION", `Instructions must be at most ${MAX_INSTRUCTIONS_CHARS} characters`, [
      { path: "instructions", message: `Instructions must be at most ${MAX_INSTRUCTIONS_CHARS} characters` },
    ]);
  }
  return joined;
}

/**
 * Tags as stored (shared/domain/recipe-tags.ts). @throws AppError VALIDATION listing every problem
 * (path "tags.<index>" or "tags").
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const checked = checkTags(tags);
  if (checked.issues.length > 0) {
    const details = checked.issues.map((i) => ({ path: i.index >= 0 ? `tags.${i.index}` : "tags", message: i.message }));
    throw new AppError("VALIDATION", details.map((d) => d.message).join("; "), details);
  }
  return checked.tags;
}

/**
 * PUT /api/recipes/{id} with {imageUrl}, {instructions} (SPEC §7, §5 rules) or {tags} (issue 23).
 * - tags: the whole list, trimmed; shared/domain/recipe-tags.ts rules (blank, length, count,
 *   case-insensitive duplicates), every problem listed in one 400.
 * - instructions: required ('Please enter instructions'); stored one step per line.
 * - imageUrl: required and non-blank ('Please enter a valid image URL'); our own image paths
 *   (/api/images/…, /api/placeholder/…) are kept; an http(s) URL is downloaded through the
 *   SSRF-guarded fetch and stored as our own image by `importImage`, because the app shows only
 *   same-origin images (CSP) and must keep working offline.
 * The baseScore is recomputed. Output: the updated row.
 * @throws AppError NOT_FOUND (not the household's), VALIDATION (rule texts above).
 */
export async function updateRecipe(
  db: Db,
  user: SessionUser,
  id: string,
  patch: { imageUrl: string } | { instructions: string } | { tags: string[] },
  importImage: ImageUrlImporter,
): Promise<repo.RecipeRow> {
  const current = await loadRecipe(db, user, id);
  let next: { imageUrl?: string; instructions?: string; tags?: string[] };
  if ("tags" in patch) next = { tags: normalizeTags(patch.tags) };
  else if ("instructions" in patch) next = { instructions: normalizeInstructions(patch.instructions) };
  else next = { imageUrl: await resolveRecipeImageUrl(patch.imageUrl, user.householdId, importImage) };
  const merged = { ...current, ...next };
  const row = await repo.updateRecipe(db, user.householdId, id, { ...next, baseScore: scoreOf(merged) });
  if (!row) throw new AppError("NOT_FOUND", "Recipe not found");
  return row;
}
