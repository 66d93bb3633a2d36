import type { AnyNode, Element } from "domhandler";

/**
 * Every element under `root` (root excluded) in document order, by a plain tree walk: several
 * times faster than a CSS selector list over a large page (css-select matches each selector
 * against every element). Input: a parsed node (cheerio's root or an element). Output: elements.
 */
export function allElements(root: AnyNode): Element[] {
  const out: Element[] = [];
  const walk = (node: AnyNode): void => {
    const kids = (node as { children?: AnyNode[] }).children;
    if (!kids) return;
    for (const c of kids) {
      if (c.type === "tag" || c.type === "script" || c.type === "style") {
        out.push(c as Element);
        walk(c);
      }
    }
  };
  walk(root);
  return out;
}

/** Number of element children of an element (text and comments not counted). */
export function elementCount(el: Element): number {
  let n = 0;
  for (const c of el.children) if (c.type === "tag") n++;
  return n;
}
