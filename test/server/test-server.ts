import { randomUUID } from "node:crypto";
import pg from "pg";
import { buildApp } from "../../src/server/app";
import { openDatabase } from "../../src/server/db/client";
import { DEFAULT_RATE_LIMITS, type AppConfig, type RateLimits } from "../../src/server/kernel/config/env";
import type { Database } from "../../src/server/kernel/db";
import { migratedPgliteDump } from "./pglite-snapshot";

import type { MailMessage, Mailer } from "../../src/server/kernel/ports/mailer";
/** A mailer that keeps messages in memory so tests can read the links. */
export class CaptureMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(m: MailMessage): Promise<void> {
    this.sent.push(m);
  }
  /** The token of the newest sign-in link sent to `to` (invitation mails are no sign-in links). */
  lastToken(to: string): string {
    const m = [...this.sent].reverse().find((x) => x.to === to && x.text.includes("/auth/confirm?token="));
    const token = m?.text.match(/\/auth\/confirm\?token=([A-Za-z0-9_%-]+)/)?.[1];
    if (!token) throw new Error(`No sign-in mail for ${to}`);
    return decodeURIComponent(token);
  }
}

export const PUBLIC_URL = "http://localhost:5000";

export function testConfig(over: Partial<AppConfig> = {}, rateLimits: Partial<RateLimits> = {}): AppConfig {
  return {
    port: 5000,
    host: "127.0.0.1",
    publicUrl: PUBLIC_URL,
    dataDir: "memory://",
    mailFrom: "test@localhost",
    ai: { provider: "local" },
    productLookupUrl: "off",
    fetchAllowPrivate: [],
    logLevel: "silent",
    rateLimits: { ...DEFAULT_RATE_LIMITS, sendPerEmail: 1000, sendPerIp: 1000, verifyPerIp: 1000, ...rateLimits },
    magicLinkTtlSec: 15 * 60,
    ...over,
  };
}

/**
 * A fresh database for one test file: PGlite in memory, or — when TEST_DB=postgres — a new
 * database on TEST_DATABASE_URL's server, dropped again by `close()`.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== "postgres") return openDatabase({ dataDir: "memory://", pgliteDump: migratedPgliteDump() ?? undefined });
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `pm_test_${randomUUID().replace(/-/g, "")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "memory://", onIdleError: () => {} });
  return {
    ...database,
    async close() {
      await database.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof getTestServer>>;

/** Build the real app on a fresh test database with captured mail. */
export async function getTestServer(opts: { rateLimits?: Partial<RateLimits>; config?: Partial<AppConfig> } = {}) {
  const database = await openTestDatabase();
  const mailer = new CaptureMailer();
  const app = await buildApp(testConfig(opts.config, opts.rateLimits), { database, mailer, logger: false });
  await app.ready();
  const json = { "content-type": "application/json", origin: PUBLIC_URL };

  /** Sign up through the real magic-link flow; returns the session cookie header and user. */
  async function signUp(email = `u${randomUUID().slice(0, 8)}@example.com`, firstName = "Ada") {
    const res = await app.inject({ method: "POST", url: "/auth/magic-link", headers: json, payload: { email, firstName } });
    if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
    const verify = await app.inject({ method: "POST", url: "/auth/verify", headers: json, payload: { token: mailer.lastToken(email) } });
    if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.statusCode} ${verify.body}`);
    const cookie = cookieHeader(verify.headers["set-cookie"]);
    const me = await app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
    return { email, cookie, user: me.json() as { id: string; householdId: string; email: string } };
  }

  /** An inject call as a signed-in user (same-origin JSON). */
  function as(cookie: string) {
    return (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
      app.inject({ method, url, headers: { ...json, cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
  }

  async function close() {
    await app.close();
    await database.close();
  }

  return { app, mailer, database, db: () => database.db, json, signUp, as, close };
}

/** Turn Set-Cookie answers into a Cookie request header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}
