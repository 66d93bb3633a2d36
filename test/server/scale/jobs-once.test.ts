/**
 * Scheduled work runs once across server processes, and a process that dies mid-job does not
 * lose the job (issue 12 item 3): meal reminders (use-cases/send-meal-reminders.ts) and the daily
 * history purge (history/retention.ts) are claimed in the database with a lease. On PostgreSQL (api-pg) the
 * second "process" is its own connection pool; on in-memory PGlite (api) it shares the one
 * connection, which still exercises the claim SQL.
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { RETENTION_JOB, runDailyRetention } from "../../../src/server/modules/history/retention";
import { sendDueReminders } from "../../../src/server/use-cases/send-meal-reminders";
import { claimReminder } from "../../../src/server/modules/push/repository";
import { twoProcessPush } from "./two-process-push";
const h = twoProcessPush();
const { phone, otherDb } = h;
const at = (iso: string) => new Date(iso);

/** A user with one device, dinner reminders at 18:00 UTC, and a dinner planned on `day`; returns the plan id. */
async function plannedDinner(day: string, title: string): Promise<{ userId: string; planId: string }> {
  const u = await h.t.signUp();
  const as = h.t.as(u.cookie);
  expect((await as("POST", "/api/push/subscribe", { endpoint: h.push.url(`/${u.user.id}`), keys: phone.subscriptionKeys })).statusCode).toBe(200);
  const off = { enabled: false, time: "07:00" };
  const meals = { breakfast: off, lunch: off, snack: off, dinner: { enabled: true, time: "18:00" } };
  expect((await as("PUT", "/api/push/reminders", { timeZone: "UTC", meals })).statusCode).toBe(200);
  const plan = await as("POST", "/api/meal-plans", { customMealTitle: title, day, mealType: "dinner", servings: 2, status: "planned" });
  expect(plan.statusCode).toBe(201);
  return { userId: u.user.id, planId: plan.json().id };
}

/** Pushes the service received for one user since `from`, decrypted. */
const pushesFor = (userId: string, from: number) =>
  h.push.received.slice(from).filter((p) => p.path === `/${userId}`).map((p) => JSON.parse(phone.decrypt(p.body)).title as string);

describe("meal reminders with leases", () => {
  it("two schedulers running together send a due reminder once, and never again that day", async () => {
    const { userId } = await plannedDinner("2026-05-04", "Curry");
    const from = h.push.received.length;
    const due = at("2026-05-04T18:02:00Z");
    const counts = await Promise.all([sendDueReminders(h.t.db(), h.cfg, due), sendDueReminders(otherDb(), h.cfg, due)]);
    expect(counts.sort()).toEqual([0, 1]);
    // Later runs within the grace hour, past the lease too: already sent, nothing more.
    expect(await sendDueReminders(otherDb(), h.cfg, at("2026-05-04T18:30:00Z"))).toBe(0);
    expect(pushesFor(userId, from)).toEqual(["Dinner: Curry"]);
  });

  it("a claim whose process died before sending is taken over after the 5-minute lease, by one scheduler", async () => {
    const { userId, planId } = await plannedDinner("2026-05-05", "Risotto");
    const from = h.push.received.length;
    // The "dead" process claimed at 18:01 and never sent (no sent_at).
    expect(await claimReminder(h.t.db(), userId, planId, "2026-05-05", at("2026-05-05T18:01:00Z"))).toBe(true);
    expect(await sendDueReminders(otherDb(), h.cfg, at("2026-05-05T18:04:00Z"))).toBe(0);
    expect(pushesFor(userId, from)).toEqual([]);
    const late = at("2026-05-05T18:07:00Z");
    const counts = await Promise.all([sendDueReminders(h.t.db(), h.cfg, late), sendDueReminders(otherDb(), h.cfg, late)]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await sendDueReminders(h.t.db(), h.cfg, at("2026-05-05T18:20:00Z"))).toBe(0);
    expect(pushesFor(userId, from)).toEqual(["Dinner: Risotto"]);
    const rows = (await h.t.db().execute(sql`select sent_at from push_reminder_claim where meal_plan_id = ${planId}`)).rows;
    expect(rows).toHaveLength(1);
    expect((rows[0] as { sent_at: unknown }).sent_at).not.toBeNull();
  });
});

describe("daily history purge with a lease", () => {
  it("runs once per day when two processes check together", async () => {
    const now = at("2026-06-01T03:00:00Z");
    const results = await Promise.all([runDailyRetention(h.t.db(), 30, now), runDailyRetention(otherDb(), 30, now)]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await runDailyRetention(otherDb(), 30, at("2026-06-01T05:00:00Z"))).toBeNull();
  });

  it("a run whose process died is taken over after 30 minutes, and then done for the day", async () => {
    // The dead process's run: started 04:00, never finished.
    await h.t.db().execute(sql`insert into job_run (job, run_on, started_at) values (${RETENTION_JOB}, '2026-06-02', '2026-06-02T04:00:00Z')`);
    expect(await runDailyRetention(otherDb(), 30, at("2026-06-02T04:20:00Z"))).toBeNull();
    expect(await runDailyRetention(otherDb(), 30, at("2026-06-02T04:31:00Z"))).toBe(0);
    const [row] = (await h.t.db().execute(sql`select finished_at, affected from job_run where job = ${RETENTION_JOB} and run_on = '2026-06-02'`))
      .rows as { finished_at: unknown; affected: number }[];
    expect(row.finished_at).not.toBeNull();
    expect(row.affected).toBe(0);
    expect(await runDailyRetention(h.t.db(), 30, at("2026-06-02T06:00:00Z"))).toBeNull();
  });
});
