import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { RuleIssue } from "../../../../shared/domain/recipe-rules";
import type { manualRecipeBodySchema, Recipe } from "../../../../shared/schemas/recipes";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { recipesKeys } from "../../../lib/query-keys";
import { toast } from "../../../components/ui/use-toast";

type ManualRecipeBody = z.input<typeof manualRecipeBodySchema>;

/** POST /api/recipes/manual {recipe} (SPEC §3 manual-create payload) → 201 Recipe. */
export function createManualRecipe(recipe: ManualRecipeBody["recipe"]): Promise<Recipe> {
  return requestJson<Recipe>("POST", "/api/recipes/manual", { recipe } satisfies ManualRecipeBody);
}

/**
 * The issues of a 400 answer `{error, issues: [{path, message}]}`, or [] when the error carries
 * none (other statuses, network errors, non-JSON bodies).
 */
export function issuesOf(err: unknown): RuleIssue[] {
  if (!(err instanceof Error)) return [];
  const body = /^\d{3}: ([\s\S]*)$/.exec(err.message)?.[1];
  if (!body) return [];
  try {
    const parsed = JSON.parse(body) as { issues?: unknown };
    if (!Array.isArray(parsed.issues)) return [];
    return parsed.issues.filter(
      (i): i is RuleIssue => typeof i === "object" && i !== null && typeof i.path === "string" && typeof i.message === "string",
    );
  } catch {
    return [];
  }
}

/**
 * The Create Manually tab's mutation: refreshes the recipe lists and toasts 'Recipe created';
 * failures toast SPEC §8 'Failed to create recipe' with the server's text (the form shows the
 * listed issues next to their fields).
 */
export function useCreateManualRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualRecipe,
    onSuccess: (recipe) => {
      queryClient.setQueryData(recipesKeys.detail(recipe.id), recipe);
      void queryClient.invalidateQueries({ queryKey: recipesKeys.all });
      toast({ title: "Recipe created", description: recipe.title });
    },
    onError: (err) => toast({ title: "Failed to create recipe", description: errorMessage(err), variant: "destructive" }),
  });
}
