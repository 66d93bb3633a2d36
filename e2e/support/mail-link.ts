import type { startSmtpCapture } from "./smtp-capture";

type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;

/**
 * The confirm link of the first mail to `to` (after index `after`) that has one. Unlike
 * `smtp.waitForLink`, mails without a link (e.g. a household invitation's notice, which may
 * arrive first) are skipped.
 */
export async function waitForAnyLink(smtp: Smtp, to: string, after = 0, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const mail of smtp.mails.slice(after)) {
      if (!mail.to.includes(to)) continue;
      const link = mail.raw.match(/https?:\/\/[^\s"<]+\/auth\/confirm\?token=[A-Za-z0-9_%-]+/)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail with a link for ${to}`);
}
