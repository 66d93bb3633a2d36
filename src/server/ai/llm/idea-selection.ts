/**
 * From the model's idea drafts to the set the household sees: unsafe drafts dropped, the rest
 * finished into SPEC §3 ideas, and the set topped up to six by the built-in engine.
 */
import { prepareStock } from "../../../shared/domain/pantry-coverage";
import type { AiRecipeIdea } from "../../../shared/schemas/ai";
import { dishHistory, indexShown, titleKey } from "../local/variety";
import { clipText, dietProblem, finishIdea, tidyDraft } from "./idea-finish";
import type { IdeaDraft } from "./output-schemas";
import { IDEAS_WANTED } from "./prompts";
import type { AiProvider, RecipeIdeaRequest, RecipeIdeasResult } from "../../kernel/ports/ai-provider";

/**
 * The model's drafts the household may eat, finished, in the model's order, at most
 * IDEAS_WANTED, one per title (case-insensitive). Each dropped draft is reported to `warn` with
 * its reason (e.g. 'ALLERGY WARNING: Contains Peanuts'). Unusable drafts (no title, ingredient or
 * step) are skipped, and so are dishes the household saw in the set just before or in 5 of the
 * last 9 (`req.recentSets`, same title; local/variety.ts), so regenerating brings new dishes.
 */
export function safeModelIdeas(drafts: readonly IdeaDraft[], req: RecipeIdeaRequest, warn: (msg: string) => void): AiRecipeIdea[] {
  const ctx = {
    pantry: prepareStock(req.pantry.filter((p) => p.qty > 0 && p.name.trim() !== "").map((p) => ({ ...p, name: p.name.trim() }))),
    settings: req.settings,
    mealType: req.mealType,
  };
  const kept: AiRecipeIdea[] = [];
  const seen = new Set<string>();
  const shown = indexShown(req.recentSets ?? []);
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
    const history = dishHistory({ key: titleKey(tidy.title), title: tidy.title }, shown);
    if (history.inLast || history.capped) continue;
    kept.push(finishIdea(tidy, ctx));
    if (kept.length === IDEAS_WANTED) break;
  }
  return kept;
}

/**
 * The answer for `kept` model ideas: as they are when there are six; otherwise topped up with
 * the built-in engine's ideas for the same request (titles not already shown). engine "llm" with
 * the model name and `localFill` when any model idea remains, else "local". `dishKeys`: a model
 * idea's normalised title (titleKey), the built-in engine's own key for its ideas.
 */
export async function topUpIdeas(
  kept: AiRecipeIdea[],
  req: RecipeIdeaRequest,
  local: AiProvider,
  modelName: string,
): Promise<RecipeIdeasResult> {
  const keptKeys = kept.map((i) => titleKey(i.title));
  if (kept.length >= IDEAS_WANTED) {
    return { ideas: kept.slice(0, IDEAS_WANTED), dishKeys: keptKeys.slice(0, IDEAS_WANTED), engine: "llm", model: modelName, localFill: 0 };
  }
  const shown = new Set(kept.map((i) => i.title.toLowerCase()));
  const answer = await local.recipeIdeas(req);
  const fill = answer.ideas
    .map((idea, i) => ({ idea, key: answer.dishKeys?.[i] ?? titleKey(idea.title) }))
    .filter(({ idea }) => !shown.has(idea.title.trim().toLowerCase()))
    .slice(0, IDEAS_WANTED - kept.length);
  const ideas = fill.map((f) => f.idea);
  const dishKeys = fill.map((f) => f.key);
  if (kept.length === 0) return { ideas, dishKeys, engine: "local" };
  return { ideas: [...kept, ...ideas], dishKeys: [...keptKeys, ...dishKeys], engine: "llm", model: modelName, localFill: fill.length };
}
