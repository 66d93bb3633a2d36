import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../load/server";

const REPO = path.resolve(import.meta.dirname, "../..");

/** The real server with one signed-up user whose pantry holds PANTRY_FIXTURE. */
export interface SeededServer {
  /** Base URL, e.g. http://localhost:41234 (also PUBLIC_URL, so Origin checks pass). */
  url: string;
  /** `name=value` of the session cookie, ready for a Cookie header. */
  cookie: string;
  /** Cookie name and value apart (for a browser context). */
  cookiePair: { name: string; value: string };
  /** One seeded item name the Pantry screen shows once its list has loaded. */
  sampleItem: string;
  /** SIGTERM, wait for exit, delete DATA_DIR. */
  stop(): Promise<void>;
}

/** 20 items of a real week's shop (name, qty, unit): a Pantry screen of ordinary length. */
const PANTRY_FIXTURE: [string, number, string][] = [
  ["Basmati rice", 1, "kg"],
  ["Spaghetti", 500, "g"],
  ["Chopped tomatoes", 3, "pieces"],
  ["Olive oil", 1, "pieces"],
  ["Red onions", 4, "pieces"],
  ["Garlic", 1, "pieces"],
  ["Carrots", 6, "pieces"],
  ["Potatoes", 2, "kg"],
  ["Eggs", 12, "pieces"],
  ["Whole milk", 2, "pieces"],
  ["Cheddar cheese", 200, "g"],
  ["Greek yogurt", 500, "g"],
  ["Chicken breast", 600, "g"],
  ["Chickpeas", 2, "pieces"],
  ["Red lentils", 500, "g"],
  ["Spinach", 200, "g"],
  ["Bell peppers", 3, "pieces"],
  ["Bananas", 6, "pieces"],
  ["Rolled oats", 1, "kg"],
  ["Butter", 250, "g"],
];

/** The first magic-link token written to DATA_DIR/outbox (quoted-printable soft breaks undone). */
function tokenFromOutbox(dataDir: string): string | null {
  let files: string[];
  try {
    files = readdirSync(path.join(dataDir, "outbox"));
  } catch {
    return null;
  }
  for (const f of files) {
    const text = readFileSync(path.join(dataDir, "outbox", f), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/gi, "=");
    const token = text.match(/\/auth\/confirm\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (token) return token;
  }
  return null;
}

async function waitFor<T>(what: string, probe: () => Promise<T | null> | T | null, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Start `src/server/main.ts` (serving the built client in dist/web) on a free port with a fresh
 * PGlite DATA_DIR, sign a user up the way the client does (POST /auth/magic-link, the token from
 * DATA_DIR/outbox, POST /auth/verify), and add PANTRY_FIXTURE with POST /api/pantry/bulk-add.
 * @throws Error when the server does not start in 90 s, exits, or a seeding call fails.
 */
export async function startSeededServer(): Promise<SeededServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "pantry-bench-web-"));
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: REPO,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: "warn", SMTP_URL: "" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((r) => child.once("exit", r));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      "server /healthz",
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
        return (await fetch(`${url}/healthz`).catch(() => null))?.ok ? true : null;
      },
      90_000,
    );
    const post = (p: string, body: unknown, cookie?: string) =>
      fetch(`${url}${p}`, {
        method: "POST",
        headers: { origin: url, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const asked = await post("/auth/magic-link", { email: "bench-web@example.com", firstName: "Robin" });
    if (!asked.ok) throw new Error(`POST /auth/magic-link → ${asked.status}`);
    const token = await waitFor("magic link in outbox", () => tokenFromOutbox(dataDir), 10_000);
    const verified = await post("/auth/verify", { token });
    const setCookie = verified.headers.getSetCookie().find((c) => /session_token=/.test(c));
    if (!verified.ok || !setCookie) throw new Error(`POST /auth/verify → ${verified.status} without a session cookie`);
    const [name, ...rest] = setCookie.split(";")[0].split("=");
    const cookiePair = { name, value: rest.join("=") };
    const cookie = `${cookiePair.name}=${cookiePair.value}`;
    const items = PANTRY_FIXTURE.map(([productName, qty, unit]) => ({ productName, qty, unit }));
    const added = await post("/api/pantry/bulk-add", { items, source: "manual" }, cookie);
    if (!added.ok) throw new Error(`POST /api/pantry/bulk-add → ${added.status}: ${await added.text()}`);
    return { url, cookie, cookiePair, sampleItem: PANTRY_FIXTURE[0][0], stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
