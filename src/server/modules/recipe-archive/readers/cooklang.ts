/**
 * Cooklang (https://cooklang.org/docs/spec/) `.cook` files, one or a zip of many. Read here:
 * YAML front matter or `>> key: value` lines (title, description, servings, tags, source, time,
 * prep time, cook time, image, course, cuisine); ingredients `@name`, `@two words{qty%unit}(note)`
 * with the modifiers `@?`, `@&`, `@-`, `@@`; cookware `#pot`, `#two words{}`; timers `~{25%minutes}`,
 * `~name{…}`; comments `-- …` and `[- … -]`; sections `== Dough ==` (or `= Dough`); notes `> …`.
 * Each paragraph is one step, its markers written as plain words; each ingredient mention with
 * an amount is one ingredient line ("125 g plain flour"); a repeat without an amount is not.
 * The picture is a file with the recipe's name and an image extension beside it (the spec's rule).
 */
import { durationToMinutes } from "../../../../shared/domain/recipe-duration";
import { dirName, extension, isImageName, stem } from "../files";
import { ingredientLine, newRecipe, plain, tagsOf, webUrl } from "../draft";
import type { DraftIngredient, DraftStep } from "../../../../shared/schemas/recipe-draft";
import type { ArchiveReader, ArchiveRecipe } from "../types";
import { frontMatter } from "../front-matter";

type Json = Record<string, unknown>;

const INGREDIENT = /@[@&?+-]*(?:([^@#~{}\n]+?)\{([^}]*)\}|([\p{L}\p{N}_]+(?:-[\p{L}\p{N}_]+)*))(?:\(([^)\n]*)\))?/gu;
const COOKWARE = /#(?:([^@#~{}\n]+?)\{[^}]*\}|([\p{L}\p{N}_]+))(?:\([^)\n]*\))?/gu;
const TIMER = /~([^@#~{}\n]*?)\{([^}]*)\}|~([\p{L}\p{N}_]+)/gu;
const SECTION = /^=+\s*(.*?)\s*=*$/;

/** "125%g" → "125 g"; "=5%min" → "5 min"; "" → "". */
const amountOf = (spec: string): string =>
  spec
    .replace(/^=/, "")
    .split("%")
    .map((s) => s.trim())
    .filter((s) => s !== "")
    .join(" ");

const nameOf = (raw: string): string => raw.trim().replace(/^\.?\/?(?:.*\/)?/, "");

/** Reads the body (front matter already removed) into steps, ingredients, notes and `>>` metadata. */
export function readCooklangBody(body: string, meta: Json): { steps: DraftStep[]; ingredients: DraftIngredient[]; notes: string[] } {
  const steps: DraftStep[] = [];
  const ingredients: DraftIngredient[] = [];
  const notes: string[] = [];
  const named = new Set<string>();
  let section: string | null = null;
  let paragraph: string[] = [];
  const flush = (): void => {
    const text = paragraph.join(" ").replace(/\s+/g, " ").trim();
    paragraph = [];
    if (text === "") return;
    const words = text
      .replace(INGREDIENT, (_m, multi: string | undefined, _spec, single: string | undefined) => nameOf(multi ?? single ?? ""))
      .replace(COOKWARE, (_m, multi: string | undefined, single: string | undefined) => (multi ?? single ?? "").trim())
      .replace(TIMER, (_m, name: string | undefined, spec: string | undefined, single: string | undefined) =>
        spec !== undefined ? amountOf(spec) || (name ?? "").trim() : (single ?? ""),
      );
    for (const m of text.matchAll(INGREDIENT)) {
      const name = nameOf(m[1] ?? m[3] ?? "");
      const amount = amountOf(m[2] ?? "");
      if (amount === "" && named.has(name.toLowerCase())) continue;
      named.add(name.toLowerCase());
      const item = ingredientLine([amount, name].filter((s) => s).join(" ") + (m[4] ? `, ${m[4].trim()}` : ""), section);
      if (item) ingredients.push(item);
    }
    steps.push({ text: words.replace(/\s+/g, " ").trim(), section });
  };
  const clean = body.replace(/\[-[\s\S]*?-\]/g, "");
  for (const raw of clean.split(/\r?\n/)) {
    const line = raw.replace(/--.*$/, "").trim();
    const metaLine = /^>>\s*([^:]+):\s*(.*)$/.exec(line);
    if (line === "") flush();
    else if (metaLine) meta[metaLine[1].trim().toLowerCase()] = metaLine[2].trim();
    else if (line.startsWith(">")) notes.push(line.replace(/^>\s*/, ""));
    else if (line.startsWith("=") && SECTION.test(line)) {
      flush();
      section = SECTION.exec(line)![1] || null;
    } else paragraph.push(line);
  }
  flush();
  return { steps, ingredients, notes };
}

const pick = (meta: Json, ...keys: string[]): unknown => keys.map((k) => meta[k]).find((v) => v !== undefined && v !== null);

/** One Cooklang file's text → ArchiveRecipe (title from metadata, else the file name). */
export function cooklangRecipe(text: string, fileName: string): ArchiveRecipe {
  const fm = frontMatter(text);
  const meta: Json = Object.fromEntries(Object.entries(fm?.data ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const { steps, ingredients, notes } = readCooklangBody(fm ? fm.body : text, meta);
  const source = pick(meta, "source", "source.url", "url");
  const sourceUrl = webUrl(source) ?? webUrl((source as Json | undefined)?.url);
  const servings = plain(pick(meta, "servings", "serves", "yield"));
  return newRecipe({
    title: plain(pick(meta, "title")) ?? stem(fileName),
    description: plain(pick(meta, "description", "introduction")),
    ingredients,
    steps,
    yields: servings?.split("|")[0] ?? null,
    prepMin: durationToMinutes(pick(meta, "prep time", "time.prep", "prep_time", "preptime")),
    cookMin: durationToMinutes(pick(meta, "cook time", "time.cook", "cook_time", "cooktime")),
    totalMin: durationToMinutes(pick(meta, "time", "duration", "total time", "time required")),
    sourceUrl,
    tags: tagsOf(pick(meta, "tags"), pick(meta, "course"), pick(meta, "cuisine"), pick(meta, "category")),
    notes: notes.join("\n") || null,
    imageUrl: webUrl(pick(meta, "image", "images", "picture")),
  });
}

const looksLikeCooklang = (text: string): boolean => /(^|\s)@[^\s@{}]+(?:[^@\n{}]*\{[^}\n]*\})?/u.test(text) && !/^\s*[{[<]/.test(text);

export const cooklangReader: ArchiveReader = {
  format: "cooklang",
  async detect(files, ctx) {
    if (files.some((f) => extension(f.name) === "cook")) return true;
    if (files.length !== 1) return false;
    const text = await ctx.text(files[0], true);
    return text !== null && looksLikeCooklang(text);
  },
  async read(files, ctx) {
    const cook = files.filter((f) => extension(f.name) === "cook");
    const out: ArchiveRecipe[] = [];
    for (const file of cook.length > 0 ? cook : [...files]) {
      await ctx.tick();
      const text = await ctx.text(file);
      if (text === null) continue;
      const recipe = cooklangRecipe(text, file.name);
      const picture = files.find((f) => dirName(f.name) === dirName(file.name) && stem(f.name) === stem(file.name) && isImageName(f.name));
      recipe.image = await ctx.image(picture ?? null);
      out.push(recipe);
    }
    return out;
  },
};
