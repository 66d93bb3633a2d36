import { create } from "zustand";
import type { AiRecipeIdea } from "../../../../shared/schemas/ai";
import type { Recipe } from "../../../../shared/schemas/recipes";
import type { IdeasSource } from "../components/engine-note";

interface IdeasState {
  ideas: AiRecipeIdea[] | null;
  /** The variant of the last request; regenerate asks for the next one. */
  variant: number;
  /** Which engine wrote the ideas (null before the first answer or from an older server). */
  source: IdeasSource | null;
  /** Saved recipes, by idea title, so an idea is saved once (a Map: titles come from the model, issue 19). */
  saved: ReadonlyMap<string, Recipe>;
  setIdeas: (ideas: AiRecipeIdea[], variant: number, source?: IdeasSource | null) => void;
  markSaved: (title: string, recipe: Recipe) => void;
}

/** The last generated ideas, kept in memory while the user moves between screens. */
export const useIdeasStore = create<IdeasState>()((set) => ({
  ideas: null,
  variant: -1,
  source: null,
  saved: new Map(),
  setIdeas: (ideas, variant, source = null) => set({ ideas, variant, source }),
  markSaved: (title, recipe) => set((s) => ({ saved: new Map(s.saved).set(title, recipe) })),
}));
