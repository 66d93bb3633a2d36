import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { RecipeIdeasResponse, recipeIdeasRequestSchema } from "../../../../shared/schemas/ai";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";
import { useIdeasStore } from "../hooks/use-ideas-store";

type RecipeIdeasBody = z.input<typeof recipeIdeasRequestSchema>;

/** POST /api/ai/recipe-ideas {variant} — a new variant number asks for a different set; the answer says which engine wrote it. */
export function useGenerateRecipeIdeas() {
  const setIdeas = useIdeasStore((s) => s.setIdeas);
  return useMutation({
    mutationFn: async (variant: number) => {
      const res = await requestJson<Partial<RecipeIdeasResponse>>("POST", "/api/ai/recipe-ideas", { variant } satisfies RecipeIdeasBody);
      const source = res.engine ? { engine: res.engine, model: res.model, localFill: res.localFill } : null;
      return { recipes: res.recipes ?? [], variant, source };
    },
    onSuccess: ({ recipes, variant, source }) => setIdeas(recipes, variant, source),
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}
