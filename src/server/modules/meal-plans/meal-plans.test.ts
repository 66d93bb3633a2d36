import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiRecipeIdeaSchema } from "../../../shared/schemas/ai";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

let t: TestServer;
let a: Awaited<ReturnType<TestServer["signUp"]>>;
let b: Awaited<ReturnType<TestServer["signUp"]>>;
beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("cook@example.com", "Cook");
  b = await t.signUp("other@example.com", "Other");
  for (const [productName, qty, unit] of [
    ["Chicken breast", "2", "pieces"],
    ["Broccoli", "1", "pieces"],
    ["Rice", "1", "kg"],
    ["Soy sauce", "1", "pieces"],
  ]) {
    await t.as(a.cookie)("POST", "/api/pantry", { productName, qty, unit, source: "manual" });
  }
});
afterAll(async () => t?.close());

describe("pantry → ideas → save → plan", () => {
  let recipeId = "";

  it("generates ideas from the household's pantry, every SPEC field present", async () => {
    const res = await t.as(a.cookie)("POST", "/api/ai/recipe-ideas", {});
    expect(res.statusCode).toBe(200);
    const { recipes } = res.json();
    expect(recipes.length).toBeGreaterThanOrEqual(3);
    for (const idea of recipes) aiRecipeIdeaSchema.parse(idea);
    const usesChicken = recipes.some((r: { pantryIngredients: string[] }) => r.pantryIngredients.some((n) => /chicken/i.test(n)));
    expect(usesChicken).toBe(true);
    expect(recipes.every((r: { servings: number }) => r.servings === 2)).toBe(true);
  });

  it("regenerate (a new variant) gives a different set", async () => {
    const first = (await t.as(a.cookie)("POST", "/api/ai/recipe-ideas", { variant: 0 }))
      .json()
      .recipes.map((r: { title: string }) => r.title);
    const second = (await t.as(a.cookie)("POST", "/api/ai/recipe-ideas", { variant: 1 }))
      .json()
      .recipes.map((r: { title: string }) => r.title);
    expect(second).not.toEqual(first);
  });

  it("saves an idea as a recipe of the household", async () => {
    const [idea] = (await t.as(a.cookie)("POST", "/api/ai/recipe-ideas", {})).json().recipes;
    const res = await t.as(a.cookie)("POST", "/api/recipes/save-ai-recipe", { recipe: idea });
    expect(res.statusCode).toBe(201);
    const recipe = res.json();
    expect(recipe).toMatchObject({ title: idea.title, servings: idea.servings, mealType: idea.mealType });
    expect(recipe.ingredients.length).toBe(idea.allIngredients.length);
    expect(recipe.baseScore).toBeGreaterThan(0);
    recipeId = recipe.id;
    expect((await t.as(a.cookie)("GET", `/api/recipes/${recipeId}`)).json().title).toBe(idea.title);
    expect((await t.as(a.cookie)("GET", "/api/recipes")).json()).toHaveLength(1);
  });

  it("plans it for a day and lists it in the window, with its recipe", async () => {
    const res = await t.as(a.cookie)("POST", "/api/meal-plans", {
      householdId: a.user.householdId,
      recipeId,
      day: "2026-11-23",
      mealType: "dinner",
      status: "planned",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ day: "2026-11-23", mealType: "dinner", servings: 2, isCooked: false, status: "planned" });
    const list = await t.as(a.cookie)("GET", `/api/meal-plans/${a.user.householdId}?startDate=2026-11-22&endDate=2026-11-25`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0].recipe.id).toBe(recipeId);
    const outside = await t.as(a.cookie)("GET", `/api/meal-plans/${a.user.householdId}?startDate=2026-11-24&endDate=2026-11-27`);
    expect(outside.json()).toEqual([]);
  });

  it("plans a custom meal without a recipe", async () => {
    const res = await t.as(a.cookie)("POST", "/api/meal-plans", {
      customMealTitle: "Leftovers",
      day: "2026-11-24",
      mealType: "lunch",
      servings: 3,
      status: "planned",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ recipe: null, customMealTitle: "Leftovers", servings: 3 });
  });

  it("rejects a bad day, a bad meal type and a reversed window", async () => {
    const bad = await t.as(a.cookie)("POST", "/api/meal-plans", { recipeId, day: "23/11/2026", mealType: "brunch" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(["body.day", "body.mealType"]));
    const rev = await t.as(a.cookie)("GET", `/api/meal-plans/${a.user.householdId}?startDate=2026-11-25&endDate=2026-11-22`);
    expect(rev.statusCode).toBe(400);
  });

  it("another household can neither read the plan, plan with the recipe, nor read the recipe", async () => {
    const asB = t.as(b.cookie);
    expect((await asB("GET", `/api/meal-plans/${a.user.householdId}?startDate=2026-11-22&endDate=2026-11-25`)).statusCode).toBe(404);
    expect((await asB("POST", "/api/meal-plans", { recipeId, day: "2026-11-23", mealType: "dinner" })).statusCode).toBe(404);
    expect(
      (
        await asB("POST", "/api/meal-plans", {
          householdId: a.user.householdId,
          customMealTitle: "x",
          day: "2026-11-23",
          mealType: "dinner",
        })
      ).statusCode,
    ).toBe(404);
    expect((await asB("GET", `/api/recipes/${recipeId}`)).statusCode).toBe(404);
    expect((await asB("GET", "/api/recipes")).json()).toEqual([]);
    expect((await asB("GET", `/api/meal-plans/${b.user.householdId}?startDate=2026-11-22&endDate=2026-11-25`)).json()).toEqual([]);
  });

  it("ideas use the caller's own pantry only", async () => {
    const { recipes } = (await t.as(b.cookie)("POST", "/api/ai/recipe-ideas", {})).json();
    expect(recipes.every((r: { pantryIngredients: string[] }) => r.pantryIngredients.length === 0)).toBe(true);
  });
});

describe("user settings", () => {
  it("defaults to household size 2 and validates 1–20", async () => {
    expect((await t.as(a.cookie)("GET", "/api/user-settings")).json()).toEqual({
      householdSize: 2,
      allergies: [],
      dietaryPrefs: [],
      dietaryConstraints: "",
    });
    const bad = await t.as(a.cookie)("PUT", "/api/user-settings", {
      householdSize: 21,
      allergies: ["Plutonium"],
      dietaryPrefs: [],
      dietaryConstraints: "",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(["body.householdSize", "body.allergies.0"]),
    );
    const ok = await t.as(a.cookie)("PUT", "/api/user-settings", {
      householdSize: 4,
      allergies: ["Peanuts"],
      dietaryPrefs: ["Vegetarian"],
      dietaryConstraints: "",
    });
    expect(ok.statusCode).toBe(200);
    const { recipes } = (await t.as(a.cookie)("POST", "/api/ai/recipe-ideas", {})).json();
    expect(recipes.every((r: { servings: number }) => r.servings === 4)).toBe(true);
    expect(recipes.some((r: { allIngredients: { name: string }[] }) => r.allIngredients.some((i) => /chicken/i.test(i.name)))).toBe(false);
  });
});
