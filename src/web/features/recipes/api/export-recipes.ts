import { useMutation } from "@tanstack/react-query";
import { apiRequest, errorMessage } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";

/** The two downloads of the recipe export: the Nextcloud Cookbook zip with pictures, or the JSON-LD file. */
export type RecipeExportFormat = "cookbook-zip" | "jsonld";

/** Where each format is served and the name it is saved under when the server names none. */
export const RECIPE_EXPORTS: Record<RecipeExportFormat, { path: string; fallbackName: string }> = {
  "cookbook-zip": { path: "/api/recipes/export.zip", fallbackName: "recipes-nextcloud-cookbook.zip" },
  jsonld: { path: "/api/recipes/export.jsonld", fallbackName: "recipes.json" },
};

/** The file name of a Content-Disposition header ('attachment; filename="x.zip"'), or null. */
export function dispositionFileName(header: string | null): string | null {
  const m = header ? /filename="([^"]+)"/i.exec(header) : null;
  return m ? m[1] : null;
}

/**
 * GET /api/recipes/export.zip or export.jsonld (signed-in; the household's recipes), saved by the
 * browser under the server's file name. Failure: an 'Error' toast with the message.
 */
export function useExportRecipes() {
  return useMutation({
    mutationFn: async (format: RecipeExportFormat) => {
      const { path, fallbackName } = RECIPE_EXPORTS[format];
      const res = await apiRequest("GET", path);
      const name = dispositionFileName(res.headers.get("content-disposition")) ?? fallbackName;
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement("a");
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return name;
    },
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}
