import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MealPlanEntry } from "../../../../shared/schemas/meal-plans";
import { controlledFetch, renderHook } from "../../../../../test/web/test-hook";
import { mealPlansKeys } from "./meal-plans-keys";
import { useMarkCooked } from "./cook-meal";

const HH = "00000000-0000-4000-8000-000000000001";
const WINDOW = mealPlansKeys.window(HH, "2025-03-02", "2025-03-05");

function entry(id: string, day: string): MealPlanEntry {
  return {
    id,
    householdId: HH,
    recipeId: null,
    day,
    mealType: "dinner",
    servings: 2,
    status: "planned",
    customMealTitle: "Soup",
    customMealLink: null,
    notes: null,
    isCooked: false,
    recurrenceRule: null,
    recipe: null,
    seriesDay: null,
  };
}

const cookedIn = (client: { getQueryData: (k: readonly unknown[]) => unknown }) =>
  (client.getQueryData(WINDOW) as MealPlanEntry[]).map((e) => e.isCooked);

afterEach(() => vi.unstubAllGlobals());

describe("useMarkCooked (planner mark cooked)", () => {
  it("shows the meal as cooked before the server answers, and keeps it when the server agrees", async () => {
    const net = controlledFetch();
    const h = await renderHook(useMarkCooked);
    const soup = entry("00000000-0000-4000-8000-0000000000a1", "2025-03-03");
    h.client.setQueryData(WINDOW, [soup, entry("00000000-0000-4000-8000-0000000000a2", "2025-03-04")]);

    await act(async () => h.result().mutate({ entry: soup }));
    expect(net.calls[0]).toMatchObject({ method: "POST", url: `/api/meal-plans/${soup.id}/cooked` });
    expect(cookedIn(h.client)).toEqual([true, false]);

    await net.respond(200, { entry: { ...soup, isCooked: true }, changes: [] });
    expect(cookedIn(h.client)).toEqual([true, false]);
    expect(h.toasts()).toEqual([]);
    h.unmount();
  });

  it("rolls the planner back and shows the SPEC 'Error' toast with the server's message when cooking fails", async () => {
    const net = controlledFetch();
    const h = await renderHook(useMarkCooked);
    const soup = entry("00000000-0000-4000-8000-0000000000b1", "2025-03-03");
    h.client.setQueryData(WINDOW, [soup]);

    await act(async () => h.result().mutate({ entry: soup }));
    expect(cookedIn(h.client)).toEqual([true]);

    await net.respond(409, { error: "This meal is already cooked" });
    expect(cookedIn(h.client)).toEqual([false]);
    expect(h.toasts()[0]).toMatchObject({ title: "Error", description: "This meal is already cooked", variant: "destructive" });
    h.unmount();
  });
});
