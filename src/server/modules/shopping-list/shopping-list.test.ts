import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

/**
 * Issue 11 'Add what's missing': plan (or recipe, or idea) minus the pantry, merged per food,
 * rounded up to what a shop sells, and re-runs that update instead of duplicating.
 */
let t: TestServer;
let a: Awaited<ReturnType<TestServer["signUp"]>>;
type Line = {
  id: string;
  name: string;
  qty: string | null;
  unit: string | null;
  category: string;
  checked: boolean;
  neededFor: { label: string; day: string | null; kind: string }[];
};
const recipes: Record<string, string> = {};

const as = () => t.as(a.cookie);
const list = async (): Promise<Line[]> => (await as()("GET", `/api/shopping-list/${a.user.householdId}`)).json().items;
const line = async (re: RegExp) => (await list()).filter((l) => re.test(l.name));
const addRecipe = async (title: string, servings: number, ingredients: { name: string; qty: string; unit: string }[]) => {
  const res = await as()("POST", "/api/recipes/manual", { recipe: { title, servings, instructions: "Cook.", ingredients } });
  expect(res.statusCode).toBe(201);
  recipes[title] = res.json().id;
};
const plan = async (title: string, day: string, servings: number) =>
  (await as()("POST", "/api/meal-plans", { recipeId: recipes[title], day, mealType: "dinner", servings, status: "planned" })).json();
const fromPlan = (startDate: string, endDate: string) => as()("POST", "/api/shopping-list/from-plan", { startDate, endDate });

beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("shop-a@example.com", "Ann");
  for (const [productName, qty, unit] of [
    ["Flour", "2", "cups"],
    ["Sugar", "500", "g"],
    ["Eggs", "2", "pieces"],
  ]) {
    expect((await as()("POST", "/api/pantry", { productName, qty, unit })).statusCode).toBe(201);
  }
  // Pancakes for 2: 250 g flour, 3 eggs, 1 cup milk. Cake for 4: 1 cup flour, 750 g sugar, 4 eggs.
  await addRecipe("Pancakes", 2, [
    { name: "plain flour", qty: "250", unit: "g" },
    { name: "eggs", qty: "3", unit: "piece" },
    { name: "milk", qty: "1", unit: "cup" },
  ]);
  await addRecipe("Sponge cake", 4, [
    { name: "all-purpose flour", qty: "1", unit: "cup" },
    { name: "caster sugar", qty: "750", unit: "g" },
    { name: "eggs", qty: "4", unit: "piece" },
  ]);
});
afterAll(async () => t?.close());

describe("'Add what's missing' from the plan", () => {
  it("subtracts the pantry with unit conversion and densities, merging foods across recipes", async () => {
    await plan("Pancakes", "2027-03-01", 4); // doubled: 500 g flour, 6 eggs, 2 cups milk
    await plan("Sponge cake", "2027-03-02", 4);
    await plan("Pancakes", "2027-03-20", 2); // outside the range
    const res = await fromPlan("2027-03-01", "2027-03-07");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ added: 4, updated: 0, removed: 0 });
    const lines = await list();
    // Sugar: have 500 g, need 750 g → buy 250 g.
    expect(lines.find((l) => l.name === "Caster sugar")).toMatchObject({ qty: "250", unit: "g", category: "pantry" });
    // Eggs: 6 + 4 needed, 2 in the box → 8 pieces.
    expect(lines.find((l) => /egg/i.test(l.name))).toMatchObject({ qty: "8", unit: "pieces", category: "dairy-eggs" });
    // Flour: 500 g + 1 cup needed, written in the pantry's cups (flour ≈ 0.53 g/ml): 500 g ≈ 3.99 cups,
    // + 1 cup − 2 cups in stock ≈ 2.99 → rounded up to 3 cups. One line for both recipes.
    const flour = lines.filter((l) => /flour/i.test(l.name));
    expect(flour).toHaveLength(1);
    expect(flour[0]).toMatchObject({ qty: "3", unit: "cups" });
    expect(flour[0].neededFor.map((n) => `${n.label} ${n.day}`).sort()).toEqual(["Pancakes 2027-03-01", "Sponge cake 2027-03-02"]);
    // Milk: none in the pantry; 2 cups ≈ 473 ml in milk's usual metric unit, rounded up to a purchase amount.
    expect(lines.find((l) => l.name === "Milk")).toMatchObject({ qty: "500", unit: "ml", category: "dairy-eggs" });
    expect(lines).toHaveLength(4);
  });

  it("re-running updates rather than duplicates, and follows changes to the plan", async () => {
    const before = await list();
    const again = await fromPlan("2027-03-01", "2027-03-07");
    expect(again.json()).toMatchObject({ added: 0, removed: 0 });
    expect((await list()).map((l) => [l.id, l.qty])).toEqual(before.map((l) => [l.id, l.qty]));

    // The cake is taken off the plan: its sugar line goes, flour and eggs shrink.
    const window = (await as()("GET", `/api/meal-plans/${a.user.householdId}?startDate=2027-03-02&endDate=2027-03-02`)).json();
    expect((await as()("DELETE", `/api/meal-plans/${window[0].id}`)).statusCode).toBe(204);
    const res = (await fromPlan("2027-03-01", "2027-03-07")).json();
    expect(res).toMatchObject({ added: 0, removed: 1 });
    const after = await list();
    expect(after.find((l) => /sugar/i.test(l.name))).toBeUndefined();
    expect(after.find((l) => /egg/i.test(l.name))).toMatchObject({ id: before.find((l) => /egg/i.test(l.name))!.id, qty: "4" });
    expect(after.find((l) => /flour/i.test(l.name))!.qty).toBe("2"); // 3.99 − 2 → 2 cups
  });

  it("keeps a line a person edited and a line they added by hand", async () => {
    const eggs = (await line(/egg/i))[0];
    const edit = await as()("PUT", `/api/shopping-list/items/${eggs.id}`, { qty: "12", note: "free range" });
    expect(edit.json()).toMatchObject({ qty: "12", qtyEdited: true, note: "free range" });
    const manual = await as()("POST", "/api/shopping-list/items", { name: "kitchen roll", qty: 2, unit: "pieces" });
    expect(manual.statusCode).toBe(201);
    expect(manual.json()).toMatchObject({ name: "Kitchen roll", category: "household" });
    await fromPlan("2027-03-01", "2027-03-07");
    expect((await line(/egg/i))[0]).toMatchObject({ qty: "12", note: "free range", autoQty: "4" });
    expect(await line(/kitchen roll/i)).toHaveLength(1);
    // Adding the same food by hand joins the line instead of a second one.
    const more = await as()("POST", "/api/shopping-list/items", { name: "Kitchen roll", qty: 1, unit: "pieces" });
    expect(more.statusCode).toBe(200);
    expect(more.json().qty).toBe("3");
  });

  it("refuses bad ranges with a 400 listing the problem", async () => {
    const res = await fromPlan("2027-03-07", "2027-03-01");
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("startDate must not be after endDate");
    expect((await fromPlan("2027-01-01", "2027-03-01")).statusCode).toBe(400);
  });
});

describe("'Add missing' from one recipe and from an AI idea", () => {
  it("adds a recipe's missing amounts for the household size; re-running replaces its part", async () => {
    const first = await as()("POST", "/api/shopping-list/from-recipe", { recipeId: recipes["Sponge cake"], servings: 8 });
    expect(first.statusCode).toBe(200);
    const sugar = (await line(/sugar/i))[0];
    expect(sugar).toMatchObject({ qty: "1", unit: "kg" }); // 1500 g − 500 g → 1 kg
    await as()("POST", "/api/shopping-list/from-recipe", { recipeId: recipes["Sponge cake"], servings: 8 });
    expect((await line(/sugar/i)).map((l) => [l.id, l.qty, l.unit])).toEqual([[sugar.id, "1", "kg"]]);
    expect((await as()("POST", "/api/shopping-list/from-recipe", { recipeId: "00000000-0000-4000-8000-000000000000" })).statusCode).toBe(
      404,
    );
  });

  it("reads an idea's amounts with the ingredient-line parser", async () => {
    const idea = {
      title: "Tomato rice",
      servings: 2,
      allIngredients: [
        { name: "basmati rice", amount: "300 g" },
        { name: "cherry tomatoes", amount: "250 g" },
        { name: "salt", amount: "to taste" },
      ],
    };
    const res = await as()("POST", "/api/shopping-list/from-idea", { idea });
    expect(res.statusCode).toBe(200);
    const names = (await list()).map((l) => `${l.name} ${l.qty ?? ""} ${l.unit ?? ""}`.trim());
    expect(names).toEqual(expect.arrayContaining(["Basmati rice 300 g", "Cherry tomatoes 250 g"]));
    // "to taste" is never missing (issue 22 item 3).
    expect(names).not.toContain("Salt");
    expect((await as()("POST", "/api/shopping-list/from-idea", { idea })).json()).toMatchObject({ added: 0 });
    expect((await as()("POST", "/api/shopping-list/from-idea", { idea: { title: "x", servings: 0, allIngredients: [] } })).statusCode).toBe(
      400,
    );
  });

  it("lists the lines in store-aisle order", async () => {
    const order = ["produce", "bakery", "meat-fish", "dairy-eggs", "frozen", "pantry", "spices", "drinks", "household", "other"];
    const aisles = (await list()).map((l) => order.indexOf(l.category));
    expect(aisles).toEqual([...aisles].sort((x, y) => x - y));
    expect(new Set(aisles).size).toBeGreaterThan(3);
  });
});
