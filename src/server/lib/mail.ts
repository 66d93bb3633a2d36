import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../kernel/ports/mailer";

/**
 * Build the mailer from configuration (DESIGN.md): with `smtpUrl`, nodemailer over SMTP;
 * without it, each message is logged (with its links) and written as an .eml file to
 * `dataDir/outbox/` so an operator can open it.
 */
export function createMailer(opts: { smtpUrl?: string; mailFrom: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.mailFrom, ...m });
      },
    };
  }
  const outbox = path.join(opts.dataDir, "outbox");
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(m) {
      const info = await stream.sendMail({ from: opts.mailFrom, ...m });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^a-z0-9]/gi, "")}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log.info({ to: m.to, subject: m.subject, file }, `Mail (no SMTP_URL set): ${m.text}`);
    },
  };
}
