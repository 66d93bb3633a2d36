/**
 * From the model's idea drafts to the set the household sees: unsafe drafts dropped, the rest
 * finished into SPEC §3 ideas, and the set topped up to six by the built-in engine.
 */
import type { AiRecipeIdea } from "../../../shared/schemas/ai";
import { clipText, dietProblem, finishIdea, tidyDraft } from "./idea-finish";
import type { IdeaDraft } from "./output-schemas";
import { IDEAS_WANTED } from "./prompts";
import type { AiProvider, RecipeIdeaRequest, RecipeIdeasResult } from "../../kernel/ports/ai-provider";

/**
 * The model's drafts the household may eat, finished, in the model's order, at most
 * IDEAS_WANTED, one per title (case-insensitive). Each dropped draft is reported to `warn` with
 * its reason (e.g. 'ALLERGY WARNING: Contains Peanuts'). Unusable drafts (no title, ingredient or
 * step) are skipped.
 */
export function safeModelIdeas(drafts: readonly IdeaDraft[], req: RecipeIdeaRequest, warn: (msg: string) => void): AiRecipeIdea[] {
  const ctx = {
    pantryNames: req.pantry.filter((p) => p.qty > 0 && p.name.trim() !== "").map((p) => p.name.trim()),
    settings: req.settings,
    mealType: req.mealType,
  };
  const kept: AiRecipeIdea[] = [];
  const seen = new Set<string>();
  for (const d of drafts) {
    const problem = dietProblem(d, req.settings);
    if (problem) {
      warn(`AI recipe ideas: dropped the model's "${clipText(d.title, 80)}" (${problem}).`);
      continue;
    }
    const tidy = tidyDraft(d);
    const key = tidy?.title.toLowerCase();
    if (!tidy || !key || seen.has(key)) continue;
    seen.add(key);
    kept.push(finishIdea(tidy, ctx));
    if (kept.length === IDEAS_WANTED) break;
  }
  return kept;
}

/**
 * The answer for `kept` model ideas: as they are when there are six; otherwise topped up with
 * the built-in engine's ideas for the same request (titles not already shown). engine "llm" with
 * the model name and `localFill` when any model idea remains, else "local".
 */
export async function topUpIdeas(
  kept: AiRecipeIdea[],
  req: RecipeIdeaRequest,
  local: AiProvider,
  modelName: string,
): Promise<RecipeIdeasResult> {
  if (kept.length >= IDEAS_WANTED) return { ideas: kept.slice(0, IDEAS_WANTED), engine: "llm", model: modelName, localFill: 0 };
  const shown = new Set(kept.map((i) => i.title.toLowerCase()));
  const fill = (await local.recipeIdeas(req)).ideas
    .filter((i) => !shown.has(i.title.trim().toLowerCase()))
    .slice(0, IDEAS_WANTED - kept.length);
  if (kept.length === 0) return { ideas: fill, engine: "local" };
  return { ideas: [...kept, ...fill], engine: "llm", model: modelName, localFill: fill.length };
}
