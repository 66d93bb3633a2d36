import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { households } from "./households";

/**
 * An invitation to join a household (issue 19: its own thing, not a sign-in link). The mailed
 * token is random; only its SHA-256 (hex) is stored. It is bound to `email`, expires after 7 days,
 * can be revoked by the household, accepted or declined once by a signed-in user of that address,
 * and never creates or moves an account by itself. Open = none of accepted/revoked/declined set
 * and not expired.
 */
export const householdInvites = pgTable(
  "household_invite",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    /** Normalized (trimmed, lower-case) e-mail of the invitee. */
    email: text("email").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    /** hex SHA-256 of the mailed token. */
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("household_invite_household_idx").on(t.householdId),
    uniqueIndex("household_invite_token_hash_idx").on(t.tokenHash),
    index("household_invite_email_idx").on(t.email, t.createdAt),
    index("household_invite_invited_by_idx").on(t.invitedBy, t.createdAt),
  ],
);
