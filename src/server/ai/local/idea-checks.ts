/**
 * Quality checks on a generated recipe idea, shared by the engine's tests and bench/ideas:
 * whether an ingredient is listed twice and whether the method names every listed ingredient.
 */
import { matchFood } from "../../../shared/food/match";
import type { AiRecipeIdea } from "../../../shared/schemas/ai";
import { pluralOf } from "./text";

/** Lower case, accents stripped, every non-letter a space: "Jalapeño, sliced" → "jalapeno sliced". */
function plain(s: string): string {
  return ` ${s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim()} `;
}

/**
 * The words a cook may use in the method for an ingredient: its listed name, the knowledge-base
 * food's name and plural, and the head noun of that name ("pepper" for black pepper, "oil" for
 * olive oil), each with its plural. Input: an allIngredients name. Output: lower-case phrases.
 */
export function mentionForms(name: string): string[] {
  const food = matchFood(name)?.food;
  const base = [name.toLowerCase()];
  if (food) {
    base.push(food.name, food.plural ?? pluralOf(food.name));
    const head = food.name.split(" ").pop()!;
    if (head !== food.name) base.push(head, pluralOf(head));
  }
  return [...new Set(base.map((b) => plain(b).trim()).filter(Boolean))];
}

/**
 * Names in allIngredients that the cooking instructions never mention (see mentionForms).
 * Output: the unmentioned names, [] when every ingredient appears in the method.
 */
export function unmentionedIngredients(idea: AiRecipeIdea): string[] {
  const text = plain(idea.cookingInstructions.join(" "));
  return idea.allIngredients.map((a) => a.name).filter((n) => !mentionForms(n).some((f) => text.includes(` ${f} `)));
}

/**
 * Ingredients listed more than once: the same name (case-insensitive) or two names that the food
 * knowledge base reads as the same food. Output: the repeated names, [] when none.
 */
export function repeatedIngredients(idea: AiRecipeIdea): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const a of idea.allIngredients) {
    const key = matchFood(a.name)?.food.id ?? a.name.trim().toLowerCase();
    if (seen.has(key)) out.push(a.name);
    seen.add(key);
  }
  return out;
}
