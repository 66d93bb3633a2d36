/**
 * The files of an archive as the readers see them: a flat list of paths with lazy contents, the
 * same for a zip (zip.ts), a zip inside a zip, and a single uploaded file. Nothing is ever
 * written to disk: names are only compared, never opened.
 */

/** One file: `name` is its path inside the archive ("My Recipes/Soup.paprikarecipe"); `size` in bytes. */
export interface ArchiveFile {
  name: string;
  size: number;
  /** Zip nesting depth of the archive holding it: 0 for the entries of the uploaded zip (and for a single uploaded file), 1 inside a zip in it … */
  depth: number;
  read(): Promise<Buffer>;
}

/** The file name after the last "/" ("a/b/recipe.json" → "recipe.json"). */
export const baseName = (path: string): string => path.slice(path.lastIndexOf("/") + 1);

/** The folder part with its trailing "/" ("a/b/recipe.json" → "a/b/"; "x.json" → ""). */
export const dirName = (path: string): string => path.slice(0, path.lastIndexOf("/") + 1);

/** The lower-case extension without the dot ("Soup.PaprikaRecipe" → "paprikarecipe"; none → ""). */
export function extension(path: string): string {
  const base = baseName(path);
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/** The file name without its extension ("Dinner/Garlic Shrimp.cook" → "Garlic Shrimp"). */
export function stem(path: string): string {
  const base = baseName(path);
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(0, dot) : base;
}

/**
 * Files that are never recipes: macOS resource forks and Finder files (`__MACOSX/…`, `._x`,
 * `.DS_Store`), Windows `Thumbs.db`, and other dot-files.
 */
export function isJunk(path: string): boolean {
  const base = baseName(path);
  return path.startsWith("__MACOSX/") || path.includes("/__MACOSX/") || base.startsWith(".") || base === "Thumbs.db";
}

/** The first bytes name a zip ("PK\3\4", or "PK\5\6" for an empty one). */
export const isZipBytes = (b: Buffer): boolean =>
  b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && (b[2] === 3 || b[2] === 5) && (b[3] === 4 || b[3] === 6);

/** The first bytes name a gzip stream (RFC 1952 magic 1f 8b). */
export const isGzipBytes = (b: Buffer): boolean => b.length >= 2 && b[0] === 0x1f && b[1] === 0x8b;

const UTF8 = new TextDecoder("utf-8", { fatal: true });
const WINDOWS_1252 = new TextDecoder("windows-1252");

/**
 * Bytes → text: UTF-8 (a byte-order mark dropped), or Windows-1252 when the bytes are not valid
 * UTF-8 (CSV exports saved by Excel on Windows). Never throws.
 */
export function decodeText(bytes: Buffer): string {
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    text = WINDOWS_1252.decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The one file at `path`, or else the one whose path ends with "/" + `path`, compared without
 * regard to case; null when there is none.
 */
export function findFile(files: readonly ArchiveFile[], path: string): ArchiveFile | null {
  const want = path.toLowerCase().replace(/^\.?\//, "");
  return files.find((f) => f.name.toLowerCase() === want) ?? files.find((f) => f.name.toLowerCase().endsWith(`/${want}`)) ?? null;
}

/** The files directly or deeper under `folder` ("a/b/"), in archive order. */
export const filesUnder = (files: readonly ArchiveFile[], folder: string): ArchiveFile[] => files.filter((f) => f.name.startsWith(folder));

/** Picture files by extension (what other apps export: JPEG, PNG, WebP, GIF, AVIF, HEIC). */
export const isImageName = (path: string): boolean => ["jpg", "jpeg", "png", "webp", "gif", "avif", "heic"].includes(extension(path));
