import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../src/server/db/client";
import { acquirePgliteLock } from "../../../src/server/db/pglite-lock";
import { onPostgres, tempDataDir } from "./test-databases";

/**
 * PGlite has no lock of its own (its postmaster.pid always says -42): DATA_DIR/pglite.lock keeps a
 * second process — a second server, or `npm run cli -- backup` while the server runs — from opening
 * the same files, and a lock left by a killed process does not block the restart.
 * PGlite only: runs in project `api`.
 */
const data = tempDataDir("lock-");
afterAll(() => data.remove());

/** A process that is alive until killed, and one that has already exited. */
async function processes() {
  const alive = spawn("sleep", ["30"], { stdio: "ignore" });
  const dead = spawn("true", { stdio: "ignore" });
  await new Promise((r) => dead.once("exit", r));
  return { alive, deadPid: dead.pid! };
}

describe.skipIf(onPostgres)("PGlite database lock", () => {
  it("refuses a DATA_DIR that a live process holds, naming it, and takes over a dead process's lock", async () => {
    const { alive, deadPid } = await processes();
    const lock = path.join(data.dir, "pglite.lock");
    try {
      writeFileSync(lock, JSON.stringify({ pid: alive.pid, startedAt: "2025-01-01T00:00:00.000Z" }));
      await expect(openDatabase({ dataDir: data.dir })).rejects.toThrow(`in use by process ${alive.pid}`);
      expect(JSON.parse(readFileSync(lock, "utf8")).pid).toBe(alive.pid); // left alone

      writeFileSync(lock, JSON.stringify({ pid: deadPid, startedAt: "2025-01-01T00:00:00.000Z" }));
      const release = acquirePgliteLock(lock);
      expect(JSON.parse(readFileSync(lock, "utf8")).pid).toBe(process.pid);
      expect(() => acquirePgliteLock(lock)).toThrow(/already held by this process/);
      release();
      expect(existsSync(lock)).toBe(false);
    } finally {
      alive.kill();
    }
  });
});
