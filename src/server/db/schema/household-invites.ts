import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { households } from "./households";

/**
 * An invitation to join a household (issue 8 "household members"). The invitee gets a magic link;
 * `linkIdentifier` is that link's verification identifier ("magic-link:" + hash of the token), so
 * only spending that very link joins the household (an ordinary sign-in link does not).
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
    linkIdentifier: text("link_identifier"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("household_invite_household_idx").on(t.householdId), index("household_invite_link_idx").on(t.linkIdentifier)],
);
