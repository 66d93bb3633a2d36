import { useMutation, useQueryClient } from "@tanstack/react-query";
import { URL_IMPORT_FAILED } from "../../../../shared/domain/recipe-rules";
import type { z } from "zod";
import type { Recipe, recipeFromUrlBodySchema } from "../../../../shared/schemas/recipes";
import { errorMessage, jsonFetch } from "../../../lib/api-client";
import { recipesKeys } from "../../../lib/query-keys";
import { toast } from "../../../components/ui/use-toast";

type RecipeFromUrlBody = z.input<typeof recipeFromUrlBodySchema>;

/** The recipe the server answered, and whether it is new (201) or imported from that page before (200). */
export interface ImportedRecipe {
  recipe: Recipe;
  created: boolean;
}

/**
 * POST /api/recipes/from-url {url} → 201 new Recipe or 200 the earlier import of that page.
 * Throws the SPEC §7 "{status}: {text}" error otherwise (400 carries the reason in `error`).
 */
export async function importRecipeFromUrl(url: string): Promise<ImportedRecipe> {
  const res = await jsonFetch("POST", "/api/recipes/from-url", { url } satisfies RecipeFromUrlBody);
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
  return { recipe: (await res.json()) as Recipe, created: res.status === 201 };
}

/**
 * The text under 'Failed to add recipe': the server's reason for a 4xx answer (e.g. no recipe on
 * the page), the network notice when the server was not reached, otherwise SPEC §8's default
 * 'Unable to process the URL. Please check the link and try again.'.
 */
export function importFailureText(err: unknown): string {
  const status = err instanceof Error ? /^(\d{3}): /.exec(err.message)?.[1] : undefined;
  const message = errorMessage(err);
  if (!status) return message === "Network error. Please try again." ? message : URL_IMPORT_FAILED;
  return status.startsWith("4") && message && status !== "404" ? message : URL_IMPORT_FAILED;
}

/**
 * The From URL tab's mutation: refreshes the recipe lists and toasts 'Recipe imported' (or
 * 'Already in your recipes'); failures toast SPEC §8 'Failed to add recipe' with the server's text,
 * or the SPEC default 'Unable to process the URL. Please check the link and try again.'.
 */
export function useImportRecipeFromUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRecipeFromUrl,
    onSuccess: ({ recipe, created }) => {
      queryClient.setQueryData(recipesKeys.detail(recipe.id), recipe);
      void queryClient.invalidateQueries({ queryKey: recipesKeys.all });
      toast({ title: created ? "Recipe imported" : "Already in your recipes", description: recipe.title });
    },
    onError: (err) => toast({ title: "Failed to add recipe", description: importFailureText(err), variant: "destructive" }),
  });
}
