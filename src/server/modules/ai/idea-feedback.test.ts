import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

let t: TestServer;
let a: Awaited<ReturnType<TestServer["signUp"]>>;
beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("taster@example.com", "Taster");
  for (const productName of [
    "Chicken breast",
    "Broccoli",
    "Rice",
    "Eggs",
    "Spinach",
    "Cheddar",
    "Pasta",
    "Canned tomatoes",
    "Onions",
    "Garlic",
  ]) {
    await t.as(a.cookie)("POST", "/api/pantry", { productName, qty: "4", unit: "pieces", source: "manual" });
  }
});
afterAll(async () => t?.close());

describe("the household's feedback steers recipe ideas", () => {
  it("a disliked saved idea drops down (or out of) the same set", async () => {
    const titles = async () =>
      ((await t.as(a.cookie)("POST", "/api/ai/recipe-ideas", { variant: 0 })).json().recipes as { title: string }[]).map((r) => r.title);
    const before = await titles();
    const [idea] = (await t.as(a.cookie)("POST", "/api/ai/recipe-ideas", { variant: 0 })).json().recipes;
    expect(idea.title).toBe(before[0]);
    const saved = (await t.as(a.cookie)("POST", "/api/recipes/save-ai-recipe", { recipe: idea })).json();
    expect((await t.as(a.cookie)("GET", "/api/recipe-interactions")).json()).toEqual([]);
    await t.as(a.cookie)("POST", "/api/recipe-interactions", { recipeId: saved.id, interactionType: "dislike" });
    const after = await titles();
    const rank = after.indexOf(idea.title);
    expect(rank === -1 || rank > 0).toBe(true);
  });
});
