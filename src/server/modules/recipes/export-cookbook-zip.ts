/**
 * The household's recipes as a zip in the Nextcloud Cookbook folder layout: one folder per recipe,
 * `Recipes/<name>/recipe.json` (the schema.org Recipe of export-jsonld.ts) and, when the recipe has
 * a stored picture, `Recipes/<name>/full.jpg`. It is the one bulk form all three apps read with
 * pictures: Mealie's "Nextcloud Cookbook" migration (a zip of folders, each with a *.json and a
 * full.* image), Tandoor's "Nextcloud Cookbook" import (every *.json in the zip; the picture at
 * "…/<recipe name>/full.jpg" under a parent folder) and Nextcloud Cookbook itself (unpack into the
 * recipe folder of Nextcloud Files and rescan).
 */
import type { Storage } from "../../kernel/ports/storage";
import { openImage } from "../../lib/image-file";
import { parseOwnImagePath } from "../../lib/image-path";
import type { ZipEntry } from "../../lib/zip-writer";
import { toSchemaRecipe } from "./export-jsonld";
import { slicer } from "./export-slicing";
import type { RecipeRow } from "./repository";

/** The top folder of the archive (Tandoor looks for pictures below a parent folder). */
export const COOKBOOK_ROOT = "Recipes";
/** Longest folder name, characters (well inside every file system's 255-byte limit). */
const MAX_FOLDER_CHARS = 100;
/** JPEG quality of full.jpg (sharp's 1–100 scale). */
const JPEG_QUALITY = 85;

/**
 * A recipe title as a folder name: characters that Windows, macOS or Nextcloud refuse in a name
 * (/ \ : * ? " < > | and control characters) become "-", blanks collapse, leading and trailing
 * dots and blanks go, at most MAX_FOLDER_CHARS characters; "Recipe" when nothing is left.
 * Example: "Salt/Pepper Steak: quick" → "Salt-Pepper Steak- quick".
 */
export function folderName(title: string): string {
  const cleaned = title
    // eslint-disable-next-line no-control-regex
    .replace(/[/\\:*?"<>|\u0000-\u001f\u007f]/g, "-")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  return [...cleaned].slice(0, MAX_FOLDER_CHARS).join("").trim() || "Recipe";
}

/**
 * What makes two names one for the apps: Mealie keys recipes by a slug (letters and digits, accents
 * dropped, lower case), macOS and Windows ignore letter case. "Crème Brûlée!" → "cremebrulee".
 */
function nameKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/**
 * One folder name per recipe, in order: the title's folder name, and " 2", " 3"… for a later
 * recipe whose name the apps would take for an earlier one's (nameKey), since Mealie and Tandoor
 * keep only one recipe per name and a file system one folder.
 */
export function uniqueFolderNames(titles: readonly string[]): string[] {
  const used = new Set<string>();
  return titles.map((t) => {
    const base = folderName(t);
    let name = base;
    for (let n = 2; used.has(nameKey(name)); n++) name = `${base} ${n}`;
    used.add(nameKey(name));
    return name;
  });
}

/** The recipe's stored picture as JPEG bytes, or null (none, a placeholder, outside, unreadable). */
async function pictureJpeg(storage: Storage, row: RecipeRow): Promise<Buffer | null> {
  const own = row.imageUrl ? parseOwnImagePath(row.imageUrl) : null;
  if (own?.kind !== "stored" || own.householdId !== row.householdId.toLowerCase()) return null;
  const obj = await storage.get(`recipe-images/${own.householdId}/${own.imageId}.webp`);
  if (!obj) return null;
  try {
    return await (await openImage(obj.bytes)).jpeg({ quality: JPEG_QUALITY }).toBuffer();
  } catch {
    return null;
  }
}

/**
 * The archive's entries for `rows`, one recipe at a time: pictures are read and re-encoded (off
 * the event loop, by sharp) as the stream asks for them, and the JSON is built in slices
 * (export-slicing.ts). In recipe.json the name is the folder name, so Tandoor finds the picture
 * by it. Input: rows, storage, PUBLIC_URL. Output: zip entries (JSON deflated, JPEG stored).
 */
export async function* cookbookEntries(rows: readonly RecipeRow[], storage: Storage, publicUrl: string): AsyncGenerator<ZipEntry> {
  const folders = uniqueFolderNames(rows.map((r) => r.title));
  const clock = slicer();
  for (const [i, row] of rows.entries()) {
    const dir = `${COOKBOOK_ROOT}/${folders[i]}`;
    const recipe = { ...(await toSchemaRecipe(row, publicUrl, clock)), name: folders[i] };
    yield { name: `${dir}/recipe.json`, bytes: Buffer.from(JSON.stringify(recipe, null, 2)), modified: row.updatedAt };
    const jpeg = await pictureJpeg(storage, row);
    if (jpeg) yield { name: `${dir}/full.jpg`, bytes: jpeg, store: true, modified: row.updatedAt };
  }
}
