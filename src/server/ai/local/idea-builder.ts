/**
 * Turns a filled recipe family into a SPEC §3 AI recipe idea (every field), computing the
 * pantry match with the shared pantry-match function (shared/domain/pantry-coverage.ts, the number
 * the recipe list and 'Add missing' use) and the diet flags with the shared diet rules.
 */
import { ideaWarnings } from "../../../shared/domain/diet";
import { textsForHousehold } from "../../../shared/domain/diet-text";
import { ingredientInPantry } from "../../../shared/domain/ingredient-match";
import { ideaCoverage } from "../../../shared/domain/pantry-coverage";
import type { Food } from "../../../shared/food/types";
import type { AiRecipeIdea } from "../../../shared/schemas/ai";
import type { MealType } from "../../../shared/schemas/common";
import type { UserSettings } from "../../../shared/schemas/user-settings";
import { formatAmount } from "./amounts";
import { type DietGuard, positiveFlags } from "./diet-guard";
import { makeDishContext } from "./dish-context";
import type { DrinkPair, Qty } from "./family-types";
import { ideaNutritionSummary, nutritionHighlights } from "./nutrition";
import type { PantryIndex } from "./pantry-index";
import type { Fill } from "./slot-fill";
import { capitalize, slugify } from "./text";

/** "Pinot Noir — or, alcohol-free, …"; alcohol-free only for Halal households and soft-only dishes. */
export function drinkText(pair: DrinkPair, guard: DietGuard): string {
  if (!pair.wine || guard.halal) return capitalize(pair.soft);
  const kosher = guard.kosher ? " (choose a kosher-certified bottle)" : "";
  return `${capitalize(pair.wine)}${kosher} — or, alcohol-free, ${pair.soft}`;
}

/** Prep minutes grow ~10 % per two extra servings above two (capped at +60 %); cooking barely changes. */
function times(prep: number, cook: number, servings: number): { prep: number; cook: number } {
  const extra = Math.min(0.6, Math.max(0, servings - 2) * 0.05);
  return { prep: Math.round(prep * (1 + extra)), cook: Math.round(cook * (1 + extra / 3)) };
}

/** Everything buildIdea needs: the fill, the meal type it is shown as, and the request context. */
export interface BuildInput {
  fill: Fill;
  mealType: MealType;
  servings: number;
  index: PantryIndex;
  guard: DietGuard;
  settings: UserSettings;
}

/**
 * Builds the idea. Ingredient names are the knowledge base's canonical names; when the SPEC §5
 * containment rule would not find a pantry-sourced food under that name, the pantry item's own
 * name is used, so the pantry match finds the item the engine chose.
 * pantryMatchPercentage, pantryMatch and each `fromPantry` come from `ideaCoverage` over every
 * listed ingredient with its amount (staples included; water and to-taste seasonings are free).
 * Chef tips, nutrition notes and side dishes that name a food the household may not eat are
 * left out (shared/domain/diet-text.ts: "such as mushrooms" with "no mushrooms", "Crispy bacon"
 * for a vegetarian).
 */
export function buildIdea({ fill, mealType, servings, index, guard, settings }: BuildInput): AiRecipeIdea {
  const { family } = fill.cf;
  const c = makeDishContext(fill, servings, index, guard);
  const pantryNames = index.names;
  const inPantry = new Map<string, boolean>();
  const has = (name: string): boolean => {
    const known = inPantry.get(name);
    if (known !== undefined) return known;
    const v = ingredientInPantry(name, pantryNames);
    inPantry.set(name, v);
    return v;
  };

  const parts: Array<{ food: Food; per: Qty }> = [];
  const all: AiRecipeIdea["allIngredients"] = [];
  const pantryUsed: string[] = [];
  const keyIngredients: string[] = [];
  for (const slot of fill.cf.slots) {
    for (const ch of fill.chosen.get(slot.spec.key) ?? []) {
      const name = ch.pantryName !== null && !has(ch.name) ? ch.pantryName : ch.name;
      all.push({ name, amount: ch.amount, fromPantry: false });
      parts.push({ food: ch.food, per: ch.per });
      if (ch.pantryName !== null && !pantryUsed.includes(ch.pantryName)) pantryUsed.push(ch.pantryName);
      if (slot.spec.defining) keyIngredients.push(capitalize(ch.name));
    }
  }
  for (const s of fill.cf.staples) {
    if (all.some((a) => a.name === s.spec.name)) continue;
    all.push({ name: s.spec.name, amount: formatAmount(s.spec.per, servings), fromPantry: false });
    if (s.food) {
      parts.push({ food: s.food, per: s.spec.per });
      const entry = index.byFoodId.get(s.food.id);
      if (entry && !pantryUsed.includes(entry.item.name)) pantryUsed.push(entry.item.name);
    }
  }

  const match = ideaCoverage(all, servings, index.stock);
  const pct = match.percent;
  const foods = parts.map((p) => p.food);
  const flags = [
    ...positiveFlags(foods),
    ...ideaWarnings(
      all.map((a) => a.name),
      settings.dietaryPrefs,
      settings.allergies,
    ),
  ];
  const title = family.title(c);
  const t = times(family.prepMin, family.cookMin, servings);
  return {
    title,
    description: family.description(c),
    mealType,
    difficultyLevel: family.difficulty,
    pantryMatch: pct === 100,
    pantryMatchPercentage: pct,
    estimatedPrepTime: t.prep,
    estimatedCookTime: t.cook,
    servings,
    pantryIngredients: pantryUsed,
    keyIngredients: keyIngredients.slice(0, 5),
    allIngredients: match.allIngredients,
    nutritionHighlights: textsForHousehold(nutritionHighlights(parts), settings),
    nutrition: ideaNutritionSummary(parts, all.length),
    chefTips: textsForHousehold(family.tips(c), settings),
    wineRecommendation: drinkText(family.drink(c), guard),
    cookingInstructions: family.steps(c),
    recipeLink: "",
    imageUrl: `/api/placeholder/idea-${slugify(title)}.svg`,
    mainDish: family.mainDish ? family.mainDish(c) : title,
    sideDishes: textsForHousehold(family.sides(c), settings, { names: true }),
    dietaryFlags: flags,
  };
}
