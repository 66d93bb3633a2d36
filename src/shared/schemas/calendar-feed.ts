import { z } from "zod";

/**
 * GET /api/calendar-feed: the caller's private calendar link, without its secret (stored hashed;
 * the URL is shown only when made or reset). `exists` false = no link yet.
 */
export const calendarFeedStatusSchema = z.object({
  exists: z.boolean(),
  createdAt: z.string().nullable(),
  lastFetchedAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /api/calendar-feed (make or reset): the status plus the full subscription URL, shown this once. */
export const calendarFeedCreatedSchema = calendarFeedStatusSchema.extend({ url: z.string() });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
