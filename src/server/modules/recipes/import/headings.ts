import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { blockLines } from "./block-lines";
import { cleanLine } from "./clean-text";
import type { PartialRecipe } from "./types";
import { SERVINGS_ONLY } from "./yield-words";

/** Words that head an ingredient list, in the languages recipe sites commonly use. */
const INGREDIENT_HEAD = /^(ingredients?|ingredientes|ingrédients|ingredienti|zutaten|ingrediënten|ingredienser|hozzávalók|what you('ll)? need)\b/i;
/** Words that head the method. */
const METHOD_HEAD =
  /^(instructions?|method|directions?|preparation|procedure|steps|how to make( it)?|zubereitung|anleitung|préparation|preparazione|procedimento|modo de preparo|preparo|preparación|bereiding|bereidingswijze|fremgangsmåde|gör så här|elkészítés)\b/i;
const HEADING_LIST = ["h1", "h2", "h3", "h4", "h5", "h6"];
const HEADING_TAGS = new Set(HEADING_LIST);
const MAX_HEADING_CHARS = 40;

/** True when an element reads as a heading: an h1–h6, or a short block or bold line on its own. */
function isHeading($: CheerioAPI, el: Element): boolean {
  if (HEADING_TAGS.has(el.tagName)) return true;
  if (!["p", "strong", "b", "div", "span", "dt"].includes(el.tagName)) return false;
  const text = cleanLine($(el).text());
  return text.length > 0 && text.length <= MAX_HEADING_CHARS && $(el).find("ul,ol,p,li").length === 0;
}

/**
 * Lines that follow a heading in document order: the items of the lists after it, else the lines
 * of its following paragraphs, blocks and tables (see blockLines: rows of cells are one line each), up to the next heading of the same or higher rank. When the heading's own
 * container ends first, the search carries on after the container (up to six levels up), so
 * headings wrapped in their own `<div>` still find their list.
 */
function linesAfter($: CheerioAPI, heading: Element, preferLists: boolean): string[] {
  const lists: string[] = [];
  const paras: string[] = [];
  // Headings of the same or a higher rank end the section; lower ones ("For the glaze") do not.
  const rank = HEADING_TAGS.has(heading.tagName) ? Number(heading.tagName[1]) : 7;
  const stops = HEADING_LIST.slice(0, rank).join(",");
  let node: Element | null = heading;
  for (let level = 0; node && level < 6 && node.tagName !== "body"; level++) {
    for (const sib of $(node).nextAll().toArray()) {
      const own = $(sib).is(stops);
      const isHead = own || $(sib).find(stops).length > 0;
      if (isHead && (lists.length > 0 || paras.length > 0 || own)) return done();
      const items = $(sib).is("ul,ol") ? $(sib).children("li") : $(sib).find("li");
      if (items.length) lists.push(...items.toArray().map((li) => cleanLine($(li).html() ?? "")));
      else if (sib.tagName === "p" || sib.tagName === "div" || sib.tagName === "table") paras.push(...blockLines(sib));
      if (isHead) return done();
    }
    node = node.parent?.type === "tag" ? (node.parent as Element) : null;
  }
  return done();

  function done(): string[] {
    const chosen = lists.length && (preferLists || paras.length === 0) ? lists : paras.map((l) => l.replace(/^[\u2013\u2014-]\s*/, ""));
    return chosen.filter(Boolean);
  }
}

/** First heading on the page whose text matches, with its following lines. */
function section($: CheerioAPI, head: RegExp, preferLists: boolean): string[] {
  const candidates = $("h1,h2,h3,h4,h5,h6,p,strong,b,dt").toArray();
  for (const el of candidates) {
    const text = cleanLine($(el).text()).replace(/[:：]$/, "");
    if (!head.test(text) || text.length > MAX_HEADING_CHARS || !isHeading($, el)) continue;
    const lines = linesAfter($, el, preferLists);
    if (lines.length) return lines;
  }
  return [];
}

/**
 * Ingredients and method of a page without recipe markup, found under headings such as
 * "Ingredients" and "Instructions"/"Method"/"Directions" (and their German, French, Italian,
 * Spanish, Portuguese, Dutch, Danish, Swedish and Hungarian equivalents). Ingredient lines that
 * are only a serving count ("4 servings") are dropped, and a trailing footnote "*" is cut. Input: loaded page. Output: partial recipe (possibly empty lists).
 */
export function recipeFromHeadings($: CheerioAPI): PartialRecipe {
  return {
    // A serving selector printed inside the ingredient block ("4 servings") is not an ingredient.
    // A trailing "*" marks a footnote, not part of the ingredient.
    ingredients: section($, INGREDIENT_HEAD, true)
      .filter((l) => !SERVINGS_ONLY.test(l))
      .map((l) => l.replace(/\s*\*+$/, "")),
    instructions: section($, METHOD_HEAD, false),
  };
}
