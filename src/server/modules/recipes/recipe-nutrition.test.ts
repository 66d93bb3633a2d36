import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

let t: TestServer;
let a: Awaited<ReturnType<TestServer["signUp"]>>;

beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("nutrition@example.com", "Nutri");
  for (const productName of ["Chicken breast", "Rice", "Broccoli", "Eggs", "Onions", "Garlic", "Pasta", "Canned tomatoes"]) {
    await t.as(a.cookie)("POST", "/api/pantry", { productName, qty: "4", unit: "pieces", source: "manual" });
  }
});
afterAll(async () => t?.close());

describe("nutrition per serving on the recipe detail (issue 22 item 6)", () => {
  it("carries per-serving values and the ingredients they cover", async () => {
    const created = await t.as(a.cookie)("POST", "/api/recipes/manual", {
      recipe: {
        title: "Garlic Oil Spaghetti",
        instructions: "Boil the pasta.\nToss with the oil.",
        servings: "2",
        ingredients: [
          { name: "spaghetti", qty: "200", unit: "g" },
          { name: "olive oil", qty: "1", unit: "tbsp" },
          { name: "salt", qty: "", unit: "" },
          { name: "zorblax root", qty: "1", unit: "piece" },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await t.as(a.cookie)("GET", `/api/recipes/${created.json().id}`);
    expect(res.statusCode).toBe(200);
    // 200 g spaghetti (371 kcal/100 g) + 1 US tbsp olive oil (13.6 g × 8.84 kcal/g) = 862.3 kcal over 2 servings.
    // Salt without an amount is not counted; the unknown root is counted but not covered.
    const { nutrition } = res.json();
    expect(nutrition).toMatchObject({ covered: 2, counted: 3, coverage: 0.667 });
    expect(nutrition.perServing.kcal).toBe(431);
    expect(nutrition.perServing.proteinG).toBe(13);
    expect(nutrition.perServing.fatG).toBeCloseTo(8.3, 1);
  });

  it("gives every idea its per-serving nutrition, agreeing with its energy note", async () => {
    const res = await t.as(a.cookie)("POST", "/api/ai/recipe-ideas", { variant: 0 });
    expect(res.statusCode).toBe(200);
    const ideas = res.json().recipes as Array<{
      nutrition?: { perServing: { kcal: number }; covered: number; counted: number };
      nutritionHighlights: string[];
    }>;
    expect(ideas.length).toBeGreaterThan(0);
    for (const idea of ideas) {
      expect(idea.nutrition).toBeDefined();
      const n = idea.nutrition!;
      expect(n.covered).toBeGreaterThan(0);
      expect(n.covered).toBeLessThanOrEqual(n.counted);
      const note = idea.nutritionHighlights.map((h) => /≈ (\d+) kcal/.exec(h)).find(Boolean);
      expect(note, idea.nutritionHighlights.join(" | ")).toBeTruthy();
      expect(Math.abs(n.perServing.kcal - Number(note![1]))).toBeLessThanOrEqual(5);
    }
  });
});
