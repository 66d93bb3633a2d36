import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { tablesInForeignKeyOrder } from "../db/dump-schema";
import { appOn, runCli, seedThroughApp, snapshot, uploads } from "../../../test/server/durability/backup-fixture";
import { createPgDatabase, onPostgres, tempDataDir } from "../../../test/server/durability/test-databases";
import { backupCommand } from "./backup";
import { restoreCommand } from "./restore";
import type { Database } from "../kernel/db";

/**
 * `npm run cli -- backup` / `restore` (issue 9 item 5). A household is seeded through the real
 * app on a PGlite DATA_DIR (with its uploads on disk), backed up, and restored into a fresh
 * PGlite (project `api`) or a fresh PostgreSQL database (project `api-pg`, which also restores a
 * PostgreSQL backup into PGlite). Tables are compared as PostgreSQL row text, read without the
 * dump code.
 */
const source = tempDataDir("backup-src-");
const target = tempDataDir("backup-dst-");
const dumps = tempDataDir("backup-files-");
const backupFile = path.join(dumps.dir, "pantry.backup.gz");
const pgDbs: { url: string; drop: () => Promise<void> }[] = [];
let targetEnv: { DATA_DIR: string; DATABASE_URL?: string };
let seeded: Awaited<ReturnType<typeof seedThroughApp>>;
let sourceTables: Record<string, string[]>;
let sourceFiles: Record<string, string>;

const rowCount = (snap: Record<string, string[]>) => Object.values(snap).reduce((n, rows) => n + rows.length, 0);
/** Open the target database (migrating it, as the server does), run `fn`, close it. */
async function withTarget<T>(fn: (db: Database) => Promise<T>, env = targetEnv): Promise<T> {
  const db = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, onIdleError: () => {} });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  const db = await openDatabase({ dataDir: source.dir });
  seeded = await seedThroughApp(db, source.dir, "owner@example.com");
  sourceTables = await snapshot(db);
  await db.close();
  sourceFiles = await uploads(source.dir);
  if (onPostgres) pgDbs.push(await createPgDatabase());
  targetEnv = { DATA_DIR: target.dir, DATABASE_URL: pgDbs[0]?.url };
}, 120_000);

afterAll(async () => {
  for (const db of pgDbs) await db.drop();
  for (const dir of [source, target, dumps]) dir.remove();
});

describe(`backup and restore (PGlite → ${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("round-trips every table and upload, and the user's session still works", async () => {
    // The real command line, on the PGlite DATA_DIR the seeding app used.
    const run = spawnSync("npx", ["tsx", "src/server/cli.ts", "backup", backupFile], {
      encoding: "utf8",
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: source.dir },
    });
    expect(run.status, run.stderr).toBe(0);
    const tables = tablesInForeignKeyOrder();
    expect([...tables].sort()).toEqual(Object.keys(sourceTables)); // the dump covers every table there is
    expect(JSON.parse(run.stdout)).toMatchObject({ file: backupFile, tables: tables.length, rows: rowCount(sourceTables), files: 4 });
    expect(Object.keys(sourceFiles)).toHaveLength(4); // recipe image and receipt, each with its .type

    const restored = await runCli(restoreCommand, [backupFile], targetEnv);
    expect(restored.code, restored.stderr).toBe(0);
    expect(JSON.parse(restored.stdout)).toEqual({ file: backupFile, tables: tables.length, rows: rowCount(sourceTables), files: 4 });

    await withTarget(async (db) => {
      expect(await snapshot(db)).toEqual(sourceTables);
      for (const t of [
        "household",
        "user",
        "session",
        "pantry_item",
        "pantry_history",
        "recipe",
        "meal_plan",
        "meal_plan_skip",
        "receipt",
        "user_settings",
      ]) {
        expect(sourceTables[t].length, t).toBeGreaterThan(0);
      }
      expect(await uploads(target.dir)).toEqual(sourceFiles);
      // Sessions and the cookie secret live in the database: the old cookie signs in, images load.
      const t = await appOn(db, target.dir);
      const me = await t.as(seeded.cookie)("GET", "/api/me");
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: "owner@example.com", householdId: seeded.user.householdId });
      const image = await t.as(seeded.cookie)("GET", seeded.imageUrl);
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.toString("base64")).toBe(sourceFiles[seeded.imageKey]);
      await t.close();
    });
  }, 120_000);

  it("refuses a database that holds data unless --force, which replaces it in one transaction", async () => {
    const extra = async () =>
      withTarget(async (db) => {
        const t = await appOn(db, target.dir);
        const res = await t.as(seeded.cookie)("POST", "/api/pantry", { productName: "Added after the backup", qty: "3", unit: "pieces" });
        await t.close();
        expect(res.statusCode).toBe(201);
        return snapshot(db);
      });
    const changed = await extra();
    expect(changed).not.toEqual(sourceTables);

    const refused = await runCli(restoreCommand, [backupFile], targetEnv);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already holds data: .*pantry_item.*--force/);
    expect(refused.stdout).toBe("");

    // A backup cut short fails midway through the rows: the transaction leaves the data as it was.
    const cut = path.join(dumps.dir, "cut.gz");
    const whole = readFileSync(backupFile);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.7)));
    const broken = await runCli(restoreCommand, [cut, "--force"], targetEnv);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/incomplete/);
    await withTarget(async (db) => expect(await snapshot(db)).toEqual(changed));

    const forced = await runCli(restoreCommand, ["--force", backupFile], targetEnv);
    expect(forced.code, forced.stderr).toBe(0);
    await withTarget(async (db) => expect(await snapshot(db)).toEqual(sourceTables));
  }, 120_000);

  it("refuses a backup from a newer schema and files that are not backups, before touching the database", async () => {
    const lines = gunzipSync(readFileSync(backupFile)).toString("utf8").split("\n");
    const header = JSON.parse(lines[0]) as { migration: { tag: string; createdAt: number } };
    header.migration = { ...header.migration, tag: "9999_from_the_future", createdAt: header.migration.createdAt + 1e9 };
    const newer = path.join(dumps.dir, "newer.jsonl");
    writeFileSync(newer, [JSON.stringify(header), ...lines.slice(1)].join("\n"));
    const junk = path.join(dumps.dir, "junk.txt");
    writeFileSync(junk, "hello\n");
    const untouched = { DATA_DIR: path.join(dumps.dir, "never-created") };

    const cases: [string[], RegExp][] = [
      [[newer], /newer version of Pantry → Meals \(schema 9999_from_the_future/],
      [[junk], /Not a backup file/],
      [[path.join(dumps.dir, "missing.gz")], /Cannot read/],
    ];
    for (const [args, message] of cases) {
      const res = await runCli(restoreCommand, args, untouched);
      expect(res.code, args[0]).toBe(1);
      expect(res.stderr).toMatch(message);
    }
    expect(existsSync(untouched.DATA_DIR)).toBe(false);
    expect((await runCli(restoreCommand, [], untouched)).code).toBe(2);
    expect((await runCli(backupCommand, [], untouched)).code).toBe(2);
  });

  it.runIf(onPostgres)(
    "round-trips a PostgreSQL database into PGlite",
    async () => {
      // The restored PostgreSQL database gets a write of its own, then goes the other way.
      const pgTables = await withTarget(async (db) => {
        const t = await appOn(db, target.dir);
        expect(
          (await t.as(seeded.cookie)("POST", "/api/pantry", { productName: "Written on PostgreSQL", qty: "1.125", unit: "kg" })).statusCode,
        ).toBe(201);
        await t.close();
        return snapshot(db);
      });
      const pgFile = path.join(dumps.dir, "from-pg.gz");
      const backup = await runCli(backupCommand, [pgFile], targetEnv);
      expect(backup.code, backup.stderr).toBe(0);
      expect(JSON.parse(backup.stdout)).toMatchObject({ rows: rowCount(pgTables), files: 4 });

      // Into the source's PGlite DATA_DIR (already initialised: saves an initdb), replacing its data
      // and its uploads (removed first, so they can only come back from the backup).
      rmSync(path.join(source.dir, "uploads"), { recursive: true });
      const res = await runCli(restoreCommand, [pgFile, "--force"], { DATA_DIR: source.dir });
      expect(res.code, res.stderr).toBe(0);
      await withTarget(async (db) => expect(await snapshot(db)).toEqual(pgTables), { DATA_DIR: source.dir });
      expect(await uploads(source.dir)).toEqual(sourceFiles);
    },
    120_000,
  );
});
