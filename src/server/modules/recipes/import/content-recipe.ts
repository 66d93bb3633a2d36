import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { blockLines } from "./block-lines";
import { cleanLine } from "./clean-text";
import { allElements } from "./dom-walk";
import { ingredientSigns } from "./ingredient-signs";
import { imageOf } from "./plugin-markup";
import type { PartialRecipe } from "./types";

/** Page chrome that never holds the recipe: menus, headers, footers, sidebars, forms, comments. */
const CHROME_TAGS = new Set(["nav", "header", "footer", "aside", "form"]);
const CHROME_NAMES = /\b(comments?|menu|sidebar|related|widget)\b/i;
/** Limits of an ingredient block: at least 3 lines (a shorter list is too weak a signal), at most 40. */
const MIN_LINES = 3;
const MAX_LINES = 40;
/** Share of lines that must name a food or carry an amount, and share that must carry an amount. */
const MIN_LIKE_SHARE = 0.6;
const MIN_AMOUNT_SHARE = 1 / 3;
/** A step of the method is a sentence of a few words, not a label. */
const MIN_STEP_WORDS = 4;
/** Elements that can hold an ingredient block. */
const BLOCK_TAGS = new Set(["ul", "ol", "table", "p"]);

interface Block {
  el: Element;
  lines: string[];
}

/** Score of a candidate block (amount and food signs counted over its lines), or 0 when it does not qualify. */
function blockScore(lines: readonly string[]): number {
  if (lines.length < MIN_LINES || lines.length > MAX_LINES) return 0;
  const signs = lines.map(ingredientSigns);
  const liked = signs.filter((s) => s.amount || s.food).length;
  const amounts = signs.filter((s) => s.amount).length;
  if (liked < lines.length * MIN_LIKE_SHARE || amounts < lines.length * MIN_AMOUNT_SHARE) return 0;
  return signs.reduce((sum, s) => sum + (s.amount ? 1 : 0) + (s.food ? 1 : 0), 0);
}

/** Lines of a list, without items that are only a link (menus, "more recipes" lists). */
function listLines($: CheerioAPI, list: Element): string[] | null {
  const items = $(list).children("li").toArray();
  const lines = items.map((li) => cleanLine($(li).text()));
  const linkOnly = items.filter((li, i) => lines[i] !== "" && cleanLine($(li).find("a").text()).length >= lines[i].length * 0.8);
  return linkOnly.length > items.length / 2 ? null : lines.filter(Boolean);
}

/** True when the element sits inside page chrome (body and html classes, which name the layout, are not read). */
function inChrome(el: Element): boolean {
  for (let n: Element | null = el; n && n.tagName !== "body"; n = n.parent?.type === "tag" ? (n.parent as Element) : null) {
    if (CHROME_TAGS.has(n.tagName) || CHROME_NAMES.test(`${n.attribs.class ?? ""} ${n.attribs.id ?? ""}`)) return true;
  }
  return false;
}

/** Candidate blocks: lists, tables, and paragraphs holding several `<br>`-separated lines. */
function candidates($: CheerioAPI): Block[] {
  const out: Block[] = [];
  for (const el of allElements($.root()[0]).filter((e) => BLOCK_TAGS.has(e.tagName))) {
    if (inChrome(el)) continue;
    if (el.tagName === "p" && $(el).children("br").length < MIN_LINES - 1) continue;
    const lines = el.tagName === "ul" || el.tagName === "ol" ? listLines($, el) : blockLines(el);
    if (lines && lines.length >= MIN_LINES && lines.length <= MAX_LINES) out.push({ el, lines });
  }
  return out;
}

/** An ingredient line without its leading amount and unit ("220g Fresh dough" and "7oz Fresh dough" → "fresh dough"). */
const foodPart = (line: string): string =>
  line
    .toLowerCase()
    .replace(/^[\d\s.,/\u00bc-\u00be\u2150-\u215e-]+\p{L}{0,6}\.?\s+/u, "")
    .replace(/\s+/g, " ")
    .trim();

/** True when most lines are the ingredient lines again with other amounts: the list in a second measuring system. */
function isSameListAgain(lines: readonly string[], ingredients: readonly string[]): boolean {
  const foods = new Set(ingredients.map(foodPart));
  return lines.length > 0 && lines.filter((l) => foods.has(foodPart(l))).length >= lines.length / 2;
}

/** Sentences after the ingredient block, up to the next heading: the method (a second copy of the list, in other units, is skipped). */
function stepsAfter($: CheerioAPI, block: Element, ingredients: readonly string[]): string[] {
  const steps: string[] = [];
  let node: Element | null = block;
  for (let level = 0; node && level < 4 && node.tagName !== "body"; level++) {
    for (const sib of $(node).nextAll().toArray()) {
      if ($(sib).is("h1,h2,h3,h4,h5,h6") || $(sib).find("h1,h2,h3,h4,h5,h6").length > 0) return steps;
      const lines = $(sib).is("ul,ol") ? $(sib).children("li").toArray().map((li) => cleanLine($(li).text())) : blockLines(sib);
      if (isSameListAgain(lines, ingredients)) continue;
      steps.push(...lines.filter((l) => l.split(/\s+/).length >= MIN_STEP_WORDS));
      if (steps.length >= MAX_LINES) return steps;
    }
    if (steps.length > 0) return steps;
    node = node.parent?.type === "tag" ? (node.parent as Element) : null;
  }
  return steps;
}

/** Smallest declared width of a photo worth showing; icons and avatars are smaller. */
const MIN_IMAGE_WIDTH = 200;

/** The first photo in the nearest ancestor of the block that holds one (up to five levels): the recipe's picture. */
function nearbyImage($: CheerioAPI, block: Element): string[] {
  let node: Element | null = block.parent?.type === "tag" ? (block.parent as Element) : null;
  for (let level = 0; node && level < 5 && node.tagName !== "body"; level++) {
    for (const img of $(node).find("img").toArray()) {
      const src = imageOf($(img));
      const width = Number(img.attribs.width ?? MIN_IMAGE_WIDTH);
      if (src && !/\b(logo|icon|avatar)\b/i.test(src) && !(width < MIN_IMAGE_WIDTH)) return [src];
    }
    node = node.parent?.type === "tag" ? (node.parent as Element) : null;
  }
  return [];
}

/**
 * Ingredients and method of a page with no recipe markup and no "Ingredients" heading, found by
 * content: the list, table or `<br>`-lined paragraph (outside menus, headers, footers, sidebars,
 * forms and comments) whose lines look most like ingredient lines, judged with the shared
 * ingredient-line parser (a leading amount or a unit) and the food knowledge base (a known food).
 * A block qualifies with 3–40 lines of at most 150 characters, at least 60% of them ingredient-like
 * and at least a third with an amount, so prose, menus and link lists do not. The method is the
 * sentences (4+ words) that follow the block, up to the next heading, skipping a copy of the
 * ingredient list in other units (a US/metric toggle); the image is the first photo
 * near the block (an `<img>` at least 200 px wide when it declares a width, not a logo or icon).
 * Input: loaded page. Output: partial recipe with both lists, or null when no block qualifies.
 */
export function recipeFromContent($: CheerioAPI): PartialRecipe | null {
  let best: Block | null = null;
  let bestScore = 0;
  for (const block of candidates($)) {
    const score = blockScore(block.lines);
    if (score > bestScore) [best, bestScore] = [block, score];
  }
  if (!best) return null;
  return { ingredients: best.lines, instructions: stepsAfter($, best.el, best.lines), images: nearbyImage($, best.el) };
}
