import { useMutation } from "@tanstack/react-query";
import type { AiRecipeIdea } from "../../../../shared/schemas/ai";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";
import { useIdeasStore } from "../hooks/use-ideas-store";

/** POST /api/ai/recipe-ideas {variant} — a new variant number asks for a different set. */
export function useGenerateRecipeIdeas() {
  const setIdeas = useIdeasStore((s) => s.setIdeas);
  return useMutation({
    mutationFn: async (variant: number) => {
      const res = await requestJson<{ recipes: AiRecipeIdea[] }>("POST", "/api/ai/recipe-ideas", { variant });
      return { recipes: res.recipes ?? [], variant };
    },
    onSuccess: ({ recipes, variant }) => setIdeas(recipes, variant),
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}
