/**
 * Turns model-written idea drafts into SPEC §3 AI recipe ideas and keeps only the ones the
 * household may eat. The server — not the model — decides pantry match, servings and diet
 * warnings, with the same shared rules the built-in engine uses (src/shared/domain/diet.ts,
 * pantry-coverage.ts), so a model can never present an allergen as safe nor a pantry it lacks.
 */
import { ideaNutrition, nutritionSummary } from "../../../shared/food/nutrition/recipe-nutrition";
import { ideaDietProblems, ideaWarnings } from "../../../shared/domain/diet";
import { nameDietTags } from "../../../shared/domain/diet-tags";
import { textDietProblem, textsForHousehold } from "../../../shared/domain/diet-text";
import { ideaCoverage, prepareStock, type CoverageStock, type StockAmount } from "../../../shared/domain/pantry-coverage";
import { matchFood } from "../../../shared/food/match";
import type { DietTag } from "../../../shared/food/types";
import type { AiRecipeIdea } from "../../../shared/schemas/ai";
import type { MealType } from "../../../shared/schemas/common";
import type { UserSettings } from "../../../shared/schemas/user-settings";
import { makeDietGuard } from "../local/diet-guard";
import { slugify } from "../local/text";
import type { IdeaDraft } from "./output-schemas";

/** The minimum matchFood score for trusting a name's food when claiming positive flags. */
const POSITIVE_FLAG_MIN_SCORE = 0.9;

/** Context of one request: the pantry's items in stock (name, qty, unit; best prepared once) and the household settings. */
export interface FinishContext {
  pantry: CoverageStock | readonly StockAmount[];
  settings: UserSettings;
  /** The requested meal type, which every idea then has. */
  mealType?: MealType;
}

/** Every name of a draft that could reveal an ingredient: title, main and side dishes, ingredients. */
function dishNames(d: IdeaDraft): string[] {
  return [d.title, d.mainDish, ...d.sideDishes, ...d.ingredients.map((i) => i.name)].filter((n) => n.trim() !== "");
}

/** Longest texts kept from a model idea (characters); longer ones are cut at a word boundary. */
const LIMITS = { title: 120, description: 600, name: 80, amount: 40, step: 800, tip: 300, note: 60, drink: 200 } as const;

/** `s` trimmed, control characters removed, cut to `max` characters (at a space when one is near). */
export function clipText(s: string, max: number): string {
  const t = s
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return (space > max * 0.6 ? cut.slice(0, space) : cut).trim();
}

/**
 * A draft with every text clipped to LIMITS and blank list entries removed, or null when it has
 * no title, no named ingredient or no step (not a usable idea). Run dietProblem on the draft as
 * the model wrote it first, so clipping can never hide an allergen.
 */
export function tidyDraft(d: IdeaDraft): IdeaDraft | null {
  const list = (xs: readonly string[], max: number) => xs.map((x) => clipText(x, max)).filter((x) => x !== "");
  const ingredients = d.ingredients
    .map((i) => ({ name: clipText(i.name, LIMITS.name), amount: clipText(i.amount, LIMITS.amount) }))
    .filter((i) => i.name !== "");
  const tidy: IdeaDraft = {
    ...d,
    title: clipText(d.title, LIMITS.title),
    description: clipText(d.description, LIMITS.description),
    ingredients,
    keyIngredients: list(d.keyIngredients, LIMITS.name),
    cookingInstructions: list(d.cookingInstructions, LIMITS.step),
    chefTips: list(d.chefTips, LIMITS.tip),
    nutritionHighlights: list(d.nutritionHighlights, LIMITS.note),
    wineRecommendation: clipText(d.wineRecommendation, LIMITS.drink),
    mainDish: clipText(d.mainDish, LIMITS.title),
    sideDishes: list(d.sideDishes, LIMITS.title),
  };
  return tidy.title === "" || ingredients.length === 0 || tidy.cookingInstructions.length === 0 ? null : tidy;
}

/**
 * Why the household may not eat this draft, or null when it may. Every dish and ingredient name
 * goes through the shared idea check (`ideaDietProblems`, src/shared/domain/diet.ts: SPEC §5
 * warnings for allergies and Vegan/Vegetarian, the other SPEC §9 preferences, the written
 * constraints); then each ingredient the food knowledge base recognises must pass the built-in
 * engine's diet guard (which also knows foods' roles). Output: e.g. 'ALLERGY WARNING: Contains Peanuts'.
 */
export function dietProblem(d: IdeaDraft, settings: UserSettings): string | null {
  const problems = ideaDietProblems(dishNames(d), settings);
  if (problems.length > 0) return problems.join("; ");
  const guard = makeDietGuard(settings);
  for (const n of d.ingredients.map((i) => i.name)) {
    const food = matchFood(n)?.food;
    if (food && !guard.allows(food)) return `"${n}" is ruled out by the household's settings`;
  }
  return null;
}

/**
 * 'Vegetarian', 'Vegan', 'Gluten-free', 'Dairy-free' (the built-in engine's positive flags, same
 * texts and order) — claimed only when every ingredient is a food the knowledge base knows well
 * (matchFood score ≥ POSITIVE_FLAG_MIN_SCORE); the tags are the names' full diet tags
 * (nameDietTags: knowledge base plus keywords). Unknown ingredients → no claim at all.
 */
function verifiedPositiveFlags(names: readonly string[]): string[] {
  const tags = new Set<DietTag>();
  for (const n of names) {
    const m = matchFood(n);
    if (!m || m.score < POSITIVE_FLAG_MIN_SCORE) return [];
    for (const t of m.food.tags) tags.add(t);
    for (const t of nameDietTags(n)) tags.add(t);
  }
  const has = (...ts: DietTag[]) => ts.some((t) => tags.has(t));
  const vegetarian = !has("meat", "poultry", "pork", "fish", "shellfish");
  const flags: string[] = [];
  if (vegetarian) flags.push("Vegetarian");
  if (vegetarian && !has("dairy", "egg", "honey")) flags.push("Vegan");
  if (!has("gluten")) flags.push("Gluten-free");
  if (!has("dairy")) flags.push("Dairy-free");
  return flags;
}

/**
 * A SPEC §3 idea from a tidied draft (tidyDraft): servings = household size, times rounded to whole minutes,
 * fromPantry / pantryMatchPercentage by the shared pantry match (pantry-coverage.ts ideaCoverage: the
 * share of the ingredients the stock covers in quantity, water and to-taste seasonings left out — the
 * number the recipe list and 'Add missing' use), pantryIngredients = pantry items that hold an
 * ingredient, dietaryFlags = verified positive flags plus the SPEC §5 warnings, recipeLink "" and a
 * placeholder picture like the built-in engine's; `nutrition` per serving from the ingredient amounts
 * (shared/food/nutrition, the same rules as recipes), whatever notes the model wrote. Chef tips,
 * nutrition notes and a drink that name a food the household may not eat are left out
 * (shared/domain/diet-text.ts), so a model's "top with peanuts" never reaches a peanut allergy.
 */
export function finishIdea(d: IdeaDraft, ctx: FinishContext): AiRecipeIdea {
  const { settings } = ctx;
  const pantry = "matcher" in ctx.pantry ? ctx.pantry : prepareStock(ctx.pantry);
  const servings = settings.householdSize;
  const match = ideaCoverage(
    d.ingredients.map((i) => ({ name: i.name, amount: i.amount, fromPantry: false })),
    servings,
    pantry,
  );
  const allIngredients = match.allIngredients;
  const pct = match.percent;
  const held = new Set(match.lines.flatMap((l) => l.items));
  const pantryIngredients = [...new Set(pantry.items.map((p) => p.name).filter((n) => held.has(n)))];
  const counted = match.lines.filter((l) => l.status !== "free").map((l) => l.need.ingredient);
  const names = allIngredients.map((i) => i.name);
  const keys = d.keyIngredients;
  const title = d.title;
  return {
    title,
    description: d.description,
    mealType: ctx.mealType ?? d.mealType,
    difficultyLevel: d.difficultyLevel,
    pantryMatch: pct === 100,
    pantryMatchPercentage: pct,
    estimatedPrepTime: Math.round(d.estimatedPrepTime),
    estimatedCookTime: Math.round(d.estimatedCookTime),
    servings,
    pantryIngredients,
    keyIngredients: (keys.length > 0 ? keys : counted).slice(0, 5),
    allIngredients,
    nutritionHighlights: textsForHousehold(d.nutritionHighlights, settings),
    nutrition: nutritionSummary(ideaNutrition(allIngredients, servings)),
    chefTips: textsForHousehold(d.chefTips, settings),
    wineRecommendation: textDietProblem(d.wineRecommendation, settings) ? "" : d.wineRecommendation,
    cookingInstructions: d.cookingInstructions,
    recipeLink: "",
    imageUrl: `/api/placeholder/idea-${slugify(title)}.svg`,
    mainDish: d.mainDish || title,
    sideDishes: d.sideDishes,
    dietaryFlags: [...verifiedPositiveFlags(names), ...ideaWarnings([title, ...names], settings.dietaryPrefs, settings.allergies)],
  };
}
