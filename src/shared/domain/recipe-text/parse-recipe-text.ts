/**
 * Pasted recipe text → the recipe draft the import preview shows (issue 21, "Paste a recipe").
 * Works on a recipe typed or copied from a document, a whole web page copied from the browser,
 * and OCR text of a cookbook page. Pure TypeScript: runs in the browser (instant preview, the
 * photo path after OCR) and on the server (POST /api/recipes/parse-text).
 *
 * Steps: split into lines (text-lines.ts) → describe each line (line-kinds.ts) → find the
 * ingredient list (ingredient-block.ts) → the method after it (method-block.ts) → the title and
 * description above it (title.ts) → yield and times (recipe-facts.ts), tags, notes, nutrition.
 * Every ingredient line is parsed by our parser (src/shared/food/ingredient-line) and kept as written.
 */
import { COMMENT_STARTS, isPrepAdverb, PREP_AFTER_ADVERB, PREP_WORDS } from "../../food/ingredient-line/lexicon";
import { parseIngredientLine } from "../../food/ingredient-line/parse-ingredient-line";
import type { DraftIngredient, RecipeDraft } from "../../schemas/recipe-draft";
import { findIngredientBlock, type IngredientBlock } from "./ingredient-block";
import { describeLine, joinSplitLines, type LineInfo } from "./line-kinds";
import { findMethod } from "./method-block";
import { readNutrition } from "../declared-nutrition";
import { readFacts, type RecipeFacts } from "./recipe-facts";
import { textLines, type TextLine } from "./text-lines";
import { findDescription, findTitle } from "./title";

/** Most characters read (the API refuses longer text; the browser cuts there too). */
export const MAX_RECIPE_TEXT_CHARS = 100_000;
/** Most lines read: a recipe copied with its whole web page has about 100–1,000. */
export const MAX_RECIPE_TEXT_LINES = 3000;
/** Most lines kept under a notes heading. */
const MAX_NOTE_LINES = 30;
/** How far after the method a notes or nutrition heading is looked for, in lines. */
const AFTER_METHOD_LINES = 40;
/** Longest comment, in words, taken as the end of the ingredient line above ("to serve", "for greasing the tin"). */
const MAX_COMMENT_WORDS = 4;
/** A line that ends in a word that cannot end an ingredient ("1 can tomatoes, drained and"). */
const OPEN_END = /(?:[,(\-–]|\b(?:and|or|und|oder|et|ou|en|of|y|o|e|with|mit|avec|met|con|com))$/iu;
const URL_LINE = /^(?:(?:source|quelle|bron|fuente|fonte|from|url|recipe from)\s*[:：]?\s*)?(https?:\/\/\S+)$/iu;

/**
 * True when a line is only preparation words or starts a comment ("finely chopped", "zested and
 * juiced", "to serve", "divided"): the rest of the ingredient line above, printed on a line of its
 * own ("grated parmesan" is an ingredient of its own).
 * Vocabulary: the ingredient parser's lexicon (English).
 */
function preparationOnly(text: string): boolean {
  const words = text.toLowerCase().split(/[\s,]+/).filter(Boolean);
  if (COMMENT_STARTS.has(words[0]) && words.length <= MAX_COMMENT_WORDS) return true;
  return words.every((w) => PREP_WORDS.has(w) || PREP_AFTER_ADVERB.has(w) || isPrepAdverb(w) || w === "and" || w === "or" || w === "then");
}

/** The ingredient lines of the list, wrapped lines and split-off preparations joined, each parsed. */
function ingredientsOf(lines: readonly LineInfo[], block: IngredientBlock | null): DraftIngredient[] {
  const out: DraftIngredient[] = [];
  let prevIndex = -2;
  for (const { index, section } of block?.items ?? []) {
    const l = lines[index];
    const last = out[out.length - 1];
    if (last && index === prevIndex + 1 && !l.amount && /^\p{Ll}/u.test(l.text) && (OPEN_END.test(last.line) || preparationOnly(l.text))) {
      const line = `${last.line} ${l.text}`;
      out[out.length - 1] = { ...last, ...parseIngredientLine(line), line };
    } else out.push({ line: l.text, ...l.parsed, section });
    prevIndex = index;
  }
  return out;
}

/** Yield and times between `from` and `to`, the first value of each kind winning; labels split over two lines read together. */
function factsBetween(lines: readonly LineInfo[], from: number, to: number): RecipeFacts {
  const out: RecipeFacts = {};
  for (let i = Math.max(0, from); i < Math.min(lines.length, to); i++) {
    const l = lines[i];
    const f = l.facts ?? (l.factLabel && lines[i + 1] ? readFacts(`${l.text} ${lines[i + 1].text}`) : null);
    if (!f) continue;
    for (const [k, v] of Object.entries(f) as [keyof RecipeFacts, never][]) if (out[k] === undefined) out[k] = v;
  }
  return out;
}

/** Lines under the first heading of `kind` between `from` and `to`, up to the next heading. */
function sectionLines(lines: readonly LineInfo[], kind: "notes" | "nutrition", from: number, to: number): string[] {
  const head = lines.findIndex((l, i) => i >= from && i < to && l.heading?.kind === kind);
  if (head < 0) return [];
  const out: string[] = [];
  for (let i = head + 1; i < lines.length && out.length < MAX_NOTE_LINES && !lines[i].heading; i++) if (!lines[i].noise) out.push(lines[i].text);
  return out;
}

/**
 * The lines of a pasted recipe, as parseRecipeText reads them: text past MAX_RECIPE_TEXT_CHARS
 * and lines past MAX_RECIPE_TEXT_LINES are ignored. Each is then described (describeLine, the
 * costly step: a server runs it in slices) and handed to draftFromLines.
 */
export function recipeTextLines(text: string): TextLine[] {
  return textLines(String(text).slice(0, MAX_RECIPE_TEXT_CHARS), MAX_RECIPE_TEXT_LINES);
}

/**
 * Reads a pasted recipe.
 * Input: text of any common layout (title, optional description and yield/time lines, an
 * ingredient list under a heading or not, with group headings such as "For the sauce:", then the
 * method as numbered, bulleted, "Step 1" or plain paragraphs, optional notes and nutrition), in
 * English, German, French, Dutch, Spanish, Italian, Portuguese, Danish, Swedish or Hungarian
 * headings. Text past MAX_RECIPE_TEXT_CHARS and lines past MAX_RECIPE_TEXT_LINES are ignored.
 * Output: a RecipeDraft (src/shared/schemas/recipe-draft.ts): title ("" when none is found),
 * ingredients with their original line and our parser's reading, steps with group names, first
 * serving number and yield text, prep/cook/total minutes, tags from "Course:"/"Cuisine:"/"Keywords:"
 * lines, notes, declared nutrition, and a source URL when a line gives one. Never throws.
 */
export function parseRecipeText(text: string): RecipeDraft {
  return draftFromLines(recipeTextLines(text).map(describeLine));
}

/**
 * The draft of described lines (see parseRecipeText; the steps after the costly per-line step).
 * Input: recipeTextLines(text) mapped through describeLine, in order. Output: the RecipeDraft.
 */
export function draftFromLines(described: readonly LineInfo[]): RecipeDraft {
  const lines = joinSplitLines(described);
  const block = findIngredientBlock(lines);
  const method = findMethod(lines, block?.end ?? 0);
  const before = block ? (block.heading ?? block.items[0].index) : (method?.heading ?? lines.length);
  const title = findTitle(lines, before);
  const end = Math.max(method?.end ?? 0, block?.end ?? 0);
  const regionFacts = factsBetween(lines, title ?? 0, end || lines.length);
  const facts = Object.keys(regionFacts).length ? regionFacts : factsBetween(lines, 0, lines.length);
  const tags = [...new Set(lines.slice(title ?? 0, end || lines.length).flatMap((l) => l.tags ?? []))];
  const notes = sectionLines(lines, "notes", Math.min(before, end), end + AFTER_METHOD_LINES);
  const nutrition = sectionLines(lines, "nutrition", Math.min(before, end), end + AFTER_METHOD_LINES);
  const url = lines.map((l) => URL_LINE.exec(l.text)?.[1]).find((u) => u !== undefined) ?? null;
  return {
    title: title === null ? "" : lines[title].text,
    description: findDescription(lines, title, before),
    ingredients: ingredientsOf(lines, block),
    steps: method?.steps ?? [],
    servings: facts.servings ?? null,
    yields: facts.yields ?? null,
    prepMin: facts.prepMin ?? null,
    cookMin: facts.cookMin ?? null,
    totalMin: facts.totalMin ?? null,
    sourceUrl: url,
    tags,
    rating: null,
    notes: notes.length ? notes.join("\n") : null,
    declaredNutrition: readNutrition(nutrition),
  };
}
