import type { AiRecipeIdea } from "../../../../shared/schemas/ai";

const norm = (s: string) => s.trim().toLowerCase();

/**
 * Whether an idea uses one of the pantry items named in `names` (case ignored): an item the idea
 * takes from the pantry (`pantryIngredients`, or an ingredient marked `fromPantry`) whose name
 * contains a focus name or is contained in it ("Whole milk" ~ "milk").
 */
export function ideaUsesAny(idea: AiRecipeIdea, names: readonly string[]): boolean {
  const wanted = names.map(norm).filter(Boolean);
  const used = [...idea.pantryIngredients, ...idea.allIngredients.filter((i) => i.fromPantry).map((i) => i.name)].map(norm);
  return used.some((u) => u !== "" && wanted.some((w) => u.includes(w) || w.includes(u)));
}

/**
 * The ideas to show when the screen is focused on items to use soon (the digest's link):
 * those that use at least one of them, in their order; `matched` false (and every idea) when none does.
 */
export function ideasForFocus(ideas: readonly AiRecipeIdea[], names: readonly string[]): { ideas: AiRecipeIdea[]; matched: boolean } {
  const using = ideas.filter((i) => ideaUsesAny(i, names));
  return using.length > 0 ? { ideas: using, matched: true } : { ideas: [...ideas], matched: false };
}

/**
 * Names for a sentence: ["Milk"] → "Milk"; ["Milk", "Spinach"] → "Milk and Spinach";
 * ["Milk", "Spinach", "Eggs"] → "Milk, Spinach and Eggs".
 */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
