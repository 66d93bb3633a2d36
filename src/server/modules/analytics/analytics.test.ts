import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pantryHistory } from "../../db/schema/pantry";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer({ config: { historyRetentionDays: 45 } });
});
afterAll(async () => t?.close());

const DAY = 86_400_000;

/** Replace a household's history with records [action, category, days ago]. */
async function seedHistory(householdId: string, rows: [string, string, number][]) {
  await t.db().delete(pantryHistory).where(eq(pantryHistory.householdId, householdId));
  for (const [action, category, daysAgo] of rows) {
    await t
      .db()
      .insert(pantryHistory)
      .values({
        householdId,
        action,
        delta: action === "add" ? "1" : "-1",
        unit: "pieces",
        productName: `${category} thing`,
        productCategory: category,
        meta: { source: "manual" },
        createdAt: new Date(Date.now() - daysAgo * DAY),
      });
  }
}

describe("GET /api/analytics/{householdId}", () => {
  it("matches hand-counted numbers for a seeded history (30-day window, samples not in the pantry size)", async () => {
    const a = await t.signUp("counter@example.com", "Cat");
    const b = await t.signUp("noise@example.com", "Neil");
    await t.as(a.cookie)("POST", "/api/seed-pantry");
    for (const productName of ["Apples", "Yoghurt", "Beef mince"])
      await t.as(a.cookie)("POST", "/api/pantry", { productName, qty: "1", unit: "pieces", source: "manual" });
    await seedHistory(a.user.householdId, [
      ["add", "produce", 1],
      ["add", "produce", 2],
      ["add", "produce", 29],
      ["add", "dairy", 10],
      ["deduct", "dairy", 3],
      ["deduct", "dairy", 0],
      ["remove", "meat", 5],
      ["add", "produce", 31], // outside the 30 days
      ["remove", "meat", 40], // outside the 30 days
    ]);
    await seedHistory(b.user.householdId, [
      ["add", "frozen", 1],
      ["add", "frozen", 1],
    ]);

    const res = await t.as(a.cookie)("GET", `/api/analytics/${a.user.householdId}`);
    expect(res.statusCode).toBe(200);
    // By hand: 7 records in the window; adds 3 produce + 1 dairy = 4; deduct/remove 2 + 1 = 3;
    // per category produce 3, dairy 3 (tie → by name), meat 1; 3 own items (8 samples left out).
    expect(res.json()).toEqual({
      currentPantrySize: 3,
      last30Days: { totalActions: 7, itemsAdded: 4, itemsRemoved: 3 },
      topCategories: [
        { category: "dairy", actions: 3 },
        { category: "produce", actions: 3 },
        { category: "meat", actions: 1 },
      ],
      retentionDays: 45,
    });
  });

  it("an empty household has zeros; another household's id answers 404", async () => {
    const a = await t.signUp("empty@example.com", "Em");
    const b = await t.signUp("stranger@example.com", "St");
    const res = await t.as(a.cookie)("GET", `/api/analytics/${a.user.householdId}`);
    expect(res.json()).toEqual({
      currentPantrySize: 0,
      last30Days: { totalActions: 0, itemsAdded: 0, itemsRemoved: 0 },
      topCategories: [],
      retentionDays: 45,
    });
    expect((await t.as(a.cookie)("GET", `/api/analytics/${b.user.householdId}`)).statusCode).toBe(404);
  });
});
