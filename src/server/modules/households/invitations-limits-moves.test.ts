import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { householdInvites } from "../../db/schema/household-invites";
import { pushSubscriptions } from "../../db/schema/push";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";
import { INVITE_MAILS_PER_RECIPIENT, INVITES_PER_INVITER } from "./invitations-service";
import { joinByInvitation } from "../../../../test/server/seeds/invitations";

/**
 * Issue 19 follow-ups: the invitation limits hold under a burst of concurrent requests, and a
 * user's push subscriptions follow the user whichever way they change household.
 */
let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => t?.close());

const subscribe = (user: { id: string; householdId: string }, n: number) =>
  t
    .db()
    .insert(pushSubscriptions)
    .values({
      userId: user.id,
      householdId: user.householdId,
      endpoint: `https://push.example.com/${user.id}/${n}`,
      p256dh: "k",
      auth: "a",
    });
const subsOf = async (userId: string) =>
  (await t.db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map((s) => s.householdId);

describe("invitation limits are atomic", () => {
  it(`a burst of invitations by one inviter stores at most ${INVITES_PER_INVITER}; the rest answer 429`, async () => {
    const host = await t.signUp("burst-host@example.com", "Bea");
    const codes = await Promise.all(
      Array.from({ length: INVITES_PER_INVITER + 6 }, (_, i) =>
        t
          .as(host.cookie)("POST", "/api/households/invites", { email: `burst-${i}@example.com` })
          .then((r) => r.statusCode),
      ),
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(INVITES_PER_INVITER);
    expect(codes.filter((c) => c === 429)).toHaveLength(6);
    expect(await t.db().select().from(householdInvites).where(eq(householdInvites.invitedBy, host.user.id))).toHaveLength(
      INVITES_PER_INVITER,
    );
  });

  it(`a burst to one address from many households mails it at most ${INVITE_MAILS_PER_RECIPIENT} times; every invitation is stored`, async () => {
    const hosts = await Promise.all(Array.from({ length: 6 }, (_, i) => t.signUp(`flood-host-${i}@example.com`, "Fio")));
    const codes = await Promise.all(
      hosts.map((h) =>
        t
          .as(h.cookie)("POST", "/api/households/invites", { email: "flooded@example.com" })
          .then((r) => r.statusCode),
      ),
    );
    expect(codes).toEqual(hosts.map(() => 200));
    await new Promise((r) => setTimeout(r, 50));
    expect(t.mailer.sent.filter((m) => m.to === "flooded@example.com")).toHaveLength(INVITE_MAILS_PER_RECIPIENT);
    expect(await t.db().select().from(householdInvites).where(eq(householdInvites.email, "flooded@example.com"))).toHaveLength(6);
  });
});

describe("push subscriptions follow the user", () => {
  it("leaving moves all of the leaver's subscriptions to the new household; the others' stay", async () => {
    const owner = await t.signUp("push-owner@example.com", "Oli");
    const member = await joinByInvitation(t, owner.cookie, "push-member@example.com", { firstName: "Mo" });
    await subscribe(member.user, 1);
    await subscribe(member.user, 2);
    await subscribe(owner.user, 1);
    const left = await t.as(member.cookie)("POST", "/api/households/leave", {});
    expect(left.statusCode).toBe(200);
    const fresh = left.json().householdId as string;
    expect(fresh).not.toBe(owner.user.householdId);
    expect(await subsOf(member.user.id)).toEqual([fresh, fresh]);
    expect(await subsOf(owner.user.id)).toEqual([owner.user.householdId]);
  });

  it("joining moves them too (keep and bring alike), and only the joiner's", async () => {
    for (const mode of ["keep", "bring"] as const) {
      const host = await t.signUp(`push-host-${mode}@example.com`, "Hal");
      const guest = await t.signUp(`push-guest-${mode}@example.com`, "Gil");
      await t.as(guest.cookie)("POST", "/api/pantry", { productName: "Oats", qty: "1", unit: "kg", source: "manual" });
      await subscribe(guest.user, 1);
      await subscribe(host.user, 1);
      await joinByInvitation(t, host.cookie, guest.email, { invitee: guest, mode });
      expect(await subsOf(guest.user.id)).toEqual([host.user.householdId]);
      expect(await subsOf(host.user.id)).toEqual([host.user.householdId]);
    }
  });
});
