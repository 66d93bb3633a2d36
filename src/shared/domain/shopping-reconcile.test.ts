import { describe, expect, it } from "vitest";
import { recipeNeeds, type NeedSource } from "./shopping-need";
import { reconcileRun, type ListLine } from "./shopping-reconcile";

const source = (key: string): Omit<NeedSource, "qty" | "unit"> => ({
  key,
  kind: "plan",
  label: key,
  day: null,
  mealType: null,
  mealPlanId: null,
});
const needs = (key: string, lines: { ingredient: string; qty: string | null; unit: string | null }[]) =>
  recipeNeeds(lines, 1, 1, source(key));
const planScope = (n: NeedSource) => n.key.startsWith("plan:");

/** Apply a reconcile result to a list, as the repository would. */
function apply(lines: ListLine[], r: ReturnType<typeof reconcileRun>): ListLine[] {
  let next = lines.filter((l) => !r.deletes.includes(l.id));
  next = next.map((l) => {
    const u = r.updates.find((x) => x.id === l.id);
    return u ? { ...l, needs: u.needs, ...(u.qty !== undefined ? { qty: u.qty, unit: u.unit ?? null } : {}) } : l;
  });
  return [...next, ...r.inserts.map((n, i) => ({ id: `new${lines.length}-${i}`, checked: false, qtyEdited: false, ...n }))];
}

describe("reconcileRun: re-running updates instead of duplicating", () => {
  const fresh = needs("plan:m1", [
    { ingredient: "flour", qty: "750", unit: "g" },
    { ingredient: "eggs", qty: "3", unit: null },
  ]);
  const stock = [{ id: "p1", name: "Flour", qty: "500", unit: "g", foodId: "flour" }];

  it("the same run twice gives the same list", () => {
    const once = apply([], reconcileRun([], planScope, fresh, stock));
    expect(once.map((l) => [l.name, l.qty, l.unit])).toEqual([
      ["flour", 250, "g"],
      ["eggs", 3, "pieces"],
    ]);
    const twice = apply(once, reconcileRun(once, planScope, fresh, stock));
    expect(twice.map((l) => [l.id, l.qty])).toEqual(once.map((l) => [l.id, l.qty]));
  });

  it("a changed plan replaces the plan's part; a meal taken off the plan takes its line with it", () => {
    const once = apply([], reconcileRun([], planScope, fresh, stock));
    const smaller = needs("plan:m1", [{ ingredient: "flour", qty: "1", unit: "kg" }]);
    const after = apply(once, reconcileRun(once, planScope, smaller, stock));
    expect(after.map((l) => [l.name, l.qty, l.unit])).toEqual([["flour", 500, "g"]]);
  });

  it("other sources stay and add up before the pantry is subtracted once", () => {
    const recipe = needs("recipe:r", [{ ingredient: "plain flour", qty: "300", unit: "g" }]);
    const first = apply(
      [],
      reconcileRun([], (n) => n.key === "recipe:r", recipe, stock),
    );
    expect(first).toHaveLength(0); // 300 g needed, 500 g in stock
    const withPlan = apply(first, reconcileRun(first, planScope, fresh, stock));
    const flour = withPlan.find((l) => l.foodId === "flour")!;
    expect(flour.qty).toBe(250); // the recipe's source was not on the list: nothing was missing for it
    const again = apply(
      withPlan,
      reconcileRun(withPlan, (n) => n.key === "recipe:r", recipe, stock),
    );
    expect(again.find((l) => l.foodId === "flour")).toMatchObject({ qty: 550 }); // 750 + 300 − 500
    expect(
      again
        .find((l) => l.foodId === "flour")!
        .needs.map((n) => n.key)
        .sort(),
    ).toEqual(["plan:m1", "recipe:r"]);
  });

  it("keeps amounts a person set and lines in a cart; never adds a second line for a ticked food", () => {
    const lines: ListLine[] = [
      { id: "e", name: "Flour", foodId: "flour", qty: 2, unit: "kg", checked: false, qtyEdited: true, needs: [] },
      { id: "t", name: "Eggs", foodId: "egg", qty: 12, unit: "pieces", checked: true, qtyEdited: false, needs: [] },
    ];
    const r = reconcileRun(lines, planScope, fresh, stock);
    expect(r.inserts).toEqual([]);
    expect(r.deletes).toEqual([]);
    expect(r.updates).toEqual([{ id: "e", needs: [fresh[0].need], autoQty: 0.25 }]); // 750 g − 500 g = 250 g, in the line's kg
  });

  it("an unedited line whose food is now in stock is removed and counted as in stock", () => {
    const once = apply([], reconcileRun([], planScope, fresh, stock));
    const restocked = [
      ...stock,
      { id: "p2", name: "Eggs", qty: "6", unit: "pieces", foodId: "egg" },
      { id: "p3", name: "Flour", qty: "1", unit: "kg", foodId: "flour" },
    ];
    const r = reconcileRun(once, planScope, fresh, restocked);
    expect(r.deletes.sort()).toEqual(once.map((l) => l.id).sort());
    expect(r.inStock).toBe(2);
  });
});
