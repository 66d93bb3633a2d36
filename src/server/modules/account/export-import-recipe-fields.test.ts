import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HouseholdExport } from "../../../shared/schemas/account";
import type { SaveRecipeDraft } from "../../../shared/schemas/recipe-draft-save";
import type { Recipe } from "../../../shared/schemas/recipes";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => t?.close());

/** A recipe with every issue 21 field set (migration 0012), stored through POST /api/recipes/from-draft. */
const draft: SaveRecipeDraft = {
  title: "Lemon drizzle cake",
  description: "A loaf cake soaked in lemon syrup.",
  ingredients: [
    { line: "225 g unsalted butter, softened", section: "For the cake" },
    { line: "2 lemons, zested", section: "For the cake" },
    { line: "85 g caster sugar", section: "For the drizzle" },
  ],
  steps: [
    { text: "Beat the butter and sugar until pale.", section: "Cake" },
    { text: "Bake for 45 minutes.", section: "Cake" },
    { text: "Mix lemon juice and sugar; pour over the warm cake.", section: "Drizzle" },
  ],
  servings: 10,
  yields: "1 loaf (10 slices)",
  prepMin: 15,
  cookMin: 45,
  totalMin: 75,
  sourceUrl: "https://example.com/lemon-drizzle",
  tags: ["baking", "afternoon tea"],
  rating: 4.5,
  notes: "Keeps 3 days in a tin.",
  declaredNutrition: { calories: "399 kcal", fatContent: "21 g" },
};

/** The fields a household export keeps of a recipe, apart from its id and the times it was exported. */
const issue21Fields = ["totalMin", "yields", "tags", "rating", "notes", "declaredNutrition", "steps", "origin"] as const;

describe("account export → import keeps the recipe fields of issue 21", () => {
  it("a recipe with total time, yield, tags, rating, notes, nutrition, step and ingredient groups comes back field by field", async () => {
    const a = await t.signUp("fields-exporter@example.com", "Ann");
    const created = await t.as(a.cookie)("POST", "/api/recipes/from-draft", { draft });
    expect(created.statusCode).toBe(201);

    const exported = (await t.as(a.cookie)("GET", "/api/account/export")).json() as HouseholdExport;
    expect(exported.recipes).toHaveLength(1);
    const out = exported.recipes[0];
    // The export carries every field (a file without them could not restore them).
    expect(out).toMatchObject({
      totalMin: 75,
      yields: "1 loaf (10 slices)",
      tags: ["baking", "afternoon tea"],
      rating: 4.5,
      notes: "Keeps 3 days in a tin.",
      declaredNutrition: { calories: "399 kcal", fatContent: "21 g" },
      steps: draft.steps,
      origin: "import",
    });
    expect(out.ingredients.map((i) => [i.line, i.section])).toEqual(draft.ingredients.map((i) => [i.line, i.section]));

    const b = await t.signUp("fields-importer@example.com", "Ben");
    const imp = await t.as(b.cookie)("POST", "/api/account/import", exported);
    expect(imp.statusCode).toBe(200);
    const again = (await t.as(b.cookie)("GET", "/api/account/export")).json() as HouseholdExport;
    const back = again.recipes[0];
    expect(back.id).not.toBe(out.id);
    for (const field of issue21Fields) expect(back[field], field).toEqual(out[field]);
    expect(back.ingredients, "ingredients (line, section, qty, unit, food, note)").toEqual(out.ingredients);
    const { id: _a, ...restOut } = out;
    const { id: _b, ...restBack } = back;
    expect(restBack).toEqual(restOut);

    // The importer sees them on the recipe itself.
    const shown = (await t.as(b.cookie)("GET", `/api/recipes/${back.id}`)).json() as Recipe;
    expect(shown).toMatchObject({ totalMin: 75, yields: "1 loaf (10 slices)", rating: 4.5, tags: ["baking", "afternoon tea"], steps: draft.steps });
    expect(shown.ingredients.map((i) => i.section)).toEqual(["For the cake", "For the cake", "For the drizzle"]);
  });

  it("out-of-range issue 21 values in a file are refused with a 400 naming them, and nothing is stored", async () => {
    const a = await t.signUp("fields-bad-exporter@example.com", "Cal");
    await t.as(a.cookie)("POST", "/api/recipes/from-draft", { draft });
    const exported = (await t.as(a.cookie)("GET", "/api/account/export")).json() as HouseholdExport;
    const bad = { ...exported, recipes: [{ ...exported.recipes[0], rating: 9, tags: Array.from({ length: 101 }, (_, i) => `t${i}`) }] };
    const b = await t.signUp("fields-bad-importer@example.com", "Dee");
    const res = await t.as(b.cookie)("POST", "/api/account/import", bad);
    expect(res.statusCode).toBe(400);
    const paths = (res.json().issues as { path: string }[]).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["body.recipes.0.rating", "body.recipes.0.tags"]));
    expect((await t.as(b.cookie)("GET", "/api/recipes")).json()).toEqual([]);
  });
});
