import type { startSmtpCapture } from "./smtp-capture";

type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;

/**
 * The confirm link of the first mail to `to` (after index `after`) that has one. Unlike
 * `smtp.waitForLink`, mails without a sign-in link (e.g. a household invitation, which may
 * arrive first) are skipped. `kind: "invite"` waits for an invitation's /invite link instead.
 */
export async function waitForAnyLink(
  smtp: Smtp,
  to: string,
  after = 0,
  timeoutMs = 10_000,
  kind: "confirm" | "invite" = "confirm",
): Promise<string> {
  const pattern =
    kind === "invite" ? /https?:\/\/[^\s"<]+\/invite\?token=[A-Za-z0-9_%-]+/ : /https?:\/\/[^\s"<]+\/auth\/confirm\?token=[A-Za-z0-9_%-]+/;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const mail of smtp.mails.slice(after)) {
      if (!mail.to.includes(to)) continue;
      const link = mail.raw.match(pattern)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail with a link for ${to}`);
}
