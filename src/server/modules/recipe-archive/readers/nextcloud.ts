/**
 * Nextcloud Cookbook (https://apps.nextcloud.com/apps/cookbook): a zip of the Recipes folder, one
 * folder per recipe with a schema.org `recipe.json` and its pictures `full.jpg`, `thumb.jpg`,
 * `thumb16.jpg` (layout from the export files and the app's README). The JSON is read by
 * schema-recipe.ts; the picture is `full.*`, else the largest other picture in the folder.
 */
import { baseName, dirName, isImageName, stem, type ArchiveFile } from "../files";
import type { ArchiveReader, ArchiveRecipe } from "../types";
import { isSchemaRecipe, schemaRecipe } from "./schema-recipe";

const recipeFiles = (files: readonly ArchiveFile[]): ArchiveFile[] => files.filter((f) => baseName(f.name).toLowerCase() === "recipe.json");

/** The folder's picture: `full.*` first, then the largest picture that is not a thumbnail. */
function pictureOf(files: readonly ArchiveFile[], folder: string): ArchiveFile | null {
  const images = files.filter((f) => dirName(f.name) === folder && isImageName(f.name));
  const full = images.find((f) => stem(f.name).toLowerCase() === "full");
  return full ?? images.filter((f) => !stem(f.name).toLowerCase().startsWith("thumb")).sort((a, b) => b.size - a.size)[0] ?? null;
}

export const nextcloudReader: ArchiveReader = {
  format: "nextcloud",
  async detect(files, ctx) {
    for (const file of recipeFiles(files).slice(0, 3)) {
      if (isSchemaRecipe(await ctx.json(file, true))) return true;
    }
    return false;
  },
  async read(files, ctx) {
    const out: ArchiveRecipe[] = [];
    for (const file of recipeFiles(files)) {
      await ctx.tick();
      const json = await ctx.json(file);
      if (json === null) continue;
      if (!isSchemaRecipe(json)) {
        ctx.skip(file.name, "recipe.json is not a schema.org Recipe.");
        continue;
      }
      const folder = dirName(file.name);
      const recipe = schemaRecipe(json, baseName(folder.slice(0, -1)) || stem(file.name));
      recipe.image = await ctx.image(pictureOf(files, folder));
      out.push(recipe);
    }
    return out;
  },
};
