import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

/**
 * Issue 22 item 5: chef tips and notes of ideas are checked against the household's diets,
 * allergies and written exclusions — a tip suggesting mushrooms is never shown with "no mushrooms".
 */
let t: TestServer;
type Idea = { title: string; chefTips: string[]; nutritionHighlights: string[] };

const PANTRY: Array<[string, string, string]> = [
  ["Eggs", "12", "pieces"],
  ["Baby spinach", "200", "g"],
  ["Cheddar", "200", "g"],
  ["Bell peppers", "3", "pieces"],
];

async function householdWith(email: string, dietaryConstraints: string) {
  const u = await t.signUp(email, "Cook");
  const res = await t.as(u.cookie)("PUT", "/api/user-settings", { householdSize: 2, allergies: [], dietaryPrefs: [], dietaryConstraints });
  expect(res.statusCode, res.body).toBe(200);
  for (const [productName, qty, unit] of PANTRY) await t.as(u.cookie)("POST", "/api/pantry", { productName, qty, unit, source: "manual" });
  return u;
}

/** Every idea of the first few breakfast sets the household is offered. */
async function breakfastIdeas(cookie: string): Promise<Idea[]> {
  const out: Idea[] = [];
  for (let variant = 0; variant < 4; variant++) {
    const res = await t.as(cookie)("POST", "/api/ai/recipe-ideas", { mealType: "breakfast", variant });
    expect(res.statusCode, res.body).toBe(200);
    out.push(...(res.json().recipes as Idea[]));
  }
  return out;
}

const mentionsMushrooms = (ideas: Idea[]) =>
  ideas.flatMap((i) => [...i.chefTips, ...i.nutritionHighlights]).filter((s) => /mushroom/i.test(s));

beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => t?.close());

describe("chef tips follow the household's exclusions", () => {
  it("shows the mushroom tip to a household that eats mushrooms (the fixture reaches that tip)", async () => {
    const u = await householdWith("eats-all@example.com", "");
    expect(mentionsMushrooms(await breakfastIdeas(u.cookie)).length).toBeGreaterThan(0);
  });

  it("never shows a tip that suggests mushrooms with 'no mushrooms', and keeps the other tips", async () => {
    const u = await householdWith("no-mushrooms@example.com", "No mushrooms, please.");
    const ideas = await breakfastIdeas(u.cookie);
    expect(mentionsMushrooms(ideas)).toEqual([]);
    expect(ideas.some((i) => i.chefTips.length > 0)).toBe(true);
  });
});
