import type { MailMessage } from "../../lib/mail";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The notice that goes with a household invitation's sign-in link (the link itself comes in the
 * usual sign-in mail). `moving`: the invitee already has an account in another household, so the
 * notice says what joining does to it.
 */
export function inviteNoticeMail(p: { to: string; inviter: string; moving: boolean }): MailMessage {
  const lines = [
    `${p.inviter} invited you to share their household on Pantry → Meals: one pantry, one recipe box and one meal plan.`,
    "A separate e-mail brings your sign-in link; signing in with it joins the household.",
    ...(p.moving
      ? [
          "You already have an account: joining moves you out of your current household. If nobody else is in it, that household and its pantry, recipes and plans are deleted.",
        ]
      : []),
  ];
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c1917">${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}</body></html>`;
  return { to: p.to, subject: `${p.inviter} invited you to their household on Pantry → Meals`, text: lines.join("\n\n"), html };
}
