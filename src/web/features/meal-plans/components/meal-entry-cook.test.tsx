import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import type { MealPlanEntry } from "../../../../shared/schemas/meal-plans";
import { MealEntryChip } from "./meal-entry-chip";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const entry: MealPlanEntry = {
  id: "00000000-0000-4000-8000-0000000000e1",
  householdId: "00000000-0000-4000-8000-000000000001",
  recipeId: "00000000-0000-4000-8000-0000000000d1",
  day: "2026-11-27",
  mealType: "dinner",
  servings: 3,
  status: "planned",
  customMealTitle: null,
  customMealLink: null,
  notes: null,
  isCooked: false,
  recurrenceRule: null,
  recipe: null,
  seriesDay: "2026-11-20",
};
const actions = { onCook: () => {}, onMove: () => {}, onRemove: () => {} };

function render(e: MealPlanEntry): HTMLElement {
  const host = document.createElement("ul");
  const root = createRoot(host);
  act(() => root.render(<MealEntryChip entry={e} actions={actions} />));
  return host;
}

describe("MealEntryChip Cook link (issue 23 cook mode from the planner)", () => {
  it("opens cook mode for the entry's recipe, servings and occurrence", () => {
    const link = [...render(entry).querySelectorAll("a")].find((a) => a.textContent === "Cook");
    expect(link?.getAttribute("href")).toBe(`/cook/${entry.recipeId}?servings=3&entry=${entry.id}&day=2026-11-27`);
  });

  it("is not offered for a custom meal or a cooked one", () => {
    const texts = (e: MealPlanEntry) => [...render(e).querySelectorAll("a")].map((a) => a.textContent);
    expect(texts({ ...entry, recipeId: null, customMealTitle: "Leftovers" })).not.toContain("Cook");
    expect(texts({ ...entry, isCooked: true })).not.toContain("Cook");
  });
});
