/**
 * Rate limits shared by several server processes (issue 12 item 1): two app instances on one
 * PostgreSQL database (each with its own connection pool, as two processes have) count one
 * e-mail address's sign-in links together, so the limit+1-th request is refused whichever
 * instance gets it; the same with REDIS_URL. Also the PostgreSQL counter itself (fixed windows,
 * sweep). The two-instance PostgreSQL case runs in project api-pg; on PGlite (project api) the
 * counts stay in memory by design (plugins/rate-limit-store.ts) and only the counter SQL is checked.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/server/app";
import { countRequest, readCount, sweepExpired } from "../../../src/server/plugins/rate-limit-store-pg";
import { REDIS_NAMESPACE } from "../../../src/server/plugins/rate-limit-store";
import { getTestServer, testConfig, type TestServer } from "../test-server";
import { secondPool } from "./second-pool";

import type { Database } from "../../../src/server/kernel/db";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const onPostgres = process.env.TEST_DB === "postgres";
const PER_EMAIL = 3;

/** Whether a Redis server answers PING at REDIS_URL within 1 s. */
async function redisUp(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  r.on("error", () => {});
  try {
    await r.connect();
    return (await r.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}
const haveRedis = await redisUp();

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer({ rateLimits: { sendPerEmail: PER_EMAIL } });
});
afterAll(async () => t?.close());

type App = Awaited<ReturnType<typeof buildApp>>;
const send = (app: App, email: string) =>
  app.inject({ method: "POST", url: "/auth/magic-link", headers: t.json, payload: { email, firstName: "Shared" } });

/** Send PER_EMAIL + 2 links for one address, alternating between the apps; returns the status codes. */
async function alternate(apps: App[], email: string): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < PER_EMAIL + 2; i++) codes.push((await send(apps[i % apps.length], email)).statusCode);
  return codes;
}

describe.skipIf(!onPostgres)("two instances on one PostgreSQL", () => {
  let second: App;
  let pool: Database | null;
  beforeAll(async () => {
    pool = await secondPool(t.db());
    second = await buildApp(testConfig({}, { sendPerEmail: PER_EMAIL }), { database: pool!, mailer: t.mailer, logger: false });
  });
  afterAll(async () => {
    await second?.close();
    await pool?.close();
  });

  it("count one address's links together: the 4th and 5th are 429 on either instance, and only 3 mails go out", async () => {
    const email = "shared-pg@example.com";
    expect(await alternate([t.app as App, second], email)).toEqual([200, 200, 200, 429, 429]);
    expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(PER_EMAIL);
    const rows = (await t.db().execute(sql`select count from rate_limit_counter where key = ${`send-email:${email}`}`)).rows;
    expect(rows).toEqual([{ count: PER_EMAIL + 2 }]);
  });
});

describe.skipIf(!haveRedis)("two instances with REDIS_URL", () => {
  const apps: App[] = [];
  const email = `shared-redis-${randomUUID().slice(0, 8)}@example.com`;
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const config = testConfig({ redisUrl: REDIS_URL }, { sendPerEmail: PER_EMAIL });
      apps.push(await buildApp(config, { database: t.database, mailer: t.mailer, logger: false }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    const r = new Redis(REDIS_URL);
    const keys = await r.keys(`${REDIS_NAMESPACE}*${email}`);
    if (keys.length > 0) await r.del(...keys);
    r.disconnect();
  });

  it("count one address's links in Redis: 3 accepted, then 429 on either instance; nothing lands in the database table", async () => {
    expect(await alternate(apps, email)).toEqual([200, 200, 200, 429, 429]);
    // The plugin's Redis store adds the (empty) route to our namespace: find the key by its end.
    const r = new Redis(REDIS_URL);
    const keys = await r.keys(`${REDIS_NAMESPACE}*send-email:${email}`);
    expect(keys).toHaveLength(1);
    expect(Number(await r.get(keys[0]))).toBe(PER_EMAIL + 2);
    r.disconnect();
    const rows = (await t.db().execute(sql`select 1 from rate_limit_counter where key like ${`%${email}`}`)).rows;
    expect(rows).toHaveLength(0);
  });
});

describe("the PostgreSQL counter", () => {
  it("counts per key within a window, a new window starts at 1, and expired rows are swept", async () => {
    const db = t.db();
    const key = `unit:${randomUUID()}`;
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push(await countRequest(db, key, 60_000));
    expect(counts.map((c) => c.current)).toEqual([1, 2, 3]);
    expect(counts.every((c) => c.ttl > 0 && c.ttl <= 60_000)).toBe(true);
    expect((await countRequest(db, `${key}-other`, 60_000)).current).toBe(1);
    expect(await readCount(db, key)).toMatchObject({ current: 3 });
    // A 50 ms window: after it ends the same key starts over, and the old rows can be swept.
    const short = `unit-short:${randomUUID()}`;
    await countRequest(db, short, 50);
    await new Promise((r) => setTimeout(r, 120));
    expect((await countRequest(db, short, 50)).current).toBe(1);
    await new Promise((r) => setTimeout(r, 120));
    expect(await sweepExpired(db)).toBeGreaterThanOrEqual(2);
    expect(await readCount(db, short)).toEqual({ current: 0, ttl: 0 });
    expect(await readCount(db, key)).toMatchObject({ current: 3 });
  });

  it("loses no count when 40 requests race on one key", async () => {
    const db = t.db();
    const key = `race:${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 40 }, () => countRequest(db, key, 60_000)));
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});
