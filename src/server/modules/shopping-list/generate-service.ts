import type { z } from "zod";
import { recipeNeeds, type NeedItem } from "../../../shared/domain/shopping-need";
import { AppError } from "../../../shared/errors";
import type { fromIdeaSchema, fromPlanSchema, fromRecipeSchema, GenerateResult } from "../../../shared/schemas/shopping-list";
import type { Db } from "../../db/client";
import type { SessionUser } from "../auth/service";
import { listMealPlanWindow } from "../meal-plans/service";
import { findRecipe } from "../recipes/repository";
import { ideaIngredient } from "../recipes/service";
import { getSettings } from "../user-settings/repository";
import { applyRun } from "./apply-run";

/**
 * POST /api/shopping-list/from-plan: 'Add what's missing' for the plan's meals from startDate to
 * endDate (inclusive). Every planned, not yet cooked meal with a recipe (occurrences of repeating
 * meals included) needs its recipe scaled to the entry's servings; custom meals without a recipe
 * need nothing. Each meal's need is keyed by entry and day, and the run replaces every plan need
 * on those days, so re-running updates the list (a meal moved away or cooked leaves it).
 */
export async function addFromPlan(db: Db, user: SessionUser, input: z.output<typeof fromPlanSchema>): Promise<GenerateResult> {
  const { startDate, endDate } = input;
  const entries = await listMealPlanWindow(db, user.householdId, startDate, endDate);
  const fresh: NeedItem[] = [];
  for (const e of entries) {
    if (e.isCooked || !e.recipe) continue;
    fresh.push(
      ...recipeNeeds(e.recipe.ingredients, e.recipe.servings, e.servings, {
        key: `plan:${e.id}:${e.day}`,
        kind: "plan",
        label: e.recipe.title,
        day: e.day,
        mealType: e.mealType,
        mealPlanId: e.id,
      }),
    );
  }
  return db.transaction((tx) =>
    applyRun(tx, user, (n) => n.kind === "plan" && n.day !== null && n.day >= startDate && n.day <= endDate, fresh),
  );
}

/**
 * POST /api/shopping-list/from-recipe: 'Add missing' for one saved recipe, scaled to `servings`
 * (default: the user's household size). Re-running replaces that recipe's part.
 * @throws AppError NOT_FOUND when the recipe is not the household's.
 */
export async function addFromRecipe(db: Db, user: SessionUser, input: z.output<typeof fromRecipeSchema>): Promise<GenerateResult> {
  const recipe = await findRecipe(db, user.householdId, input.recipeId);
  if (!recipe) throw new AppError("NOT_FOUND", "Recipe not found");
  const servings = input.servings ?? (await getSettings(db, user.id)).householdSize;
  const key = `recipe:${recipe.id}`;
  const fresh = recipeNeeds(recipe.ingredients, recipe.servings, servings, {
    key,
    kind: "recipe",
    label: recipe.title,
    day: null,
    mealType: null,
    mealPlanId: null,
  });
  return db.transaction((tx) => applyRun(tx, user, (n) => n.key === key, fresh));
}

/**
 * POST /api/shopping-list/from-idea: 'Add missing' for an AI idea (SPEC §3 shape: its amounts are
 * read by the recipe ingredient-line parser, as saving the idea would). The idea is written for
 * its own servings. Re-running the same idea (by title) replaces its part.
 */
export async function addFromIdea(db: Db, user: SessionUser, input: z.output<typeof fromIdeaSchema>): Promise<GenerateResult> {
  const { idea } = input;
  const key = `idea:${idea.title.trim().toLowerCase()}`;
  const lines = idea.allIngredients.map((i) => ideaIngredient(i.name, i.amount));
  const fresh = recipeNeeds(lines, idea.servings, idea.servings, {
    key,
    kind: "idea",
    label: idea.title,
    day: null,
    mealType: null,
    mealPlanId: null,
  });
  return db.transaction((tx) => applyRun(tx, user, (n) => n.key === key, fresh));
}
