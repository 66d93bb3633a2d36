import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { fromIdeaSchema, fromRecipeSchema, GenerateResult } from "../../shared/schemas/shopping-list";
import { requestJson } from "./api-client";
import { shoppingListKeys } from "./query-keys";

type FromRecipeBody = z.input<typeof fromRecipeSchema>;
type FromIdeaBody = z.input<typeof fromIdeaSchema>;

/**
 * What to add the missing ingredients of: a saved recipe (for some servings; omitted → the
 * household size) or an AI idea (title, servings, ingredients).
 */
export type AddMissingSource = ({ kind: "recipe" } & FromRecipeBody) | ({ kind: "idea" } & FromIdeaBody);

/**
 * POST /api/shopping-list/from-recipe or /from-idea (issue 11 'add missing'): the ingredients the
 * pantry lacks go on the shopping list; running it again for the same recipe or idea updates its
 * lines. Shared by the recipe detail and the idea cards; callers show the outcome.
 */
export function useAddMissingToShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: AddMissingSource) =>
      source.kind === "recipe"
        ? requestJson<GenerateResult>("POST", "/api/shopping-list/from-recipe", {
            recipeId: source.recipeId,
            servings: source.servings,
          } satisfies FromRecipeBody)
        : requestJson<GenerateResult>("POST", "/api/shopping-list/from-idea", { idea: source.idea } satisfies FromIdeaBody),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shoppingListKeys.all }),
  });
}
