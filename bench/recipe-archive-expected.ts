/**
 * Ground truth for bench/recipe-archives.ts, counted without the readers under test: the zip is
 * listed by test/server/read-zip.ts (not yauzl), JSON by JSON.parse, CSV by csv-parse, YAML by
 * `yaml`, HTML by cheerio, each export's own structure counted the plainest way:
 * - recipes: one per `.paprikarecipe`, Mealie `recipes` row or recipe JSON, Tandoor inner zip,
 *   Nextcloud `recipe.json`, Chowdown `_recipes/*.md`, Copy Me That `div.recipe`, CSV record;
 * - lines and steps: the items of the source's own lists (Mealie/Nextcloud/Chowdown/Copy Me That
 *   arrays and elements, Mealie backup rows); for text fields (Paprika, CSV) the non-empty lines
 *   that are not group headings (a line ending in ":", or Plan to Eat's ", Heading").
 *   Null where the source has no countable list (Tandoor steps are free Markdown).
 */
import { gunzipSync } from "node:zlib";
import { load } from "cheerio";
import { parse as parseCsv } from "csv-parse/sync";
import { parse as parseYaml } from "yaml";
import { readZip } from "../test/server/read-zip";

export interface Expected {
  recipes: number;
  lines: number | null;
  steps: number | null;
}

type Json = Record<string, unknown>;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const textLines = (v: unknown, heading: RegExp = /:$/): number =>
  String(v ?? "")
    .split(/\r\n?|\n|\u2028/)
    .map((l) => l.trim())
    .filter((l) => l !== "" && !heading.test(l)).length;
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const junk = (name: string): boolean => name.includes("__MACOSX/") || /(^|\/)\./.test(name) || name.endsWith("/");

function fromCsv(text: string): Expected {
  const rows = parseCsv(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  const header = (rows[0] ?? []).map((h) => h.toLowerCase());
  const col = (name: string) => header.indexOf(name);
  const ing = col("ingredients");
  const steps = col("directions") >= 0 ? col("directions") : col("instructions");
  const body = rows.slice(1);
  return {
    recipes: body.length,
    lines: sum(body.map((r) => textLines(r[ing], /^,|:$/))),
    steps: sum(body.map((r) => textLines(r[steps]))),
  };
}

/** Expected counts for one export file (bytes as on disk). @throws Error for a layout it does not know. */
export function expectedCounts(bytes: Buffer): Expected {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) return fromCsv(bytes.toString("utf8"));
  const files = new Map([...readZip(bytes)].filter(([name]) => !junk(name)));
  const names = [...files.keys()];
  const json = (name: string): Json => JSON.parse(files.get(name)!.toString("utf8")) as Json;
  const paprika = names.filter((n) => n.endsWith(".paprikarecipe"));
  if (paprika.length > 0) {
    const recipes = paprika.map((n) => JSON.parse(gunzipSync(files.get(n)!).toString("utf8")) as Json);
    return {
      recipes: recipes.length,
      lines: sum(recipes.map((r) => textLines(r.ingredients))),
      steps: sum(recipes.map((r) => textLines(r.directions))),
    };
  }
  const database = names.find((n) => n.endsWith("database.json"));
  if (database) {
    const db = json(database);
    return {
      recipes: list(db.recipes).length,
      lines: list(db.recipes_ingredients).length,
      steps: list(db.recipe_instructions).filter((s) => (s as Json).text).length,
    };
  }
  const mealie = names.filter((n) => /recipes\/[^/]+\/[^/]+\.json$/.test(n));
  if (mealie.length > 0) {
    const rs = mealie.map(json);
    return {
      recipes: rs.length,
      lines: sum(rs.map((r) => list(r.recipe_ingredient ?? r.recipeIngredient).length)),
      steps: sum(rs.map((r) => list(r.recipe_instructions ?? r.recipeInstructions).length)),
    };
  }
  if (names.length > 0 && names.every((n) => n.endsWith(".zip"))) {
    const rs = names.map((n) => JSON.parse(readZip(files.get(n)!).get("recipe.json")!.toString("utf8")) as Json);
    const ingredients = rs.flatMap((r) => list(r.steps).flatMap((s) => list((s as Json).ingredients)));
    return { recipes: rs.length, lines: ingredients.filter((i) => !(i as Json).is_header).length, steps: null };
  }
  const nextcloud = names.filter((n) => n.endsWith("/recipe.json"));
  if (nextcloud.length > 0) {
    const rs = nextcloud.map(json);
    return {
      recipes: rs.length,
      lines: sum(rs.map((r) => list(r.recipeIngredient).length)),
      steps: sum(rs.map((r) => list(r.recipeInstructions).length)),
    };
  }
  const chowdown = names.filter((n) => /_recipes\/.+\.md$/.test(n));
  if (chowdown.length > 0) {
    const fm = chowdown.map(
      (n) =>
        parseYaml(
          files
            .get(n)!
            .toString("utf8")
            .split(/^---\s*$/m)[1],
        ) as Json,
    );
    return {
      recipes: fm.length,
      lines: sum(fm.map((d) => list(d.ingredients).length)),
      steps: sum(fm.map((d) => list(d.directions).length)),
    };
  }
  const html = names.find((n) => n.endsWith("recipes.html"));
  if (html) {
    const $ = load(files.get(html)!.toString("utf8"));
    return { recipes: $("div.recipe").length, lines: $("li.recipeIngredient").length, steps: $("li.instruction").length };
  }
  const csv = names.find((n) => n.endsWith(".csv"));
  if (csv) return fromCsv(files.get(csv)!.toString("utf8"));
  throw new Error("unknown layout");
}
