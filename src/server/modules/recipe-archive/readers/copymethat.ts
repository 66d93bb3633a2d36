/**
 * Copy Me That (https://www.copymethat.com) exports: a zip with `recipes.html` and `images/`.
 * Layout from the export files: one `<div class="recipe">` per recipe with `#name`,
 * `#description`, `#original_link` (href), `img.recipeImage` (src: a file of the zip),
 * `.recipeCategory` tags, `#ratingValue` (of 5), `#recipeYield`, `#recipeIngredients` with
 * `.recipeIngredient` lines and `.recipeIngredient_subheader` group headings,
 * `#recipeInstructions` with `.instruction` steps and `.instruction_subheader` headings, and
 * `#recipeNotes .recipeNote`. The page is HTML: every text is taken as plain text (tags dropped,
 * a script is only text).
 */
import { load, type Cheerio, type CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import type { DraftIngredient, DraftStep } from "../../../../shared/schemas/recipe-draft";
import { baseName, dirName, extension, findFile, type ArchiveFile } from "../files";
import { ingredientLine, newRecipe, plain, ratingOf, webUrl } from "../draft";
import type { ArchiveReader, ArchiveRecipe, ReadContext } from "../types";

/** An element's text as one line (whitespace collapsed). */
const textOf = (el: Cheerio<Element>): string | null => plain(el.text().replace(/\s+/g, " "));

function ingredientsOf($: CheerioAPI, root: Cheerio<Element>): DraftIngredient[] {
  const out: DraftIngredient[] = [];
  let section: string | null = null;
  root.find("#recipeIngredients li, #recipeIngredients .recipeIngredient_subheader").each((_, node) => {
    const el = $(node);
    const text = textOf(el);
    if (!text) return;
    if (el.hasClass("recipeIngredient_subheader")) section = text.replace(/:$/, "");
    else if (el.hasClass("recipeIngredient")) {
      const item = ingredientLine(text, section);
      if (item) out.push(item);
    }
  });
  return out;
}

function stepsOf($: CheerioAPI, root: Cheerio<Element>): DraftStep[] {
  const out: DraftStep[] = [];
  let section: string | null = null;
  root.find("#recipeInstructions li, #recipeInstructions .instruction_subheader").each((_, node) => {
    const el = $(node);
    const text = textOf(el);
    if (!text) return;
    if (el.hasClass("instruction_subheader")) section = text.replace(/:$/, "");
    else out.push({ text, section });
  });
  return out;
}

/** Every recipe of a Copy Me That `recipes.html`; pictures from `files` next to it. */
export async function copyMeThatRecipes(
  html: string,
  file: ArchiveFile,
  files: readonly ArchiveFile[],
  ctx: ReadContext,
): Promise<ArchiveRecipe[]> {
  const $ = load(html);
  const out: ArchiveRecipe[] = [];
  for (const node of $("div.recipe").toArray()) {
    await ctx.tick();
    const root = $(node);
    const src = root.find("img.recipeImage").attr("src") ?? null;
    const notes = root
      .find("#recipeNotes .recipeNote, #recipeIngredients .recipeIngredient_note")
      .toArray()
      .map((n) => textOf($(n)))
      .filter((n) => n);
    const rating = textOf(root.find("#ratingValue").first());
    const recipe = newRecipe({
      title: textOf(root.find("#name").first()) ?? "",
      description: textOf(root.find("#description").first()),
      ingredients: ingredientsOf($, root),
      steps: stepsOf($, root),
      yields: textOf(root.find("#recipeYield").first()),
      sourceUrl: webUrl(root.find("#original_link").attr("href")),
      tags: root
        .find(".recipeCategory")
        .toArray()
        .map((n) => textOf($(n)) ?? ""),
      rating: ratingOf(rating),
      notes: notes.join("\n\n") || null,
      imageUrl: webUrl(src),
    });
    if (src && !webUrl(src))
      recipe.image = await ctx.image(findFile(files, `${dirName(file.name)}${src}`) ?? findFile(files, baseName(src)));
    out.push(recipe);
  }
  return out;
}

const pages = (files: readonly ArchiveFile[]): ArchiveFile[] =>
  files.filter((f) => ["html", "htm"].includes(extension(f.name)) || files.length === 1);

/** Copy Me That's page: its meta marker, or recipe blocks with its ingredient list ids. */
const looksLikeCopyMeThat = (html: string): boolean =>
  /copymethat/i.test(html) || (/class\s*=\s*"recipe"/.test(html) && /id\s*=\s*"recipeIngredients"/.test(html));

export const copyMeThatReader: ArchiveReader = {
  format: "copymethat",
  async detect(files, ctx) {
    const page = files.find((f) => baseName(f.name).toLowerCase() === "recipes.html") ?? pages(files)[0];
    const html = page ? await ctx.text(page, true) : null;
    return html !== null && looksLikeCopyMeThat(html);
  },
  async read(files, ctx) {
    const out: ArchiveRecipe[] = [];
    for (const page of pages(files)) {
      const html = await ctx.text(page);
      if (html !== null && looksLikeCopyMeThat(html)) out.push(...(await copyMeThatRecipes(html, page, files, ctx)));
    }
    return out;
  },
};
