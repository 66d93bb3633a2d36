import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportProgress } from "../../../../shared/schemas/recipe-imports";
import { requestJson } from "../../../lib/api-client";
import { recipeImportKeys } from "./recipe-import-keys";

/**
 * POST /api/recipes/import-archive/:importId/start {indices} → 202 progress: imports the ticked
 * recipes (preview indices) in the background. The answer seeds the progress query, which then
 * polls. Errors (409 already started, 400 unknown index) are shown by the caller.
 */
export function useStartImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ importId, indices }: { importId: string; indices: number[] }) =>
      requestJson<ImportProgress>("POST", `/api/recipes/import-archive/${importId}/start`, { indices }),
    onSuccess: (progress) => {
      client.setQueryData(recipeImportKeys.detail(progress.importId), progress);
      void client.invalidateQueries({ queryKey: recipeImportKeys.list, exact: true });
    },
  });
}
