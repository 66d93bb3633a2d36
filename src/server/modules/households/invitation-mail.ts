import type { MailMessage } from "../../kernel/ports/mailer";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Names typed by users go into a subject line: no control characters (header injection), at most 80 characters. */
const oneLine = (s: string) =>
  s
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, " ")
    .trim()
    .slice(0, 80);

/**
 * The household invitation e-mail (issue 19). It is no sign-in mail: its subject, heading and
 * button name the inviter (name and address) and the household, say what joining does, and link
 * to /invite?token=… — a page that only shows the invitation (GET spends nothing); joining needs
 * a signed-in session of the invited address and an explicit Accept.
 * Input: recipient, inviter's display name and address, household name, public base URL, the raw
 * token (only its hash is stored) and the expiry. Output: the MailMessage.
 */
export function invitationMail(p: {
  to: string;
  inviterName: string;
  inviterEmail: string;
  householdName: string;
  publicUrl: string;
  token: string;
  expiresAt: Date;
}): MailMessage {
  const url = `${p.publicUrl}/invite?token=${encodeURIComponent(p.token)}`;
  const inviter = oneLine(p.inviterName) || p.inviterEmail;
  const household = oneLine(p.householdName);
  const until = p.expiresAt.toUTCString().replace(/ GMT$/, " UTC");
  const lines = [
    `${inviter} (${p.inviterEmail}) invites you to join the household “${household}” on Pantry → Meals.`,
    "Members of a household share one pantry, one recipe box, one meal plan and one shopping list, and see what the others add.",
    `See the invitation: ${url}`,
    `This is not a sign-in link and nothing changes by opening it. To join, sign in (or create an account) with ${p.to} and press Accept on that page. If you already have a household, the page tells you what happens to it and lets you choose before anything changes.`,
    `The invitation expires on ${until}. If you do not want to join, choose Decline or ignore this e-mail.`,
  ];
  const [intro, shared, , how, expiry] = lines.map(escapeHtml);
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c1917">
<h1 style="font-size:20px">Invitation to “${escapeHtml(household)}”</h1>
<p>${intro}</p>
<p>${shared}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#15803d;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">See the invitation</a></p>
<p style="font-size:13px;color:#57534e">Or paste this link into your browser: ${escapeHtml(url)}</p>
<p style="font-size:13px;color:#57534e">${how}</p>
<p style="font-size:13px;color:#57534e">${expiry}</p>
</body></html>`;
  return { to: p.to, subject: `${inviter} invites you to join “${household}” on Pantry → Meals`, text: lines.join("\n\n"), html };
}
