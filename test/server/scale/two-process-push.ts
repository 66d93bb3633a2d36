import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../../src/server/kernel/db";
import type { PushSenderConfig } from "../../../src/server/modules/push/sender";
import { loadOrCreateVapidKeys } from "../../../src/server/modules/push/vapid";
import { BrowserKeys, startPushService } from "../fakes/push-service";
import { getTestServer, type TestServer } from "../test-server";
import { secondPool } from "./second-pool";

/** What twoProcessPush sets up; `t`, `push` and `cfg` are set once the file's beforeAll has run. */
export interface TwoProcessPush {
  t: TestServer;
  /** The loopback web-push service the server may send to. */
  push: Awaited<ReturnType<typeof startPushService>>;
  /** The server's sender settings (VAPID keys from the test database, the loopback host allowed). */
  cfg: PushSenderConfig;
  /** The "other process": its own pool on PostgreSQL, the same database on PGlite. */
  otherDb: () => Database["db"];
  /** A browser's push keys, to subscribe devices and decrypt what they receive. */
  phone: BrowserKeys;
}

/**
 * Test support for scheduled pushes across server processes (meal reminders, use-soon digests):
 * registers a beforeAll that starts the loopback push service, a test server allowed to send to
 * it and a second connection pool (secondPool), and an afterAll that closes all three.
 * Output: the harness object, filled in by beforeAll.
 */
export function twoProcessPush(): TwoProcessPush {
  let pool: Database | null = null;
  const h = { phone: new BrowserKeys(), otherDb: () => pool?.db ?? h.t.db() } as TwoProcessPush;
  beforeAll(async () => {
    h.push = await startPushService();
    h.t = await getTestServer({ config: { pushAllowHosts: [h.push.host] } });
    pool = await secondPool(h.t.db());
    h.cfg = { vapid: await loadOrCreateVapidKeys(h.t.db()), subject: "mailto:test@localhost", allowHosts: [h.push.host] };
  });
  afterAll(async () => {
    await pool?.close();
    await h.t?.close();
    await h.push?.close();
  });
  return h;
}
