import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ImportList } from "../../../../shared/schemas/recipe-imports";
import { getJson } from "../../../lib/api-client";
import { recipeImportKeys } from "./recipe-import-keys";

/**
 * GET /api/recipes/import-archive: the household's imports not dismissed yet (preview, running,
 * done, failed), newest first, so Settings can resume showing one after the page was left.
 * Always fetched fresh on mount (staleTime 0): another member may have started one.
 */
export const importListQuery = () =>
  queryOptions({
    queryKey: recipeImportKeys.list,
    queryFn: () => getJson<ImportList>("/api/recipes/import-archive"),
    staleTime: 0,
  });

export function useImportList() {
  return useQuery(importListQuery());
}

/**
 * Which import to show from the list: a running one first (its progress), else the newest
 * (a summary not dismissed, or a preview not started). Null when there is none.
 */
export function importToResume(list: ImportList | undefined): string | null {
  if (!list || list.imports.length === 0) return null;
  return (list.imports.find((i) => i.status === "running") ?? list.imports[0]).importId;
}
