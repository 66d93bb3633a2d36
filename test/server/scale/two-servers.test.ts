/**
 * Scale-out acceptance (issue 12): two real server processes (`node --import tsx src/server/main.ts`)
 * on one PostgreSQL database and one S3-compatible server (s3rver on loopback), each with its own
 * DATA_DIR, behind a round-robin proxy that alternates them per request (round-robin-proxy.ts);
 * PUBLIC_URL is the proxy for both. Through the proxy: sign-in on one process and use of the
 * session on the other, an image upload whose steps land on both (the object is in S3 and both
 * serve it), the e-mail rate limit counted across both, a due meal reminder sent once although
 * both reminder loops see it, and SIGKILL of one process during a stream of writes: every
 * acknowledged write is kept and the survivor keeps serving.
 * Runs in project api-pg only (TEST_DATABASE_URL set): PGlite is single-process by design.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnServer, type SpawnedServer } from "../durability/spawn-server";
import { createPgDatabase, onPostgres, tempDataDir } from "../durability/test-databases";
import { startS3TestServer, type S3TestServer } from "../fakes/s3-server";
import { createStorage } from "../../../src/server/lib/storage";
import { BrowserKeys, startPushService } from "../fakes/push-service";
import { waitForToken } from "./outbox";
import { startRoundRobinProxy, type RoundRobinProxy } from "./round-robin-proxy";

/** Sign-in links per address per 15 minutes (env.ts DEFAULT_RATE_LIMITS.sendPerEmail; no env override). */
const SEND_PER_EMAIL = 5;
/** The reminder loop's period in each process: PUSH_CHECK_SECONDS, set short here (60 s by default). */
const REMINDER_TICK_MS = 3_000;

const dirs = [tempDataDir("scale-a-"), tempDataDir("scale-b-")];
const phone = new BrowserKeys();
let pgDb: { url: string; drop: () => Promise<void> } | undefined;
let s3: S3TestServer | undefined;
let push: Awaited<ReturnType<typeof startPushService>> | undefined;
let proxy: RoundRobinProxy;
let servers: SpawnedServer[] = [];
let plannedAt = 0;
let session: { cookie: string; householdId: string };

/** A request through the proxy as a same-origin browser would send it; `backend` is the index that served it. */
async function call(method: string, url: string, body?: unknown, cookie = session?.cookie) {
  const headers: Record<string, string> = { origin: proxy.url, ...(cookie ? { cookie } : {}) };
  let payload: string | Uint8Array<ArrayBuffer> | undefined;
  if (Buffer.isBuffer(body)) payload = Uint8Array.from(body);
  else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${proxy.url}${url}`, { method, headers, body: payload });
  return { res, status: res.status, backend: Number(res.headers.get("x-backend")) };
}

beforeAll(async () => {
  if (!onPostgres) return;
  pgDb = await createPgDatabase();
  s3 = await startS3TestServer();
  push = await startPushService();
  proxy = await startRoundRobinProxy();
  const env = { PUBLIC_URL: proxy.url, STORAGE_URL: s3.url, PUSH_ALLOW_HOSTS: push.host, PUSH_CHECK_SECONDS: String(REMINDER_TICK_MS / 1000) };
  // Started together: they also race to migrate the empty database (the advisory lock serializes them).
  servers = await Promise.all(dirs.map((d) => spawnServer({ dataDir: d.dir, databaseUrl: pgDb!.url, env }, 90_000)));
  proxy.backends = servers.map((s) => s.url);
}, 120_000);

afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill("SIGKILL");
  await Promise.all(servers.map((s) => s.exited));
  await proxy?.close();
  await push?.close();
  await s3?.stop();
  await pgDb?.drop();
  for (const d of dirs) d.remove();
});

describe.skipIf(!onPostgres)("two server processes behind a round-robin proxy (PostgreSQL + S3)", () => {
  it("signs in on one process and uses the session on the other", async () => {
    const email = "scale@example.com";
    const sent = await call("POST", "/auth/magic-link", { email, firstName: "Scale" });
    expect(sent.status).toBe(200);
    const mail = await waitForToken(
      dirs.map((d) => d.dir),
      email,
    );
    expect(mail.dir).toBe(sent.backend); // the process that answered sent the mail
    const verify = await call("POST", "/auth/verify", { token: mail.token }, "");
    expect(verify.status).toBe(200);
    expect(verify.backend).not.toBe(sent.backend); // the token made on one is spent on the other
    const cookie = verify.res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const mes = [await call("GET", "/api/me", undefined, cookie), await call("GET", "/api/me", undefined, cookie)];
    expect(mes.map((m) => m.status)).toEqual([200, 200]);
    expect(new Set(mes.map((m) => m.backend))).toEqual(new Set([0, 1]));
    const me = (await mes[0].res.json()) as { email: string; householdId: string };
    expect(me.email).toBe(email);
    session = { cookie, householdId: me.householdId };
  });

  it("plans a dinner due now with a reminder for a subscribed device", async () => {
    // Due one minute ago (UTC): inside the reminder window [time, time + 60 min) for both loops' next tick.
    let now = new Date();
    if (now.getUTCHours() === 23 && now.getUTCMinutes() >= 57) await new Promise((r) => setTimeout(r, 4 * 60_000));
    now = new Date(Date.now() - 60_000);
    const hhmm = now.toISOString().slice(11, 16);
    const off = { enabled: false, time: "07:00" };
    const sub = await call("POST", "/api/push/subscribe", { endpoint: push!.url("/two"), keys: phone.subscriptionKeys });
    expect(sub.status).toBe(200);
    const meals = { breakfast: off, lunch: off, snack: off, dinner: { enabled: true, time: hhmm } };
    expect((await call("PUT", "/api/push/reminders", { timeZone: "UTC", meals })).status).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    const plan = await call("POST", "/api/meal-plans", { customMealTitle: "Two-server stew", day, mealType: "dinner", servings: 2, status: "planned" });
    expect(plan.status).toBe(201);
    plannedAt = Date.now();
  }, 300_000);

  it("uploads an image in steps served by both processes; the object is in S3 and both serve it", async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 140, b: 60 } } })
      .jpeg()
      .toBuffer();
    const link = await call("POST", "/api/images/upload");
    expect(link.status).toBe(200);
    const { uploadURL } = (await link.res.json()) as { uploadURL: string };
    const put = await call("PUT", uploadURL, photo);
    expect(put.status).toBe(200);
    const normalized = await call("POST", "/api/images/normalize", { uploadURL });
    expect(normalized.status).toBe(200);
    expect(new Set([link.backend, put.backend, normalized.backend])).toEqual(new Set([0, 1]));
    const { imageUrl } = (await normalized.res.json()) as { imageUrl: string };
    const path = new URL(imageUrl, proxy.url).pathname;
    const bodies = [];
    for (const s of servers) {
      const res = await fetch(`${s.url}${path}`, { headers: { cookie: session.cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      bodies.push(Buffer.from(await res.arrayBuffer()));
    }
    expect(bodies[0].equals(bodies[1])).toBe(true);
    const storage = createStorage({ dataDir: "unused", storageUrl: s3!.url });
    const inS3 = [];
    for await (const o of storage.list(`recipe-images/${session.householdId}/`)) inS3.push(o);
    expect(inS3.map((o) => o.key)).toEqual([path.replace(/^\/api\/images\//, "recipe-images/")]);
    expect(inS3[0].size).toBe(bodies[0].length);
  });

  it("counts one address's sign-in links across both processes: the 6th and 7th are 429 on either", async () => {
    const answers = [];
    for (let i = 0; i < SEND_PER_EMAIL + 2; i++) answers.push(await call("POST", "/auth/magic-link", { email: "limited@example.com" }, ""));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(new Set(answers.slice(-2).map((a) => a.backend))).toEqual(new Set([0, 1]));
    expect(await answers.at(-1)!.res.json()).toMatchObject({ code: "RATE_LIMITED" });
  });

  it("sends the due reminder once although both processes' loops see it", async () => {
    const pushes = () => push!.received.filter((p) => p.path === "/two");
    // Each loop ticks every few seconds; wait for the first delivery after the meal was planned
    // (generously: a loaded machine; planning may itself have waited out midnight UTC).
    const deadline = plannedAt + 2 * REMINDER_TICK_MS + 60_000;
    while (pushes().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
    expect(pushes()).toHaveLength(1);
    // Several more ticks of both loops: by now the other process has looked at the same reminder
    // too (and later ticks find it sent).
    await new Promise((r) => setTimeout(r, 5 * REMINDER_TICK_MS));
    expect(pushes()).toHaveLength(1);
    expect(JSON.parse(phone.decrypt(pushes()[0].body))).toMatchObject({ title: "Dinner: Two-server stew" });
  }, 240_000);

  it("loses no acknowledged write when one process is killed (SIGKILL) mid-run, and the other keeps serving", async () => {
    const acks: { id: string; name: string; afterKill: boolean }[] = [];
    let killed = false;
    let stop = false;
    let unanswered = 0;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const name = `Zqx scale probe ${w}-${i}`;
        const r = await call("POST", "/api/pantry", { productName: name, qty: "1.5", unit: "kg", expiresOn: null }).catch(() => null);
        if (!r || r.status === 502) {
          unanswered += 1; // cut off mid-flight: not acknowledged
          continue;
        }
        if (r.status !== 201) throw new Error(`unexpected answer ${r.status}: ${await r.res.text()}`);
        acks.push({ id: ((await r.res.json()) as { id: string }).id, name, afterKill: killed });
      }
    };
    let failed = false;
    const writers = Promise.all([0, 1, 2, 3].map(writer));
    writers.catch(() => (failed = true)); // rethrown by the await below
    const until = async (done: () => boolean) => {
      while (!done() && !failed) await new Promise((r) => setTimeout(r, 10));
    };
    await until(() => acks.length >= 20);
    servers[0].child.kill("SIGKILL");
    killed = true;
    expect((await servers[0].exited).signal).toBe("SIGKILL");
    await until(() => acks.filter((a) => a.afterKill).length >= 20);
    stop = true;
    await writers;
    expect(proxy.dead).toEqual(new Set([0]));
    const list = await call("GET", `/api/pantry/${session.householdId}`);
    expect(list.status).toBe(200);
    expect(list.backend).toBe(1);
    const byId = new Map(((await list.res.json()) as { id: string; product: { name: string } }[]).map((i) => [i.id, i.product.name]));
    const lost = acks.filter((a) => byId.get(a.id) !== a.name);
    expect(lost, `acknowledged writes lost (of ${acks.length}; ${unanswered} cut off)`).toEqual([]);
    expect((await fetch(`${servers[1].url}/healthz`)).status).toBe(200);
  }, 120_000);
});
