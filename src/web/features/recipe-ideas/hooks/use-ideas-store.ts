import { create } from "zustand";
import type { AiRecipeIdea } from "../../../../shared/schemas/ai";
import type { Recipe } from "../../../../shared/schemas/recipes";

interface IdeasState {
  ideas: AiRecipeIdea[] | null;
  /** The variant of the last request; regenerate asks for the next one. */
  variant: number;
  /** Saved recipes, by idea title, so an idea is saved once. */
  saved: Record<string, Recipe>;
  setIdeas: (ideas: AiRecipeIdea[], variant: number) => void;
  markSaved: (title: string, recipe: Recipe) => void;
}

/** The last generated ideas, kept in memory while the user moves between screens. */
export const useIdeasStore = create<IdeasState>()((set) => ({
  ideas: null,
  variant: -1,
  saved: {},
  setIdeas: (ideas, variant) => set({ ideas, variant }),
  markSaved: (title, recipe) => set((s) => ({ saved: { ...s.saved, [title]: recipe } })),
}));
