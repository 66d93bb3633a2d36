import { and, desc, eq, isNull, lt, sql, type SQL } from "drizzle-orm";
import { jobRuns } from "../../db/schema/job-runs";
import { pantryHistory } from "../../db/schema/pantry";
import type { HistoryActivity, HistoryRecord } from "../../../shared/schemas/history";
import type { Tx } from "../../kernel/db";

/**
 * The household's newest history records (SPEC §3 shape), newest first.
 * @param limit at most this many records
 */
export async function listHistory(db: Tx, householdId: string, limit: number): Promise<HistoryRecord[]> {
  const h = pantryHistory;
  const rows = await db.select().from(h).where(eq(h.householdId, householdId)).orderBy(desc(h.createdAt), desc(h.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    action: r.action as HistoryRecord["action"],
    delta: r.delta,
    unit: r.unit,
    createdAt: r.createdAt.toISOString(),
    product: { name: r.productName, brand: r.productBrand, category: r.productCategory },
    meta: r.meta,
  }));
}

/**
 * SQL for what a history record says about a use of stock (shared/schemas/history USE_KINDS):
 * - `cooked`: a deduct/remove whose meta names a meal or recipe (meta.source "cooked", "cook", "meal",
 *   "meal-plan" or "recipe", meta.reason "cooked", or a meta.mealPlanId) — what cooking writes;
 * - `discarded`: a `remove` (the item was deleted while stock was left) or a record whose
 *   meta.reason is "discarded", "expired" or "waste";
 * - `used`: any other `deduct`;
 * - null for `add`.
 */
export function useKindSql(): SQL<string | null> {
  const h = pantryHistory;
  return sql<string | null>`case
    when ${h.action} = 'add' then null
    when ${h.meta}->>'source' in ('cooked', 'cook', 'meal', 'meal-plan', 'recipe') or ${h.meta}->>'reason' = 'cooked' or ${h.meta} ? 'mealPlanId' then 'cooked'
    when ${h.action} = 'remove' or ${h.meta}->>'reason' in ('discarded', 'expired', 'waste') then 'discarded'
    else 'used' end`;
}

/**
 * Counts for the History charts over the last `days` UTC days (today included), all in SQL:
 * per day (every day present, zeros included) and per category (busiest first, at most 8), with
 * uses split into used / cooked / discarded by `useKindSql`.
 * @param now the reference time (tests pass a fixed one)
 */
export async function historyActivity(db: Tx, householdId: string, days: number, now: Date = new Date()): Promise<HistoryActivity> {
  const h = pantryHistory;
  const kind = useKindSql();
  const today = sql`(${now.toISOString()}::timestamptz at time zone 'UTC')::date`;
  const start = sql`(${today} - ${days - 1}::int)`;
  const since = sql`(${start})::timestamp at time zone 'UTC'`;
  const inWindow = and(eq(h.householdId, householdId), sql`${h.createdAt} >= ${since}`);
  type DayRow = { day: string; added: number; used: number; cooked: number; discarded: number };
  const dayRows = await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day,
      count(r.id) filter (where r.kind is null)::int as added,
      count(r.id) filter (where r.kind = 'used')::int as used,
      count(r.id) filter (where r.kind = 'cooked')::int as cooked,
      count(r.id) filter (where r.kind = 'discarded')::int as discarded
    from generate_series(${start}, ${today}, interval '1 day') as d(day)
    left join (
      select ${h.id} as id, (${h.createdAt} at time zone 'UTC')::date as day, ${kind} as kind
      from ${h} where ${inWindow}
    ) r on r.day = d.day::date
    group by d.day order by d.day`);
  const categories = await db
    .select({
      category: h.productCategory,
      added: sql<number>`(count(*) filter (where ${h.action} = 'add'))::int`,
      used: sql<number>`(count(*) filter (where ${h.action} <> 'add'))::int`,
    })
    .from(h)
    .where(inWindow)
    .groupBy(h.productCategory)
    .orderBy(sql`count(*) desc`, h.productCategory)
    .limit(8);
  const day = rowsOf<DayRow>(dayRows);
  const sum = (k: "used" | "cooked" | "discarded") => day.reduce((n, d) => n + Number(d[k]), 0);
  return {
    days: day.map((d) => ({
      day: d.day,
      added: Number(d.added),
      used: Number(d.used),
      cooked: Number(d.cooked),
      discarded: Number(d.discarded),
    })),
    categories,
    totals: { used: sum("used"), cooked: sum("cooked"), discarded: sum("discarded") },
  };
}

/** Rows of `db.execute` from either driver (node-postgres QueryResult or PGlite Results). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * Delete history records older than `retentionDays` days before `now`, in every household.
 * Output: how many records were deleted.
 */
export async function purgeHistory(db: Tx, retentionDays: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const deleted = await db.delete(pantryHistory).where(lt(pantryHistory.createdAt, cutoff)).returning({ id: pantryHistory.id });
  return deleted.length;
}

/**
 * Claim the run of `job` on UTC day `runOn`, started at `startedAt`: INSERT … ON CONFLICT DO
 * UPDATE … RETURNING into job_run, where the update only happens when the existing run never
 * finished and started before `leaseEnd`. Of several processes exactly one gets true.
 * Output: true when this caller holds the day and must run the job.
 */
export async function claimJobRun(db: Tx, job: string, runOn: string, startedAt: Date, leaseEnd: Date): Promise<boolean> {
  const claimed = await db
    .insert(jobRuns)
    .values({ job, runOn, startedAt })
    .onConflictDoUpdate({
      target: [jobRuns.job, jobRuns.runOn],
      set: { startedAt, affected: null },
      setWhere: and(isNull(jobRuns.finishedAt), lt(jobRuns.startedAt, leaseEnd)),
    })
    .returning({ job: jobRuns.job });
  return claimed.length > 0;
}

/** SQL condition: the run of `job` on `runOn` that this caller claimed at `startedAt`. */
const claimedRun = (job: string, runOn: string, startedAt: Date) =>
  and(eq(jobRuns.job, job), eq(jobRuns.runOn, runOn), eq(jobRuns.startedAt, startedAt));

/** Give a claimed day back (the run failed): the next check may claim it again. */
export async function releaseJobRun(db: Tx, job: string, runOn: string, startedAt: Date): Promise<void> {
  await db.delete(jobRuns).where(claimedRun(job, runOn, startedAt));
}

/** Record that a claimed run finished (now, by the database clock) and how many rows it affected. */
export async function finishJobRun(db: Tx, job: string, runOn: string, startedAt: Date, affected: number): Promise<void> {
  await db
    .update(jobRuns)
    .set({ affected, finishedAt: sql`now()` })
    .where(claimedRun(job, runOn, startedAt));
}
