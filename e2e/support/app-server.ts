import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
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

/**
 * Start the real server (`src/server/main.ts`, built client in dist/web) on a free port with a
 * fresh DATA_DIR (PGlite) and the given environment; resolves once /healthz answers.
 */
export async function startAppServer(env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "pantry-e2e-"));
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
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
