import type { z } from "zod";
import type { RecipeLine } from "../../../shared/domain/cooking-deduction";
import { customMealLines } from "../../../shared/domain/ingredient-need";
import { recipeNeeds, type NeedItem, type NeedSource } from "../../../shared/domain/shopping-need";
import type { MealPlanEntry } from "../../../shared/schemas/meal-plans";
import type { fromIdeaSchema, fromPlanSchema } from "../../../shared/schemas/shopping-list";

/** What one 'Add what's missing' run puts on the list: the fresh needs and the stored needs they replace (apply-run.ts). */
export interface NeedRun {
  fresh: NeedItem[];
  inScope: (need: NeedSource) => boolean;
}

/**
 * POST /api/shopping-list/from-plan: the needs of the plan's meals from startDate to endDate
 * (inclusive) — `entries` is the plan of those days. Every planned, not yet cooked meal (occurrences
 * of repeating meals included) needs its recipe scaled to the entry's servings, or, for a custom
 * meal, the ingredients listed with it (enhanced planner notes "Ingredients: apple, peanut butter";
 * shared ingredient-need.ts customMealLines) as written for its servings. Each meal's need is keyed
 * by entry and day, and the run replaces every plan need on those days, so re-running updates the
 * list (a meal moved away or cooked leaves it).
 */
export function planNeeds(entries: readonly MealPlanEntry[], { startDate, endDate }: z.output<typeof fromPlanSchema>): NeedRun {
  const fresh: NeedItem[] = [];
  for (const e of entries) {
    if (e.isCooked) continue;
    const lines = e.recipe ? e.recipe.ingredients : customMealLines(e.notes);
    if (lines.length === 0) continue;
    fresh.push(
      ...recipeNeeds(lines, e.recipe ? e.recipe.servings : e.servings, e.servings, {
        key: `plan:${e.id}:${e.day}`,
        kind: "plan",
        label: e.recipe?.title ?? e.customMealTitle ?? "Custom meal",
        day: e.day,
        mealType: e.mealType,
        mealPlanId: e.id,
      }),
    );
  }
  return { fresh, inScope: (n) => n.kind === "plan" && n.day !== null && n.day >= startDate && n.day <= endDate };
}

/**
 * POST /api/shopping-list/from-recipe: the needs of one saved recipe scaled to `servings`.
 * Re-running replaces that recipe's part.
 */
export function recipeNeedRun(
  recipe: { id: string; title: string; servings: number; ingredients: readonly RecipeLine[] },
  servings: number,
): NeedRun {
  const key = `recipe:${recipe.id}`;
  const fresh = recipeNeeds(recipe.ingredients, recipe.servings, servings, {
    key,
    kind: "recipe",
    label: recipe.title,
    day: null,
    mealType: null,
    mealPlanId: null,
  });
  return { fresh, inScope: (n) => n.key === key };
}

/**
 * POST /api/shopping-list/from-idea: the needs of an AI idea, written for its own servings;
 * `lines` are its ingredients as stored recipe lines (in the idea's order). Re-running the same
 * idea (by title) replaces its part.
 */
export function ideaNeedRun({ idea }: z.output<typeof fromIdeaSchema>, lines: readonly RecipeLine[]): NeedRun {
  const key = `idea:${idea.title.trim().toLowerCase()}`;
  const fresh = recipeNeeds(lines, idea.servings, idea.servings, {
    key,
    kind: "idea",
    label: idea.title,
    day: null,
    mealType: null,
    mealPlanId: null,
  });
  return { fresh, inScope: (n) => n.key === key };
}
