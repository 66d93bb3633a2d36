/**
 * Turns model-written idea drafts into SPEC §3 AI recipe ideas and keeps only the ones the
 * household may eat. The server — not the model — decides pantry match, servings and diet
 * warnings, with the same shared rules the built-in engine uses (src/shared/domain/diet.ts,
 * ingredient-match.ts), so a model can never present an allergen as safe.
 */
import { ideaDietProblems, ideaWarnings, nameDietTags } from "../../../shared/domain/diet";
import { ingredientInPantry, pantryMatchPercent } from "../../../shared/domain/ingredient-match";
import { matchFood } from "../../../shared/food/match";
import type { DietTag } from "../../../shared/food/types";
import type { AiRecipeIdea } from "../../../shared/schemas/ai";
import type { MealType } from "../../../shared/schemas/common";
import type { UserSettings } from "../../../shared/schemas/user-settings";
import { makeDietGuard } from "../local/diet-guard";
import { slugify } from "../local/text";
import type { IdeaDraft } from "./output-schemas";

/**
 * Basics a kitchen is assumed to have: listed with amounts but left out of the pantry match, as
 * the built-in engine does with its staples (src/server/ai/local/family-types.ts StapleSpec).
 */
const ASSUMED_STAPLES =
  /^(?:(?:sea |kosher |table |fine )?salt|(?:(?:freshly )?(?:ground )?(?:black |white )?pepper)|salt and (?:black )?pepper|water|(?:cooking |neutral |vegetable |olive |extra[- ]virgin olive |canola |sunflower )?oil|cooking spray)$/i;

/** The minimum matchFood score for trusting a name's food when claiming positive flags. */
const POSITIVE_FLAG_MIN_SCORE = 0.9;

/** True for salt, pepper, water and cooking oil, written the common ways. */
export function isAssumedStaple(name: string): boolean {
  return ASSUMED_STAPLES.test(name.trim().replace(/\s+/g, " "));
}

/** Context of one request: the pantry's item names and the household settings. */
export interface FinishContext {
  pantryNames: readonly string[];
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
 * fromPantry / pantryMatchPercentage by the SPEC §5 containment rule (staples not counted),
 * pantryIngredients = pantry items some ingredient matches, dietaryFlags = verified positive flags
 * plus the SPEC §5 warnings, recipeLink "" and a placeholder picture like the built-in engine's.
 */
export function finishIdea(d: IdeaDraft, ctx: FinishContext): AiRecipeIdea {
  const { pantryNames, settings } = ctx;
  const allIngredients = d.ingredients.map((i) => ({
    name: i.name,
    amount: i.amount,
    fromPantry: ingredientInPantry(i.name, pantryNames),
  }));
  const counted = allIngredients.filter((i) => !isAssumedStaple(i.name)).map((i) => i.name);
  const pct = pantryMatchPercent(counted, pantryNames);
  const pantryIngredients = pantryNames.filter((p) => allIngredients.some((i) => ingredientInPantry(i.name, [p])));
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
    servings: settings.householdSize,
    pantryIngredients,
    keyIngredients: (keys.length > 0 ? keys : counted).slice(0, 5),
    allIngredients,
    nutritionHighlights: d.nutritionHighlights,
    chefTips: d.chefTips,
    wineRecommendation: d.wineRecommendation,
    cookingInstructions: d.cookingInstructions,
    recipeLink: "",
    imageUrl: `/api/placeholder/idea-${slugify(title)}.svg`,
    mainDish: d.mainDish || title,
    sideDishes: d.sideDishes,
    dietaryFlags: [...verifiedPositiveFlags(names), ...ideaWarnings([title, ...names], settings.dietaryPrefs, settings.allergies)],
  };
}
