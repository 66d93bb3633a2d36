import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobRuns } from "../../db/schema/job-runs";
import { pantryHistory } from "../../db/schema/pantry";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";
import { runDailyRetention } from "./retention";

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function record(
  householdId: string,
  action: string,
  daysAgo: number,
  meta: Record<string, unknown> = { source: "manual" },
  category = "pantry",
) {
  await t
    .db()
    .insert(pantryHistory)
    .values({
      householdId,
      action,
      delta: action === "add" ? "2" : "-1",
      unit: "pieces",
      productName: "Chickpeas",
      productBrand: "Brand",
      productCategory: category,
      meta: meta as { source: string },
      createdAt: new Date(Date.now() - daysAgo * DAY),
    });
}

describe("GET /api/history/{householdId}", () => {
  it("lists what the pantry did, newest first, in the SPEC §3 shape; other households get 404", async () => {
    const a = await t.signUp("hist@example.com", "Hal");
    const b = await t.signUp("hist-other@example.com", "Hu");
    const item = (
      await t.as(a.cookie)("POST", "/api/pantry", { productName: "Chickpeas", qty: "3", unit: "pieces", source: "barcode" })
    ).json();
    await t.as(a.cookie)("PUT", `/api/pantry/${item.id}`, { qty: "1" });
    await t.as(a.cookie)("DELETE", `/api/pantry/${item.id}`);
    const res = await t.as(a.cookie)("GET", `/api/history/${a.user.householdId}`);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((r: { action: string; delta: string }) => [r.action, r.delta])).toEqual([
      ["remove", "-1"],
      ["deduct", "-2"],
      ["add", "3"],
    ]);
    expect(list[2]).toMatchObject({ product: { name: "Chickpeas" }, meta: { source: "barcode" } });
    expect(Object.keys(list[0]).sort()).toEqual(["action", "createdAt", "delta", "id", "meta", "product", "unit"]);
    expect((await t.as(b.cookie)("GET", `/api/history/${a.user.householdId}`)).statusCode).toBe(404);
  });
});

describe("GET /api/history/{householdId}/activity", () => {
  it("counts per day over 30 days and tells cooked, thrown away and other uses apart", async () => {
    const a = await t.signUp("chart@example.com", "Cy");
    await record(a.user.householdId, "add", 0, { source: "receipt" }, "produce");
    await record(a.user.householdId, "add", 0, { source: "manual" }, "produce");
    await record(a.user.householdId, "deduct", 0, { source: "meal-plan", mealPlanId: "x" }, "produce");
    await record(a.user.householdId, "remove", 2, { source: "manual" }, "dairy");
    await record(a.user.householdId, "deduct", 2, { source: "manual" }, "dairy");
    await record(a.user.householdId, "add", 29, { source: "manual" }, "dairy");
    await record(a.user.householdId, "add", 31, { source: "manual" }, "dairy"); // outside
    const res = await t.as(a.cookie)("GET", `/api/history/${a.user.householdId}/activity`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.days).toHaveLength(30);
    expect(body.days[29]).toEqual({ day: dayOf(Date.now()), added: 2, used: 0, cooked: 1, discarded: 0 });
    expect(body.days[27]).toEqual({ day: dayOf(Date.now() - 2 * DAY), added: 0, used: 1, cooked: 0, discarded: 1 });
    expect(body.days[0]).toEqual({ day: dayOf(Date.now() - 29 * DAY), added: 1, used: 0, cooked: 0, discarded: 0 });
    expect(body.totals).toEqual({ used: 1, cooked: 1, discarded: 1 });
    expect(body.categories).toEqual([
      { category: "dairy", added: 1, used: 2 },
      { category: "produce", added: 2, used: 1 },
    ]);
  });
});

describe("retention", () => {
  it("purges records older than the retention days once per day, across callers", async () => {
    const a = await t.signUp("old@example.com", "Ola");
    const b = await t.signUp("older@example.com", "Ole");
    await t.db().delete(jobRuns);
    await t.db().delete(pantryHistory);
    await record(b.user.householdId, "remove", 40);
    await record(a.user.householdId, "add", 31);
    await record(a.user.householdId, "add", 29);
    await record(a.user.householdId, "add", 5);
    const now = new Date();
    const results = await Promise.all([
      runDailyRetention(t.db(), 30, now),
      runDailyRetention(t.db(), 30, now),
      runDailyRetention(t.db(), 30, now),
    ]);
    expect(results.filter((r) => r !== null)).toEqual([2]);
    const left = await t.db().select().from(pantryHistory);
    expect(left.map((r) => r.householdId)).toEqual([a.user.householdId, a.user.householdId]);
    // Later the same day nothing runs even with a shorter retention; the next day it does.
    expect(await runDailyRetention(t.db(), 7, new Date(now.getTime() + 60_000))).toBeNull();
    expect(await runDailyRetention(t.db(), 7, new Date(now.getTime() + DAY))).toBe(1);
    const [run] = await t
      .db()
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.runOn, dayOf(now.getTime())));
    expect(run).toMatchObject({ job: "history-retention", affected: 2 });
  });
});
