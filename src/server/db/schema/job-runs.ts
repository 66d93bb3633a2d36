import { date, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per scheduled job and UTC day it ran. Several server processes race to insert the
 * (job, day) row; the primary key lets exactly one win, so a daily job runs once per day in total.
 */
export const jobRuns = pgTable(
  "job_run",
  {
    job: text("job").notNull(),
    runOn: date("run_on", { mode: "string" }).notNull(),
    /** Rows the run affected (e.g. history records purged); null while running or when it failed. */
    affected: integer("affected"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.job, t.runOn] })],
);
