import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { vi } from "vitest";
import { buildApp } from "../../../src/server/app";
import { listUploadFiles } from "../../../src/server/db/dump-files";
import { seedHousehold } from "../seeds/filled-household";
import { CaptureMailer, cookieHeader, PUBLIC_URL, testConfig, type TestServer } from "../test-server";

import type { Database } from "../../../src/server/kernel/db";
/**
 * Fixtures for the backup/restore tests: seed a database through the real app (with uploads on
 * disk), snapshot every table and upload independently of the dump code, and run a CLI command
 * in this process with its own environment.
 */

/** The app on `database` with disk storage under `dataDir/uploads`, driven with inject like getTestServer. */
export async function appOn(database: Database, dataDir: string) {
  const mailer = new CaptureMailer();
  const app = await buildApp(testConfig({ dataDir }), { database, mailer, logger: false });
  await app.ready();
  const json = { "content-type": "application/json", origin: PUBLIC_URL };
  const as = (cookie: string) => (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    app.inject({ method, url, headers: { ...json, cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
  /** Sign up through the magic-link flow; returns the cookie and user. */
  async function signUp(email: string) {
    await app.inject({ method: "POST", url: "/auth/magic-link", headers: json, payload: { email, firstName: "Bea" } });
    const verify = await app.inject({ method: "POST", url: "/auth/verify", headers: json, payload: { token: mailer.lastToken(email) } });
    const cookie = cookieHeader(verify.headers["set-cookie"]);
    const user = (await app.inject({ method: "GET", url: "/api/me", headers: { cookie } })).json() as {
      id: string;
      householdId: string;
      email: string;
    };
    return { cookie, user };
  }
  return { app, as, signUp, db: () => database.db, close: () => app.close() };
}

/**
 * Fill `database` through the real app: a signed-up user with the account tests' household seed
 * (pantry with history, recipe with a stored image, repeating meal plan with a skip, settings,
 * receipt image), a rating and an invitation. Returns the user's cookie and the seeded ids.
 */
export async function seedThroughApp(database: Database, dataDir: string, email: string) {
  const t = await appOn(database, dataDir);
  try {
    const who = await t.signUp(email);
    const seeded = await seedHousehold(t as unknown as TestServer, who);
    const call = t.as(who.cookie);
    for (const [url, body] of [
      ["/api/pantry", { productName: "Olive oil", qty: "0.75", unit: "cups" }],
      ["/api/recipe-interactions", { recipeId: seeded.recipeId, interactionType: "cooked", rating: 4 }],
      ["/api/households/invites", { email: `guest-${email}` }],
    ] as const) {
      const res = await call("POST", url, body);
      if (res.statusCode >= 300) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
    }
    return { cookie: who.cookie, user: who.user, ...seeded };
  } finally {
    await t.close();
  }
}

/** Every public table's rows as PostgreSQL row text (exact values, UTC), sorted; keyed by table. */
export async function snapshot(database: Database): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
    const tables = await tx.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
    const out: Record<string, string[]> = {};
    for (const { tablename } of tables.rows as { tablename: string }[]) {
      const rows = await tx.execute(sql.raw(`SELECT t::text AS r FROM public."${tablename}" t`));
      out[tablename] = (rows.rows as { r: string }[]).map((r) => r.r).sort();
    }
    return out;
  });
}

/** Every stored upload under `dataDir/uploads`: relative path → bytes (base64). */
export async function uploads(dataDir: string): Promise<Record<string, string>> {
  const root = path.join(dataDir, "uploads");
  const files = await listUploadFiles(root);
  return Object.fromEntries(
    await Promise.all(files.map(async (f) => [f, (await readFile(path.join(root, f))).toString("base64")] as const)),
  );
}

/**
 * Run a CLI command function in this process as `npm run cli` would, with `env` (DATA_DIR,
 * DATABASE_URL) set only for the call. Returns the exit code and what it printed.
 */
export async function runCli(
  command: (args: string[]) => Promise<number>,
  args: string[],
  env: { DATA_DIR: string; DATABASE_URL?: string },
): Promise<{ code: number; stdout: string; stderr: string }> {
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL, LOG_LEVEL: process.env.LOG_LEVEL };
  let stdout = "";
  let stderr = "";
  const out = vi.spyOn(process.stdout, "write").mockImplementation((s) => ((stdout += String(s)), true));
  const err = vi.spyOn(process.stderr, "write").mockImplementation((s) => ((stderr += String(s)), true));
  try {
    process.env.DATA_DIR = env.DATA_DIR;
    if (env.DATABASE_URL) process.env.DATABASE_URL = env.DATABASE_URL;
    else delete process.env.DATABASE_URL;
    const code = await command(args);
    return { code, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}
