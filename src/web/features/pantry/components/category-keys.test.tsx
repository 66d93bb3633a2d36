import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PantryItem } from "../../../../shared/schemas/pantry";
import { displayUnit } from "../lib/format";
import { categoryLabel, categoryStyle } from "./category-style";
import { PantryItemCard } from "./pantry-item-card";
import { SampleItemCard } from "./sample-item-card";
import { PROTOTYPE_KEYS } from "../../../../../test/shared/prototype-keys";

/**
 * Issue 19 finding 6, web side: a category, unit or source is server data, and an import once
 * stored the category `__proto__`: the card's `STYLES[category]` lookup found Object.prototype and
 * React crashed the whole pantry screen (error #130). Every prototype key, an unknown word and a
 * blank must render as the neutral "Other" badge.
 */
const HOSTILE = [...PROTOTYPE_KEYS, "no-such-category"];

const item = (category: string, unit = "pieces"): PantryItem => ({
  id: "00000000-0000-4000-8000-0000000000c1",
  qty: "1",
  unit,
  source: "manual",
  expiresOn: null,
  minQty: null,
  dietFlags: [],
  product: { id: "00000000-0000-4000-8000-0000000000p1", name: "Beans", brand: null, category, imageUrl: null },
});

function render(node: React.ReactNode): HTMLElement {
  const client = new QueryClient();
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
  return host;
}
const badges = (host: HTMLElement) => [...host.querySelectorAll("span")].map((s) => s.textContent);

describe.each(HOSTILE)("category %j", (category) => {
  it("renders the pantry card and the sample card with an 'Other' badge", () => {
    const card = render(<PantryItemCard item={item(category)} today="2026-01-10" />);
    expect(card.querySelector("h3")?.textContent).toBe("Beans");
    expect(badges(card)).toContain("Other");
    const sample = render(<SampleItemCard item={item(category)} />);
    expect(badges(sample)).toContain("Other");
  });

  it("gets the neutral style and the label 'Other', in any case", () => {
    for (const c of [category, category.toUpperCase()]) {
      expect(categoryStyle(c)).toBe(categoryStyle(null));
      expect(categoryLabel(c)).toBe("Other");
    }
  });

  it("as a unit, is shown as written", () => {
    expect(displayUnit("1", category)).toBe(category);
    const card = render(<PantryItemCard item={item("dairy", category)} today="2026-01-10" />);
    expect(card.querySelector('[data-testid="item-qty"]')?.textContent ?? card.textContent).toContain(category);
  });
});

it("known categories keep their own style and label", () => {
  expect(categoryLabel("DAIRY")).toBe("Dairy");
  expect(categoryLabel("")).toBe("Item");
  expect(categoryStyle("dairy")).not.toBe(categoryStyle(null));
  expect(badges(render(<PantryItemCard item={item("produce")} today="2026-01-10" />))).toContain("Produce");
});
