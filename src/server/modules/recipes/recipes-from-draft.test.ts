import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecipeDraft } from "../../../shared/schemas/recipe-draft";
import type { Recipe } from "../../../shared/schemas/recipes";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

// A recipe as a person pastes it (our own words).
const PASTED = `Green pea soup

Serves 4
Prep: 10 mins
Cook: 20 mins

Ingredients
For the soup:
- 500 g frozen peas
- 1 onion, chopped
- 750 ml vegetable stock
To serve:
- 2 tbsp crème fraîche

Method
1. Soften the onion in a little oil.
2. Add the peas and stock and simmer for 10 minutes.
3. Blend until smooth and serve with the crème fraîche.`;

let t: TestServer;
let a: Awaited<ReturnType<TestServer["signUp"]>>;
beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("draft-saver@example.com", "Dora");
});
afterAll(async () => t?.close());

/** The body of POST /api/recipes/from-draft for a parsed draft: the lines and groups as the preview keeps them. */
const bodyOf = (d: RecipeDraft) => ({ draft: { ...d, ingredients: d.ingredients.map((i) => ({ line: i.line, section: i.section })) } });

describe("POST /api/recipes/from-draft (paste a recipe: save the preview)", () => {
  it("stores a pasted recipe with its yield, times, ingredient groups and parsed lines, as the household's own", async () => {
    const parsed = await t.as(a.cookie)("POST", "/api/recipes/parse-text", { text: PASTED });
    expect(parsed.statusCode).toBe(200);
    const { draft } = parsed.json() as { draft: RecipeDraft };
    const res = await t.as(a.cookie)("POST", "/api/recipes/from-draft", bodyOf(draft));
    expect(res.statusCode).toBe(201);
    const recipe = res.json() as Recipe;
    expect(recipe).toMatchObject({ title: "Green pea soup", servings: 4, prepMin: 10, cookMin: 20 });
    expect(recipe.ingredients.map((i) => [i.qty, i.unit, i.ingredient, i.section])).toEqual([
      ["500", "g", expect.stringMatching(/peas/), "For the soup"],
      ["1", null, "onion", "For the soup"],
      ["750", "ml", expect.stringMatching(/stock/), "For the soup"],
      ["2", "tablespoon", expect.stringMatching(/crème fraîche/), "To serve"],
    ]);
    expect(recipe.instructions?.split("\n")).toHaveLength(3);
    const list = (await t.as(a.cookie)("GET", "/api/recipes")).json() as Recipe[];
    expect(list.map((r) => r.id)).toContain(recipe.id);
    const other = await t.signUp("draft-neighbour@example.com", "Ned");
    expect((await t.as(other.cookie)("GET", `/api/recipes/${recipe.id}`)).statusCode).toBe(404);
  });

  it("reads each ingredient line again: an edited line is stored as the parser reads it, not as the browser said", async () => {
    const res = await t.as(a.cookie)("POST", "/api/recipes/from-draft", {
      draft: {
        ...bodyOf({ title: "Toast", description: null, ingredients: [], steps: [], servings: null, yields: "2 slices", prepMin: null, cookMin: 5, totalMin: null, sourceUrl: null, tags: ["breakfast", " breakfast "], rating: null, notes: null, declaredNutrition: null }).draft,
        ingredients: [{ line: "2 slices bread", section: null }, { line: "   ", section: null }, { line: "1 tbsp butter", section: "  " }],
        steps: [{ text: "Toast the bread.", section: null }, { text: " ", section: null }],
      },
    });
    expect(res.statusCode).toBe(201);
    const r = res.json() as Recipe;
    expect(r.ingredients.map((i) => [i.qty, i.unit, i.ingredient, i.line, i.section ?? null])).toEqual([
      ["2", "slice", "bread", "2 slices bread", null],
      ["1", "tablespoon", "butter", "1 tbsp butter", null],
    ]);
    expect(r).toMatchObject({ servings: 4, yields: "2 slices", tags: ["breakfast"], instructions: "Toast the bread." });
  });

  it("answers 400 listing every issue for a blank title and values beyond their limits", async () => {
    const res = await t.as(a.cookie)("POST", "/api/recipes/from-draft", {
      draft: { title: " ", description: null, ingredients: Array.from({ length: 501 }, () => ({ line: "1 egg", section: null })), steps: [], servings: 0, yields: null, prepMin: -1, cookMin: null, totalMin: null, sourceUrl: null, tags: [], rating: 6, notes: null, declaredNutrition: null },
    });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().issues as { path: string }[]).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["body.draft.title", "body.draft.ingredients", "body.draft.servings", "body.draft.prepMin", "body.draft.rating"]));
  });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/recipes/from-draft", payload: { draft: {} } });
    expect(res.statusCode).toBe(401);
  });
});
