import type { MailMessage } from "../../kernel/ports/mailer";

/**
 * The sign-in e-mail. The link opens a confirm page (GET never spends the token, so mail
 * scanners that prefetch links cannot burn it); only the page's button POSTs the token.
 */
export function magicLinkMail(p: { to: string; publicUrl: string; token: string; ttlMin: number }): MailMessage {
  const url = `${p.publicUrl}/auth/confirm?token=${encodeURIComponent(p.token)}`;
  const text = [
    "Sign in to Pantry → Meals",
    "",
    `Open this link to sign in: ${url}`,
    "",
    `The link works once and expires in ${p.ttlMin} minutes. If you did not ask for it, ignore this e-mail.`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c1917">
<h1 style="font-size:20px">Sign in to Pantry → Meals</h1>
<p><a href="${url}" style="display:inline-block;background:#15803d;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Sign in</a></p>
<p style="font-size:13px;color:#57534e">Or paste this link into your browser: ${url}</p>
<p style="font-size:13px;color:#57534e">The link works once and expires in ${p.ttlMin} minutes. If you did not ask for it, ignore this e-mail.</p>
</body></html>`;
  return { to: p.to, subject: "Your Pantry → Meals sign-in link", text, html };
}
