import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

let t: TestServer;
let a: Awaited<ReturnType<TestServer["signUp"]>>;
let b: Awaited<ReturnType<TestServer["signUp"]>>;

const curry = {
  title: "Chickpea Curry",
  cuisineTag: "Indian",
  instructions: "Fry the onion.\n\nAdd chickpeas and tomatoes.\nSimmer 20 minutes.",
  prepMin: "10",
  cookMin: 25,
  servings: "4",
  ingredients: [
    { name: "chickpeas", qty: "400", unit: "g" },
    { name: "canned tomatoes", qty: "1", unit: "piece" },
    { name: "onion", qty: "1", unit: "piece" },
    { name: "", qty: "2", unit: "tbsp" },
  ],
};

beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("chef@example.com", "Chef");
  b = await t.signUp("stranger@example.com", "Stranger");
  for (const productName of ["Chickpeas 400g", "Onions", "Rice"]) {
    await t.as(a.cookie)("POST", "/api/pantry", { productName, qty: "2", unit: "pieces", source: "manual" });
  }
});
afterAll(async () => t?.close());

async function create(cookie: string, recipe: object) {
  const res = await t.as(cookie)("POST", "/api/recipes/manual", { recipe });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe("manual recipes (SPEC §5)", () => {
  it("creates with integer parsing, blank ingredients dropped, and a base score", async () => {
    const r = await create(a.cookie, curry);
    expect(r).toMatchObject({ title: "Chickpea Curry", prepMin: 10, cookMin: 25, servings: 4, cuisineTag: "Indian" });
    expect(r.ingredients.map((i: { ingredient: string }) => i.ingredient)).toEqual(["chickpeas", "canned tomatoes", "onion"]);
    expect(r.baseScore).toBeGreaterThan(0);
    expect(r.baseScore).toBeLessThanOrEqual(100);
  });

  it("answers 400 listing every issue, with the SPEC title text", async () => {
    const res = await t.as(a.cookie)("POST", "/api/recipes/manual", {
      recipe: { title: " ", ingredients: [{ name: "salt", qty: "lots", unit: "handful" }] },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe("Please enter a recipe title");
    expect(body.issues.map((i: { path: string }) => i.path)).toEqual([
      "recipe.title",
      "recipe.ingredients.0.qty",
      "recipe.ingredients.0.unit",
    ]);
  });

  it("falls back to 4 servings and 0 minutes when they cannot be read", async () => {
    const r = await create(a.cookie, { title: "Toast", servings: "many", prepMin: "soon" });
    expect([r.servings, r.prepMin, r.cookMin]).toEqual([4, 0, 0]);
  });
});

describe("list, detail and pantry match", () => {
  it("lists the household's recipes with their pantry match; detail marks each ingredient", async () => {
    const list = (await t.as(a.cookie)("GET", "/api/recipes")).json();
    const c = list.find((r: { title: string }) => r.title === "Chickpea Curry");
    expect(c.pantryMatch).toBe(66); // chickpeas and onion of 3
    const detail = (await t.as(a.cookie)("GET", `/api/recipes/${c.id}`)).json();
    expect(detail.ingredients.map((i: { inPantry: boolean }) => i.inPantry)).toEqual([true, false, true]);
  });

  it("another household sees none of it: 404 on every recipe route", async () => {
    const [c] = (await t.as(a.cookie)("GET", "/api/recipes")).json();
    expect((await t.as(b.cookie)("GET", "/api/recipes")).json()).toEqual([]);
    for (const [method, url, body] of [
      ["GET", `/api/recipes/${c.id}`],
      ["PUT", `/api/recipes/${c.id}`, { instructions: "Mine now" }],
      ["DELETE", `/api/recipes/${c.id}`],
      ["POST", `/api/recipes/${c.id}/generate-image`, {}],
      ["POST", "/api/recipe-interactions", { recipeId: c.id, interactionType: "like" }],
    ] as const) {
      const res = await t.as(b.cookie)(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await t.as(a.cookie)("GET", `/api/recipes/${c.id}`)).statusCode).toBe(200);
  });
});

describe("editing (SPEC §5 texts)", () => {
  it("replaces instructions, one step per line; blank instructions are refused", async () => {
    const r = await create(a.cookie, { title: "Omelette" });
    const ok = await t.as(a.cookie)("PUT", `/api/recipes/${r.id}`, { instructions: "  Beat eggs.\r\n\r\nCook gently.  " });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().instructions).toBe("Beat eggs.\nCook gently.");
    const blank = await t.as(a.cookie)("PUT", `/api/recipes/${r.id}`, { instructions: " \n " });
    expect([blank.statusCode, blank.json().error]).toEqual([400, "Please enter instructions"]);
  });

  it("refuses a blank or non-web image URL with the SPEC text; keeps our own image paths", async () => {
    const r = await create(a.cookie, { title: "Salad" });
    for (const imageUrl of ["  ", "javascript:alert(1)", "not a url"]) {
      const res = await t.as(a.cookie)("PUT", `/api/recipes/${r.id}`, { imageUrl });
      expect([res.statusCode, res.json().error]).toEqual([400, "Please enter a valid image URL"]);
    }
    const own = await t.as(a.cookie)("PUT", `/api/recipes/${r.id}`, { imageUrl: "/api/placeholder/salad.svg" });
    expect(own.json().imageUrl).toBe("/api/placeholder/salad.svg");
  });

  it("refuses a body with both fields or neither", async () => {
    const r = await create(a.cookie, { title: "Soup" });
    expect(
      (await t.as(a.cookie)("PUT", `/api/recipes/${r.id}`, { imageUrl: "/api/placeholder/x.svg", instructions: "x" })).statusCode,
    ).toBe(400);
    expect((await t.as(a.cookie)("PUT", `/api/recipes/${r.id}`, {})).statusCode).toBe(400);
  });

  it("generates a local illustration and stores it as the recipe image", async () => {
    const r = await create(a.cookie, curry);
    const res = await t.as(a.cookie)("POST", `/api/recipes/${r.id}/generate-image`, {});
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl } = res.json();
    expect((await t.as(a.cookie)("GET", `/api/recipes/${r.id}`)).json().imageUrl).toBe(imageUrl);
    const img = await t.app.inject({ method: "GET", url: imageUrl, headers: { cookie: a.cookie } });
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toMatch(/^image\//);
  });
});

describe("delete", () => {
  it("deletes a recipe; a planned meal of it stays under its title", async () => {
    const r = await create(a.cookie, { title: "Lasagne" });
    const plan = await t.as(a.cookie)("POST", "/api/meal-plans", {
      recipeId: r.id,
      day: "2026-12-01",
      mealType: "dinner",
      status: "planned",
    });
    expect(plan.statusCode).toBe(201);
    expect((await t.as(a.cookie)("DELETE", `/api/recipes/${r.id}`)).statusCode).toBe(204);
    expect((await t.as(a.cookie)("GET", `/api/recipes/${r.id}`)).statusCode).toBe(404);
    const plans = (await t.as(a.cookie)("GET", `/api/meal-plans/${a.user.householdId}?startDate=2026-12-01&endDate=2026-12-01`)).json();
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ recipe: null, customMealTitle: "Lasagne" });
    expect((await t.as(a.cookie)("DELETE", `/api/recipes/${r.id}`)).statusCode).toBe(404);
  });
});

describe("feedback and personalised ranking", () => {
  it("records interactions per user, oldest first, and validates them", async () => {
    const c = await create(b.cookie, { title: "Pancakes", ingredients: [{ name: "flour" }, { name: "eggs" }, { name: "milk" }] });
    expect((await t.as(b.cookie)("POST", "/api/recipe-interactions", { recipeId: c.id, interactionType: "like" })).statusCode).toBe(201);
    expect(
      (await t.as(b.cookie)("POST", "/api/recipe-interactions", { recipeId: c.id, interactionType: "saved", rating: 5 })).statusCode,
    ).toBe(201);
    const bad = await t.as(b.cookie)("POST", "/api/recipe-interactions", { recipeId: c.id, interactionType: "love", rating: 9 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.length).toBe(2);
    const list = (await t.as(b.cookie)("GET", "/api/recipe-interactions")).json();
    expect(list.map((i: { interactionType: string }) => i.interactionType)).toEqual(["like", "saved"]);
    expect(list[1].rating).toBe(5);
    expect((await t.as(a.cookie)("GET", "/api/recipe-interactions")).json()).toEqual([]);
  });

  it("a dislike sinks similar recipes, a like lifts them (shared key ingredients)", async () => {
    const s = await t.signUp("ranker@example.com", "Ranker");
    const chicken1 = await create(s.cookie, {
      title: "Chicken Stir-fry",
      ingredients: [{ name: "chicken breast" }, { name: "broccoli" }, { name: "rice" }],
    });
    const chicken2 = await create(s.cookie, {
      title: "Chicken Fried Rice",
      ingredients: [{ name: "chicken breast" }, { name: "rice" }, { name: "peas" }],
    });
    await create(s.cookie, { title: "Lentil Soup", ingredients: [{ name: "lentils" }, { name: "carrot" }, { name: "celery" }] });
    const rank = async () =>
      (await t.as(s.cookie)("GET", "/api/recipes/personalized")).json() as { id: string; title: string; personalizedScore: number }[];
    const score = (list: Awaited<ReturnType<typeof rank>>, id: string) => list.find((r) => r.id === id)!.personalizedScore;

    const before = await rank();
    expect(before).toHaveLength(3);
    await t.as(s.cookie)("POST", "/api/recipe-interactions", { recipeId: chicken1.id, interactionType: "dislike" });
    const afterDislike = await rank();
    expect(score(afterDislike, chicken2.id)).toBeLessThan(score(before, chicken2.id));
    expect(afterDislike.at(-1)!.id).toBe(chicken1.id);
    expect(afterDislike[0].title).toBe("Lentil Soup");

    await t.as(s.cookie)("POST", "/api/recipe-interactions", { recipeId: chicken1.id, interactionType: "like" });
    const afterLike = await rank();
    expect(score(afterLike, chicken2.id)).toBeGreaterThan(score(before, chicken2.id));
    expect(
      afterLike
        .slice(0, 2)
        .map((r) => r.id)
        .sort(),
    ).toEqual([chicken1.id, chicken2.id].sort());
    for (const r of afterLike) {
      expect(r.personalizedScore).toBeGreaterThanOrEqual(0);
      expect(r.personalizedScore).toBeLessThanOrEqual(1);
    }
  });
});
