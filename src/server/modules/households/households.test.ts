import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { households } from "../../db/schema/households";
import { cookieHeader, getTestServer, type TestServer } from "../../test/test-server";
import { seedHousehold } from "../account/test-seed";

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => t?.close());

/** Spend the newest link mailed to `email`; returns the new session's cookie and user. */
async function follow(email: string) {
  const res = await t.app.inject({ method: "POST", url: "/auth/verify", headers: t.json, payload: { token: t.mailer.lastToken(email) } });
  expect(res.statusCode).toBe(200);
  const cookie = cookieHeader(res.headers["set-cookie"]);
  return { cookie, isNewUser: res.json().isNewUser as boolean, user: (await t.as(cookie)("GET", "/api/me")).json() };
}

describe("household invitations", () => {
  it("a new address joins the inviter's household through the mailed link and shares its pantry", async () => {
    const host = await t.signUp("host@example.com", "Hana");
    await t.as(host.cookie)("POST", "/api/pantry", { productName: "Lentils", qty: "1", unit: "kg", source: "manual" });
    const res = await t.as(host.cookie)("POST", "/api/households/invites", { email: " Guest@Example.com ", firstName: "Gil" });
    expect(res.statusCode).toBe(200);
    const notice = t.mailer.sent.find((m) => m.to === "guest@example.com" && !m.text.includes("token="));
    expect(notice?.text).toContain("Hana invited you to share their household");

    const guest = await follow("guest@example.com");
    expect(guest.isNewUser).toBe(true);
    expect(guest.user).toMatchObject({ householdId: host.user.householdId, firstName: "Gil" });
    const pantry = (await t.as(guest.cookie)("GET", `/api/pantry/${host.user.householdId}`)).json();
    expect(JSON.stringify(pantry)).toContain("Lentils");
    const members = (await t.as(host.cookie)("GET", "/api/households/members")).json();
    expect(members.members.map((m: { email: string; pending: boolean }) => [m.email, m.pending])).toEqual([
      ["host@example.com", false],
      ["guest@example.com", false],
    ]);
    const again = await t.as(host.cookie)("POST", "/api/households/invites", { email: "guest@example.com" });
    expect(again.statusCode).toBe(409);
  });

  it("someone with an account elsewhere moves with the invite link; their empty old household goes", async () => {
    const host = await t.signUp("host2@example.com", "Ida");
    const other = await t.signUp("elsewhere@example.com", "Oli");
    const seed = await seedHousehold(t, other);
    await t.as(host.cookie)("POST", "/api/households/invites", { email: "elsewhere@example.com" });
    const invited = (await t.as(host.cookie)("GET", "/api/households/members")).json();
    expect(invited.invites.map((i: { email: string }) => i.email)).toEqual(["elsewhere@example.com"]);
    expect(
      t.mailer.sent.some((m) => m.to === "elsewhere@example.com" && m.text.includes("joining moves you out of your current household")),
    ).toBe(true);

    const joined = await follow("elsewhere@example.com");
    expect(joined.isNewUser).toBe(false);
    expect(joined.user.householdId).toBe(host.user.householdId);
    expect(await t.db().select().from(households).where(eq(households.id, other.user.householdId))).toEqual([]);
    expect(await t.app.deps.storage.get(seed.imageKey)).toBeNull();
    expect((await t.as(host.cookie)("GET", "/api/households/members")).json().invites).toEqual([]);
  });

  it("an ordinary sign-in link does not join: only the invitation's own link does", async () => {
    const host = await t.signUp("host3@example.com", "Jo");
    const other = await t.signUp("careful@example.com", "Kim");
    await t.as(host.cookie)("POST", "/api/households/invites", { email: "careful@example.com" });
    await t.app.inject({ method: "POST", url: "/auth/magic-link", headers: t.json, payload: { email: "careful@example.com" } });
    const signedIn = await follow("careful@example.com");
    expect(signedIn.user.householdId).toBe(other.user.householdId);
  });

  it("invites are checked: a bad address is refused", async () => {
    const host = await t.signUp("host4@example.com", "Lu");
    const res = await t.as(host.cookie)("POST", "/api/households/invites", { email: "not-an-address" });
    expect(res.statusCode).toBe(400);
  });
});

describe("leaving a household", () => {
  it("the leaver gets an empty household of their own; the others keep everything", async () => {
    const host = await t.signUp("host5@example.com", "Max");
    await t.as(host.cookie)("POST", "/api/pantry", { productName: "Oats", qty: "1", unit: "kg", source: "manual" });
    await t.as(host.cookie)("POST", "/api/households/invites", { email: "roomie@example.com" });
    const roomie = await follow("roomie@example.com");
    const res = await t.as(roomie.cookie)("POST", "/api/households/leave");
    expect(res.statusCode).toBe(200);
    const newHousehold = res.json().householdId;
    expect(newHousehold).not.toBe(host.user.householdId);
    expect((await t.as(roomie.cookie)("GET", "/api/me")).json().householdId).toBe(newHousehold);
    expect((await t.as(roomie.cookie)("GET", `/api/pantry/${host.user.householdId}`)).statusCode).toBe(404);
    expect(JSON.stringify((await t.as(host.cookie)("GET", `/api/pantry/${host.user.householdId}`)).json())).toContain("Oats");
  });

  it("the only member cannot leave", async () => {
    const solo = await t.signUp("solo@example.com", "Ned");
    const res = await t.as(solo.cookie)("POST", "/api/households/leave");
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/only member/);
  });
});
