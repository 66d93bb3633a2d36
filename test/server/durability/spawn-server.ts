import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";

/**
 * The real server as an operator runs it (`node --import tsx src/server/main.ts`, configuration
 * from the environment), for tests that kill it, stop it or restart it.
 */

/** A free TCP port on 127.0.0.1 (asked from the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the server printed so far (stdout and stderr). */
  output: () => string;
}

export interface ServerSetup {
  dataDir: string;
  /** PostgreSQL connection string; absent → PGlite in `dataDir`. */
  databaseUrl?: string;
  /** Reused across restarts so cookies (bound to PUBLIC_URL) keep working; free port when absent. */
  port?: number;
  env?: Record<string, string>;
}

/**
 * Start the server with `setup` and wait until GET /healthz answers 200.
 * Only PATH/HOME/TMPDIR are inherited, so no stray DATABASE_URL, SMTP_URL or AI_* leaks in:
 * mail goes to DATA_DIR/outbox, product lookups are off.
 * @throws Error with the server's output when it exits or is not healthy within `timeoutMs`
 */
export async function spawnServer(setup: ServerSetup, timeoutMs = 40_000): Promise<SpawnedServer> {
  const port = setup.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    TMPDIR: process.env.TMPDIR ?? "/tmp",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    DATA_DIR: setup.dataDir,
    LOG_LEVEL: "warn",
    PRODUCT_LOOKUP_URL: "off",
    ...(setup.databaseUrl ? { DATABASE_URL: setup.databaseUrl } : {}),
    ...setup.env,
  };
  const root = path.resolve(import.meta.dirname, "../../..");
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child, exited, output: () => out };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`Server did not become healthy at ${url}:\n${out}`);
}

/** Undo quoted-printable soft line breaks and =XX escapes (the outbox .eml body). */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Sign in through the real magic-link flow, reading the link from DATA_DIR/outbox (no SMTP_URL).
 * @returns the Cookie header and the signed-in user's household id
 * @throws Error when no mail arrives within 10 s or a step is refused
 */
export async function signIn(server: { url: string }, dataDir: string, email: string): Promise<{ cookie: string; householdId: string }> {
  const headers = { "content-type": "application/json", origin: server.url };
  const sent = await fetch(`${server.url}/auth/magic-link`, { method: "POST", headers, body: JSON.stringify({ email, firstName: "Dur" }) });
  if (!sent.ok) throw new Error(`magic-link: ${sent.status} ${await sent.text()}`);
  const outbox = path.join(dataDir, "outbox");
  let token: string | undefined;
  for (let i = 0; i < 100 && !token; i++) {
    if (existsSync(outbox)) {
      for (const f of (await readdir(outbox)).sort().reverse()) {
        const mail = decodeQuotedPrintable(await readFile(path.join(outbox, f), "utf8"));
        if (!mail.includes(email)) continue;
        token = mail.match(/token=([A-Za-z0-9_%-]+)/)?.[1];
        if (token) break;
      }
    }
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  if (!token) throw new Error(`No sign-in mail for ${email} in ${outbox}`);
  const verify = await fetch(`${server.url}/auth/verify`, {
    method: "POST",
    headers,
    body: JSON.stringify({ token: decodeURIComponent(token) }),
  });
  if (!verify.ok) throw new Error(`verify: ${verify.status} ${await verify.text()}`);
  const cookie = verify.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const me = await fetch(`${server.url}/api/me`, { headers: { cookie } });
  if (!me.ok) throw new Error(`me: ${me.status}`);
  return { cookie, householdId: ((await me.json()) as { householdId: string }).householdId };
}
