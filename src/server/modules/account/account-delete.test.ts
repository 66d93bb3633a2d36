import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema/auth";
import { households } from "../../db/schema/households";
import { pushSubscriptions } from "../../db/schema/push";
import { userSettings } from "../../db/schema/user-settings";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";
import { joinByInvitation } from "../../../../test/server/seeds/invitations";
import { seedHousehold } from "../../../../test/server/seeds/filled-household";

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => t?.close());

/** Rows of every household-scoped table for one household. */
async function rowsOf(householdId: string): Promise<Record<string, number>> {
  const count = async (table: string) =>
    Number(
      (
        (await t.db().execute(sql.raw(`select count(*)::int as n from ${table} where household_id = '${householdId}'`))) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0].n,
    );
  const tables = ["product", "pantry_item", "pantry_history", "recipe", "meal_plan", "receipt", "household_invite", "push_subscription"];
  return Object.fromEntries(await Promise.all(tables.map(async (x) => [x, await count(x)])));
}

describe("DELETE /api/account", () => {
  it("removes the user, sessions, settings, the household (last member) and its files — and nothing of another household", async () => {
    const a = await t.signUp("leaver@example.com", "Lee");
    const b = await t.signUp("stayer@example.com", "Sue");
    const seedA = await seedHousehold(t, a);
    const seedB = await seedHousehold(t, b);
    for (const who of [a, b])
      await t
        .db()
        .insert(pushSubscriptions)
        .values({
          userId: who.user.id,
          householdId: who.user.householdId,
          endpoint: `https://push.example.com/${who.user.id}`,
          p256dh: "key",
          auth: "secret",
        });
    const bBefore = await rowsOf(b.user.householdId);
    expect(Object.values(await rowsOf(a.user.householdId)).some((n) => n > 0)).toBe(true);

    const res = await t.as(a.cookie)("DELETE", "/api/account");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, householdDeleted: true });
    expect(String(res.headers["set-cookie"])).toMatch(/pm\.session_token=;.*Max-Age=0/i);

    expect(await t.db().select().from(users).where(eq(users.id, a.user.id))).toEqual([]);
    expect(await t.db().select().from(sessions).where(eq(sessions.userId, a.user.id))).toEqual([]);
    expect(await t.db().select().from(userSettings).where(eq(userSettings.userId, a.user.id))).toEqual([]);
    expect(await t.db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, a.user.id))).toEqual([]);
    expect(await t.db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, b.user.id))).toHaveLength(1);
    expect(await t.db().select().from(households).where(eq(households.id, a.user.householdId))).toEqual([]);
    expect(Object.values(await rowsOf(a.user.householdId)).every((n) => n === 0)).toBe(true);
    expect(await t.app.deps.storage.get(seedA.receiptKey)).toBeNull();
    expect(await t.app.deps.storage.get(seedA.imageKey)).toBeNull();
    expect((await t.as(a.cookie)("GET", "/api/me")).statusCode).toBe(401);

    expect(await rowsOf(b.user.householdId)).toEqual(bBefore);
    expect(await t.app.deps.storage.get(seedB.receiptKey)).not.toBeNull();
    expect(await t.app.deps.storage.get(seedB.imageKey)).not.toBeNull();
    expect((await t.as(b.cookie)("GET", "/api/me")).statusCode).toBe(200);
    expect((await t.as(b.cookie)("GET", "/api/user-settings")).json().householdSize).toBe(3);
  });

  it("when another member remains, only the user goes: the shared household, its data and files stay", async () => {
    const owner = await t.signUp("owner@example.com", "Olga");
    const seed = await seedHousehold(t, owner);
    const { cookie: partnerCookie, user: partner } = await joinByInvitation(t, owner.cookie, "partner@example.com", { firstName: "Pat" });
    expect(partner.householdId).toBe(owner.user.householdId);
    const before = await rowsOf(owner.user.householdId);

    const res = await t.as(partnerCookie)("DELETE", "/api/account");
    expect(res.json()).toEqual({ success: true, householdDeleted: false });
    expect(await t.db().select().from(users).where(eq(users.id, partner.id))).toEqual([]);
    expect(await rowsOf(owner.user.householdId)).toEqual({ ...before, household_invite: 0 });
    expect(await t.app.deps.storage.get(seed.imageKey)).not.toBeNull();
    const members = (await t.as(owner.cookie)("GET", "/api/households/members")).json().members;
    expect(members.map((m: { email: string }) => m.email)).toEqual(["owner@example.com"]);
  });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "DELETE", url: "/api/account", headers: { origin: "http://localhost:5000" } });
    expect(res.statusCode).toBe(401);
  });
});

describe("PUT /api/account/profile", () => {
  it("changes first and last name (the e-mail stays); a blank first name is refused", async () => {
    const u = await t.signUp("namer@example.com", "Nia");
    const res = await t.as(u.cookie)("PUT", "/api/account/profile", { firstName: " Nina ", lastName: "Berg" });
    expect(res.statusCode).toBe(200);
    const me = (await t.as(u.cookie)("GET", "/api/me")).json();
    expect(me).toMatchObject({ firstName: "Nina", lastName: "Berg", email: "namer@example.com" });
    const bad = await t.as(u.cookie)("PUT", "/api/account/profile", { firstName: "  " });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].message).toBe("Please enter your first name");
  });
});
