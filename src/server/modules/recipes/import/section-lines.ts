import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { blockLines } from "./block-lines";
import { cleanLine } from "./clean-text";
import { ingredientSigns } from "./ingredient-signs";
import { readHeading, type HeadingKind } from "../../../../shared/domain/recipe-headings";

// What a section heading is and which lines follow it (used by headings.ts to read the lists
// printed under "Ingredients" / "Method" headings).
export const HEADING_LIST = ["h1", "h2", "h3", "h4", "h5", "h6"];
export const HEADING_TAGS = new Set(HEADING_LIST);
export const MAX_HEADING_CHARS = 40;
/** Lines that make a section: with this many found near the heading, the search goes no further out. */
const MIN_SECTION_LINES = 2;

/**
 * The control that opens a collapsible section (a `<summary>`, or a link or button with
 * aria-expanded or a Bootstrap `data-toggle="collapse"`): its label heads the section it opens.
 */
export const isToggle = (el: Element): boolean =>
  el.tagName === "summary" || ((el.tagName === "a" || el.tagName === "button") && (el.attribs["aria-expanded"] !== undefined || /collapse/.test(el.attribs["data-toggle"] ?? el.attribs["data-bs-toggle"] ?? "")));

/** True when an element reads as a heading: an h1–h6, a collapsible section's toggle, or a short block or bold line on its own. */
export function isHeading($: CheerioAPI, el: Element): boolean {
  if (HEADING_TAGS.has(el.tagName) || isToggle(el)) return true;
  if (!["p", "strong", "b", "div", "span", "dt"].includes(el.tagName)) return false;
  const text = cleanLine($(el).text());
  return text.length > 0 && text.length <= MAX_HEADING_CHARS && $(el).find("ul,ol,p,li").length === 0;
}

/** Containers whose lines follow a heading (a `<span>` too when it wraps paragraphs). */
const BLOCKS = new Set(["p", "div", "table", "section", "article", "blockquote"]);

/** ARIA roles of page controls (tab strips, menus, toolbars): their labels are not recipe text. */
const CONTROL_ROLES = new Set(["tablist", "tab", "menu", "menubar", "toolbar", "navigation", "button"]);

/** A tab panel a reader sees when the page opens: marked active/shown, or at least not hidden. */
const isShown = (el: Element): boolean => el.attribs.hidden === undefined && el.attribs["aria-hidden"] !== "true" && !/display:\s*none/i.test(el.attribs.style ?? "");
const isActive = (el: Element): boolean => /(^|\s)(active|show|selected|current)(\s|$)/i.test(el.attribs.class ?? "");

/**
 * One of several tab panels inside a block (the same list in "US" and "Metric"): the one the
 * page opens with (an active one, else the first not hidden, else the first), so the list is
 * read once. A block without several panels is itself.
 */
function openPanel($: CheerioAPI, block: Element): Element {
  const panels = $(block).find('[role="tabpanel"]').toArray() as Element[];
  if (panels.length < 2) return block;
  return panels.find((p) => isShown(p) && isActive(p)) ?? panels.find(isShown) ?? panels[0];
}

/** True when list items carry most of a block's text (a list nested in a table of ingredients, such as download links, does not). */
function holdsMostText($: CheerioAPI, block: Element, items: Element[]): boolean {
  if ($(block).is("ul,ol")) return true;
  const itemChars = items.reduce((n, li) => n + $(li).text().replace(/\s+/g, "").length, 0);
  return itemChars * 2 >= $(block).text().replace(/\s+/g, "").length;
}

/** One list item as a line, without link-only headings nested in it (a "more recipes" `<h2>` of links inside the last step). */
function itemText($: CheerioAPI, li: Element): string {
  const item = $(li);
  const linkHeading = (_: number, h: Element): boolean => {
    const text = $(h).text().replace(/\s+/g, "");
    return text.length > 0 && $(h).find("a").text().replace(/\s+/g, "").length >= text.length * 0.8;
  };
  if (item.find(HEADING_LIST.join(",")).filter(linkHeading).length === 0) return cleanLine(item.html() ?? "");
  const copy = item.clone();
  copy.find(HEADING_LIST.join(",")).filter(linkHeading).remove();
  return cleanLine(copy.html() ?? "");
}

/** A heading that names no recipe section ("How to make the lasagne", not "Notes"). */
function isSubtitle($: CheerioAPI, el: Element): boolean {
  const text = cleanLine($(el).text()).replace(/[:：]$/, "");
  return text.length > 0 && readHeading(text) === null;
}

/**
 * A short heading on its own that names another part of the recipe (a bold "PRÉPARATION" or
 * "Notes" paragraph after the ingredient lists): it ends the section, whatever its rank.
 */
function opensOtherSection($: CheerioAPI, el: Element, kind: HeadingKind): boolean {
  const raw = $(el).text();
  if (raw.length > MAX_HEADING_CHARS * 4) return false;
  const text = cleanLine(raw).replace(/[:：]$/, "");
  if (text.length === 0 || text.length > MAX_HEADING_CHARS) return false;
  const other = readHeading(text)?.kind;
  return other !== undefined && other !== kind && isHeading($, el);
}

/** A paragraph that is only a short bold line ("<p><strong>For the beef</strong></p>"): a group label, not text of the section. */
function isGroupLabel($: CheerioAPI, el: Element): boolean {
  if (el.tagName !== "p") return false;
  const raw = $(el).text();
  if (raw.length > MAX_HEADING_CHARS * 4) return false;
  const text = cleanLine(raw);
  const bold = cleanLine($(el).children("strong,b").text());
  return text.length > 0 && text.length <= MAX_HEADING_CHARS && bold === text && !/[.!?]$/.test(text);
}

/** A list item that is only a link (a "see also" list of other recipes). */
function isLinkOnly($: CheerioAPI, li: Element): boolean {
  const text = $(li).text().replace(/\s+/g, "");
  return text.length > 0 && $(li).find("a").text().replace(/\s+/g, "") === text;
}

/**
 * Lines that follow a heading in document order: the items of the lists after it (see itemText), else the lines
 * of its following paragraphs, blocks and tables (see blockLines: rows of cells are one line each), up to the next heading of the same or higher rank
 * (a subtitle heading right after it, naming no section, does not end it), or up to a short
 * heading of another part (see opensOtherSection). Lists of links only are passed over; a bold
 * group label ("For the beef") before the first list does not make the section one of paragraphs. When the heading's own
 * container ends first, the search carries on after the container (up to six levels up), so
 * headings wrapped in their own `<div>` still find their list.
 * Input: loaded page, the heading element, the kind of section it names, and whether lists win
 * over paragraphs (ingredients) or the kind met first wins (method). Output: cleaned lines.
 */
export function linesAfter($: CheerioAPI, heading: Element, kind: HeadingKind, preferLists: boolean): string[] {
  const lists: string[] = [];
  const paras: string[] = [];
  let listsFirst = false;
  let textParas = 0;
  // Headings of the same or a higher rank end the section; lower ones ("For the glaze") do not.
  const rank = HEADING_TAGS.has(heading.tagName) ? Number(heading.tagName[1]) : 7;
  const stops = HEADING_LIST.slice(0, rank).join(",");
  let node: Element | null = heading;
  for (let level = 0; node && level < 6 && node.tagName !== "body"; level++) {
    for (const sib of $(node).nextAll().toArray()) {
      const own = $(sib).is(stops);
      // A heading straight after this one that names no section of its own is its subtitle
      // ("Preparation" over "How to make the lasagne"): the section goes on below it.
      if (own && node === heading && sib === $(heading).next()[0] && isSubtitle($, sib)) continue;
      if (opensOtherSection($, sib, kind)) return done();
      const isHead = own || $(sib).find(stops).length > 0;
      if (isHead && (lists.length > 0 || paras.length > 0 || own)) return done();
      if (!CONTROL_ROLES.has(sib.attribs.role ?? "")) read(openPanel($, sib));
      if (isHead) return done();
    }
    // Lines found beside the heading's own container end the search: what lies further out
    // (notes, download links, related lists) belongs to other parts of the page.
    if (lists.length + paras.length >= MIN_SECTION_LINES) return done();
    node = node.parent?.type === "tag" ? (node.parent as Element) : null;
  }
  return done();

  function read(block: Element): void {
    const items = $(block).is("ul,ol") ? $(block).children("li") : $(block).find("li");
    if (items.length && holdsMostText($, block, items.toArray())) {
      if (items.toArray().every((li) => isLinkOnly($, li))) return;
      listsFirst ||= textParas === 0;
      lists.push(...items.toArray().map((li) => itemText($, li)));
    } else if (BLOCKS.has(block.tagName) || (block.tagName === "span" && $(block).children("p,div").length > 0)) {
      const lines = blockLines(block);
      paras.push(...lines);
      if (!isGroupLabel($, block)) textParas += lines.length;
    }
  }

  /**
   * Ingredients printed as paragraphs before lists that are no ingredients (a blog post's
   * "150 g flour" paragraphs, then its steps as one-item lists): the paragraphs carry amounts
   * (half of them or more) and the lists next to none (under a fifth).
   */
  function amountsInParas(): boolean {
    if (listsFirst || paras.length < 2) return false;
    const share = (lines: string[]): number => lines.filter((l) => ingredientSigns(l).amount).length / lines.length;
    return share(paras) >= 0.5 && share(lists) < 0.2;
  }

  function done(): string[] {
    // Steps: whichever kind comes first after the heading (a numbered list, then a tip paragraph).
    const useLists = lists.length > 0 && ((preferLists && !amountsInParas()) || paras.length === 0 || listsFirst);
    const chosen = useLists ? lists : paras.map((l) => l.replace(/^[\u2013\u2014-]\s*/, ""));
    return chosen.filter(Boolean);
  }
}

