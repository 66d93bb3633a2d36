import { z } from "zod";

/** SPEC §3 history record actions. */
export const HISTORY_ACTIONS = ["add", "deduct", "remove"] as const;

/** SPEC §3 History record: id, action, delta (signed, as a string), createdAt, product, meta.source. */
export const historyRecordSchema = z.object({
  id: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  delta: z.string(),
  unit: z.string(),
  createdAt: z.string(),
  product: z.object({ name: z.string(), brand: z.string().nullable(), category: z.string() }),
  meta: z.object({ source: z.string() }).catchall(z.unknown()),
});
export type HistoryRecord = z.infer<typeof historyRecordSchema>;

/** GET /api/history/{householdId}: the newest records first (at most HISTORY_LIST_LIMIT). */
export const historyListSchema = z.array(historyRecordSchema);

/** How many records GET /api/history/{householdId} returns (issue 8: a "recent activity" list). */
export const HISTORY_LIST_LIMIT = 100;

/**
 * What a use of stock was, as far as the record tells: `cooked` (a meal or recipe used it),
 * `discarded` (thrown away: a remove, or a record marked waste/expired), otherwise `used`.
 */
export const USE_KINDS = ["used", "cooked", "discarded"] as const;

/** One UTC day of the activity chart: records per kind of action. */
export const activityDaySchema = z.object({
  day: z.string(),
  added: z.number().int(),
  used: z.number().int(),
  cooked: z.number().int(),
  discarded: z.number().int(),
});

/** GET /api/history/{householdId}/activity: per-day and per-category counts over `days` days. */
export const historyActivitySchema = z.object({
  days: z.array(activityDaySchema),
  categories: z.array(z.object({ category: z.string(), added: z.number().int(), used: z.number().int() })),
  totals: z.object({ used: z.number().int(), cooked: z.number().int(), discarded: z.number().int() }),
});
export type HistoryActivity = z.infer<typeof historyActivitySchema>;
