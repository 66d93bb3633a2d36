import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { blockLines, itemLine } from "./block-lines";
import { cleanLine } from "./clean-text";
import { allElements } from "./dom-walk";
import { ingredientSigns } from "./ingredient-signs";
import { imageOf } from "./plugin-markup";
import { isSameListAgain, stepsAfter } from "./content-steps";
import type { PartialRecipe } from "./types";
import { readHeading } from "../../../../shared/domain/recipe-headings";

/** Page chrome that never holds the recipe: menus, headers, footers, sidebars, forms, comments. */
const CHROME_TAGS = new Set(["nav", "header", "footer", "aside", "form"]);
const CHROME_NAMES = /\b(comments?|menu|sidebar|related|widget)\b/i;
/** Limits of an ingredient block: at least 3 lines (a shorter list is too weak a signal), at most 40. */
const MIN_LINES = 3;
const MAX_LINES = 40;
/** Share of lines that must name a food or carry an amount, and share that must carry an amount. */
const MIN_LIKE_SHARE = 0.6;
const MIN_AMOUNT_SHARE = 1 / 3;
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

/** An amount in the text of an item outside its links: a digit or a vulgar fraction. */
const AMOUNT = /[\d\u00bc-\u00be\u2150-\u215e]/;

/**
 * True when a list item is (nearly) only a link: a menu entry or a "more recipes" teaser. An item
 * whose food name links to a glossary page but whose amount stands outside the link ("<strong>250g
 * </strong> - <a>red lentils</a>") is an ingredient line, not a link.
 */
function isLinkOnly($: CheerioAPI, li: Element, line: string): boolean {
  const linked = cleanLine($(li).find("a").text());
  if (line === "" || linked.length < line.length * 0.8) return false;
  const copy = $(li).clone();
  copy.find("a").remove();
  return !AMOUNT.test(copy.text());
}

/** Lines of a list, or null when most items are only a link (menus, "more recipes" lists; see isLinkOnly). */
function listLines($: CheerioAPI, list: Element): string[] | null {
  const items = $(list).children("li").toArray();
  const lines = items.map(itemLine);
  const linkOnly = items.filter((li, i) => isLinkOnly($, li, lines[i]));
  return linkOnly.length > items.length / 2 ? null : lines.filter(Boolean);
}

/** Lines of a block that reads as ingredients, however short (a group of one line), or null (see blockScore's shares). */
function ingredientLike(lines: readonly string[] | null): lines is string[] {
  if (!lines || lines.length === 0 || lines.length > MAX_LINES) return false;
  const signs = lines.map(ingredientSigns);
  return signs.filter((s) => s.amount || s.food).length >= lines.length * MIN_LIKE_SHARE && signs.filter((s) => s.amount).length >= lines.length * MIN_AMOUNT_SHARE;
}

/** Longest text of a group label between two lists ("Veg", "For the sauce"). */
const MAX_LABEL_CHARS = 40;
const textLength = ($: CheerioAPI, el: Element): number => $(el).text().replace(/\s+/g, "").length;

/** The ingredient lines of one group beside the block: a list, or a box holding one list and at most a short label. */
function groupLines($: CheerioAPI, el: Element): string[] | null {
  if ($(el).is("ul,ol")) return listLines($, el);
  const lists = $(el).find("ul,ol");
  if (lists.length !== 1 || textLength($, el) > textLength($, lists[0]) + MAX_LABEL_CHARS) return null;
  return listLines($, lists[0]);
}

/** A short label between groups that opens no other part of the recipe (not "Method", "Notes", "Equipment"), or an empty box. */
function isGroupLabel($: CheerioAPI, el: Element): boolean {
  const text = cleanLine($(el).text()).replace(/[:：]$/, "");
  if ($(el).find("ul,ol,table").length > 0 || text.length > MAX_LABEL_CHARS) return false;
  const kind = readHeading(text)?.kind;
  return kind === undefined || kind === "ingredients";
}

/**
 * The ingredient list of a page that prints it in groups, one list under each short label
 * ("Veg" / "Cupboard" / "Fridge"): the lists beside the best block, before and after it, that
 * read as ingredients, passing over the labels between them (which are not kept, as under an
 * "Ingredients" heading). They are looked for beside the block and beside each box that holds
 * only the block and its label (up to four levels). Output: all lines in page order, and the last
 * group's element (the method follows it); the block alone when it has no neighbours.
 */
function withGroups($: CheerioAPI, best: Block): Block {
  let node = best.el;
  for (let level = 0; level < 4; level++) {
    const collect = (sibs: Element[]): { lines: string[]; el: Element }[] => {
      const found: { lines: string[]; el: Element }[] = [];
      for (const sib of sibs) {
        const lines = groupLines($, sib);
        // The same list in other units (a US/metric toggle) is no further group.
        if (ingredientLike(lines) && !isSameListAgain(lines, best.lines)) found.push({ lines, el: sib });
        else if (!isGroupLabel($, sib)) break;
      }
      return found;
    };
    const before = collect($(node).prevAll().toArray()).reverse();
    const after = collect($(node).nextAll().toArray());
    if (before.length + after.length > 0)
      return { el: after.at(-1)?.el ?? best.el, lines: [...before.flatMap((g) => g.lines), ...best.lines, ...after.flatMap((g) => g.lines)] };
    const parent = node.parent?.type === "tag" ? (node.parent as Element) : null;
    if (!parent || parent.tagName === "body" || textLength($, parent) > textLength($, node) + MAX_LABEL_CHARS) break;
    node = parent;
  }
  return best;
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
 * and at least a third with an amount, so prose, menus and link lists do not (an item is a
 * link only when its amount is linked too, see isLinkOnly). Lists beside the block under short
 * group labels join it (see withGroups). The method is the sentences (4+ words) that follow the
 * last group, up to the next heading (see stepsAfter in content-steps.ts); the image is the first photo
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
  const all = withGroups($, best);
  return { ingredients: all.lines, instructions: stepsAfter($, all.el, all.lines), images: nearbyImage($, best.el) };
}
