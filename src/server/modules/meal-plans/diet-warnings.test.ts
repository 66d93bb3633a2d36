import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

/** Issue 22 item 5: planned meals — custom or from a recipe — carry the SPEC §5 warnings for the user. */
let t: TestServer;
let u: Awaited<ReturnType<TestServer["signUp"]>>;
const day = "2031-05-06";

beforeAll(async () => {
  t = await getTestServer();
  u = await t.signUp("allergic@example.com", "Pia");
  const res = await t.as(u.cookie)("PUT", "/api/user-settings", {
    householdSize: 2,
    allergies: ["Peanuts"],
    dietaryPrefs: ["Vegetarian"],
    dietaryConstraints: "",
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => t?.close());

const plan = (body: Record<string, unknown>) => t.as(u.cookie)("POST", "/api/meal-plans", { day, mealType: "snack", ...body });
const week = async () =>
  (await t.as(u.cookie)("GET", `/api/meal-plans/${u.user.householdId}?startDate=${day}&endDate=${day}`)).json() as {
    id: string;
    dietFlags: string[];
  }[];

describe("diet warnings on planned meals", () => {
  it("warns about a custom snack of apple and peanut butter with a Peanuts allergy, and still plans it", async () => {
    const res = await plan({ customMealTitle: "Apple snack", notes: "Ingredients: apple, peanut butter", servings: 1 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().dietFlags).toEqual(["ALLERGY WARNING: Contains Peanuts"]);
    expect((await week()).find((e) => e.id === res.json().id)?.dietFlags).toEqual(["ALLERGY WARNING: Contains Peanuts"]);
  });

  it("reads the title of a custom meal, in other languages too", async () => {
    const res = await plan({ customMealTitle: "Hackbraten mit Kartoffeln" });
    expect(res.json().dietFlags).toEqual(["Not vegetarian-friendly"]);
  });

  it("gives a safe custom meal no warning, and free notes are not read as ingredients", async () => {
    const res = await plan({ customMealTitle: "Fruit salad", notes: "Bought peanuts for the party, not for this" });
    expect(res.json().dietFlags).toEqual([]);
  });

  it("warns about a planned recipe by its ingredients, and after it is changed", async () => {
    const recipe = await t.as(u.cookie)("POST", "/api/recipes/manual", {
      recipe: { title: "Satay skewers", ingredients: [{ name: "chicken thighs" }, { name: "peanut sauce" }, { name: "lime" }] },
    });
    expect(recipe.statusCode, recipe.body).toBe(201);
    const res = await plan({ recipeId: recipe.json().id, mealType: "dinner" });
    const want = ["Not vegetarian-friendly", "ALLERGY WARNING: Contains Peanuts"];
    expect(res.json().dietFlags).toEqual(want);
    const moved = await t.as(u.cookie)("PUT", `/api/meal-plans/${res.json().id}`, { mealType: "lunch" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().dietFlags).toEqual(want);
  });

  it("follows the user's settings: without the allergy the peanut snack has no warning", async () => {
    await t.as(u.cookie)("PUT", "/api/user-settings", { householdSize: 2, allergies: [], dietaryPrefs: [], dietaryConstraints: "" });
    const flags = (await week()).map((e) => e.dietFlags);
    expect(flags.every((f) => f.length === 0)).toBe(true);
  });
});
