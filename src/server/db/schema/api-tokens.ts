import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { households } from "./households";

/**
 * The columns a household secret shares (an API token, a calendar link): its creator, the
 * household it acts in, the hex SHA-256 of the secret (the secret itself is never stored) and
 * when it was made. A fresh object per table (drizzle binds column builders to one table).
 */
const secretColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  householdId: uuid("household_id")
    .notNull()
    .references(() => households.id, { onDelete: "cascade" }),
  /** hex SHA-256 of the secret. */
  tokenHash: text("token_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 23 item 5: a personal API token for scripts and home automation. Only the SHA-256 (hex)
 * of the token is stored (like session tokens, migration 0009): a database copy signs nobody in.
 * It acts for its creator in `household_id`, the household the creator was in when making it; it
 * stops working when the creator leaves that household (modules/api-tokens/repository.ts) and is
 * deleted with the creator or the household. Revoking deletes the row.
 */
export const apiTokens = pgTable(
  "api_token",
  {
    ...secretColumns(),
    /** What the person called it ("Kitchen display"), 1–60 characters. */
    name: text("name").notNull(),
    /** Last accepted use, written at most once a minute per token; null = never used. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("api_token_token_hash_idx").on(t.tokenHash), index("api_token_user_idx").on(t.userId, t.createdAt)],
);

/**
 * Issue 23 item 3: a person's private calendar (iCalendar) link to their household's meal plan.
 * One per person; the secret in the URL is stored as its SHA-256 (hex) only, so the link is shown
 * once, when made or reset ("Reset link" replaces the hash: the old URL answers 404). Serves only
 * while its creator is still in `household_id`.
 */
export const calendarFeeds = pgTable(
  "calendar_feed",
  {
    ...secretColumns(),
    /** Last time a calendar fetched it, written at most once a minute; null = never fetched. */
    lastFetchedAt: timestamp("last_fetched_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("calendar_feed_token_hash_idx").on(t.tokenHash), uniqueIndex("calendar_feed_user_idx").on(t.userId)],
);
