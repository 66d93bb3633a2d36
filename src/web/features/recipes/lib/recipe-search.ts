import type { Recipe } from "../../../../shared/schemas/recipes";

type Searchable = Pick<Recipe, "title" | "cuisineTag" | "ingredients" | "tags">;

/** Lower case, accents removed ("Crème brûlée" → "creme brulee"), runs of spaces collapsed. */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The Recipes screen's search (client-side, as you type): keeps the recipes whose title, cuisine,
 * tags or an ingredient (name or line as printed, issue 23) contains every word of the query, ignoring case and accents. A blank query
 * keeps all. Order is kept (the list arrives ranked). Input: recipes, the typed text. Output: a
 * new array.
 * Example: "thai chicken" keeps a Thai curry that lists chicken thighs.
 */
export function filterRecipes<T extends Searchable>(recipes: readonly T[], query: string): T[] {
  const words = fold(query).split(" ").filter(Boolean);
  if (words.length === 0) return [...recipes];
  return recipes.filter((r) => {
    const lines = r.ingredients.flatMap((i) => [i.ingredient, i.line ?? ""]);
    const haystack = fold([r.title, r.cuisineTag ?? "", ...(r.tags ?? []), ...lines].join("\n"));
    return words.every((w) => haystack.includes(w));
  });
}
