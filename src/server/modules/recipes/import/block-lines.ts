import type { AnyNode, Element } from "domhandler";
import { cleanLine } from "./clean-text";

/** Tags whose content starts and ends a line, as a browser lays them out by default. */
const BLOCK_TAGS = new Set([
  "address", "article", "aside", "blockquote", "dd", "div", "dl", "dt", "figcaption", "figure", "footer", "form", "h1", "h2", "h3",
  "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "section", "table", "tbody", "td", "th", "thead", "tfoot", "tr", "ul",
]);
/** Tags whose text is not page content a reader takes as recipe text (controls, code, media). */
const SKIP_TAGS = new Set(["button", "script", "style", "noscript", "svg", "input", "select", "option", "textarea", "template", "iframe", "label"]);
/** Paragraphs, items and headings: each is a line of its own, never a cell of a row. */
const TEXT_BLOCKS = new Set(["p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "dt", "dd"]);
/** A cell that starts with an amount: digits or a vulgar fraction. */
const AMOUNT_START = /^[\d\u00bc-\u00be\u2150-\u215e]/;
const MAX_ROW_CHARS = 120;

const isTag = (n: AnyNode): n is Element => n.type === "tag" || n.type === "script" || n.type === "style";

/** Element children that carry content (skipped tags and empty elements left out). */
function contentChildren(el: Element): Element[] {
  return el.children.filter((c): c is Element => isTag(c) && !SKIP_TAGS.has(c.tagName));
}

/** True when the element holds no block-level element (its text is one run of inline text). */
function isLeaf(el: Element): boolean {
  return contentChildren(el).every((c) => !BLOCK_TAGS.has(c.tagName) && isLeaf(c));
}

/** Plain text of a subtree without the skipped tags. */
function textOf(node: AnyNode): string {
  if (node.type === "text") return (node as unknown as { data: string }).data;
  if (!isTag(node) || SKIP_TAGS.has(node.tagName)) return "";
  return node.tagName === "br" ? " " : node.children.map(textOf).join("");
}

/** True when an element holds a `<table>` somewhere inside it. */
function hasTable(el: Element): boolean {
  return contentChildren(el).some((c) => c.tagName === "table" || hasTable(c));
}

/**
 * A run of 2–4 inline cells laid out side by side that read as one line: every cell is a leaf
 * (and no paragraph, list item or heading, which are lines of their own),
 * the first non-empty cell starts with an amount ("2 rúd" | "fahéj" | "(40 g)"), the whole is short.
 * This is how many sites print one ingredient as a flex row of `<div>`s.
 */
function rowCells(el: Element): string[] | null {
  if (el.tagName === "tr") {
    const cells = contentChildren(el).filter((c) => c.tagName === "td" || c.tagName === "th");
    // A cell holding a table of its own, or a row's only cell holding several lines ("For the
    // dip:" over three <br>-lines), is a layout box: its lines stay lines.
    if (cells.some(hasTable) || (cells.length === 1 && blockLines(cells[0]).length > 1)) return null;
    if (cells.length > 0 && cells.every((c) => c.tagName === "th")) return [];
    return cells.map((c) => cleanLine(textOf(c))).filter(Boolean);
  }
  const kids = contentChildren(el);
  if (kids.length < 2 || kids.length > 4 || !kids.every(isLeaf) || kids.some((k) => TEXT_BLOCKS.has(k.tagName))) return null;
  const cells = kids.map((c) => cleanLine(textOf(c))).filter(Boolean);
  if (cells.length < 2 || !AMOUNT_START.test(cells[0]) || cells.join(" ").length > MAX_ROW_CHARS) return null;
  // Loose text between the cells would be lost by joining cells only: then it is not a plain row.
  const loose = el.children.some((c) => c.type === "text" && (c as unknown as { data: string }).data.trim() !== "");
  return loose ? null : cells;
}

/** A grid column class with its width of 12: Bootstrap's "col-6", "col-sm-3" (smallest screen size first). */
const GRID_COLUMN = /(?:^|\s)col-(?:(xs|sm|md|lg|xl|xxl)-)?(\d{1,2})(?=\s|$)/g;
const SIZES = ["", "xs", "sm", "md", "lg", "xl", "xxl"];
const GRID_WIDTH = 12;

/** Width of a grid cell on the smallest screen it declares (of 12), or null when it names no column. */
function columnWidth(el: Element): number | null {
  const found = [...(el.attribs.class ?? "").matchAll(GRID_COLUMN)].map((m) => ({ size: SIZES.indexOf(m[1] ?? ""), width: Number(m[2]) }));
  if (found.length === 0) return null;
  return found.sort((a, b) => a.size - b.size)[0].width;
}

/**
 * A flat grid of column cells (`<div class="col-6">Wheat flour</div><div class="col-3">5.000</div>
 * <div class="col-3">50.00</div>` …, as a 12-column CSS grid lays out a table): the cells grouped
 * into the rows the grid shows, each row's widths adding up to 12. Null unless the block holds at
 * least four cells, all leaves with a column width, and at least two rows of several cells.
 */
function gridRows(el: Element): string[][] | null {
  const kids = contentChildren(el);
  if (kids.length < 4) return null;
  const widths = kids.map(columnWidth);
  if (widths.some((w) => w === null || w > GRID_WIDTH) || !kids.every(isLeaf)) return null;
  const rows: string[][] = [];
  let row: string[] = [];
  let used = 0;
  kids.forEach((k, i) => {
    row.push(cleanLine(textOf(k)));
    used += widths[i] as number;
    if (used >= GRID_WIDTH) {
      rows.push(row);
      [row, used] = [[], 0];
    }
  });
  if (row.length) rows.push(row);
  return rows.filter((r) => r.length > 1).length >= 2 ? rows : null;
}

/**
 * The lines a reader sees in a block of the page, in order: block elements and `<br>` end lines,
 * table rows, flex-style rows of inline cells (see rowCells) and the rows of a 12-column grid
 * (see gridRows) become one line each with their cells joined by a space (a row whose only cell holds several lines keeps them), header-only table rows are dropped, and buttons, form controls,
 * scripts and SVG are left out. Input: one element of a loaded page. Output: cleaned, non-empty
 * one-line strings (see cleanLine). Never throws.
 */
export function blockLines(el: Element): string[] {
  const out: string[] = [];
  let buffer = "";
  const flush = (): void => {
    const line = cleanLine(buffer);
    if (line) out.push(line);
    buffer = "";
  };
  const walk = (node: AnyNode): void => {
    if (node.type === "text") {
      buffer += (node as unknown as { data: string }).data;
      return;
    }
    if (!isTag(node) || SKIP_TAGS.has(node.tagName)) return;
    if (node.tagName === "br") return flush();
    if (!BLOCK_TAGS.has(node.tagName)) {
      node.children.forEach(walk);
      return;
    }
    flush();
    const grid = gridRows(node);
    if (grid) {
      for (const r of grid) if (r.some(Boolean)) out.push(cleanLine(r.filter(Boolean).join(" ")));
      return;
    }
    const cells = rowCells(node);
    if (cells) {
      if (cells.length) out.push(cleanLine(cells.join(" ")));
      return;
    }
    node.children.forEach(walk);
    flush();
  };
  walk(el);
  flush();
  return out;
}

/** A list item as one line, its inner blocks set apart by a space (`<div>1</div><div><p>can of tomatoes</p></div>` → "1 can of tomatoes"). */
export const itemLine = (li: Element): string => blockLines(li).join(" ");
