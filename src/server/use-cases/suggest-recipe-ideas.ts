import type { RecipeIdeasResponse } from "../../shared/schemas/ai";
import type { MealType } from "../../shared/schemas/common";
import type { AppDeps } from "../kernel/app-deps";
import type { SessionUser } from "../kernel/session-user";
import { listStock } from "../modules/pantry/service";
import { listHouseholdInteractions } from "../modules/recipe-interactions/repository";
import { feedbackByTitle } from "../modules/recipe-interactions/service";
import { listRecipeTitles } from "../modules/recipes/repository";
import { getSettings } from "../modules/user-settings/repository";

/**
 * POST /api/ai/recipe-ideas: recipe ideas for the signed-in user from the household's real stock.
 * Steps (reads only, so no transaction; the four reads run side by side):
 * 1. pantry: today's real stock (sample items are demo data and ignored; empty items skipped),
 *    with best-before days;
 * 2. user-settings: the user's diet, allergies and household size;
 * 3. recipe-interactions + recipes: the household's likes and dislikes, as recipe titles;
 * 4. the configured AI provider (the built-in local engine by default) writes the ideas.
 * Input: `variant` (0 for the first set; each regenerate sends a new number), optional `mealType`.
 * Output: SPEC `recipes` plus which engine wrote them (`engine` "local" | "llm", `model`, `localFill`).
 */
export async function suggestRecipeIdeas(
  { db, ai }: Pick<AppDeps, "db" | "ai">,
  user: SessionUser,
  input: { variant?: number; mealType?: MealType },
): Promise<RecipeIdeasResponse> {
  const [stock, settings, interactions, titles] = await Promise.all([
    listStock(db, user.householdId),
    getSettings(db, user.id),
    listHouseholdInteractions(db, user.householdId),
    listRecipeTitles(db, user.householdId),
  ]);
  const pantry = stock.map((i) => ({ name: i.name, qty: Number(i.qty), unit: i.unit, category: i.category, expiresOn: i.expiresOn }));
  const feedback = feedbackByTitle(interactions, titles);
  const result = await ai.recipeIdeas({ pantry, settings, variant: input.variant ?? 0, mealType: input.mealType, feedback });
  return { recipes: result.ideas, engine: result.engine, model: result.model, localFill: result.localFill };
}
