import { readFileSync, rmSync, writeFileSync } from "node:fs";

/**
 * PGlite runs PostgreSQL inside this process and has no lock of its own: its `postmaster.pid`
 * always holds the fake pid -42, so a second process (a second server, or `npm run cli -- backup`
 * while the server runs) would open the same files and corrupt them. This lock file
 * (`DATA_DIR/pglite.lock`, holding `{pid, startedAt}`) makes the second opener fail with a clear
 * message instead. A lock left by a killed process (its pid no longer alive) is stale and taken over,
 * so a restart after a crash or SIGKILL never needs manual cleanup.
 */

const heldHere = new Set<string>();

/** Whether a process with this pid exists (EPERM: it exists but belongs to another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid recorded in a lock file, or null when the file is gone or unreadable. */
function lockOwner(file: string): { pid: number; startedAt: string } | null {
  try {
    const data = JSON.parse(readFileSync(file, "utf8")) as { pid?: unknown; startedAt?: unknown };
    return typeof data.pid === "number" ? { pid: data.pid, startedAt: String(data.startedAt ?? "?") } : null;
  } catch {
    return null;
  }
}

/**
 * Take the lock file `file` for this process.
 * @returns a release function (idempotent) that removes the file if it is still ours
 * @throws Error naming the owner's pid when another live process (or this one) holds the lock
 */
export function acquirePgliteLock(file: string): () => void {
  if (heldHere.has(file)) throw new Error(`The PGlite database lock ${file} is already held by this process.`);
  const body = JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() });
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, body, { flag: "wx" });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 2) throw err;
      const owner = lockOwner(file);
      if (owner && owner.pid !== process.pid && isAlive(owner.pid)) {
        throw new Error(
          `The PGlite database is in use by process ${owner.pid} (since ${owner.startedAt}). ` +
            `Stop that server first; if no server is running, delete ${file}.`,
          { cause: err },
        );
      }
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  heldHere.add(file);
  return () => {
    if (!heldHere.delete(file)) return;
    if (lockOwner(file)?.pid === process.pid) rmSync(file, { force: true });
  };
}
