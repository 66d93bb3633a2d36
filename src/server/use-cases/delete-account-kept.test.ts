import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { households } from "../db/schema/households";
import { getTestServer, type TestServer } from "../../../test/server/test-server";
import { householdDataCounts } from "../modules/households/household-data-repository";
import { joinByInvitation } from "../../../test/server/seeds/invitations";
import { seedHousehold } from "../../../test/server/seeds/filled-household";

/**
 * Issue 19 follow-up: a household kept on joining (nobody in it) belongs to the joiner, and
 * deleting their account deletes it with its rows and stored files — never anyone else's.
 */
let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => t?.close());

const exists = async (id: string) => (await t.db().select().from(households).where(eq(households.id, id))).length === 1;
const made = async (id: string) => Object.values(await householdDataCounts(t.db(), id)).reduce((a, b) => a + b, 0);

describe("DELETE /api/account and kept households", () => {
  it("deletes every household the user kept (two in a row), with rows and files; the shared one stays with its members", async () => {
    const first = await t.signUp("kept-first-host@example.com", "Fay");
    const second = await t.signUp("kept-second-host@example.com", "Sid");
    const user = await t.signUp("kept-user@example.com", "Kim");
    const seedA = await seedHousehold(t, user);
    const a = user.user.householdId;
    await joinByInvitation(t, first.cookie, user.email, { invitee: user, mode: "keep" });
    // In `first`'s household now; `first` leaves, the user is alone there with shared data and keeps it too.
    await t.as(user.cookie)("POST", "/api/pantry", { productName: "Shared oats", qty: "1", unit: "kg", source: "manual" });
    expect((await t.as(first.cookie)("POST", "/api/households/leave", {})).statusCode).toBe(200);
    const b = first.user.householdId;
    await joinByInvitation(t, second.cookie, user.email, { invitee: user, mode: "keep" });
    for (const id of [a, b])
      expect([await exists(id), (await t.db().select().from(households).where(eq(households.id, id)))[0].keptByUserId]).toEqual([
        true,
        user.user.id,
      ]);
    const secondBefore = await made(second.user.householdId);

    const res = await t.as(user.cookie)("DELETE", "/api/account");
    expect(res.json()).toEqual({ success: true, householdDeleted: false });
    expect([await exists(a), await exists(b), await made(a), await made(b)]).toEqual([false, false, 0, 0]);
    expect(await t.app.deps.storage.get(seedA.imageKey)).toBeNull();
    expect(await t.app.deps.storage.get(seedA.receiptKey)).toBeNull();
    // The household the user was in stays with its member, untouched.
    expect([await exists(second.user.householdId), await made(second.user.householdId)]).toEqual([true, secondBefore]);
    expect(await exists((await t.as(first.cookie)("GET", "/api/me")).json().householdId)).toBe(true);
  });

  it("hostile variant: another user's account deletion never reaches a household someone else kept", async () => {
    const host = await t.signUp("kept-host2@example.com", "Hel");
    const keeper = await t.signUp("kept-keeper@example.com", "Kai");
    const seed = await seedHousehold(t, keeper);
    await joinByInvitation(t, host.cookie, keeper.email, { invitee: keeper, mode: "keep" });
    const before = await made(keeper.user.householdId);
    // The host (now sharing a household with the keeper) and a stranger delete their accounts.
    const stranger = await t.signUp("kept-stranger@example.com", "Sam");
    expect((await t.as(stranger.cookie)("DELETE", "/api/account")).statusCode).toBe(200);
    expect((await t.as(host.cookie)("DELETE", "/api/account")).json()).toEqual({ success: true, householdDeleted: false });
    expect([await exists(keeper.user.householdId), await made(keeper.user.householdId)]).toEqual([true, before]);
    expect(await t.app.deps.storage.get(seed.imageKey)).not.toBeNull();
  });
});
