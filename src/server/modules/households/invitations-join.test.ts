import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { householdInvites } from "../../db/schema/household-invites";
import { households } from "../../db/schema/households";
import { pantryItems } from "../../db/schema/pantry";
import { recipes } from "../../db/schema/recipes";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";
import { seedHousehold } from "../../../../test/server/seeds/filled-household";
import { invitationToken, joinByInvitation } from "../../../../test/server/seeds/invitations";

/**
 * Issue 19 finding 2, joining: only an explicit accept by a session of the invited address joins,
 * once, while the invitation is open; the joiner's former household changes only as they chose.
 */
let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => t?.close());

/** `host` invites `email`; returns the invitation's id (read through the link, as the page does). */
async function inviteId(hostCookie: string, email: string): Promise<string> {
  expect((await t.as(hostCookie)("POST", "/api/households/invites", { email })).statusCode).toBe(200);
  const res = await t.app.inject({
    method: "POST",
    url: "/auth/invitation",
    headers: t.json,
    payload: { token: invitationToken(t.mailer, email) },
  });
  return res.json().id;
}
const accept = (cookie: string | undefined, id: string, body: unknown = { mode: "keep" }) =>
  cookie
    ? t.as(cookie)("POST", `/api/invitations/${id}/accept`, body)
    : t.app.inject({ method: "POST", url: `/api/invitations/${id}/accept`, headers: t.json, payload: body as object });
const householdOf = async (cookie: string) => (await t.as(cookie)("GET", "/api/me")).json().householdId as string;
const rowsIn = async (householdId: string) => ({
  pantry: (await t.db().select().from(pantryItems).where(eq(pantryItems.householdId, householdId))).length,
  recipes: (await t.db().select().from(recipes).where(eq(recipes.householdId, householdId))).length,
});

describe("accepting needs a session of the invited address, once, while open", () => {
  it("refuses the signed-out, other addresses, expired, revoked, declined, used and other invitations' ids — and nobody moves", async () => {
    const host = await t.signUp("acc-host@example.com", "Ada");
    const guest = await t.signUp("acc-guest@example.com", "Bo");
    const bystander = await t.signUp("acc-other@example.com", "Cy");
    const id = await inviteId(host.cookie, "acc-guest@example.com");
    const otherId = await inviteId(host.cookie, "acc-other2@example.com");

    expect((await accept(undefined, id)).statusCode).toBe(401);
    expect((await accept(bystander.cookie, id)).statusCode).toBe(404);
    expect((await accept(host.cookie, id)).statusCode).toBe(404);
    // The token of another invitation (another address) gets its id; the guest cannot use it.
    expect((await accept(guest.cookie, otherId)).statusCode).toBe(404);
    expect((await accept(guest.cookie, "not-a-uuid")).statusCode).toBe(400);
    const noMode = await accept(guest.cookie, id, {});
    expect([noMode.statusCode, noMode.json().issues?.[0]?.path]).toEqual([400, "body.mode"]);
    expect(await householdOf(guest.cookie)).toBe(guest.user.householdId);
    expect(await householdOf(bystander.cookie)).toBe(bystander.user.householdId);

    await t
      .db()
      .update(householdInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(householdInvites.id, id));
    expect([(await accept(guest.cookie, id)).statusCode, await householdOf(guest.cookie)]).toEqual([409, guest.user.householdId]);

    const revoked = await inviteId(host.cookie, "acc-guest@example.com");
    expect((await t.as(guest.cookie)("DELETE", `/api/households/invites/${revoked}`)).statusCode).toBe(404);
    expect((await t.as(bystander.cookie)("DELETE", `/api/households/invites/${revoked}`)).statusCode).toBe(404);
    expect((await t.as(host.cookie)("DELETE", `/api/households/invites/${revoked}`)).statusCode).toBe(200);
    expect((await accept(guest.cookie, revoked)).statusCode).toBe(409);

    const declined = await inviteId(host.cookie, "acc-guest@example.com");
    expect((await t.as(bystander.cookie)("POST", `/api/invitations/${declined}/decline`, {})).statusCode).toBe(404);
    expect((await t.as(guest.cookie)("POST", `/api/invitations/${declined}/decline`, {})).statusCode).toBe(200);
    expect((await accept(guest.cookie, declined)).statusCode).toBe(409);
    expect((await t.as(host.cookie)("GET", "/api/households/members")).json().invites.map((i: { email: string }) => i.email)).toEqual([
      "acc-other2@example.com",
    ]);

    // A 4th invitation to the address in a day is not mailed (per-recipient limit); the app lists it.
    await t.as(host.cookie)("POST", "/api/households/invites", { email: "acc-guest@example.com" });
    const listed = (await t.as(guest.cookie)("GET", "/api/invitations")).json().invitations;
    expect(listed).toHaveLength(1);
    const good = listed[0].id as string;
    expect(good).not.toBe(declined);
    expect((await accept(guest.cookie, good)).statusCode).toBe(200);
    expect(await householdOf(guest.cookie)).toBe(host.user.householdId);
    expect((await accept(guest.cookie, good)).statusCode).toBe(409);
    expect((await t.as(host.cookie)("DELETE", `/api/households/invites/${good}`)).statusCode).toBe(409);
    expect(await householdOf(bystander.cookie)).toBe(bystander.user.householdId);
  });

  it("two accepts racing for one invitation: one joins, the other is refused", async () => {
    const host = await t.signUp("race-host@example.com", "Di");
    const guest = await t.signUp("race-guest@example.com", "Ed");
    const id = await inviteId(host.cookie, "race-guest@example.com");
    const codes = (await Promise.all([accept(guest.cookie, id), accept(guest.cookie, id)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
  });
});

describe("the joiner's former household changes only as they chose", () => {
  it("keep: moving leaves the former household, its data and files untouched", async () => {
    const host = await t.signUp("keep-host@example.com", "Fay");
    const guest = await t.signUp("keep-guest@example.com", "Gus");
    const seed = await seedHousehold(t, guest);
    const before = await rowsIn(guest.user.householdId);
    // Hostile variant: an invitation the guest's household sent would later let someone into the kept data.
    await t.as(guest.cookie)("POST", "/api/households/invites", { email: "keep-later@example.com" });
    const later = invitationToken(t.mailer, "keep-later@example.com");
    const summary = (await t.as(guest.cookie)("GET", "/api/invitations")).json();
    expect(summary.current).toMatchObject({ otherMembers: 0, pantryItems: before.pantry, recipes: 1 });

    const joined = await joinByInvitation(t, host.cookie, "keep-guest@example.com", { invitee: guest, mode: "keep" });
    expect(joined.user.householdId).toBe(host.user.householdId);
    expect(await rowsIn(guest.user.householdId)).toEqual(before);
    expect(await t.db().select().from(households).where(eq(households.id, guest.user.householdId))).toHaveLength(1);
    expect(await t.app.deps.storage.get(seed.imageKey)).not.toBeNull();
    expect(JSON.stringify((await t.as(host.cookie)("GET", "/api/recipes")).json())).not.toContain("Rice pudding");
    const laterPreview = await t.app.inject({ method: "POST", url: "/auth/invitation", headers: t.json, payload: { token: later } });
    expect(laterPreview.json().status).toBe("revoked");
  });

  it("keep out of a shared household: the other member keeps everything; bring is refused and changes nothing", async () => {
    const host = await t.signUp("share-host@example.com", "Hal");
    const owner = await t.signUp("share-owner@example.com", "Ivy");
    await seedHousehold(t, owner);
    const partner = await joinByInvitation(t, owner.cookie, "share-partner@example.com", { firstName: "Jay" });
    const before = await rowsIn(owner.user.householdId);

    const id = await inviteId(host.cookie, "share-partner@example.com");
    const bring = await accept(partner.cookie, id, { mode: "bring" });
    expect([bring.statusCode, bring.json().error]).toEqual([409, expect.stringMatching(/stay with them/)]);
    expect(await householdOf(partner.cookie)).toBe(owner.user.householdId);
    expect(await rowsIn(owner.user.householdId)).toEqual(before);

    expect((await accept(partner.cookie, id, { mode: "keep" })).json()).toEqual({
      householdId: host.user.householdId,
      formerHouseholdRemoved: false,
    });
    expect(await rowsIn(owner.user.householdId)).toEqual(before);
    expect(JSON.stringify((await t.as(owner.cookie)("GET", "/api/recipes")).json())).toContain("Rice pudding");
  });

  it("bring: pantry, recipes (with their image) and plans move along; the emptied household is removed", async () => {
    const host = await t.signUp("bring-host@example.com", "Kai");
    await t.as(host.cookie)("POST", "/api/pantry", { productName: "Host oats", qty: "1", unit: "kg", source: "manual" });
    const guest = await t.signUp("bring-guest@example.com", "Lu");
    const seed = await seedHousehold(t, guest);
    const moved = await rowsIn(guest.user.householdId);
    const hostBefore = await rowsIn(host.user.householdId);

    const joined = await joinByInvitation(t, host.cookie, "bring-guest@example.com", { invitee: guest, mode: "bring" });
    expect(joined.user.householdId).toBe(host.user.householdId);
    expect(await rowsIn(host.user.householdId)).toEqual({
      pantry: hostBefore.pantry + moved.pantry,
      recipes: hostBefore.recipes + moved.recipes,
    });
    expect(await t.db().select().from(households).where(eq(households.id, guest.user.householdId))).toEqual([]);
    const recipe = (await t.as(host.cookie)("GET", `/api/recipes/${seed.recipeId}`)).json();
    expect(recipe.title).toBe("Rice pudding");
    expect(recipe.imageUrl).toMatch(new RegExp(`^/api/images/${host.user.householdId}/`));
    expect((await t.as(host.cookie)("GET", recipe.imageUrl)).statusCode).toBe(200);
    expect(await t.app.deps.storage.get(seed.imageKey)).toBeNull();
    expect(JSON.stringify((await t.as(host.cookie)("GET", `/api/pantry/${host.user.householdId}`)).json())).toContain("Basmati rice");
  });

  it("a former household with nothing in it (samples do not count) is removed on joining", async () => {
    const host = await t.signUp("empty-host@example.com", "Mia");
    const guest = await t.signUp("empty-guest@example.com", "Ned");
    await t.as(guest.cookie)("POST", "/api/seed-pantry");
    const joined = await joinByInvitation(t, host.cookie, "empty-guest@example.com", { invitee: guest, mode: "keep" });
    expect(joined.user.householdId).toBe(host.user.householdId);
    expect(await t.db().select().from(households).where(eq(households.id, guest.user.householdId))).toEqual([]);
  });
});
