import type { CaptureMailer, TestServer } from "../test-server";

/** The newest invitation mail sent to `email`, or undefined. */
export function lastInvitationMail(mailer: CaptureMailer, email: string) {
  return [...mailer.sent].reverse().find((m) => m.to === email && m.text.includes("/invite?token="));
}

/**
 * Test fixture: the token of the newest invitation mailed to `email`.
 * @throws Error when no invitation mail went to that address.
 */
export function invitationToken(mailer: CaptureMailer, email: string): string {
  const token = lastInvitationMail(mailer, email)?.text.match(/\/invite\?token=([A-Za-z0-9_%-]+)/)?.[1];
  if (!token) throw new Error(`No invitation mail for ${email}`);
  return decodeURIComponent(token);
}

/**
 * Test fixture: the whole invitation flow through the real API — `inviterCookie` invites
 * `email`, the invitee signs up on their own (or uses `invitee.cookie` when they have an account),
 * looks at the mailed link (POST /auth/invitation) and accepts with `mode`.
 * Output: the invitee's cookie and user after joining.
 * @throws Error naming the step that did not answer 2xx.
 */
export async function joinByInvitation(
  t: TestServer,
  inviterCookie: string,
  email: string,
  opts: { firstName?: string; invitee?: { cookie: string }; mode?: "keep" | "bring" } = {},
) {
  const sent = await t.as(inviterCookie)("POST", "/api/households/invites", { email });
  if (sent.statusCode !== 200) throw new Error(`invite ${email}: ${sent.statusCode} ${sent.body}`);
  const token = invitationToken(t.mailer, email);
  const cookie = opts.invitee?.cookie ?? (await t.signUp(email, opts.firstName ?? "Invitee")).cookie;
  const preview = await t.app.inject({ method: "POST", url: "/auth/invitation", headers: t.json, payload: { token } });
  if (preview.statusCode !== 200) throw new Error(`invitation preview: ${preview.statusCode} ${preview.body}`);
  const accepted = await t.as(cookie)("POST", `/api/invitations/${preview.json().id}/accept`, { mode: opts.mode ?? "keep" });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
  const user = (await t.as(cookie)("GET", "/api/me")).json() as { id: string; householdId: string; email: string };
  return { cookie, user, token, inviteId: preview.json().id as string };
}
