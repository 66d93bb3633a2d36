/**
 * A saved web page as the plain text a person gets by selecting its main content in a browser and
 * copying it (for bench/recipe-text.ts), after the rules of `innerText`: block elements and
 * `<br>` end lines, a paragraph has a blank line before and after, table cells are
 * separated by a tab, list items and paragraphs are lines of their own; scripts, styles, forms'
 * hidden parts, navigation, header, footer and asides are left out, and so are elements hidden
 * with the `hidden` attribute, `aria-hidden="true"` or an inline `display:none`. The main content
 * is `<main>` (or `[role=main]`), else the `<article>` with the most text, else `<body>`.
 */
import { load, type CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";

/** Tags that start and end a line, as a browser lays them out by default. */
const BLOCK = new Set([
  "address", "article", "blockquote", "dd", "details", "div", "dl", "dt", "fieldset", "figcaption", "figure", "form", "h1", "h2", "h3",
  "h4", "h5", "h6", "hr", "li", "main", "ol", "p", "pre", "section", "summary", "table", "tr", "ul", "caption",
]);
/** Tags whose content a copy does not carry (not rendered as text, or page chrome). */
const DROP = new Set([
  "script", "style", "noscript", "template", "svg", "iframe", "nav", "header", "footer", "aside", "select", "option", "textarea",
  "input", "object", "canvas", "video", "audio", "head", "title", "meta", "link",
]);

/** Share of the body's text a `<main>` or `<article>` must hold to count as the main content. */
const MAIN_SHARE = 0.3;

const isElement = (n: AnyNode): n is Element => n.type === "tag" || n.type === "script" || n.type === "style";

function hidden(el: Element): boolean {
  const a = el.attribs ?? {};
  if ("hidden" in a || a["aria-hidden"] === "true") return true;
  return /display\s*:\s*none|visibility\s*:\s*hidden/i.test(a.style ?? "");
}

/** Length of the text a copy of the element carries (dropped and hidden parts left out). */
function textLength(node: AnyNode): number {
  if (node.type === "text") return (node as unknown as { data: string }).data.trim().length;
  if (!isElement(node) || DROP.has(node.tagName) || hidden(node)) return 0;
  return node.children.reduce((n, c) => n + textLength(c), 0);
}

/**
 * The element a person would select: `<main>` (or `[role=main]`), else the `<article>` with the
 * most text, when it holds at least MAIN_SHARE of the body's text; else the body (a page whose
 * markup names a small part as main has its content elsewhere).
 */
function mainRoot($: CheerioAPI): Element | null {
  const body = $("body").get(0);
  if (!body) return null;
  const total = textLength(body);
  const articles = $("article").toArray().sort((a, b) => textLength(b) - textLength(a));
  const candidates = [$("main, [role=main]").first().get(0), articles[0]].filter((e): e is Element => !!e);
  return candidates.find((e) => textLength(e) >= MAIN_SHARE * total) ?? body;
}

/** Plain text of the page's main content: one block per line, a blank line around paragraphs, whitespace collapsed within lines. */
export function pageText(html: string): string {
  const $ = load(html);
  const root = mainRoot($);
  if (!root) return "";
  let out = "";
  const walk = (node: AnyNode): void => {
    if (node.type === "text") {
      out += (node as unknown as { data: string }).data.replace(/\s+/g, " ");
      return;
    }
    if (!isElement(node) || DROP.has(node.tagName) || hidden(node)) return;
    const tag = node.tagName;
    if (tag === "br") {
      out += "\n";
      return;
    }
    if (tag === "img") {
      return;
    }
    const block = BLOCK.has(tag);
    // innerText gives a paragraph a blank line before and after; other blocks one line break.
    if (tag === "p") out += "\n\n";
    else if (block) out += "\n";
    if (tag === "td" || tag === "th") out += "\t";
    for (const c of node.children) walk(c);
    if (tag === "p") out += "\n\n";
    else if (block) out += "\n";
  };
  walk(root);
  return out
    .split("\n")
    .map((l) => l.replace(/[ \u00a0]+/g, " ").replace(/^\t+/, "").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
