/**
 * Fixtures of the LLM provider tests: settings, a pantry, model-written ideas in the output
 * schema, and a provider wired to a fake server. Test helper only.
 */
import type { UserSettings } from "../../../shared/schemas/user-settings";
import { createLocalProvider, type AiProvider, type RecipeIdeaRequest } from "../provider";
import { createLlmProvider, type LlmTimeouts } from "./llm-provider";
import { createLlmModels } from "./models";
import type { IdeaDraft } from "./output-schemas";

/** Settings with defaults (household of 2, no diet) overridden by `over`. */
export function settingsWith(over: Partial<UserSettings> = {}): UserSettings {
  return { householdSize: 2, allergies: [], dietaryPrefs: [], dietaryConstraints: "", ...over };
}

/** A small household pantry as users name things. */
export const PANTRY_NAMES = [
  "Chicken breast",
  "Basmati rice 1kg",
  "Broccoli",
  "Carrots",
  "Yellow onions",
  "Garlic",
  "Eggs",
  "Canned tomatoes 400g",
  "Spaghetti",
  "Cheddar cheese",
];

/** A request over PANTRY_NAMES (qty 1 each) with the given settings. */
export function ideaRequest(settings: UserSettings = settingsWith(), names: readonly string[] = PANTRY_NAMES): RecipeIdeaRequest {
  return { pantry: names.map((name) => ({ name, qty: 1, unit: "pieces", category: "pantry", expiresOn: null })), settings, variant: 0 };
}

/** A complete idea as the model would write it, from a title and ingredient names. */
export function draft(title: string, ingredients: readonly string[]): IdeaDraft {
  return {
    title,
    description: `A quick ${title.toLowerCase()}.`,
    mealType: "dinner",
    difficultyLevel: "easy",
    estimatedPrepTime: 10,
    estimatedCookTime: 20,
    ingredients: ingredients.map((name) => ({ name, amount: "1 cup" })),
    keyIngredients: ingredients.slice(0, 2),
    cookingInstructions: ["Prepare the ingredients.", "Cook everything together."],
    chefTips: ["Taste as you go."],
    nutritionHighlights: ["High protein"],
    wineRecommendation: "Sparkling water with lemon",
    mainDish: title,
    sideDishes: [],
  };
}

/** Six distinct ideas made only of PANTRY_NAMES foods (plus salt and oil). */
export const SIX_PANTRY_IDEAS: IdeaDraft[] = [
  draft("Chicken and broccoli rice bowl", ["chicken breast", "basmati rice", "broccoli", "garlic", "salt", "olive oil"]),
  draft("Tomato spaghetti", ["spaghetti", "canned tomatoes", "garlic", "yellow onion", "olive oil"]),
  draft("Carrot and egg fried rice", ["basmati rice", "eggs", "carrots", "yellow onion", "salt"]),
  draft("Cheesy broccoli omelette", ["eggs", "broccoli", "cheddar cheese", "salt"]),
  draft("Chicken tomato stew", ["chicken breast", "canned tomatoes", "carrots", "yellow onion"]),
  draft("Garlic carrot spaghetti", ["spaghetti", "carrots", "garlic", "cheddar cheese", "olive oil"]),
];

/** The built-in engine with food-photo readers that find nothing (no OCR work in these tests). */
export function quietLocalProvider(): AiProvider {
  return createLocalProvider({ decodeBarcode: async () => null, readText: async () => ({ text: "", confidence: 0 }) });
}

/** An LLM provider on the fake server at `baseUrl`; `warnings` collects what it logs. */
export function providerOn(
  baseUrl: string,
  opts: { timeouts?: Partial<LlmTimeouts>; vision?: boolean; image?: boolean; provider?: string } = {},
) {
  const warnings: string[] = [];
  const warn = (m: string) => warnings.push(m);
  const models = createLlmModels(
    {
      provider: opts.provider ?? "openai-compatible",
      apiKey: "test-key",
      baseUrl,
      model: "test-model",
      visionModel: opts.vision ? "test-vision" : undefined,
      imageModel: opts.image ? "test-image" : undefined,
    },
    warn,
  );
  const local = quietLocalProvider();
  const provider = createLlmProvider({ models, local, warn, timeouts: opts.timeouts, now: () => new Date("2025-03-10T12:00:00Z") });
  return { provider, local, warnings };
}
