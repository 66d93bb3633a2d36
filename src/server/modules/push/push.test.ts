import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildApp } from "../../app";
import { openDatabase } from "../../db/client";
import { getTestServer, testConfig, type TestServer } from "../../../../test/server/test-server";
import { sendDueReminders } from "../../use-cases/send-meal-reminders";
import { listSubscriptions } from "./repository";
import { sendPush, type PushSenderConfig } from "./sender";
import { BrowserKeys, startPushService } from "../../../../test/server/fakes/push-service";
import { loadOrCreateVapidKeys } from "./vapid";
import type { Database } from "../../kernel/db";

let t: TestServer;
let push: Awaited<ReturnType<typeof startPushService>>;
let a: Awaited<ReturnType<TestServer["signUp"]>>;
let cfg: PushSenderConfig;
const phone = new BrowserKeys();

beforeAll(async () => {
  push = await startPushService();
  t = await getTestServer({ config: { pushAllowHosts: [push.host] } });
  a = await t.signUp("push@example.com", "Pusher");
  cfg = { vapid: await loadOrCreateVapidKeys(t.db()), subject: "mailto:test@localhost", allowHosts: [push.host] };
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

describe("push subscriptions", () => {
  it("hands out one stored VAPID public key (65-byte P-256 point)", async () => {
    const { publicKey } = (await t.as(a.cookie)("GET", "/api/push/vapid-public-key")).json();
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    expect(publicKey).toBe(cfg.vapid.publicKey);
  });

  it("accepts browser push services and the configured loopback one, refuses others", async () => {
    const sub = (endpoint: string) => t.as(a.cookie)("POST", "/api/push/subscribe", { endpoint, keys: phone.subscriptionKeys });
    expect((await sub("https://fcm.googleapis.com/fcm/send/abc")).statusCode).toBe(200);
    for (const bad of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://evil.example.com/push",
      "http://127.0.0.1:1/push",
      "https://user:pw@fcm.googleapis.com/x",
    ]) {
      const res = await sub(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("This push service is not allowed");
    }
    expect((await sub(push.url("/phone"))).statusCode).toBe(200);
    await t.as(a.cookie)("POST", "/api/push/unsubscribe", { endpoint: "https://fcm.googleapis.com/fcm/send/abc" });
    expect((await listSubscriptions(t.db(), [a.user.id])).map((s) => s.endpoint)).toEqual([push.url("/phone")]);
  });

  it("the test notification arrives encrypted for the device (RFC 8291) and signed with VAPID", async () => {
    const res = await t.as(a.cookie)("POST", "/api/push/test", { userId: a.user.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 1 });
    const got = push.received.at(-1)!;
    expect(got.headers["content-encoding"]).toBe("aes128gcm");
    expect(String(got.headers.authorization)).toContain(`k=${cfg.vapid.publicKey}`);
    expect(JSON.parse(phone.decrypt(got.body))).toMatchObject({ title: "Test notification" });
    expect((await t.as(a.cookie)("POST", "/api/push/test", { userId: "someone-else" })).statusCode).toBe(404);
  });

  it("re-checks the endpoint at send time: a push service taken off the allow-list gets nothing", async () => {
    const before = push.received.length;
    const [sub] = await listSubscriptions(t.db(), [a.user.id]);
    expect(await sendPush(t.db(), { ...cfg, allowHosts: [] }, sub, { title: "x", body: "x", url: "/", tag: "x" })).toBe("refused");
    expect(push.received.length).toBe(before);
  });
});

/** A separate connection pool to the test database when it is PostgreSQL; null on PGlite. */
async function secondConnection(): Promise<Database | null> {
  const base = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== "postgres" || !base) return null;
  const rows = (await t.db().execute(sql`select current_database() as name`)).rows as { name: string }[];
  const url = new URL(base);
  url.pathname = `/${rows[0].name}`;
  return openDatabase({ databaseUrl: url.toString(), dataDir: "memory://", onIdleError: () => {} });
}

describe("meal reminders", () => {
  it("sends the due reminder once although two server processes run the loop", async () => {
    const put = await t.as(a.cookie)("PUT", "/api/push/reminders", {
      timeZone: "Europe/Berlin",
      meals: {
        breakfast: { enabled: false, time: "07:30" },
        lunch: { enabled: false, time: "12:00" },
        dinner: { enabled: true, time: "18:00" },
        snack: { enabled: false, time: "15:00" },
      },
    });
    expect(put.statusCode).toBe(200);
    for (const [title, mealType] of [
      ["Lasagne", "dinner"],
      ["Sandwich", "lunch"],
    ]) {
      await t.as(a.cookie)("POST", "/api/meal-plans", {
        customMealTitle: title,
        day: "2026-03-29",
        mealType,
        servings: 2,
        status: "planned",
      });
    }
    // 29 March 2026 is Berlin's DST change: 16:05 UTC = 18:05 local (UTC+2), dinner is due.
    const early = new Date("2026-03-29T15:30:00Z");
    expect(await sendDueReminders(t.db(), cfg, early)).toBe(0);
    // The second server: on PostgreSQL its own connection pool (as a second process has); on
    // in-memory PGlite (one connection by nature) a second app on the same database.
    const secondDb = await secondConnection();
    const second = await buildApp(testConfig({ pushAllowHosts: [push.host] }), {
      database: secondDb ?? t.database,
      mailer: t.mailer,
      logger: false,
    });
    const before = push.received.length;
    const due = new Date("2026-03-29T16:05:00Z");
    const secondCfg = { ...cfg, vapid: await loadOrCreateVapidKeys(second.deps.db) };
    expect(secondCfg.vapid).toEqual(cfg.vapid);
    const counts = await Promise.all([sendDueReminders(t.db(), cfg, due), sendDueReminders(second.deps.db, secondCfg, due)]);
    expect(counts.reduce((x, y) => x + y)).toBe(1);
    expect(await sendDueReminders(second.deps.db, secondCfg, new Date("2026-03-29T16:20:00Z"))).toBe(0);
    await second.close();
    await secondDb?.close();
    const sent = push.received.slice(before);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(phone.decrypt(sent[0].body))).toMatchObject({ title: "Dinner: Lasagne", url: "/enhanced-planner" });
  });

  it("removes a subscription whose push service answers 410 Gone", async () => {
    const laptop = new BrowserKeys();
    await t.as(a.cookie)("POST", "/api/push/subscribe", { endpoint: push.url("/laptop"), keys: laptop.subscriptionKeys });
    push.statusFor.set("/laptop", 410);
    const res = await t.as(a.cookie)("POST", "/api/push/test", {});
    expect(res.json()).toEqual({ sent: 1 });
    expect((await listSubscriptions(t.db(), [a.user.id])).map((s) => s.endpoint)).toEqual([push.url("/phone")]);
  });

  it("keeps reminder settings per user with defaults until saved and refuses bad times", async () => {
    const fresh = await t.signUp();
    const got = (await t.as(fresh.cookie)("GET", "/api/push/reminders")).json();
    expect(got.meals.dinner).toEqual({ enabled: false, time: "17:30" });
    const bad = await t.as(fresh.cookie)("PUT", "/api/push/reminders", {
      ...got,
      timeZone: "Mars/Olympus",
      meals: { ...got.meals, lunch: { enabled: true, time: "25:00" } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(["body.timeZone", "body.meals.lunch.time"]),
    );
  });
});
