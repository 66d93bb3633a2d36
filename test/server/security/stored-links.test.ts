import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestServer, type TestServer } from "../test-server";

// Links users or models supply become <a href> on screen: only http(s) links are stored
// (stored-XSS class of Mealie #5677 / Tandoor CVE-2022-23074; web layer: shared/domain/web-link.ts).
let t: TestServer;
let as: ReturnType<TestServer["as"]>;
let householdId: string;
beforeAll(async () => {
  t = await getTestServer();
  const u = await t.signUp();
  as = t.as(u.cookie);
  householdId = u.user.householdId;
});
afterAll(async () => t.close());

describe("stored links", () => {
  it("a hand-written recipe with a javascript: source link is refused with the field named; an https one is kept", async () => {
    const bad = await as("POST", "/api/recipes/manual", { recipe: { title: "Soup", sourceUrl: "javascript:alert(1)" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toContain("body.recipe.sourceUrl");
    const good = await as("POST", "/api/recipes/manual", { recipe: { title: "Soup", sourceUrl: " https://example.org/soup " } });
    expect(good.statusCode).toBe(201);
    expect(good.json().sourceUrl).toBe("https://example.org/soup");
    expect((await as("GET", "/api/recipes")).json().map((r: { title: string }) => r.title)).toEqual(["Soup"]);
  });

  it("a custom meal link must be a web address, when planning and when editing", async () => {
    const plan = (link: string) =>
      as("POST", "/api/meal-plans", { householdId, customMealTitle: "Takeaway", customMealLink: link, day: "2026-11-24", mealType: "dinner", servings: 2, status: "planned" });
    for (const link of ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:x", "not a link"]) {
      const res = await plan(link);
      expect(res.statusCode, link).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain("body.customMealLink");
    }
    const ok = await plan("https://example.org/menu");
    expect(ok.statusCode).toBe(201);
    const edit = await as("PUT", `/api/meal-plans/${ok.json().id}`, { customMealLink: "javascript:alert(1)" });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().issues.map((i: { path: string }) => i.path)).toContain("body.customMealLink");
    expect((await plan("")).statusCode).toBe(201);
  });

  it("saving an idea whose recipe link is a script URL stores no link", async () => {
    const [idea] = (await as("POST", "/api/ai/recipe-ideas", { variant: 0 })).json().recipes;
    const saved = await as("POST", "/api/recipes/save-ai-recipe", { recipe: { ...idea, recipeLink: "javascript:alert(1)" } });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().recipeUrl).toBeNull();
  });
});
