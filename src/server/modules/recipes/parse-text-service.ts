import { describeLine } from "../../../shared/domain/recipe-text/line-kinds";
import { draftFromLines, recipeTextLines } from "../../../shared/domain/recipe-text/parse-recipe-text";
import type { RecipeDraft } from "../../../shared/schemas/recipe-draft";
import { chunked } from "../../lib/yield-to-event-loop";

/** Lines described per turn of the event loop (about 10–30 ms of work). */
const LINES_PER_SLICE = 200;

/**
 * The same reading as parseRecipeText (src/shared/domain/recipe-text/parse-recipe-text.ts), with
 * its costly per-line step done in slices that give the event loop a turn between them, so a
 * 100 000-character paste does not stall other requests (issue 19).
 * Input: the pasted text. Output: the RecipeDraft. Never rejects.
 */
export async function parseRecipeTextInSlices(text: string): Promise<RecipeDraft> {
  const described = await chunked(recipeTextLines(text), LINES_PER_SLICE, async (lines) => lines.map(describeLine));
  return draftFromLines(described.flat());
}
