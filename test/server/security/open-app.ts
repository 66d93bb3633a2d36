/**
 * A test app for the security suites that need to instrument the app before it starts: like
 * test/test-server.ts's getTestServer, but `prepare` runs on the built app before `ready()`
 * (to add a spy hook or a route that throws), and storage writes are counted.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../src/server/app";
import { listTables, snapshotDb } from "./fuzz-db";
import type { AppConfig, RateLimits } from "../../../src/server/kernel/config/env";
import { createStorage } from "../../../src/server/lib/storage";
import { CaptureMailer, cookieHeader, openTestDatabase, testConfig } from "../test-server";

import type { Storage } from "../../../src/server/kernel/ports/storage";
import type { AiProvider } from "../../../src/server/kernel/ports/ai-provider";
/** Build the real app on a fresh test database; `prepare` may add hooks and routes before it starts. */
export async function openApp(
  opts: {
    prepare?: (app: FastifyInstance) => void;
    config?: Partial<AppConfig>;
    rateLimits?: Partial<RateLimits>;
    /** An AI provider instead of the configured one (e.g. one whose image model answers a bomb). */
    aiProvider?: AiProvider;
  } = {},
) {
  const config = testConfig(opts.config, opts.rateLimits);
  const database = await openTestDatabase();
  const mailer = new CaptureMailer();
  const inner = createStorage(config, () => {});
  const writes: string[] = [];
  const storage: Storage = {
    put: async (key, bytes, type) => {
      writes.push(`put ${key}`);
      await inner.put(key, bytes, type);
    },
    get: (key) => inner.get(key),
    list: (prefix) => inner.list(prefix),
    delete: async (key) => {
      writes.push(`delete ${key}`);
      await inner.delete(key);
    },
  };
  const app = await buildApp(config, { database, mailer, storage, aiProvider: opts.aiProvider, logger: false });
  opts.prepare?.(app);
  await app.ready();
  const json = { "content-type": "application/json", origin: new URL(config.publicUrl).origin };

  /** Sign up through the real magic-link flow; returns the session cookie header. */
  async function signUp(email = `u${randomUUID().slice(0, 8)}@example.com`): Promise<string> {
    await app.inject({ method: "POST", url: "/auth/magic-link", headers: json, payload: { email, firstName: "Sec" } });
    const res = await app.inject({ method: "POST", url: "/auth/verify", headers: json, payload: { token: mailer.lastToken(email) } });
    if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
    return cookieHeader(res.headers["set-cookie"]);
  }

  /**
   * A fingerprint of every table's rows (count and md5 of the sorted rows; fuzz-db.ts): equal
   * fingerprints mean nothing was stored, changed or deleted in between.
   */
  async function fingerprint(): Promise<Record<string, string>> {
    const snapshot = await snapshotDb(database.db, await listTables(database.db));
    return Object.fromEntries(Object.entries(snapshot).map(([table, { rows, hash }]) => [table, `${rows}:${hash}`]));
  }

  async function close() {
    await app.close();
    await database.close();
  }

  return { app, mailer, writes, json, config, signUp, fingerprint, close };
}
