import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users, verifications } from "../../db/schema/auth";
import { householdInvites } from "../../db/schema/household-invites";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";
import { INVITE_MAILS_PER_RECIPIENT, INVITES_PER_INVITER } from "./invitations-service";
import { invitationToken, lastInvitationMail } from "../../../../test/server/seeds/invitations";

/**
 * Issue 19 findings 1 and 2: an invitation is its own thing. It never creates, signs in or moves
 * an account, never touches sign-in links, does not look like a sign-in mail, and is limited per
 * inviter and per recipient. Each case is a class: the hostile variants must fail the same way.
 */
let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => t?.close());

const invite = (cookie: string, email: string, extra: object = {}) => t.as(cookie)("POST", "/api/households/invites", { email, ...extra });
const preview = (token: string, cookie?: string) =>
  t.app.inject({ method: "POST", url: "/auth/invitation", headers: { ...t.json, ...(cookie ? { cookie } : {}) }, payload: { token } });
const signInMail = (email: string) => t.app.inject({ method: "POST", url: "/auth/magic-link", headers: t.json, payload: { email } });
const verify = (token: string) => t.app.inject({ method: "POST", url: "/auth/verify", headers: t.json, payload: { token } });

describe("an invitation captures no account (finding 1)", () => {
  it("invite, then the invitee signs up alone: own household and first name, the inviter sees nothing of theirs, the invitation waits", async () => {
    const host = await t.signUp("cap-host@example.com", "Hana");
    // Hostile variants of the same order: a first name chosen by the inviter, another case and spaces.
    expect((await invite(host.cookie, " Cap-Guest@Example.com ", { firstName: "Puppet" })).statusCode).toBe(200);
    expect(await t.db().select().from(users).where(eq(users.email, "cap-guest@example.com"))).toEqual([]);

    const guest = await t.signUp("cap-guest@example.com", "Nora");
    const me = (await t.as(guest.cookie)("GET", "/api/me")).json();
    expect(me.householdId).not.toBe(host.user.householdId);
    expect(me.firstName).toBe("Nora");
    await t.as(guest.cookie)("POST", "/api/pantry", { productName: "Secret saffron", qty: "1", unit: "g", source: "manual" });
    expect(JSON.stringify((await t.as(host.cookie)("GET", `/api/pantry/${host.user.householdId}`)).json())).not.toContain("Secret saffron");
    expect((await t.as(host.cookie)("GET", `/api/pantry/${me.householdId}`)).statusCode).toBe(404);
    const members = (await t.as(host.cookie)("GET", "/api/households/members")).json();
    expect(members.members.map((m: { email: string }) => m.email)).toEqual(["cap-host@example.com"]);
    expect(members.invites.map((i: { email: string }) => i.email)).toEqual(["cap-guest@example.com"]);

    const pending = (await t.as(guest.cookie)("GET", "/api/invitations")).json();
    expect(pending.invitations).toEqual([
      expect.objectContaining({ inviterName: "Hana", inviterEmail: "cap-host@example.com", householdName: "Hana's household" }),
    ]);
  });

  it("the invitation link is no sign-in token: spending it at /auth/verify fails and starts no session", async () => {
    const host = await t.signUp("cap-host2@example.com", "Ida");
    await invite(host.cookie, "cap-stranger@example.com");
    const res = await verify(invitationToken(t.mailer, "cap-stranger@example.com"));
    expect(res.statusCode).toBe(400);
    expect(String(res.headers["set-cookie"] ?? "")).not.toMatch(/session_token=[^;]/);
    expect(await t.db().select().from(users).where(eq(users.email, "cap-stranger@example.com"))).toEqual([]);
  });

  it("only a hash of the token is stored", async () => {
    const host = await t.signUp("cap-host3@example.com", "Jo");
    await invite(host.cookie, "cap-hash@example.com");
    const token = invitationToken(t.mailer, "cap-hash@example.com");
    const [row] = await t.db().select().from(householdInvites).where(eq(householdInvites.email, "cap-hash@example.com"));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("an invitation is no sign-in (finding 2)", () => {
  it("inviting someone leaves their pending sign-in link working and their household as it is", async () => {
    const host = await t.signUp("si-host@example.com", "Kim");
    const other = await t.signUp("si-user@example.com", "Lea");
    await signInMail("si-user@example.com");
    const signInToken = t.mailer.lastToken("si-user@example.com");
    // Hostile variant: the same address invited twice by two households while the link waits.
    const host2 = await t.signUp("si-host2@example.com", "Mo");
    await invite(host.cookie, "si-user@example.com");
    await invite(host2.cookie, "si-user@example.com");
    expect(await t.db().select().from(verifications)).not.toEqual([]);
    const res = await verify(signInToken);
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers["set-cookie"]).split(";")[0];
    expect((await t.as(cookie)("GET", "/api/me")).json().householdId).toBe(other.user.householdId);
    expect((await t.as(cookie)("GET", "/api/invitations")).json().invitations).toHaveLength(2);
  });

  it("the invitation mail is not the sign-in mail: it names the inviter, their address and the household, and links to /invite", async () => {
    const host = await t.signUp("mail-host@example.com", "Nia");
    await t.as(host.cookie)("PUT", "/api/account/profile", { firstName: "Nia", lastName: "Ode" });
    await invite(host.cookie, "mail-guest@example.com");
    await t.signUp("mail-guest2@example.com", "Oz");
    await signInMail("mail-guest2@example.com");
    const inv = lastInvitationMail(t.mailer, "mail-guest@example.com")!;
    const signIn = t.mailer.sent.filter((m) => m.to === "mail-guest2@example.com").at(-1)!;
    expect(inv.subject).not.toBe(signIn.subject);
    expect(inv.subject).toContain("Nia Ode");
    expect(inv.subject).toContain("Nia's household");
    for (const body of [inv.text, inv.html.replaceAll("&#39;", "'")]) {
      expect(body).toContain("mail-host@example.com");
      expect(body).toContain("Nia's household");
      expect(body).toContain("/invite?token=");
      expect(body).not.toContain("/auth/confirm");
      expect(body).not.toMatch(/sign in to pantry/i);
    }
    expect(inv.text).toMatch(/not a sign-in link/);
  });

  it("a hostile inviter name cannot inject HTML or mail headers", async () => {
    const host = await t.signUp("evil-host@example.com", "Eve");
    await t.as(host.cookie)("PUT", "/api/account/profile", { firstName: '<img src=x onerror="alert(1)">', lastName: "Bcc: x@evil.test" });
    await invite(host.cookie, "evil-guest@example.com");
    const mail = lastInvitationMail(t.mailer, "evil-guest@example.com")!;
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&#60;img");
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("looking at an invitation (any number of times, signed in or not) spends nothing", async () => {
    const host = await t.signUp("look-host@example.com", "Pia");
    await invite(host.cookie, "look-guest@example.com");
    const token = invitationToken(t.mailer, "look-guest@example.com");
    const page = await t.app.inject({ method: "GET", url: `/invite?token=${token}` });
    expect(page.statusCode).toBeLessThan(500);
    const guest = await t.signUp("look-guest@example.com", "Quin");
    for (const cookie of [undefined, guest.cookie, host.cookie]) {
      const res = await preview(token, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        email: "look-guest@example.com",
        inviterName: "Pia",
        householdName: "Pia's household",
        status: "open",
      });
    }
    expect((await t.as(guest.cookie)("GET", "/api/me")).json().householdId).toBe(guest.user.householdId);
    expect(
      (await t.as(guest.cookie)("POST", `/api/invitations/${(await preview(token)).json().id}/accept`, { mode: "keep" })).statusCode,
    ).toBe(200);
  });

  it("unknown and malformed tokens are refused without a 500", async () => {
    expect((await preview("x".repeat(43))).statusCode).toBe(404);
    expect((await preview("short")).statusCode).toBe(400);
    expect((await t.app.inject({ method: "POST", url: "/auth/invitation", headers: t.json, payload: {} })).statusCode).toBe(400);
  });
});

describe("inviting is limited and reveals nothing", () => {
  it("answers the same for an address with an account and one without", async () => {
    const host = await t.signUp("enum-host@example.com", "Rae");
    await t.signUp("enum-known@example.com", "Sam");
    const known = await invite(host.cookie, "enum-known@example.com");
    const unknown = await invite(host.cookie, "enum-nobody@example.com");
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    const [a, b] = ["enum-known@example.com", "enum-nobody@example.com"].map((e) => lastInvitationMail(t.mailer, e)!);
    expect(a.subject).toBe(b.subject);
    expect(a.text.replace(/token=[^\s]+/, "").replaceAll("enum-known", "X")).toBe(
      b.text.replace(/token=[^\s]+/, "").replaceAll("enum-nobody", "X"),
    );
  });

  it(`one address gets at most ${INVITE_MAILS_PER_RECIPIENT} invitation mails a day, from one or many households; later ones still reach the app`, async () => {
    const target = "flood-target@example.com";
    const hosts = await Promise.all([1, 2, 3].map((i) => t.signUp(`flood-host${i}@example.com`, `Host${i}`)));
    for (const h of [hosts[0], hosts[0], hosts[0], hosts[1], hosts[2]]) expect((await invite(h.cookie, target)).statusCode).toBe(200);
    expect(t.mailer.sent.filter((m) => m.to === target)).toHaveLength(INVITE_MAILS_PER_RECIPIENT);
    const victim = await t.signUp(target, "Tess");
    // Re-inviting replaced host 1's earlier invitations: one open invitation per household.
    const open = (await t.as(victim.cookie)("GET", "/api/invitations")).json().invitations;
    expect(open.map((i: { inviterName: string }) => i.inviterName).sort()).toEqual(["Host1", "Host2", "Host3"]);
  });

  it(`one inviter sends at most ${INVITES_PER_INVITER} invitations a day`, async () => {
    const host = await t.signUp("rate-host@example.com", "Uma");
    for (let i = 0; i < INVITES_PER_INVITER; i++) expect((await invite(host.cookie, `rate-${i}@example.com`)).statusCode).toBe(200);
    const over = await invite(host.cookie, "rate-over@example.com");
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatch(/invitations a day/);
    expect(t.mailer.sent.some((m) => m.to === "rate-over@example.com")).toBe(false);
  });

  it("re-inviting replaces the earlier invitation: its link stops working", async () => {
    const host = await t.signUp("re-host@example.com", "Vic");
    await invite(host.cookie, "re-guest@example.com");
    const first = invitationToken(t.mailer, "re-guest@example.com");
    await invite(host.cookie, "re-guest@example.com");
    expect((await preview(first)).json().status).toBe("revoked");
    expect((await preview(invitationToken(t.mailer, "re-guest@example.com"))).json().status).toBe("open");
  });
});
