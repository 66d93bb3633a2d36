import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pantryHistory } from "../../db/schema/pantry";
import type { HistoryActivity, HistoryRecord } from "../../../shared/schemas/history";
import { useKindSql } from "./use-kind";

/**
 * The household's newest history records (SPEC §3 shape), newest first.
 * @param limit at most this many records
 */
export async function listHistory(db: Db, householdId: string, limit: number): Promise<HistoryRecord[]> {
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
 * Counts for the History charts over the last `days` UTC days (today included), all in SQL:
 * per day (every day present, zeros included) and per category (busiest first, at most 8), with
 * uses split into used / cooked / discarded by `useKindSql`.
 * @param now the reference time (tests pass a fixed one)
 */
export async function historyActivity(db: Db, householdId: string, days: number, now: Date = new Date()): Promise<HistoryActivity> {
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
export async function purgeHistory(db: Db, retentionDays: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const deleted = await db.delete(pantryHistory).where(lt(pantryHistory.createdAt, cutoff)).returning({ id: pantryHistory.id });
  return deleted.length;
}
