import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxSetsPerDish, newPerRegenerate } from "../../../../test/server/fixtures/idea-variety";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";
import { titleKey } from "../../ai/local/variety";
import { ideaSets } from "../../db/schema/idea-sets";

/** A medium weekly shop, as a household would type it. */
const PANTRY = [
  "Chicken thighs",
  "Minced beef",
  "Eggs",
  "Spaghetti",
  "Basmati rice",
  "Potatoes",
  "Onions",
  "Garlic",
  "Carrots",
  "Broccoli",
  "Chopped tomatoes",
  "Cheddar",
  "Milk",
  "Greek yogurt",
  "Bread",
  "Bananas",
];

let t: TestServer;
type Household = Awaited<ReturnType<TestServer["signUp"]>>;
let a: Household;
let b: Household;

async function stock(h: Household): Promise<void> {
  for (const productName of PANTRY) {
    const res = await t.as(h.cookie)("POST", "/api/pantry", { productName, qty: "2", unit: "pieces", source: "manual" });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
}

/** One POST /api/ai/recipe-ideas; the titles shown, as dishes identified by title. */
async function ideas(h: Household, variant: number): Promise<Array<{ key: string; title: string }>> {
  const res = await t.as(h.cookie)("POST", "/api/ai/recipe-ideas", { variant });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().recipes as { title: string }[]).map((r) => ({ key: titleKey(r.title), title: r.title }));
}

beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("variety-a@example.com", "Vera");
  b = await t.signUp("variety-b@example.com", "Bo");
  await stock(a);
  await stock(b);
});
afterAll(async () => t?.close());

describe("POST /api/ai/recipe-ideas: Regenerate brings new dishes (issue 22 item 8)", () => {
  let sets: Array<Array<{ key: string; title: string }>> = [];

  it("Generate, then Regenerate ten times: ≥ 4 of 6 new dishes each time, no dish in more than 5 of 10 consecutive sets", async () => {
    sets = [];
    for (let variant = 0; variant <= 10; variant++) sets.push(await ideas(a, variant));
    expect(sets.every((s) => s.length === 6)).toBe(true);
    const fresh = newPerRegenerate(sets);
    expect(fresh, JSON.stringify(sets.map((s) => s.map((d) => d.title)))).toHaveLength(10);
    for (const n of fresh) expect(n).toBeGreaterThanOrEqual(4);
    for (let end = 10; end <= sets.length; end++) expect(maxSetsPerDish(sets.slice(end - 10, end))).toBeLessThanOrEqual(5);
  });

  it("a first Generate still shows the best pantry matches, whatever was shown before", async () => {
    expect(await ideas(a, 0)).toEqual(sets[0]);
  });

  it("each household has its own memory: another household's first Regenerate is not shaped by it", async () => {
    const first = await ideas(b, 0);
    expect(first).toEqual(sets[0]);
    expect(await ideas(b, 1)).toEqual(sets[1]);
  });

  it("remembers only the household's last 9 sets", async () => {
    const rows = await t.db().select({ id: ideaSets.id }).from(ideaSets).where(eq(ideaSets.householdId, a.user.householdId));
    expect(rows).toHaveLength(9);
  });
});
