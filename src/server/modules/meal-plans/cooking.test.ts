import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pantryHistory } from "../../db/schema/pantry";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

let t: TestServer;
let a: Awaited<ReturnType<TestServer["signUp"]>>;
let b: Awaited<ReturnType<TestServer["signUp"]>>;
let recipeId = "";
const items: Record<string, string> = {};
type Item = { id: string; qty: string; unit: string; product: { name: string } };

beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("cook2@example.com", "Cook");
  b = await t.signUp("cook2-b@example.com", "Other");
  for (const [productName, qty, unit] of [
    ["Rice", "1", "kg"],
    ["Eggs", "6", "pieces"],
    ["Carrots", "3", "pieces"],
    ["Soy sauce", "1", "pieces"],
    ["Butter", "250", "g"],
  ]) {
    const res = await t.as(a.cookie)("POST", "/api/pantry", { productName, qty, unit, source: "manual" });
    items[productName] = res.json().id;
  }
  const recipe = await t.as(a.cookie)("POST", "/api/recipes/manual", {
    recipe: {
      title: "Egg fried rice",
      servings: 2,
      instructions: "Cook rice. Fry with eggs.",
      ingredients: [
        { name: "rice", qty: "2", unit: "cup" },
        { name: "eggs", qty: "2", unit: "piece" },
        { name: "soy sauce", qty: "1", unit: "tbsp" },
        { name: "spring onions", qty: "2", unit: "piece" },
      ],
    },
  });
  expect(recipe.statusCode).toBe(201);
  recipeId = recipe.json().id;
});
afterAll(async () => t?.close());

const pantry = async (): Promise<Record<string, string>> =>
  Object.fromEntries(
    ((await t.as(a.cookie)("GET", `/api/pantry/${a.user.householdId}`)).json() as Item[]).map((i) => [i.product.name, i.qty]),
  );
const planDinner = async (day: string, extra: Record<string, unknown> = {}) =>
  (await t.as(a.cookie)("POST", "/api/meal-plans", { recipeId, day, mealType: "dinner", servings: 4, status: "planned", ...extra })).json();
const mealHistory = async (mealPlanId: string) =>
  (await t.db().select().from(pantryHistory).where(eq(pantryHistory.householdId, a.user.householdId))).filter(
    (h) => h.meta.mealPlanId === mealPlanId,
  );

describe("cooking takes the ingredients out of the pantry", () => {
  let entryId = "";

  it("previews what will be taken: 4 servings of a 2-serving recipe, cups of rice as kg", async () => {
    entryId = (await planDinner("2026-11-23")).id;
    const res = await t.as(a.cookie)("GET", `/api/meal-plans/${entryId}/cooking-preview`);
    expect(res.statusCode).toBe(200);
    const byName = Object.fromEntries(res.json().deductions.map((d: { ingredient: string }) => [d.ingredient, d]));
    // 4 cups of rice ≈ 946 ml; rice ≈ 0.85 g/ml → ≈ 0.8 kg of the 1 kg bag.
    expect(byName.rice).toMatchObject({ pantryItemId: items.Rice, unit: "kg", needed: 4, neededUnit: "cup", reason: null });
    expect(byName.rice.take).toBeGreaterThan(0.7);
    expect(byName.rice.take).toBeLessThan(0.9);
    expect(byName.eggs).toMatchObject({ pantryItemId: items.Eggs, take: 4 });
    expect(byName["soy sauce"]).toMatchObject({ reason: "unit-mismatch", take: 0 });
    expect(byName["spring onions"]).toMatchObject({ reason: "not-in-pantry", pantryItemId: null });
  });

  it("marking cooked deducts, writes deduct history with the meal as source, records 'cooked'", async () => {
    const res = await t.as(a.cookie)("POST", `/api/meal-plans/${entryId}/cooked`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().entry).toMatchObject({ id: entryId, isCooked: true });
    const now = await pantry();
    expect(Number(now.Rice)).toBeGreaterThan(0.1);
    expect(Number(now.Rice)).toBeLessThan(0.3);
    expect(now.Eggs).toBe("2");
    expect(now["Soy sauce"]).toBe("1");
    const history = await mealHistory(entryId);
    expect(history.map((h) => [h.productName, h.action, h.meta.source]).sort()).toEqual([
      ["Eggs", "deduct", "meal"],
      ["Rice", "deduct", "meal"],
    ]);
    expect(history.find((h) => h.productName === "Eggs")!.delta).toBe("-4");
    const interactions = (await t.as(a.cookie)("GET", "/api/recipe-interactions")).json();
    expect(JSON.stringify(interactions)).toContain("cooked");
    const again = await t.as(a.cookie)("POST", `/api/meal-plans/${entryId}/cooked`, {});
    expect(again.statusCode).toBe(409);
    const window = (await t.as(a.cookie)("GET", `/api/meal-plans/${a.user.householdId}?startDate=2026-11-23&endDate=2026-11-23`)).json();
    expect(window[0].isCooked).toBe(true);
  });

  it("undo gives back exactly what was taken and plans the meal again", async () => {
    const res = await t.as(a.cookie)("DELETE", `/api/meal-plans/${entryId}/cooked`);
    expect(res.statusCode).toBe(200);
    expect(res.json().entry.isCooked).toBe(false);
    expect(await pantry()).toMatchObject({ Rice: "1", Eggs: "6", Carrots: "3", "Soy sauce": "1", Butter: "250" });
    const adds = (await mealHistory(entryId)).filter((h) => h.action === "add");
    expect(adds.map((h) => h.meta.undo)).toEqual([true, true]);
    expect(JSON.stringify((await t.as(a.cookie)("GET", "/api/recipe-interactions")).json())).not.toContain("cooked");
    expect((await t.as(a.cookie)("DELETE", `/api/meal-plans/${entryId}/cooked`)).statusCode).toBe(409);
  });

  it("the user's adjusted amounts replace the proposal, and items stop at 0", async () => {
    const res = await t.as(a.cookie)("POST", `/api/meal-plans/${entryId}/cooked`, {
      deductions: [
        { pantryItemId: items.Rice, take: 0.25 },
        { pantryItemId: items.Carrots, take: 5 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const now = await pantry();
    expect(now).toMatchObject({ Rice: "0.75", Carrots: "0", Eggs: "6" });
    expect(res.json().changes.find((c: { productName: string }) => c.productName === "Carrots")).toMatchObject({
      qtyBefore: "3",
      taken: "3",
    });
    await t.as(a.cookie)("DELETE", `/api/meal-plans/${entryId}/cooked`);
    expect(await pantry()).toMatchObject({ Rice: "1", Carrots: "3" });
  });

  it("cooking one occurrence of a recurring meal detaches it; the series stays planned", async () => {
    const series = await planDinner("2026-12-07", { recurrenceRule: "FREQ=WEEKLY;BYDAY=MO", servings: 2 });
    const res = await t.as(a.cookie)("POST", `/api/meal-plans/${series.id}/cooked?day=2026-12-14`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().entry).toMatchObject({ day: "2026-12-14", isCooked: true, recurrenceRule: null });
    const window = (await t.as(a.cookie)("GET", `/api/meal-plans/${a.user.householdId}?startDate=2026-12-07&endDate=2026-12-21`)).json();
    expect(window.map((e: { day: string; isCooked: boolean }) => `${e.day} ${e.isCooked}`)).toEqual([
      "2026-12-07 false",
      "2026-12-14 true",
      "2026-12-21 false",
    ]);
    expect((await pantry()).Eggs).toBe("4");
  });

  it("another household can neither preview, cook nor undo the meal", async () => {
    const asB = t.as(b.cookie);
    expect((await asB("GET", `/api/meal-plans/${entryId}/cooking-preview`)).statusCode).toBe(404);
    expect((await asB("POST", `/api/meal-plans/${entryId}/cooked`, {})).statusCode).toBe(404);
    expect((await asB("DELETE", `/api/meal-plans/${entryId}/cooked`)).statusCode).toBe(404);
  });
});
