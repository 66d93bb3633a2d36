/** Query keys of the archive import (issue 21 item 2): GET /api/recipes/import-archive and …/:importId. */
export const recipeImportKeys = {
  list: ["/api/recipes/import-archive"] as const,
  detail: (importId: string) => ["/api/recipes/import-archive", importId] as const,
};
