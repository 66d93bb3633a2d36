/**
 * Migrations when several server processes start together (issue 12 item 4): openDatabase takes a
 * PostgreSQL advisory lock around drizzle's migrator, so three starts on one fresh, empty database
 * all come up and each migration is applied and recorded once. Each start has its own connection
 * pool, as a separate process has. PostgreSQL only (project api-pg): PGlite is single-process.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../src/server/db/client";
import { createPgDatabase, onPostgres } from "../durability/test-databases";

import type { Database } from "../../../src/server/kernel/db";
const journal = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../../src/server/db/migrations/meta/_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};

describe.skipIf(!onPostgres)("three servers starting at once on a fresh PostgreSQL database", () => {
  let fresh: { url: string; drop: () => Promise<void> };
  const opened: Database[] = [];
  beforeAll(async () => {
    fresh = await createPgDatabase();
  });
  afterAll(async () => {
    for (const d of opened) await d.close();
    await fresh?.drop();
  });

  it("all come up, and every migration is recorded exactly once", async () => {
    const starts = await Promise.allSettled(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: fresh.url, dataDir: "memory://", onIdleError: () => {} })),
    );
    for (const s of starts) if (s.status === "fulfilled") opened.push(s.value);
    expect(starts.map((s) => (s.status === "rejected" ? String(s.reason) : "ok"))).toEqual(["ok", "ok", "ok"]);
    const { rows } = await opened[0].db.execute("select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash");
    expect(rows).toHaveLength(journal.entries.length);
    expect((rows as { n: number }[]).every((r) => r.n === 1)).toBe(true);
    // Each server can use the schema (the newest migration's table is there).
    for (const d of opened) expect((await d.db.execute("select count(*)::int as n from rate_limit_counter")).rows).toEqual([{ n: 0 }]);
  });
});
