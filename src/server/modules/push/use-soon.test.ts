/**
 * Use-soon alerts (issue 23 item 2): a daily web-push digest of the household's items that expire
 * soon, at the time each member chose in their time zone, sent once per member and day even when
 * two server processes run the job at the same moment (on PostgreSQL the second "process" is its
 * own connection pool; on PGlite it shares the one connection, which still runs the claim SQL).
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { addDays } from "../../../shared/domain/dates";
import type { TestServer } from "../../../../test/server/test-server";
import { twoProcessPush } from "../../../../test/server/scale/two-process-push";
import { sendDueReminders } from "../../use-cases/send-meal-reminders";
import { sendDueUseSoonDigests } from "../../use-cases/send-use-soon-digest";

type User = Awaited<ReturnType<TestServer["signUp"]>>;
const h = twoProcessPush();
const { phone, otherDb } = h;

/** A signed-up user with one device on the loopback push service (path /<userId>). */
async function withDevice(): Promise<User> {
  const u = await h.t.signUp();
  const res = await h.t.as(u.cookie)("POST", "/api/push/subscribe", { endpoint: h.push.url(`/${u.user.id}`), keys: phone.subscriptionKeys });
  expect(res.statusCode).toBe(200);
  return u;
}

const digestOn = async (u: User, time: string, timeZone = "UTC") =>
  expect((await h.t.as(u.cookie)("PUT", "/api/push/use-soon", { enabled: true, time, timeZone })).statusCode).toBe(200);

/** Add an item with a best-before day; returns its id. */
async function item(u: User, productName: string, expiresOn: string | null, qty = 1): Promise<string> {
  const res = await h.t.as(u.cookie)("POST", "/api/pantry", { source: "manual", productName, qty, unit: "pieces", expiresOn });
  expect(res.statusCode).toBeLessThan(300);
  return res.json().id;
}

/** The decrypted digests the push service got for one user since index `from`. */
const digestsFor = (u: User, from: number) =>
  h.push.received
    .slice(from)
    .filter((p) => p.path === `/${u.user.id}`)
    .map((p) => JSON.parse(phone.decrypt(p.body)) as { title: string; body: string; url: string; tag: string });

const claimRows = async (u: User) =>
  (await h.t.db().execute(sql`select day::text as day, sent_at from use_soon_digest_claim where user_id = ${u.user.id}`)).rows as {
    day: string;
    sent_at: unknown;
  }[];

describe("use-soon digest settings", () => {
  it("are off at 08:00 UTC until saved, saved per user, and bad input is refused listing every issue", async () => {
    const u = await h.t.signUp();
    const as = h.t.as(u.cookie);
    expect((await as("GET", "/api/push/use-soon")).json()).toEqual({ enabled: false, time: "08:00", timeZone: "UTC" });
    const bad = await as("PUT", "/api/push/use-soon", { enabled: "yes", time: "25:00", timeZone: "Mars/Olympus" });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/enabled/);
    expect(JSON.stringify(bad.json())).toMatch(/HH:MM/);
    expect(JSON.stringify(bad.json())).toMatch(/Unknown time zone/);
    const saved = await as("PUT", "/api/push/use-soon", { enabled: true, time: "18:45", timeZone: "Europe/Berlin" });
    expect(saved.json()).toEqual({ enabled: true, time: "18:45", timeZone: "Europe/Berlin" });
    expect((await as("GET", "/api/push/use-soon")).json()).toEqual({ enabled: true, time: "18:45", timeZone: "Europe/Berlin" });
    const other = await h.t.signUp();
    expect((await h.t.as(other.cookie)("GET", "/api/push/use-soon")).json().enabled).toBe(false);
  });
});

describe("use-soon digest sending", () => {
  it("sends nothing while the digest is off, though items expire soon", async () => {
    const u = await withDevice();
    const day = "2030-01-14";
    await item(u, "Milk", addDays(day, 1));
    const from = h.push.received.length;
    for (const hour of ["08:00", "12:00", "20:00"]) await sendDueUseSoonDigests(h.t.db(), h.cfg, new Date(`${day}T${hour}:00Z`));
    expect(digestsFor(u, from)).toEqual([]);
    expect(await claimRows(u)).toEqual([]);
  });

  it("is sent at the chosen local time with the household's items that expire in the next days, soonest first", async () => {
    const u = await withDevice();
    // New York in June is UTC-4: 07:30 local is 11:30Z.
    await digestOn(u, "07:30", "America/New_York");
    const day = "2030-06-10";
    const ids = {
      butter: await item(u, "Butter", addDays(day, 3)),
      milk: await item(u, "Milk", addDays(day, 1)),
      spinach: await item(u, "Spinach", day),
      eggs: await item(u, "Eggs", addDays(day, 2)),
    };
    await item(u, "Flour", addDays(day, 10)); // later: not "use soon"
    await item(u, "Yogurt", addDays(day, -1)); // already expired: not "use soon"
    await item(u, "Rice", null); // no date
    const from = h.push.received.length;
    expect(await sendDueUseSoonDigests(h.t.db(), h.cfg, new Date(`${day}T11:29:00Z`))).toBe(0);
    expect(digestsFor(u, from)).toEqual([]);
    expect(await sendDueUseSoonDigests(h.t.db(), h.cfg, new Date(`${day}T11:31:00Z`))).toBe(1);
    const [digest, ...more] = digestsFor(u, from);
    expect(more).toEqual([]);
    expect(digest.title).toBe("Spinach, milk and 2 more use soon");
    expect(digest.tag).toBe(`use-soon-${day}`);
    const link = new URL(digest.url, "http://localhost");
    expect(link.pathname).toBe("/");
    expect(link.searchParams.get("use")!.split(",")).toEqual([ids.spinach, ids.milk, ids.eggs, ids.butter]);
    // Once a day: later runs that day send nothing; the next day's digest comes at 07:30 again.
    expect(await sendDueUseSoonDigests(h.t.db(), h.cfg, new Date(`${day}T13:00:00Z`))).toBe(0);
    expect(await sendDueUseSoonDigests(h.t.db(), h.cfg, new Date(`${addDays(day, 1)}T11:30:00Z`))).toBe(1);
    expect(digestsFor(u, from).map((d) => d.title)).toEqual(["Spinach, milk and 2 more use soon", "Milk, eggs and butter use soon"]);
  });

  it("sends nothing when nothing expires soon", async () => {
    const u = await withDevice();
    await digestOn(u, "09:00");
    const day = "2030-02-11";
    await item(u, "Flour", addDays(day, 30));
    await item(u, "Honey", null);
    const from = h.push.received.length;
    expect(await sendDueUseSoonDigests(h.t.db(), h.cfg, new Date(`${day}T09:05:00Z`))).toBe(0);
    expect(digestsFor(u, from)).toEqual([]);
    expect(await claimRows(u)).toEqual([]);
  });

  it("never names another household's items", async () => {
    const u = await withDevice();
    const stranger = await withDevice();
    await digestOn(u, "10:00");
    const day = "2030-03-18";
    const mine = await item(u, "Carrots", addDays(day, 1));
    const theirs = await item(stranger, "Salmon fillet", day);
    const from = h.push.received.length;
    await sendDueUseSoonDigests(h.t.db(), h.cfg, new Date(`${day}T10:01:00Z`));
    const [digest] = digestsFor(u, from);
    expect(digest.title).toBe("Carrots: use soon");
    expect(digest.url).toBe(`/?use=${mine}`);
    expect(JSON.stringify(digest)).not.toContain(theirs);
    expect(JSON.stringify(digest)).not.toMatch(/salmon/i);
    expect(digestsFor(stranger, from)).toEqual([]); // the stranger never turned it on
  });

  it("two servers running the job at the same moment send it once", async () => {
    const u = await withDevice();
    await digestOn(u, "08:00");
    const day = "2030-04-08";
    await item(u, "Spinach", day);
    const from = h.push.received.length;
    const due = new Date(`${day}T08:00:30Z`);
    const counts = await Promise.all([sendDueUseSoonDigests(h.t.db(), h.cfg, due), sendDueUseSoonDigests(otherDb(), h.cfg, due)]);
    expect(counts.sort()).toEqual([0, 1]);
    // Later runs, past the 5-minute lease too: already sent, nothing more.
    expect(await sendDueUseSoonDigests(otherDb(), h.cfg, new Date(`${day}T08:30:00Z`))).toBe(0);
    expect(digestsFor(u, from).map((d) => d.title)).toEqual(["Spinach: use soon"]);
    expect((await claimRows(u)).map((r) => [r.day, r.sent_at !== null])).toEqual([[day, true]]);
  });

  it("a push that fails is not marked sent: the next run tries again and delivers it", async () => {
    const u = await withDevice();
    await digestOn(u, "08:00");
    const day = "2030-04-09";
    await item(u, "Milk", addDays(day, 2));
    const from = h.push.received.length;
    h.push.statusFor.set(`/${u.user.id}`, 500);
    try {
      expect(await sendDueUseSoonDigests(h.t.db(), h.cfg, new Date(`${day}T08:01:00Z`))).toBe(0);
      expect(await claimRows(u)).toEqual([]);
    } finally {
      h.push.statusFor.delete(`/${u.user.id}`);
    }
    expect(await sendDueUseSoonDigests(otherDb(), h.cfg, new Date(`${day}T08:02:00Z`))).toBe(1);
    expect(digestsFor(u, from).map((d) => d.title)).toEqual(["Milk: use soon", "Milk: use soon"]); // the failed try, then the retry
    expect((await claimRows(u))[0].sent_at).not.toBeNull();
  });
});

describe("meal reminders after a failed push (the same fix)", () => {
  it("are not marked sent when no device took them, and arrive on the next run", async () => {
    const u = await withDevice();
    const off = { enabled: false, time: "07:00" };
    const meals = { breakfast: off, lunch: off, snack: off, dinner: { enabled: true, time: "18:00" } };
    expect((await h.t.as(u.cookie)("PUT", "/api/push/reminders", { timeZone: "UTC", meals })).statusCode).toBe(200);
    const day = "2030-05-06";
    const plan = await h.t.as(u.cookie)("POST", "/api/meal-plans", { customMealTitle: "Stew", day, mealType: "dinner", servings: 2, status: "planned" });
    expect(plan.statusCode).toBe(201);
    h.push.statusFor.set(`/${u.user.id}`, 503);
    try {
      expect(await sendDueReminders(h.t.db(), h.cfg, new Date(`${day}T18:01:00Z`))).toBe(0);
    } finally {
      h.push.statusFor.delete(`/${u.user.id}`);
    }
    const from = h.push.received.length;
    expect(await sendDueReminders(h.t.db(), h.cfg, new Date(`${day}T18:02:00Z`))).toBe(1);
    expect(await sendDueReminders(h.t.db(), h.cfg, new Date(`${day}T18:03:00Z`))).toBe(0);
    expect(digestsFor(u, from).map((d) => d.title)).toEqual(["Dinner: Stew"]);
  });
});
