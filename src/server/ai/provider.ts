import type { AiRecipeIdea } from "../../shared/schemas/ai";
import type { MealType } from "../../shared/schemas/common";
import type { UserSettings } from "../../shared/schemas/user-settings";
import { generateRecipeIdeas, type PantryInput } from "./local/recipe-ideas";

export interface RecipeIdeaRequest {
  pantry: PantryInput[];
  settings: UserSettings;
  /** 0 for the first set; each regenerate sends a new number for a different set. */
  variant: number;
  mealType?: MealType;
}

/** What the app asks of "AI". The built-in local engine answers everything offline. */
export interface AiProvider {
  readonly name: string;
  recipeIdeas(req: RecipeIdeaRequest): Promise<AiRecipeIdea[]>;
}

/** The built-in engine (src/server/ai/local): no network, deterministic per variant. */
export const localProvider: AiProvider = {
  name: "local",
  async recipeIdeas(req) {
    return generateRecipeIdeas({ ...req, count: 6 });
  },
};

/**
 * The provider for this configuration. Only `local` exists so far; an LLM provider
 * (AI_PROVIDER + AI_BASE_URL, DESIGN.md) is a later milestone, so other values fall back to
 * the local engine with a warning rather than failing.
 */
export function createAiProvider(config: { provider: string }, warn: (msg: string) => void): AiProvider {
  if (config.provider !== "local") warn(`AI_PROVIDER=${config.provider} is not supported yet; using the built-in local engine.`);
  return localProvider;
}
