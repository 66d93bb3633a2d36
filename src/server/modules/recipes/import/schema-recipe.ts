import { cleanLine, cleanList, splitLines } from "./clean-text";
import { durationToMinutes } from "../../../../shared/domain/recipe-duration";
import { stepsFromText } from "./steps";
import type { PartialRecipe } from "./types";

/** A JSON-LD object as parsed: keys to any JSON value. */
export type SchemaNode = Record<string, unknown>;

const isNode = (v: unknown): v is SchemaNode => v !== null && typeof v === "object" && !Array.isArray(v);

/** First usable text of a schema.org value: string, number, first array entry, or an object's name/@value/text. */
export function schemaText(v: unknown): string | null {
  if (typeof v === "string") return cleanLine(v) || null;
  if (typeof v === "number") return String(v);
  if (Array.isArray(v)) {
    for (const x of v) {
      const t = schemaText(x);
      if (t) return t;
    }
    return null;
  }
  if (isNode(v)) return schemaText(v["@value"] ?? v.name ?? v.text);
  return null;
}

/**
 * A step name that only counts ("1", "Step 2", "instruction 3"), also after a template's
 * identifier holding an underscore ("soup_r step 2"): not a title worth a line.
 */
const COUNTING_NAME = /^(?:\S*_\S*\s+)?(?:step|instruction|schritt|étape|paso|passo|stap)?\s*\d+$/i;

/**
 * A HowToStep's name as a title line above its text ("Make the glaze" over "Whisk the sugar…"),
 * or null when the name only counts or is the start of the text itself (pages often copy the
 * text, or its first words, into the name).
 */
function stepTitle(name: unknown, text: string): string | null {
  const title = typeof name === "string" ? cleanLine(name) : "";
  if (!title || COUNTING_NAME.test(title)) return null;
  const head = title.replace(/[.…\s]+$/u, "").toLowerCase();
  return cleanLine(text).toLowerCase().startsWith(head) ? null : title;
}

/**
 * Flattens schema.org recipeInstructions into steps. The whole method as one string (or a list
 * holding one string) is split into steps (see stepsFromText: line breaks, HTML blocks, glued
 * sentences, inline "1. 2. 3." numbering). Otherwise each list entry is one step: a string, or a
 * HowToStep's text as one line (with its name as a title line above it when the name says
 * something else; the name alone when there is no text); HowToSection / ItemList give their
 * itemListElement, each section's name kept as a heading line above its steps.
 */
export function schemaInstructions(v: unknown, depth = 0): string[] {
  if (depth > 6 || v === null || v === undefined) return [];
  if (typeof v === "string") return depth === 0 ? stepsFromText(v) : [cleanLine(v)];
  if (Array.isArray(v) && v.length === 1 && typeof v[0] === "string") return stepsFromText(v[0]);
  if (Array.isArray(v)) return v.flatMap((x) => schemaInstructions(x, depth + 1));
  if (!isNode(v)) return [];
  if (v.itemListElement !== undefined) {
    // A HowToSection's name ("For the glaze") is kept as a line of its own above its steps.
    const steps = schemaInstructions(v.itemListElement, depth + 1);
    const heading = typeof v.name === "string" && /section/i.test(String(v["@type"])) ? cleanLine(v.name) : "";
    return heading && steps[0] !== heading ? [heading, ...steps] : steps;
  }
  if (v.recipeInstructions !== undefined) return schemaInstructions(v.recipeInstructions, depth + 1);
  if (typeof v.text === "string" && v.text.trim()) {
    const title = stepTitle(v.name, v.text);
    const text = cleanLine(v.text);
    return title ? [title, text] : [text];
  }
  if (v.text !== undefined && typeof v.text !== "string") return schemaInstructions(v.text, depth + 1);
  if (typeof v.name === "string") return splitLines(v.name);
  if (typeof v.description === "string") return splitLines(v.description);
  return [];
}

/** A whole number written with a zero decimal part ("500.0 g", "2.0 Zehen"), as some CMSs export amounts. */
const ZERO_DECIMAL = /^(\d+)[.,]0+(?=\s|\p{L}|$)/u;

/** A zero amount standing for "no fixed amount" before the words that say so: "0 As required salt". */
const ZERO_AMOUNT = /^0\s+(as required|as needed|to taste|as per taste)\s+(.+)$/i;

/**
 * One exported ingredient line as a reader writes it: "500.0 g" → "500 g", "0 As required salt"
 * → "salt as required".
 */
function tidyIngredient(line: string): string {
  const zero = ZERO_AMOUNT.exec(line);
  return zero ? `${zero[2]} ${zero[1].toLowerCase()}` : line.replace(ZERO_DECIMAL, "$1");
}

/**
 * Ingredient lines from recipeIngredient (array of strings, or one string with line breaks). A
 * plain-text entry holding several lines (a line break inside the string) gives one line each;
 * exporters' quirks are undone (see tidyIngredient: "500.0 g", "0 As required salt").
 */
function schemaIngredients(v: unknown): string[] {
  if (typeof v === "string") return splitLines(v).map(tidyIngredient);
  if (!Array.isArray(v)) return [];
  const entries = v.flat().map((x) => (typeof x === "string" ? x : (schemaText(x) ?? "")));
  return cleanList(entries.flatMap((x) => x.split(/\r?\n|\r/))).map(tidyIngredient);
}

/**
 * The yield as printed from recipeYield (number, string or array). From an array it takes the
 * entry that has words besides the number ("4 servings" over "4"); a bare number becomes "N servings".
 */
export function schemaYield(v: unknown): string | null {
  const all = (Array.isArray(v) ? v : [v]).map((x) => schemaText(x)).filter((x): x is string => !!x && /\d/.test(x));
  if (all.length === 0) return null;
  const worded = all.find((x) => /\d\D*[a-z\p{L}]/iu.test(x)) ?? all[0];
  return /^\d+(?:[.,]\d+)?$/.test(worded) ? `${worded} servings` : worded;
}

/**
 * Candidate image URLs from a schema.org image value (string, array, ImageObject with url or
 * contentUrl). When objects declare width and height, the largest comes first; otherwise page order.
 */
export function schemaImages(v: unknown): string[] {
  const items: { url: string; area: number; order: number }[] = [];
  const add = (x: unknown): void => {
    if (typeof x === "string" && x.trim()) items.push({ url: x.trim(), area: 0, order: items.length });
    else if (Array.isArray(x)) x.forEach(add);
    else if (isNode(x)) {
      const url = x.url ?? x.contentUrl ?? x["@id"];
      if (typeof url !== "string" || !url.trim()) return;
      const area = Number(x.width ?? 0) * Number(x.height ?? 0);
      items.push({ url: url.trim(), area: Number.isFinite(area) ? area : 0, order: items.length });
    }
  };
  add(v);
  return items.sort((a, b) => b.area - a.area || a.order - b.order).map((i) => i.url);
}

/** True when a line has a letter or a digit: "[{" left of a JSON value that broke its HTML attribute is no step. */
const hasWords = (line: string): boolean => /[\p{L}\p{N}]/u.test(line);

/**
 * The method, or none when it is only the Recipe's own description again (an exporter that
 * filled recipeInstructions with the summary: "Make the best cake with this recipe! Serve…"):
 * a summary is no step, and the page's printed method may then be read instead.
 */
function notTheDescription(steps: string[], description: string | null): string[] {
  return steps.length === 1 && description !== null && cleanLine(description) === steps[0] ? [] : steps;
}

/** An ISO duration of seconds only that is no whole number of minutes ("PT45S"). */
const ODD_SECONDS = /^\s*PT(\d+)S\s*$/i;

/**
 * Minutes of a schema.org duration. A duration of seconds only that is no whole number of minutes
 * ("PT45S", "PT75S") is an exporter that wrote the minutes with the seconds designator: no recipe
 * times its steps in odd seconds, so it reads as that many minutes. Whole minutes in seconds
 * ("PT1800S") read as the standard says (30 minutes). Input: a schema value. Output: minutes or null.
 */
function schemaMinutes(value: unknown): number | null {
  const text = schemaText(value) ?? value;
  const odd = typeof text === "string" ? ODD_SECONDS.exec(text) : null;
  if (odd && Number(odd[1]) % 60 !== 0) return Number(odd[1]);
  return durationToMinutes(text);
}

/**
 * Maps one schema.org Recipe object (from JSON-LD or an equivalent built from microdata) to a
 * partial recipe: name, description, recipeIngredient (or the older `ingredients`),
 * recipeInstructions (or data-vocabulary.org's `instructions`; lines with no letter or digit, such as
 * the "[{" a JSON value leaves when its unescaped quotes end a `content` attribute, are dropped; a
 * method that only repeats the description is none, see notTheDescription), recipeYield (or yield), prepTime, cookTime, totalTime
 * (see schemaMinutes), image, recipeCuisine.
 */
export function recipeFromSchemaObject(node: SchemaNode): PartialRecipe {
  const ingredients = schemaIngredients(node.recipeIngredient ?? node.ingredients);
  const cook = schemaMinutes(node.cookTime);
  return {
    title: schemaText(node.name) ?? schemaText(node.headline),
    description: schemaText(node.description),
    ingredients,
    instructions: notTheDescription(cleanList(schemaInstructions(node.recipeInstructions ?? node.instructions)).filter(hasWords), schemaText(node.description)),
    yields: schemaYield(node.recipeYield ?? node.yield),
    prepMin: schemaMinutes(node.prepTime),
    cookMin: cook ?? schemaMinutes(node.performTime),
    totalMin: schemaMinutes(node.totalTime),
    images: schemaImages(node.image ?? node.thumbnailUrl),
    cuisineTag: schemaText(node.recipeCuisine),
  };
}
