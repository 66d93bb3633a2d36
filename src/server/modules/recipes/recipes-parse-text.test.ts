import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_RECIPE_TEXT_CHARS } from "../../../shared/domain/recipe-text/parse-recipe-text";
import { RECIPE_TEXT_EMPTY } from "../../../shared/schemas/recipe-text";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

// A recipe as a person types it or copies it from a document (our own words).
const PASTED = `Lemon Drizzle Loaf

A soft loaf soaked in sharp lemon syrup.

Serves 8 | Prep: 15 mins | Cook: 45 mins

Ingredients
For the cake:
- 225 g unsalted butter, softened
- 225 g caster sugar
- 4 large eggs
- zest of 1 lemon
For the drizzle:
- juice of 1½ lemons
- 85 g caster sugar

Method
1. Heat the oven to 180C and line a loaf tin.
2. Beat the butter and sugar until pale, then add the eggs
   one at a time with the zest.
3. Bake for 45 minutes. Mix the juice and sugar and pour over the warm cake.

Notes
Keeps for three days in a tin.`;

let t: TestServer;
let a: Awaited<ReturnType<TestServer["signUp"]>>;

beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("paster@example.com", "Pat");
});
afterAll(async () => t?.close());

describe("POST /api/recipes/parse-text", () => {
  it("reads a pasted recipe into the preview draft: parsed ingredient lines kept as written, groups, steps, yield, times", async () => {
    const res = await t.as(a.cookie)("POST", "/api/recipes/parse-text", { text: PASTED });
    expect(res.statusCode, res.body).toBe(200);
    const { draft } = res.json();
    expect(draft).toMatchObject({
      title: "Lemon Drizzle Loaf",
      description: "A soft loaf soaked in sharp lemon syrup.",
      servings: 8,
      prepMin: 15,
      cookMin: 45,
      notes: "Keeps for three days in a tin.",
    });
    expect(draft.ingredients).toHaveLength(6);
    expect(draft.ingredients[0]).toMatchObject({ line: "225 g unsalted butter, softened", qty: 225, unit: "g", section: "For the cake" });
    expect(draft.ingredients[0].ingredient).toContain("butter");
    expect(draft.ingredients[4]).toMatchObject({ line: "juice of 1½ lemons", qty: 1.5, section: "For the drizzle" });
    expect(draft.steps.map((s: { text: string }) => s.text)).toEqual([
      "Heat the oven to 180C and line a loaf tin.",
      "Beat the butter and sugar until pale, then add the eggs one at a time with the zest.",
      "Bake for 45 minutes. Mix the juice and sugar and pour over the warm cake.",
    ]);
  });

  it("stores nothing: the household's recipe list stays empty", async () => {
    await t.as(a.cookie)("POST", "/api/recipes/parse-text", { text: PASTED });
    const list = await t.as(a.cookie)("GET", "/api/recipes");
    expect(list.json()).toEqual([]);
  });

  it("answers 400 with the issue for blank, missing or too long text", async () => {
    const blank = await t.as(a.cookie)("POST", "/api/recipes/parse-text", { text: " \n\t " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues.map((i: { message: string }) => i.message)).toContain(RECIPE_TEXT_EMPTY);
    expect((await t.as(a.cookie)("POST", "/api/recipes/parse-text", {})).statusCode).toBe(400);
    const long = await t.as(a.cookie)("POST", "/api/recipes/parse-text", { text: "a".repeat(MAX_RECIPE_TEXT_CHARS + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues[0].path).toContain("text");
  });

  it("takes text at the limit and still answers with a draft", async () => {
    const text = "1 kg rice, chopped\n".repeat(Math.floor(MAX_RECIPE_TEXT_CHARS / 19));
    const res = await t.as(a.cookie)("POST", "/api/recipes/parse-text", { text });
    expect(res.statusCode).toBe(200);
    expect(res.json().draft.ingredients[0]).toMatchObject({ line: "1 kg rice, chopped", qty: 1, unit: "kg" });
  });

  it("is for signed-in members only", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/recipes/parse-text", headers: t.json, payload: { text: PASTED } });
    expect(res.statusCode).toBe(401);
  });
});
