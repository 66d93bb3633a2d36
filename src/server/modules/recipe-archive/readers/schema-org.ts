/**
 * Any schema.org Recipe data (https://schema.org/Recipe): `.json`/`.jsonld` files holding one
 * Recipe, a list of them or an `@graph`, and saved `.html` pages with `<script
 * type="application/ld+json">` blocks; one file or a zip of many. A Recipe's `image` that names a
 * file in the archive (a relative path) is taken from it; a web address is kept as `imageUrl`.
 */
import { load } from "cheerio";
import { dirName, extension, findFile, stem, type ArchiveFile } from "../files";
import { plain } from "../draft";
import type { ArchiveReader, ArchiveRecipe, ReadContext } from "../types";
import { findSchemaRecipes, schemaRecipe } from "./schema-recipe";

const JSON_EXT = ["json", "jsonld"];
const HTML_EXT = ["html", "htm"];

/** Files that may hold schema.org data: by extension, or the one uploaded file whatever its name. */
const candidates = (files: readonly ArchiveFile[]): ArchiveFile[] =>
  files.length === 1 ? [...files] : files.filter((f) => [...JSON_EXT, ...HTML_EXT].includes(extension(f.name)));

/**
 * What detection parsed, kept for the read that follows, so one big JSON file (a schema.org
 * array of tens of MB) is parsed once, not twice. Weak: gone with the read's files.
 */
const parsedByDetect = new WeakMap<ArchiveFile, unknown[]>();

/** The parsed JSON values of a file: the file itself when it is JSON, else its ld+json blocks. */
async function jsonValues(file: ArchiveFile, ctx: ReadContext, quiet: boolean): Promise<unknown[]> {
  const kept = parsedByDetect.get(file);
  if (kept) {
    parsedByDetect.delete(file);
    return kept;
  }
  const text = await ctx.text(file, quiet);
  if (text === null) return [];
  const start = text.trimStart()[0];
  if (start === "{" || start === "[") {
    try {
      const values = [JSON.parse(text)];
      if (quiet) parsedByDetect.set(file, values);
      return values;
    } catch {
      if (!quiet) ctx.skip(file.name, "The file is not valid JSON.");
      return [];
    }
  }
  if (!/application\/ld\+json/i.test(text)) return [];
  const $ = load(text);
  return $('script[type="application/ld+json" i]')
    .toArray()
    .flatMap((el) => {
      try {
        return [JSON.parse($(el).text())];
      } catch {
        return [];
      }
    });
}

/** A Recipe's `image` as a file of the archive (relative path next to the JSON), or null. */
function imageFile(files: readonly ArchiveFile[], from: ArchiveFile, image: unknown): ArchiveFile | null {
  const name = plain(Array.isArray(image) ? image[0] : image);
  if (!name || /^[a-z][a-z0-9+.-]*:/i.test(name)) return null;
  return findFile(files, `${dirName(from.name)}${name.replace(/^\.\//, "")}`) ?? findFile(files, name);
}

export const schemaOrgReader: ArchiveReader = {
  format: "schema-org",
  async detect(files, ctx) {
    for (const file of candidates(files).slice(0, 5)) {
      if ((await jsonValues(file, ctx, true)).some((v) => findSchemaRecipes(v).length > 0)) return true;
    }
    return false;
  },
  async read(files, ctx) {
    const out: ArchiveRecipe[] = [];
    for (const file of candidates(files)) {
      const found = (await jsonValues(file, ctx, false)).flatMap((v) => findSchemaRecipes(v));
      for (const node of found) {
        await ctx.tick();
        const recipe = schemaRecipe(node, found.length === 1 ? stem(file.name) : "");
        recipe.image = await ctx.image(imageFile(files, file, node.image));
        out.push(recipe);
      }
    }
    return out;
  },
};
