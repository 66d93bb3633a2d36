import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import indexHtml from "../index.html?raw";
import { AppSplash } from "./app-status";

/** The element tree of `html` as [tag, class, role, aria-label, own text] rows, depth first. */
function shape(html: string): string[][] {
  const root = document.createElement("div");
  root.innerHTML = html;
  const rows: string[][] = [];
  const walk = (el: Element) => {
    const text = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent?.trim()).join("");
    const classes = (el.getAttribute("class") ?? "").split(/\s+/).filter((c) => c && !c.startsWith("lucide"));
    rows.push([el.tagName.toLowerCase(), classes.sort().join(" "), el.getAttribute("role") ?? "", el.getAttribute("aria-label") ?? "", text]);
    for (const child of el.children) if (el.tagName.toLowerCase() !== "svg") walk(child);
  };
  for (const child of root.children) walk(child);
  return rows;
}

describe("the static splash in index.html", () => {
  it("is what AppSplash renders, so the first paint and React's first render look the same", () => {
    const inRoot = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(indexHtml)?.[1];
    expect(inRoot, "index.html has a splash inside #root").toBeTruthy();
    expect(shape(inRoot!)).toEqual(shape(renderToStaticMarkup(<AppSplash />)));
    expect(shape(inRoot!)[0]).toEqual(["div", expect.any(String), "status", "Loading", ""]);
  });
});
