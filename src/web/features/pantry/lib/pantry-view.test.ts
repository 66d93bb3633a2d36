import { describe, expect, it } from "vitest";
import type { PantryItem } from "../../../../shared/schemas/pantry";
import { categoryCounts, DEFAULT_FILTERS, expiryCounts, matchesQuery, pantryView } from "./pantry-view";

let n = 0;
function item(name: string, over: { brand?: string; category?: string; source?: string; expiresOn?: string | null } = {}): PantryItem {
  n++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    qty: "1",
    unit: "pieces",
    source: over.source ?? "manual",
    expiresOn: over.expiresOn ?? null,
    product: { id: `p${n}`, name, brand: over.brand ?? null, category: over.category ?? "pantry", imageUrl: null },
  };
}

const sample = item("Sample apples", { source: "sample", category: "produce" });
const milk = item("Milk", { brand: "Arla", category: "dairy", expiresOn: "2026-03-03" });
const rice = item("Basmati rice", { brand: "Tilda", expiresOn: null });
const yogurt = item("yogurt", { category: "dairy", expiresOn: "2026-03-01" });
const apples = item("Apples", { category: "produce", expiresOn: "2026-03-03" });
const all = [sample, milk, rice, yogurt, apples];

describe("matchesQuery", () => {
  it("matches name, brand and category, case-insensitively, every word", () => {
    expect(matchesQuery(milk, "MILK")).toBe(true);
    expect(matchesQuery(milk, "arla")).toBe(true);
    expect(matchesQuery(milk, "dairy")).toBe(true);
    expect(matchesQuery(rice, "tilda rice")).toBe(true);
    expect(matchesQuery(rice, "tilda milk")).toBe(false);
    expect(matchesQuery(rice, "   ")).toBe(true);
  });
});

describe("pantryView", () => {
  it("keeps samples apart and sorts own items by expiry (undated last, ties by name)", () => {
    const v = pantryView(all, DEFAULT_FILTERS);
    expect(v.samples).toEqual([sample]);
    expect(v.real.map((i) => i.product.name)).toEqual(["yogurt", "Apples", "Milk", "Basmati rice"]);
    expect(v.realTotal).toBe(4);
  });

  it("sorts by name and by most recently added", () => {
    expect(pantryView(all, { ...DEFAULT_FILTERS, sort: "name" }).real.map((i) => i.product.name)).toEqual([
      "Apples",
      "Basmati rice",
      "Milk",
      "yogurt",
    ]);
    expect(pantryView(all, { ...DEFAULT_FILTERS, sort: "recent" }).real).toEqual([apples, yogurt, rice, milk]);
  });

  it("filters by category and search together, samples included", () => {
    const v = pantryView(all, { query: "", category: "produce", sort: "expiry" });
    expect(v.samples).toEqual([sample]);
    expect(v.real).toEqual([apples]);
    expect(pantryView(all, { query: "yog", category: "dairy", sort: "name" }).real).toEqual([yogurt]);
    expect(pantryView(all, { query: "yog", category: "produce", sort: "name" })).toMatchObject({ samples: [], real: [], realTotal: 4 });
  });

  it("does not reorder its input", () => {
    const input = [...all];
    pantryView(input, { ...DEFAULT_FILTERS, sort: "recent" });
    expect(input).toEqual(all);
  });
});

describe("counts", () => {
  it("counts own expired and use-soon items only", () => {
    const old = item("Old bread", { expiresOn: "2026-02-01" });
    const oldSample = item("Old sample", { source: "sample", expiresOn: "2026-02-01" });
    expect(expiryCounts([...all, old, oldSample], "2026-03-01")).toEqual({ expired: 1, useSoon: 3 });
  });
  it("counts items per category", () => {
    expect(Object.fromEntries(categoryCounts(all))).toEqual({ produce: 2, dairy: 2, pantry: 1 });
  });
});
