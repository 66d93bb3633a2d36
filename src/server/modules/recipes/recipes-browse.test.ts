import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

/** Issue 23: tags edited through PUT /api/recipes/{id}, cooking a recipe now, and the browsing fields. */
let t: TestServer;
let a: Awaited<ReturnType<TestServer["signUp"]>>;
let b: Awaited<ReturnType<TestServer["signUp"]>>;
let recipeId: string;

beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("cook23@example.com", "Cook");
  b = await t.signUp("other23@example.com", "Other");
  await t.as(a.cookie)("POST", "/api/pantry", { productName: "Onions", qty: "3", unit: "pieces", source: "manual" });
  const res = await t.as(a.cookie)("POST", "/api/recipes/manual", {
    recipe: {
      title: "Onion soup",
      instructions: "Slice the onions.\nSimmer 20 minutes.",
      servings: 2,
      ingredients: [{ name: "onion", qty: "2", unit: "piece" }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  recipeId = res.json().id;
});
afterAll(async () => t?.close());

const personalized = async () =>
  (await t.as(a.cookie)("GET", "/api/recipes/personalized")).json() as { id: string; tags?: string[]; lastCooked?: string; createdAt?: string }[];

describe("recipe tags (PUT /api/recipes/{id} {tags})", () => {
  it("stores the tags trimmed and shows them in the lists", async () => {
    const res = await t.as(a.cookie)("PUT", `/api/recipes/${recipeId}`, { tags: ["  Soup ", "weeknight   dinner"] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tags).toEqual(["Soup", "weeknight dinner"]);
    expect((await personalized()).find((r) => r.id === recipeId)?.tags).toEqual(["Soup", "weeknight dinner"]);
    const cleared = await t.as(a.cookie)("PUT", `/api/recipes/${recipeId}`, { tags: [] });
    expect(cleared.json().tags).toBeUndefined();
  });

  it("answers 400 listing every problem: blank, too long, a duplicate ignoring case, too many", async () => {
    const res = await t.as(a.cookie)("PUT", `/api/recipes/${recipeId}`, { tags: ["Soup", " ", "x".repeat(41), "SOUP"] });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().issues as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(["tags.1", "tags.2", "tags.3"]);
    const many = await t.as(a.cookie)("PUT", `/api/recipes/${recipeId}`, { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) });
    expect(many.statusCode).toBe(400);
    expect(many.body).toContain("at most 20 tags");
    const wrongType = await t.as(a.cookie)("PUT", `/api/recipes/${recipeId}`, { tags: "soup" });
    expect(wrongType.statusCode).toBe(400);
  });

  it("another household cannot tag the recipe", async () => {
    const res = await t.as(b.cookie)("PUT", `/api/recipes/${recipeId}`, { tags: ["mine"] });
    expect(res.statusCode).toBe(404);
  });
});

describe("cook a recipe now (POST /api/recipes/{id}/cooked)", () => {
  it("refuses bad servings and other households", async () => {
    expect((await t.as(a.cookie)("POST", `/api/recipes/${recipeId}/cooked`, { servings: 0 })).statusCode).toBe(400);
    expect((await t.as(a.cookie)("POST", `/api/recipes/${recipeId}/cooked`, { servings: "lots" })).statusCode).toBe(400);
    expect((await t.as(b.cookie)("POST", `/api/recipes/${recipeId}/cooked`, {})).statusCode).toBe(404);
  });

  it("takes the scaled ingredients from the pantry and records the cooking day", async () => {
    expect((await personalized()).find((r) => r.id === recipeId)?.lastCooked).toBeUndefined();
    const res = await t.as(a.cookie)("POST", `/api/recipes/${recipeId}/cooked`, { servings: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ servings: 1, changes: [{ productName: "Onions", qtyBefore: "3", taken: "1" }] });
    const pantry = (await t.as(a.cookie)("GET", `/api/pantry/${a.user.householdId}`)).json() as { product: { name: string }; qty: string }[];
    expect(pantry.find((p) => p.product.name === "Onions")?.qty).toBe("2");
    const row = (await personalized()).find((r) => r.id === recipeId);
    expect(row?.lastCooked).toBe(new Date().toISOString().slice(0, 10));
    expect(Date.parse(row?.createdAt ?? "")).toBeGreaterThan(0);
  });
});
