import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

/** Environment variable naming a migrated, empty PGlite directory to start from (global-setup.ts). */
export const PGLITE_TEMPLATE_ENV = "E2E_PGLITE_TEMPLATE";

/**
 * Start the real server (`src/server/main.ts`, built client in dist/web) on a free port with a
 * fresh DATA_DIR (PGlite) and the given environment; resolves once /healthz answers. Without
 * DATABASE_URL, the PGlite database starts as a copy of the run's migrated empty one when the
 * global setup made it (saves the ~3 s of migrating from nothing). `stop({ keepData: true })`
 * leaves DATA_DIR in place (the global setup keeps it as that template).
 */
export async function startAppServer(env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "pantry-e2e-"));
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (template && !env.DATABASE_URL) cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
  const baseURL = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: baseURL, DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // A loaded 2-core machine (several test runs at once) can need more than a minute: E2E_SERVER_START_MS.
  const startMs = Number(process.env.E2E_SERVER_START_MS) || 60_000;
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGTERM"); // never leave a server behind when giving up on it
      throw new Error(`server did not start in ${Math.round(startMs / 1000)} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseURL,
    dataDir,
    async stop({ keepData = false }: { keepData?: boolean } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
