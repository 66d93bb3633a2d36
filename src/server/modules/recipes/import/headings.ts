import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { blockLines } from "./block-lines";
import { STEP_LABEL } from "./steps";
import { cleanLine } from "./clean-text";
import { allElements } from "./dom-walk";
import type { PartialRecipe } from "./types";
import { SERVINGS_ONLY } from "../../../../shared/domain/recipe-yield";
import { readHeading, type HeadingKind } from "../../../../shared/domain/recipe-headings";

const HEADING_LIST = ["h1", "h2", "h3", "h4", "h5", "h6"];
const HEADING_TAGS = new Set(HEADING_LIST);
const MAX_HEADING_CHARS = 40;
/** Lines that make a section: with this many found near the heading, the search goes no further out. */
const MIN_SECTION_LINES = 2;

/**
 * The control that opens a collapsible section (a `<summary>`, or a link or button with
 * aria-expanded or a Bootstrap `data-toggle="collapse"`): its label heads the section it opens.
 */
const isToggle = (el: Element): boolean =>
  el.tagName === "summary" || ((el.tagName === "a" || el.tagName === "button") && (el.attribs["aria-expanded"] !== undefined || /collapse/.test(el.attribs["data-toggle"] ?? el.attribs["data-bs-toggle"] ?? "")));

/** Elements that may hold a section heading (toggles besides, see isToggle). */
const CANDIDATE_TAGS = new Set([...HEADING_LIST, "p", "strong", "b", "dt"]);

/**
 * A `<div>` or `<span>` that holds text only (no element inside): pages styled with utility
 * classes print their section titles so ("<div class="title big">Preparation</div>").
 */
const isTextBox = (el: Element): boolean => (el.tagName === "div" || el.tagName === "span") && el.children.length > 0 && el.children.every((c) => c.type === "text");

/** True when an element reads as a heading: an h1–h6, a collapsible section's toggle, or a short block or bold line on its own. */
function isHeading($: CheerioAPI, el: Element): boolean {
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
 * Lines that follow a heading in document order: the items of the lists after it (see itemText), else the lines
 * of its following paragraphs, blocks and tables (see blockLines: rows of cells are one line each), up to the next heading of the same or higher rank
 * (a subtitle heading right after it, naming no section, does not end it). When the heading's own
 * container ends first, the search carries on after the container (up to six levels up), so
 * headings wrapped in their own `<div>` still find their list.
 */
function linesAfter($: CheerioAPI, heading: Element, preferLists: boolean): string[] {
  const lists: string[] = [];
  const paras: string[] = [];
  let listsFirst = false;
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
      listsFirst ||= paras.length === 0;
      lists.push(...items.toArray().map((li) => itemText($, li)));
    } else if (BLOCKS.has(block.tagName) || (block.tagName === "span" && $(block).children("p,div").length > 0)) paras.push(...blockLines(block));
  }

  function done(): string[] {
    // Steps: whichever kind comes first after the heading (a numbered list, then a tip paragraph).
    const useLists = lists.length > 0 && (preferLists || paras.length === 0 || listsFirst);
    const chosen = useLists ? lists : paras.map((l) => l.replace(/^[\u2013\u2014-]\s*/, ""));
    return chosen.filter(Boolean);
  }
}

/**
 * First heading on the page of this kind (see readHeading), with its following lines. `boxes`:
 * look among text-only `<div>`/`<span>` boxes instead (see isTextBox), the fallback when no
 * heading element, bold line or toggle names the section (a tab label of that name, earlier on
 * the page, would otherwise win over the real heading).
 */
function section($: CheerioAPI, kind: HeadingKind, preferLists: boolean, boxes = false): string[] {
  const candidates = allElements($.root()[0]).filter((el) => (boxes ? isTextBox(el) : CANDIDATE_TAGS.has(el.tagName) || isToggle(el)));
  for (const el of candidates) {
    const text = cleanLine($(el).text()).replace(/[:：]$/, "");
    if (text.length > MAX_HEADING_CHARS || readHeading(text)?.kind !== kind || !isHeading($, el)) continue;
    const lines = linesAfter($, el, preferLists);
    if (lines.length) return lines;
  }
  return [];
}

/** The lines, or when there are none, those of the fallback. */
const orElse = (lines: string[], fallback: () => string[]): string[] => (lines.length ? lines : fallback());

/**
 * The method of a page that prints it as a list whose items each open with a step label and no
 * heading above the list (`<li><h6>Step 1</h6><p>Install the stone…</p></li>`): the items'
 * text without the labels. The labels must count 1, 2, 3 … and stand as the first element of
 * every item of at least two. Output: the steps, or [] when no list qualifies.
 */
function labelledStepList($: CheerioAPI): string[] {
  for (const list of $("ol,ul").toArray()) {
    const items = $(list).children("li").toArray();
    if (items.length < 2) continue;
    const labels = items.map((li) => $(li).children().first());
    const counts = labels.every((l, i) => l.length > 0 && Number(STEP_LABEL.exec(cleanLine(l.text()))?.[1]) === i + 1);
    if (!counts) continue;
    const steps = items.map((li) => {
      const copy = $(li).clone();
      copy.children().first().remove();
      return cleanLine(copy.html() ?? "");
    });
    if (steps.every(Boolean)) return steps;
  }
  return [];
}

/**
 * Ingredients and method of a page without recipe markup, found under headings such as
 * "Ingredients" and "Instructions"/"Method"/"Directions" and their equivalents in other
 * languages (readHeading, src/shared/domain/recipe-headings.ts). Ingredient lines that
 * are only a serving count ("4 servings") are dropped, and a trailing footnote "*" is cut. With no
 * method heading, a list whose items open with "Step 1", "Step 2" … labels is the method (see
 * labelledStepList). A section no heading element names may be named by a text-only box (see
 * section). Input: loaded page. Output: partial recipe (possibly empty lists).
 */
export function recipeFromHeadings($: CheerioAPI): PartialRecipe {
  return {
    // A serving selector printed inside the ingredient block ("4 servings") is not an ingredient.
    // A trailing "*" marks a footnote, not part of the ingredient.
    ingredients: orElse(section($, "ingredients", true), () => section($, "ingredients", true, true))
      .filter((l) => !SERVINGS_ONLY.test(l))
      .map((l) => l.replace(/\s*\*+$/, "")),
    instructions: orElse(section($, "method", false), () => orElse(labelledStepList($), () => section($, "method", false, true))),
  };
}
