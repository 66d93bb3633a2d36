/**
 * Test support: the magic-link token of the newest sign-in mail to an address, looked for in the
 * DATA_DIR/outbox of several server processes (without SMTP_URL each process writes the mails it
 * sends as .eml files into its own DATA_DIR; behind a load balancer any of them may have sent it).
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** Undo quoted-printable soft line breaks and =XX escapes of an .eml body. */
function unquote(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Wait for a sign-in mail to `email` in any of `dataDirs` and return its token (URL-decoded) and
 * the index of the data dir it was found in.
 * @throws Error when none arrives within `timeoutMs`
 */
export async function waitForToken(dataDirs: string[], email: string, timeoutMs = 10_000): Promise<{ token: string; dir: number }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const [dir, dataDir] of dataDirs.entries()) {
      const outbox = path.join(dataDir, "outbox");
      if (!existsSync(outbox)) continue;
      for (const f of (await readdir(outbox)).sort().reverse()) {
        const mail = unquote(await readFile(path.join(outbox, f), "utf8"));
        const token = mail.includes(email) ? mail.match(/token=([A-Za-z0-9_%-]+)/)?.[1] : undefined;
        if (token) return { token: decodeURIComponent(token), dir };
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No sign-in mail for ${email} in ${dataDirs.join(", ")}`);
}
