import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pantryHistory } from "../../db/schema/pantry";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

/** Issue 11: restock ('Done shopping') with history and undo, low-stock additions, household isolation. */
let t: TestServer;
let a: Awaited<ReturnType<TestServer["signUp"]>>;
let b: Awaited<ReturnType<TestServer["signUp"]>>;
type Line = {
  id: string;
  name: string;
  qty: string | null;
  unit: string | null;
  checked: boolean;
  checkedBy: string | null;
  neededFor: { kind: string }[];
};
type Item = { id: string; qty: string; unit: string; source: string; minQty?: string | null; product: { name: string } };

const as = () => t.as(a.cookie);
const list = async (cookie = a.cookie, hh = a.user.householdId): Promise<Line[]> =>
  (await t.as(cookie)("GET", `/api/shopping-list/${hh}`)).json().items;
const pantry = async (): Promise<Item[]> => (await as()("GET", `/api/pantry/${a.user.householdId}`)).json();
const stockOf = async (name: string) => (await pantry()).find((i) => i.product.name === name);
const add = async (name: string, qty: number | null, unit: string | null) =>
  (await as()("POST", "/api/shopping-list/items", { name, qty, unit })).json() as Promise<Line>;
const tick = (id: string, checked = true) => as()("PUT", `/api/shopping-list/items/${id}`, { checked });
const shoppingHistory = async () =>
  (await t.db().select().from(pantryHistory).where(eq(pantryHistory.householdId, a.user.householdId))).filter(
    (h) => h.meta.source === "shopping",
  );

beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("restock-a@example.com", "Ann");
  b = await t.signUp("restock-b@example.com", "Bob");
  for (const [productName, qty, unit] of [
    ["Rice", "1", "kg"],
    ["Milk", "1", "l"],
    ["Butter", "250", "g"],
    ["Eggs", "6", "pieces"],
    ["Onions", "3", "pieces"],
  ]) {
    expect((await as()("POST", "/api/pantry", { productName, qty, unit })).statusCode).toBe(201);
  }
});
afterAll(async () => t?.close());

describe("ticking and 'Done shopping'", () => {
  let restockId = "";

  it("a tick is shared with who ticked it; restock merges into the pantry with 'shopping' history", async () => {
    const rice = await add("basmati rice", 500, "g");
    const milk = await add("Milk", 2, "cups");
    const lemons = await add("Lemons", 3, "pieces");
    const salt = await add("Salt", null, null);
    const left = await add("Kitchen roll", 1, "pieces");
    for (const l of [rice, milk, lemons, salt]) expect((await tick(l.id)).json()).toMatchObject({ checked: true, checkedBy: "Ann" });

    const res = await as()("POST", "/api/shopping-list/restock", {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    restockId = body.restockId;
    expect(body.skipped).toEqual(["Salt"]);
    expect(body.restocked.map((r: { name: string; merged: boolean }) => `${r.name} ${r.merged}`).sort()).toEqual([
      "Basmati rice true",
      "Lemons false",
      "Milk true",
    ]);
    // Merged in the pantry's own units: 1 kg + 500 g; 1 l + 2 cups (473 ml).
    expect((await stockOf("Rice"))!.qty).toBe("1.5");
    expect(Number((await stockOf("Milk"))!.qty)).toBeCloseTo(1.473, 3);
    expect(await stockOf("Lemons")).toMatchObject({ qty: "3", unit: "pieces", source: "shopping" });
    expect((await list()).map((l) => l.id)).toEqual([left.id]); // only the unticked line stays

    const history = await shoppingHistory();
    expect(history.map((h) => `${h.productName} ${h.action} ${h.delta}`).sort()).toEqual([
      "Lemons add 3",
      "Milk add 0.473",
      "Rice add 0.5",
    ]);
    expect(history.find((h) => h.productName === "Rice")!.meta).toMatchObject({ source: "shopping", merged: true });
  });

  it("undo takes back exactly what was added and puts the lines back, ticked", async () => {
    const res = await as()("DELETE", `/api/shopping-list/restock/${restockId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ restoredLines: 4 });
    expect(await stockOf("Rice")).toMatchObject({ qty: "1", unit: "kg" });
    expect((await stockOf("Milk"))!.qty).toBe("1");
    expect(await stockOf("Lemons")).toBeUndefined(); // created by the restock: removed again
    const lines = await list();
    expect(
      lines
        .filter((l) => l.checked)
        .map((l) => l.name)
        .sort(),
    ).toEqual(["Basmati rice", "Lemons", "Milk", "Salt"]);
    const undo = (await shoppingHistory()).filter((h) => h.meta.undo === true);
    expect(undo.map((h) => `${h.productName} ${h.action} ${h.delta}`).sort()).toEqual([
      "Lemons remove -3",
      "Milk deduct -0.473",
      "Rice deduct -0.5",
    ]);
    expect((await as()("DELETE", `/api/shopping-list/restock/${restockId}`)).statusCode).toBe(404);
  });

  it("restocks only the lines asked for; nothing ticked is a 400", async () => {
    const lines = await list();
    const lemons = lines.find((l) => l.name === "Lemons")!;
    const res = await as()("POST", "/api/shopping-list/restock", { itemIds: [lemons.id] });
    expect(res.json().restocked).toHaveLength(1);
    expect((await list()).map((l) => l.name)).not.toContain("Lemons");
    for (const l of await list()) await tick(l.id, false);
    const none = await as()("POST", "/api/shopping-list/restock", {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe("Tick what you bought first.");
  });
});

describe("low stock", () => {
  it("falling below the minimum puts the item on the list once; rising stock never removes it", async () => {
    const butter = (await stockOf("Butter"))!;
    const set = await as()("PUT", `/api/pantry/${butter.id}`, { qty: "250", minQty: "200" });
    expect(set.json()).toMatchObject({ minQty: "200" });
    expect((await list()).filter((l) => /butter/i.test(l.name))).toHaveLength(0); // 250 ≥ 200

    await as()("PUT", `/api/pantry/${butter.id}`, { qty: "150" });
    let lines = (await list()).filter((l) => /butter/i.test(l.name));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ qty: "50", unit: "g", neededFor: [{ kind: "low-stock" }] }); // back to 200 g

    await as()("PUT", `/api/pantry/${butter.id}`, { qty: "100" });
    lines = (await list()).filter((l) => /butter/i.test(l.name));
    expect(lines.map((l) => l.qty)).toEqual(["100"]); // updated, not duplicated

    await as()("PUT", `/api/pantry/${butter.id}`, { qty: "400" });
    expect((await list()).filter((l) => /butter/i.test(l.name)).map((l) => l.qty)).toEqual(["100"]);
  });

  it("a ticked low-stock line is left alone by a further fall", async () => {
    const line = (await list()).find((l) => /butter/i.test(l.name))!;
    await tick(line.id);
    const butter = (await stockOf("Butter"))!;
    await as()("PUT", `/api/pantry/${butter.id}`, { qty: "10" });
    const lines = (await list()).filter((l) => /butter/i.test(l.name));
    expect(lines.map((l) => [l.id, l.qty, l.checked])).toEqual([[line.id, "100", true]]);
  });

  it("setting a minimum above the current stock adds the item at once; clearing it adds nothing more", async () => {
    const onions = (await stockOf("Onions"))!;
    expect((await as()("PUT", `/api/pantry/${onions.id}`, { qty: "3", minQty: "5" })).statusCode).toBe(200);
    const line = (await list()).find((l) => /onion/i.test(l.name))!;
    expect(line).toMatchObject({ qty: "2", unit: "pieces" });
    expect((await as()("PUT", `/api/pantry/${onions.id}`, { qty: "2", minQty: null })).json().minQty).toBeNull();
    expect((await list()).filter((l) => /onion/i.test(l.name)).map((l) => l.qty)).toEqual(["2"]);
    expect((await as()("DELETE", `/api/shopping-list/items/${line.id}`)).statusCode).toBe(200);
    expect((await list()).filter((l) => /onion/i.test(l.name))).toEqual([]);
    expect((await as()("DELETE", `/api/shopping-list/items/${line.id}`)).statusCode).toBe(404);
  });

  it("cooking that takes an item below its minimum adds it", async () => {
    const eggs = (await stockOf("Eggs"))!;
    await as()("PUT", `/api/pantry/${eggs.id}`, { qty: "6", minQty: "4" });
    const recipe = await as()("POST", "/api/recipes/manual", {
      recipe: { title: "Omelette", servings: 1, instructions: "Whisk and fry.", ingredients: [{ name: "eggs", qty: "3", unit: "piece" }] },
    });
    const entry = (
      await as()("POST", "/api/meal-plans", { recipeId: recipe.json().id, day: "2027-04-01", mealType: "breakfast", servings: 1 })
    ).json();
    expect((await as()("POST", `/api/meal-plans/${entry.id}/cooked`, {})).statusCode).toBe(200);
    expect((await stockOf("Eggs"))!.qty).toBe("3");
    expect((await list()).find((l) => /egg/i.test(l.name))).toMatchObject({ qty: "1", unit: "pieces" });
  });
});

describe("household isolation and validation", () => {
  it("another household sees, ticks, deletes, restocks and undoes nothing of ours", async () => {
    const ours = await add("Oats", 500, "g");
    const asB = t.as(b.cookie);
    expect((await asB("GET", `/api/shopping-list/${a.user.householdId}`)).statusCode).toBe(404);
    expect((await asB("PUT", `/api/shopping-list/items/${ours.id}`, { checked: true })).statusCode).toBe(404);
    expect((await asB("DELETE", `/api/shopping-list/items/${ours.id}`)).statusCode).toBe(404);
    expect((await asB("POST", "/api/shopping-list/restock", { itemIds: [ours.id] })).statusCode).toBe(400);
    await tick(ours.id);
    const mine = (await as()("POST", "/api/shopping-list/restock", { itemIds: [ours.id] })).json();
    expect((await asB("DELETE", `/api/shopping-list/restock/${mine.restockId}`)).statusCode).toBe(404);
    const recipe = (
      await as()("POST", "/api/recipes/manual", {
        recipe: { title: "Porridge", servings: 1, instructions: "Stir.", ingredients: [{ name: "oats", qty: "1", unit: "cup" }] },
      })
    ).json();
    expect((await asB("POST", "/api/shopping-list/from-recipe", { recipeId: recipe.id })).statusCode).toBe(404);
    expect(await list(b.cookie, b.user.householdId)).toEqual([]);
    expect((await stockOf("Oats"))!.qty).toBe("500");
  });

  it("answers 400 listing every issue for bad bodies and ids", async () => {
    const bad = await as()("POST", "/api/shopping-list/items", { name: " ", qty: -1 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(["body.name", "body.qty"]);
    expect((await as()("PUT", "/api/shopping-list/items/not-a-uuid", { checked: true })).statusCode).toBe(400);
    expect((await as()("PUT", `/api/shopping-list/items/${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}`, {})).statusCode).toBe(400);
    expect((await as()("POST", "/api/shopping-list/restock", { itemIds: ["x"] })).statusCode).toBe(400);
  });
});
