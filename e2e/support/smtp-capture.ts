import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

export interface CapturedMail {
  to: string[];
  raw: string;
}

/** Decode quoted-printable soft breaks and =XX escapes (enough to read links from a mail). */
function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: decodeQuotedPrintable(Buffer.concat(chunks).toString("utf8")) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** Wait for a sign-in mail to `to` and return its confirm link. */
  async function waitForLink(to: string, after = 0, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = mails.slice(after).find((m) => m.to.includes(to));
      const link = mail?.raw.match(/https?:\/\/[^\s"<]+\/auth\/confirm\?token=[A-Za-z0-9_%-]+/)?.[0];
      if (link) return link;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`No sign-in mail for ${to}`);
  }

  return { url: `smtp://127.0.0.1:${port}`, mails, waitForLink, close: () => new Promise<void>((r) => server.close(() => r())) };
}
