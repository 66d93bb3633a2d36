/**
 * Chowdown (https://github.com/clarklab/chowdown), a Jekyll recipe site: a zip of the site with
 * one Markdown file per recipe in `_recipes/`, each opening with YAML front matter (`title`,
 * `image` (a file in `images/`), `tags` (a list or comma-separated), `ingredients` and `directions`
 * (lists; an item may be a `{heading: [lines]}` map), and optionally `yield`/`servings`,
 * `prep`/`cook`/`time`, `source`), then free Markdown, read as the description. Layout from the
 * site files; front matter read by front-matter.ts.
 */
import type { DraftIngredient, DraftStep } from "../../../../shared/schemas/recipe-draft";
import { durationToMinutes } from "../../../../shared/domain/recipe-duration";
import { baseName, extension, findFile, stem, type ArchiveFile } from "../files";
import { ingredientsFromLines, newRecipe, plain, stepsFromLines, tagsOf, webUrl } from "../draft";
import { frontMatter } from "../front-matter";
import type { ArchiveReader, ArchiveRecipe, ReadContext } from "../types";

type Json = Record<string, unknown>;

/** A front-matter list: strings, or `{heading: [items]}` maps whose key groups their items. */
function grouped<T>(value: unknown, read: (lines: string[], section: string | null) => T[]): T[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split("\n") : [];
  const out: T[] = [];
  let run: string[] = [];
  const flush = (): void => {
    out.push(...read(run, null));
    run = [];
  };
  for (const item of items) {
    if (typeof item === "string" || typeof item === "number") run.push(String(item));
    else if (item && typeof item === "object") {
      flush();
      for (const [heading, lines] of Object.entries(item as Json)) {
        out.push(
          ...read(
            (Array.isArray(lines) ? lines : [lines]).map((l) => String(l ?? "")),
            heading,
          ),
        );
      }
    }
  }
  flush();
  return out;
}

/** One Chowdown Markdown file → ArchiveRecipe, or null when it has no front matter. */
export async function chowdownRecipe(file: ArchiveFile, files: readonly ArchiveFile[], ctx: ReadContext): Promise<ArchiveRecipe | null> {
  const text = await ctx.text(file);
  const parsed = text === null ? null : frontMatter(text);
  if (!parsed) {
    if (text !== null) ctx.skip(file.name, "The Markdown file has no YAML front matter.");
    return null;
  }
  const d = parsed.data;
  const ingredients: DraftIngredient[] = grouped(d.ingredients, ingredientsFromLines);
  const steps: DraftStep[] = grouped(d.directions ?? d.instructions, stepsFromLines);
  const image = plain(d.image);
  const recipe = newRecipe({
    title: plain(d.title) ?? stem(file.name),
    description: plain(parsed.body),
    ingredients,
    steps,
    yields: plain(d.yield ?? d.servings),
    prepMin: durationToMinutes(d.prep ?? d.prepTime),
    cookMin: durationToMinutes(d.cook ?? d.cookTime),
    totalMin: durationToMinutes(d.time ?? d.totalTime),
    sourceUrl: webUrl(d.source ?? d.link ?? d.url),
    tags: tagsOf(d.tags, d.categories),
    imageUrl: webUrl(image),
  });
  if (image && !webUrl(image))
    recipe.image = await ctx.image(findFile(files, `images/${baseName(image)}`) ?? findFile(files, baseName(image)));
  return recipe;
}

const recipeFiles = (files: readonly ArchiveFile[]): ArchiveFile[] => files.filter((f) => ["md", "markdown"].includes(extension(f.name)));

export const chowdownReader: ArchiveReader = {
  format: "chowdown",
  async detect(files, ctx) {
    const md = recipeFiles(files);
    if (md.some((f) => f.name.includes("_recipes/"))) return true;
    if (md.length === 0 && files.length !== 1) return false;
    const text = await ctx.text(md[0] ?? files[0], true);
    const data = text === null ? null : frontMatter(text);
    return data !== null && ("ingredients" in data.data || "directions" in data.data);
  },
  async read(files, ctx) {
    const md = recipeFiles(files);
    const inRecipes = md.filter((f) => f.name.includes("_recipes/"));
    const out: ArchiveRecipe[] = [];
    for (const file of inRecipes.length > 0 ? inRecipes : md.length > 0 ? md : [...files]) {
      await ctx.tick();
      const recipe = await chowdownRecipe(file, files, ctx);
      if (recipe) out.push(recipe);
    }
    return out;
  },
};
