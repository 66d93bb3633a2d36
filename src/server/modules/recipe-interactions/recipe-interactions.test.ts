import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedbackStates } from "../../../shared/domain/recipe-feedback";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";
import { feedbackByTitle } from "./service";

/** Issue 23: an opinion (like | dislike | none) and a separate saved flag, both taken back by a new row. */
let t: TestServer;
let a: Awaited<ReturnType<TestServer["signUp"]>>;
let other: Awaited<ReturnType<TestServer["signUp"]>>;

beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("feedback@example.com", "Feedback");
  other = await t.signUp("feedback-other@example.com", "Other");
});
afterAll(async () => t?.close());

async function recipe(title: string, ingredients: string[]): Promise<{ id: string }> {
  const res = await t.as(a.cookie)("POST", "/api/recipes/manual", { recipe: { title, ingredients: ingredients.map((name) => ({ name })) } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const record = async (cookie: string, recipeId: string, interactionType: string) =>
  t.as(cookie)("POST", "/api/recipe-interactions", { recipeId, interactionType });
/** What the Recipes screen shows for a recipe: the state read from the user's rows (GET, oldest first). */
async function shown(cookie: string, recipeId: string) {
  const rows = (await t.as(cookie)("GET", "/api/recipe-interactions")).json();
  return feedbackStates(rows).get(recipeId) ?? { opinion: null, saved: false };
}
async function scoreOf(recipeId: string): Promise<number> {
  const list = (await t.as(a.cookie)("GET", "/api/recipes/personalized")).json() as { id: string; personalizedScore: number }[];
  return list.find((r) => r.id === recipeId)!.personalizedScore;
}

describe("taking feedback back (issue 23)", () => {
  it("like → clear-opinion leaves no opinion, and the ranking no longer counts the like", async () => {
    const soup = await recipe("Tomato Soup", ["tomatoes", "onion", "stock"]);
    const neutral = await scoreOf(soup.id);
    expect((await record(a.cookie, soup.id, "like")).statusCode).toBe(201);
    expect(await shown(a.cookie, soup.id)).toEqual({ opinion: "like", saved: false });
    expect(await scoreOf(soup.id)).toBeGreaterThan(neutral);
    const cleared = await record(a.cookie, soup.id, "clear-opinion");
    expect(cleared.statusCode).toBe(201);
    expect(cleared.json()).toMatchObject({ recipeId: soup.id, interactionType: "clear-opinion" });
    expect(await shown(a.cookie, soup.id)).toEqual({ opinion: null, saved: false });
    expect(await scoreOf(soup.id)).toBe(neutral);
  });

  it("saving and liking are separate: a like keeps the save, unsave keeps the like", async () => {
    const stew = await recipe("Bean Stew", ["beans", "carrot", "onion"]);
    await record(a.cookie, stew.id, "saved");
    await record(a.cookie, stew.id, "like");
    expect(await shown(a.cookie, stew.id)).toEqual({ opinion: "like", saved: true });
    await record(a.cookie, stew.id, "clear-opinion");
    expect(await shown(a.cookie, stew.id)).toEqual({ opinion: null, saved: true });
    await record(a.cookie, stew.id, "like");
    expect((await record(a.cookie, stew.id, "unsave")).statusCode).toBe(201);
    expect(await shown(a.cookie, stew.id)).toEqual({ opinion: "like", saved: false });
  });

  it("a dislike replaces a like (and the ranking halves the recipe)", async () => {
    const salad = await recipe("Beet Salad", ["beetroot", "feta", "walnuts"]);
    await record(a.cookie, salad.id, "saved");
    await record(a.cookie, salad.id, "like");
    const liked = await scoreOf(salad.id);
    await record(a.cookie, salad.id, "dislike");
    expect(await shown(a.cookie, salad.id)).toEqual({ opinion: "dislike", saved: true });
    expect(await scoreOf(salad.id)).toBeLessThan(liked / 2 + 0.001);
  });

  it("another household can neither give nor take back feedback on the recipe", async () => {
    const pie = await recipe("Apple Pie", ["apples", "flour", "butter"]);
    await record(a.cookie, pie.id, "like");
    for (const type of ["clear-opinion", "unsave", "like", "saved"]) {
      const res = await record(other.cookie, pie.id, type);
      expect(res.statusCode, type).toBe(404);
    }
    expect((await t.as(other.cookie)("GET", "/api/recipe-interactions")).json()).toEqual([]);
    expect(await shown(a.cookie, pie.id)).toEqual({ opinion: "like", saved: false });
  });

  it("rejects an unknown interaction type with 400", async () => {
    const pie = await recipe("Plum Pie", ["plums", "flour", "butter"]);
    const res = await record(a.cookie, pie.id, "unlike-everything");
    expect(res.statusCode).toBe(400);
  });
});

describe("feedbackByTitle (the idea engine's likes and dislikes)", () => {
  const titles = [
    { id: "r1", title: "Soup" },
    { id: "r2", title: "Stew" },
    { id: "r3", title: "Pie" },
    { id: "r4", title: "Salad" },
  ];
  it("reads the opinion, counts a plain save as liked and a taken-back like as nothing", () => {
    const rows = [
      { recipeId: "r1", interactionType: "like" },
      { recipeId: "r1", interactionType: "clear-opinion" },
      { recipeId: "r2", interactionType: "saved" },
      { recipeId: "r3", interactionType: "saved" },
      { recipeId: "r3", interactionType: "dislike" },
      { recipeId: "r4", interactionType: "saved" },
      { recipeId: "r4", interactionType: "unsave" },
    ];
    expect(feedbackByTitle(rows, titles)).toEqual({ liked: ["Stew"], disliked: ["Pie"] });
  });
});
