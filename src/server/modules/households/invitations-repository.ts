import { and, eq, gt, gte, isNull, ne, sql } from "drizzle-orm";
import { users } from "../../db/schema/auth";
import { householdInvites } from "../../db/schema/household-invites";
import { households } from "../../db/schema/households";
import { householdDataCounts } from "./household-data-repository";
import type { Tx } from "../../kernel/db";

/** An invitation row. */
export type InviteRow = typeof householdInvites.$inferSelect;

/** SQL condition: the invitation is open at `now` (not accepted, revoked, declined or expired). */
const isOpen = (now: Date) =>
  and(
    isNull(householdInvites.acceptedAt),
    isNull(householdInvites.revokedAt),
    isNull(householdInvites.declinedAt),
    gt(householdInvites.expiresAt, now),
  );

const inviterName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email}, '')`;

/** Store a new invitation; returns its row. */
export async function insertInvite(
  db: Tx,
  v: { householdId: string; email: string; invitedBy: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<InviteRow> {
  const [row] = await db.insert(householdInvites).values(v).returning();
  return row;
}

/** Revoke every open invitation of `householdId` to `email` (a new one replaces them). */
export async function revokeOpenFor(db: Tx, householdId: string, email: string, now: Date): Promise<void> {
  await db
    .update(householdInvites)
    .set({ revokedAt: now })
    .where(and(eq(householdInvites.householdId, householdId), eq(householdInvites.email, email), isOpen(now)));
}

/** Delete every invitation to `email`, from any household and in any state (its owner's account is deleted). */
export async function deleteInvitesTo(db: Tx, email: string): Promise<void> {
  await db.delete(householdInvites).where(eq(householdInvites.email, email));
}

/** Revoke every open invitation `householdId` sent (nobody is left in it to stand behind them). */
export async function revokeAllOpenOf(db: Tx, householdId: string, now: Date): Promise<void> {
  await db
    .update(householdInvites)
    .set({ revokedAt: now })
    .where(and(eq(householdInvites.householdId, householdId), isOpen(now)));
}

/**
 * Serialize invitation limits: lock the inviter's user row (FOR UPDATE), then take a
 * transaction-scoped advisory lock on the invited address, so concurrent invitations by the same
 * inviter, or to the same address, count and insert one after another. Always in this order (no
 * deadlock). Released at commit or rollback.
 */
export async function lockInviterAndAddress(db: Tx, userId: string, email: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`household-invite-to:${email}`}, 0))`);
}

/** How many invitations `userId` sent since `since`. */
export async function countSentBy(db: Tx, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(householdInvites)
    .where(and(eq(householdInvites.invitedBy, userId), gte(householdInvites.createdAt, since)));
  return Number(row.n);
}

/** How many invitations (from any household, in any state) went to `email` since `since`. */
export async function countSentTo(db: Tx, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(householdInvites)
    .where(and(eq(householdInvites.email, email), gte(householdInvites.createdAt, since)));
  return Number(row.n);
}

/** Open invitations a household sent, oldest first, with the sender's display name. */
export async function openInvitesOf(db: Tx, householdId: string, now: Date) {
  return db
    .select({
      id: householdInvites.id,
      email: householdInvites.email,
      expiresAt: householdInvites.expiresAt,
      createdAt: householdInvites.createdAt,
      invitedBy: inviterName,
    })
    .from(householdInvites)
    .leftJoin(users, eq(users.id, householdInvites.invitedBy))
    .where(and(eq(householdInvites.householdId, householdId), isOpen(now)))
    .orderBy(householdInvites.createdAt);
}

/** Open invitations addressed to `email` from households other than `exceptHousehold`, newest first. */
export async function openInvitesTo(db: Tx, email: string, exceptHousehold: string, now: Date) {
  return db
    .select({
      id: householdInvites.id,
      inviterName,
      inviterEmail: sql<string>`coalesce(${users.email}, '')`,
      householdName: households.name,
      expiresAt: householdInvites.expiresAt,
    })
    .from(householdInvites)
    .innerJoin(households, eq(households.id, householdInvites.householdId))
    .leftJoin(users, eq(users.id, householdInvites.invitedBy))
    .where(and(eq(householdInvites.email, email), ne(householdInvites.householdId, exceptHousehold), isOpen(now)))
    .orderBy(sql`${householdInvites.createdAt} desc`);
}

/** An invitation by its token hash, with the inviter's name and address and the household's name; null when unknown. */
export async function inviteByTokenHash(db: Tx, tokenHash: string) {
  const [row] = await db
    .select({
      invite: householdInvites,
      inviterName,
      inviterEmail: sql<string>`coalesce(${users.email}, '')`,
      householdName: households.name,
    })
    .from(householdInvites)
    .innerJoin(households, eq(households.id, householdInvites.householdId))
    .leftJoin(users, eq(users.id, householdInvites.invitedBy))
    .where(eq(householdInvites.tokenHash, tokenHash));
  return row ?? null;
}

/** An invitation by id, locked for this transaction (FOR UPDATE), or null. */
export async function lockInvite(db: Tx, id: string): Promise<InviteRow | null> {
  const [row] = await db.select().from(householdInvites).where(eq(householdInvites.id, id)).for("update");
  return row ?? null;
}

/** Set one of the closing timestamps of an invitation. */
export async function closeInvite(db: Tx, id: string, field: "acceptedAt" | "revokedAt" | "declinedAt", at: Date): Promise<void> {
  await db
    .update(householdInvites)
    .set({ [field]: at })
    .where(eq(householdInvites.id, id));
}

/** Other users of `householdId` than `userId` (signed in or not). */
export async function otherMembers(db: Tx, householdId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.householdId, householdId), ne(users.id, userId)));
  return Number(row.n);
}

/**
 * What a household holds that its people made (samples and rows made automatically do not
 * count), from every household data table of the schema (householdDataTables): real pantry
 * items, recipes, planned meals and shopping lines by name, and every other row (products,
 * history, receipts, cooking records, recipe feedback, restocks, tables added later) as
 * `otherRecords`. Output: counts.
 */
export async function householdContents(db: Tx, householdId: string) {
  const counts = await householdDataCounts(db, householdId);
  const named = { pantryItems: "pantry_item", recipes: "recipe", mealPlans: "meal_plan", shoppingItems: "shopping_list_item" } as const;
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const [pantry, recipeCount, plans, shopping] = Object.values(named).map((t) => counts[t] ?? 0);
  return {
    pantryItems: pantry,
    recipes: recipeCount,
    mealPlans: plans,
    shoppingItems: shopping,
    otherRecords: total - pantry - recipeCount - plans - shopping,
  };
}
