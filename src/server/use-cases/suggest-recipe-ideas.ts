import type { RecipeIdeasResponse } from "../../shared/schemas/ai";
import type { MealType } from "../../shared/schemas/common";
import type { AppDeps } from "../kernel/app-deps";
import type { SessionUser } from "../kernel/session-user";
import { MEMORY_SETS, titleKey } from "../ai/local/variety";
import { listRecentIdeaSets, recordIdeaSet } from "../modules/ai/repository";
import { listStock } from "../modules/pantry/service";
import { listHouseholdInteractions } from "../modules/recipe-interactions/repository";
import { feedbackByTitle } from "../modules/recipe-interactions/service";
import { listRecipeTitles } from "../modules/recipes/repository";
import { getSettings } from "../modules/user-settings/repository";

/**
 * POST /api/ai/recipe-ideas: recipe ideas for the signed-in user from the household's real stock.
 * Steps (the reads run side by side; the one write is the idea memory, in its own transaction):
 * 1. pantry: today's real stock (sample items are demo data and ignored; empty items skipped),
 *    with best-before days;
 * 2. user-settings: the user's diet, allergies and household size;
 * 3. recipe-interactions + recipes: the household's likes and dislikes, as recipe titles;
 * 4. on a regenerate (`variant` > 0) the idea memory: the last MEMORY_SETS (9) sets shown to the
 *    household, so dishes shown lately move down or out (issue 22 item 8; a first "Generate",
 *    variant 0, shows the best pantry matches);
 * 5. the configured AI provider (the built-in local engine by default) writes the ideas;
 * 6. the set is remembered (key and title per dish), keeping the household's newest 9.
 * Input: `variant` (0 for the first set; each regenerate sends a new number), optional `mealType`.
 * Output: SPEC `recipes` plus which engine wrote them (`engine` "local" | "llm", `model`, `localFill`).
 */
export async function suggestRecipeIdeas(
  { db, ai }: Pick<AppDeps, "db" | "ai">,
  user: SessionUser,
  input: { variant?: number; mealType?: MealType },
): Promise<RecipeIdeasResponse> {
  const variant = input.variant ?? 0;
  const [stock, settings, interactions, titles, recentSets] = await Promise.all([
    listStock(db, user.householdId),
    getSettings(db, user.id),
    listHouseholdInteractions(db, user.householdId),
    listRecipeTitles(db, user.householdId),
    variant > 0 ? listRecentIdeaSets(db, user.householdId, MEMORY_SETS) : undefined,
  ]);
  const pantry = stock.map((i) => ({ name: i.name, qty: Number(i.qty), unit: i.unit, category: i.category, expiresOn: i.expiresOn }));
  const feedback = feedbackByTitle(interactions, titles);
  const result = await ai.recipeIdeas({ pantry, settings, variant, mealType: input.mealType, feedback, recentSets });
  const dishes = result.ideas.map((idea, i) => ({ key: result.dishKeys?.[i] ?? titleKey(idea.title), title: idea.title }));
  if (dishes.length > 0) await recordIdeaSet(db, user.householdId, dishes, MEMORY_SETS);
  return { recipes: result.ideas, engine: result.engine, model: result.model, localFill: result.localFill };
}
