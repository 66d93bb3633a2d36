/**
 * Paprika 3 (https://www.paprikaapp.com). Layout, from its export files: `Export.paprikarecipes`
 * is a zip of `<name>.paprikarecipe` files; each is one recipe as gzip-compressed JSON with text
 * fields `name`, `ingredients` and `directions` (one item per line, group headings as lines
 * ending in ":"), `servings`, `prep_time`/`cook_time`/`total_time` ("30 minutes"), `notes`,
 * `nutritional_info`, `description`, `source`, `source_url`, `image_url`, `categories` (a list),
 * `rating` (0–5, 0 = unrated) and the photo as base64 in `photo_data` (file name in `photo`).
 * Accepted as the `.paprikarecipes` zip, a zip of a folder of `.paprikarecipe` files, or one file.
 */
import { gunzipSync } from "node:zlib";
import { durationToMinutes } from "../../../../shared/domain/recipe-duration";
import { extension, isGzipBytes, isZipBytes, stem, type ArchiveFile } from "../files";
import { megabytes } from "../limits";
import { htmlText, ingredientsFromLines, linesOf, newRecipe, plain, ratingOf, stepsFromLines, tagsOf, webUrl } from "../draft";
import { nutritionFromText } from "../../../../shared/domain/declared-nutrition";
import type { ArchiveReader, ArchiveRecipe, ReadContext } from "../types";

const isPaprikaName = (name: string): boolean => ["paprikarecipe", "paprikarecipes"].includes(extension(name));

/** The JSON of one `.paprikarecipe`: gunzipped with an output cap (limits.maxTextBytes), or as is. */
async function recipeJson(file: ArchiveFile, ctx: ReadContext): Promise<Record<string, unknown> | null> {
  const bytes = await file.read();
  let text: string;
  try {
    text = (isGzipBytes(bytes) ? gunzipSync(bytes, { maxOutputLength: ctx.limits.maxTextBytes }) : bytes).toString("utf8");
  } catch (err) {
    const tooLarge = err instanceof RangeError || (err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE";
    ctx.skip(
      file.name,
      tooLarge
        ? `The recipe is larger than ${megabytes(ctx.limits.maxTextBytes)} when unpacked.`
        : "The recipe file is damaged (not gzip).",
    );
    return null;
  }
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  ctx.skip(file.name, "The recipe file is not Paprika JSON.");
  return null;
}

function photoOf(r: Record<string, unknown>, file: ArchiveFile, ctx: ReadContext): ArchiveRecipe["image"] {
  const data = typeof r.photo_data === "string" ? r.photo_data : "";
  if (data === "") return null;
  const name = plain(r.photo) ?? `${stem(file.name)}.jpg`;
  if (data.length * 0.75 > ctx.limits.maxImageBytes) {
    ctx.skip(name, `The picture is larger than ${megabytes(ctx.limits.maxImageBytes)}; the recipe was kept without it.`);
    return null;
  }
  return ctx.imageBytes(Buffer.from(data, "base64"), name);
}

/** One Paprika recipe object → ArchiveRecipe (title from the file name when `name` is empty). */
export function paprikaRecipe(r: Record<string, unknown>, file: ArchiveFile, ctx: ReadContext): ArchiveRecipe {
  const source = plain(r.source);
  const notes = [
    plain(r.notes),
    source && !webUrl(source) ? `Source: ${source}` : null,
    plain(r.difficulty) ? `Difficulty: ${plain(r.difficulty)}` : null,
  ];
  return newRecipe({
    title: plain(r.name) ?? stem(file.name),
    description: htmlText(r.description),
    ingredients: ingredientsFromLines(linesOf(plain(r.ingredients))),
    steps: stepsFromLines(linesOf(plain(r.directions))),
    yields: plain(r.servings),
    prepMin: durationToMinutes(r.prep_time),
    cookMin: durationToMinutes(r.cook_time),
    totalMin: durationToMinutes(r.total_time),
    sourceUrl: webUrl(r.source_url) ?? webUrl(source),
    tags: tagsOf(r.categories),
    rating: ratingOf(r.rating),
    notes: notes.filter((n) => n !== null).join("\n\n") || null,
    declaredNutrition: nutritionFromText(r.nutritional_info),
    image: photoOf(r, file, ctx),
    imageUrl: webUrl(r.image_url),
  });
}

async function readFiles(files: readonly ArchiveFile[], ctx: ReadContext, out: ArchiveRecipe[]): Promise<void> {
  for (const file of files) {
    if (extension(file.name) === "paprikarecipes" || (files.length === 1 && isZipBytes(await file.read()))) {
      await readFiles(await ctx.openZip(file), ctx, out);
      continue;
    }
    if (!isPaprikaName(file.name) && files.length > 1) continue;
    await ctx.tick();
    const json = await recipeJson(file, ctx);
    if (json) out.push(paprikaRecipe(json, file, ctx));
  }
}

export const paprikaReader: ArchiveReader = {
  format: "paprika",
  async detect(files, ctx) {
    if (files.some((f) => isPaprikaName(f.name))) return true;
    if (files.length !== 1 || !isGzipBytes(await files[0].read())) return false;
    const json = await recipeJson(files[0], { ...ctx, skip: () => undefined });
    return json !== null && typeof json.directions === "string" && typeof json.ingredients === "string";
  },
  async read(files, ctx) {
    const out: ArchiveRecipe[] = [];
    await readFiles(files, ctx, out);
    return out;
  },
};
