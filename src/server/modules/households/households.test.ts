import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";
import { invitationToken, joinByInvitation } from "../../../../test/server/seeds/invitations";

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => t?.close());

describe("household members", () => {
  it("an invited person who signed up and accepted shares the pantry and is listed; the used invitation is not", async () => {
    const host = await t.signUp("host@example.com", "Hana");
    await t.as(host.cookie)("POST", "/api/pantry", { productName: "Lentils", qty: "1", unit: "kg", source: "manual" });
    const guest = await joinByInvitation(t, host.cookie, "guest@example.com", { firstName: "Gil" });
    expect(guest.user.householdId).toBe(host.user.householdId);
    expect((await t.as(guest.cookie)("GET", "/api/me")).json().firstName).toBe("Gil");
    const pantry = (await t.as(guest.cookie)("GET", `/api/pantry/${host.user.householdId}`)).json();
    expect(JSON.stringify(pantry)).toContain("Lentils");
    const members = (await t.as(host.cookie)("GET", "/api/households/members")).json();
    expect(members.members.map((m: { email: string; pending: boolean }) => [m.email, m.pending])).toEqual([
      ["host@example.com", false],
      ["guest@example.com", false],
    ]);
    expect(members.invites).toEqual([]);
    const again = await t.as(host.cookie)("POST", "/api/households/invites", { email: " Guest@Example.com " });
    expect(again.statusCode).toBe(409);
  });

  it("open invitations are listed with who sent them until revoked", async () => {
    const host = await t.signUp("host2@example.com", "Ida");
    await t.as(host.cookie)("POST", "/api/households/invites", { email: "Later@Example.com" });
    const { invites } = (await t.as(host.cookie)("GET", "/api/households/members")).json();
    expect(invites).toEqual([expect.objectContaining({ email: "later@example.com", invitedBy: "Ida" })]);
    expect(Date.parse(invites[0].expiresAt) - Date.parse(invites[0].createdAt)).toBe(7 * 86_400_000);
    expect(invitationToken(t.mailer, "later@example.com")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await t.as(host.cookie)("DELETE", `/api/households/invites/${invites[0].id}`)).statusCode).toBe(200);
    expect((await t.as(host.cookie)("GET", "/api/households/members")).json().invites).toEqual([]);
  });

  it("invites are checked: a bad address is refused with the field named", async () => {
    const host = await t.signUp("host4@example.com", "Lu");
    const res = await t.as(host.cookie)("POST", "/api/households/invites", { email: "not-an-address" });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: "body.email" })]);
  });
});

describe("leaving a household", () => {
  it("the leaver gets an empty household of their own; the others keep everything", async () => {
    const host = await t.signUp("host5@example.com", "Max");
    await t.as(host.cookie)("POST", "/api/pantry", { productName: "Oats", qty: "1", unit: "kg", source: "manual" });
    const roomie = await joinByInvitation(t, host.cookie, "roomie@example.com");
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
