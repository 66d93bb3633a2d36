import { FileJson, FolderArchive } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { useExportRecipes } from "../api/export-recipes";

/**
 * Settings → data: the household's recipes for other apps (issue 21 item 6). 'Export recipes'
 * downloads the zip that Mealie, Tandoor and Nextcloud Cookbook all import with pictures;
 * 'Export as JSON-LD' the schema.org file (one Recipe each) for any app that reads it.
 */
export function RecipeExportCard() {
  const exportRecipes = useExportRecipes();
  const busy = exportRecipes.isPending ? exportRecipes.variables : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Recipes for other apps</CardTitle>
        <CardDescription>
          Take your household's recipes, with their pictures, to Mealie (Data migrations → Nextcloud Cookbook), Tandoor (Import → Nextcloud
          Cookbook) or Nextcloud Cookbook (unpack the folders into your recipe folder). The JSON-LD file holds the same recipes as
          schema.org data, without pictures.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" disabled={exportRecipes.isPending} onClick={() => exportRecipes.mutate("cookbook-zip")}>
          <FolderArchive aria-hidden="true" />
          {busy === "cookbook-zip" ? "Exporting..." : "Export recipes"}
        </Button>
        <Button variant="outline" disabled={exportRecipes.isPending} onClick={() => exportRecipes.mutate("jsonld")}>
          <FileJson aria-hidden="true" />
          {busy === "jsonld" ? "Exporting..." : "Export as JSON-LD"}
        </Button>
      </CardContent>
    </Card>
  );
}
