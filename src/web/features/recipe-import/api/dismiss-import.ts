import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { recipesKeys } from "../../../lib/query-keys";
import { recipeImportKeys } from "./recipe-import-keys";

/**
 * DELETE /api/recipes/import-archive/:importId → 204: "Done" on a summary dismisses it, "Cancel"
 * on a preview discards it; recipes already imported stay. Afterwards the import list and the
 * recipes are fetched again (new recipes appear on the Recipes screen).
 */
export function useDismissImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (importId: string) => {
      await apiRequest("DELETE", `/api/recipes/import-archive/${importId}`);
      return importId;
    },
    onSuccess: (importId) => {
      client.removeQueries({ queryKey: recipeImportKeys.detail(importId), exact: true });
      void client.invalidateQueries({ queryKey: recipeImportKeys.list, exact: true });
      void client.invalidateQueries({ queryKey: recipesKeys.all });
    },
  });
}
