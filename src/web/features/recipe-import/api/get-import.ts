import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ImportProgress } from "../../../../shared/schemas/recipe-imports";
import { getJson } from "../../../lib/api-client";
import { recipeImportKeys } from "./recipe-import-keys";

/** How often a running import's progress is asked for, ms. */
export const IMPORT_POLL_MS = 1000;

/**
 * GET /api/recipes/import-archive/:importId: the preview, progress and, once done, the summary.
 * Polled every IMPORT_POLL_MS while the import runs (also in a background tab, so it is current
 * on return); not polled in preview or once finished.
 */
export const importQuery = (importId: string) =>
  queryOptions({
    queryKey: recipeImportKeys.detail(importId),
    queryFn: () => getJson<ImportProgress>(`/api/recipes/import-archive/${importId}`),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === "running" ? IMPORT_POLL_MS : false),
    refetchIntervalInBackground: true,
  });

export function useImport(importId: string | null) {
  return useQuery({ ...importQuery(importId ?? ""), enabled: importId !== null });
}
