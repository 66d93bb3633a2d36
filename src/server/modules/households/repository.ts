import { and, eq, ne, sql } from "drizzle-orm";
import { users } from "../../db/schema/auth";
import { households } from "../../db/schema/households";
import { pushSubscriptions } from "../../db/schema/push";
import { recipes } from "../../db/schema/recipes";
import { receipts } from "../../db/schema/receipts";
import type { Tx } from "../../kernel/db";

/** The members of a household, oldest first. */
export async function listMembers(db: Tx, householdId: string) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.householdId, householdId))
    .orderBy(users.createdAt);
}

/** The household's name, or null when it does not exist. */
export async function householdName(db: Tx, householdId: string): Promise<string | null> {
  const [row] = await db.select({ name: households.name }).from(households).where(eq(households.id, householdId));
  return row?.name ?? null;
}

/** Create a household; returns its id. */
export async function createHousehold(db: Tx, name: string): Promise<string> {
  const [row] = await db.insert(households).values({ name }).returning({ id: households.id });
  return row.id;
}

/**
 * Move a user to another household, with what follows the user: their push subscriptions (so
 * reminders and notices come from the household they are in). The one way a user changes
 * household (joining, leaving, going back to a kept household).
 */
export async function moveUser(db: Tx, userId: string, householdId: string): Promise<void> {
  await db.update(users).set({ householdId, updatedAt: new Date() }).where(eq(users.id, userId));
  await db.update(pushSubscriptions).set({ householdId }).where(eq(pushSubscriptions.userId, userId));
}

/** The household of user `userId`, with the user row locked for this transaction (FOR UPDATE); null when the user is gone. */
export async function lockUserHousehold(db: Tx, userId: string): Promise<string | null> {
  const [me] = await db.select({ householdId: users.householdId }).from(users).where(eq(users.id, userId)).for("update");
  return me?.householdId ?? null;
}

/** Mark `householdId` as kept by `userId` (or, with null, by nobody: somebody is back in it). */
export async function setKeptBy(db: Tx, householdId: string, userId: string | null): Promise<void> {
  await db.update(households).set({ keptByUserId: userId }).where(eq(households.id, householdId));
}

/** Households `userId` kept on joining another one, oldest first: id, name, created. */
export async function keptHouseholdsOf(db: Tx, userId: string) {
  return db
    .select({ id: households.id, name: households.name, createdAt: households.createdAt })
    .from(households)
    .where(eq(households.keptByUserId, userId))
    .orderBy(households.createdAt);
}

/** Members of `householdId` other than `userId` who have signed in at least once. */
export async function otherActiveMembers(db: Tx, householdId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.householdId, householdId), ne(users.id, userId), eq(users.emailVerified, true)));
  return Number(row.n);
}

/** Stored files of a household: receipt image keys and recipe image URLs. */
export async function householdFiles(db: Tx, householdId: string): Promise<{ receiptKeys: string[]; recipeImageUrls: string[] }> {
  const r = await db.select({ key: receipts.imageKey }).from(receipts).where(eq(receipts.householdId, householdId));
  const images = await db
    .select({ url: recipes.imageUrl })
    .from(recipes)
    .where(and(eq(recipes.householdId, householdId), sql`${recipes.imageUrl} is not null`));
  return { receiptKeys: r.map((x) => x.key), recipeImageUrls: images.map((x) => x.url!) };
}

/**
 * Delete a household and everything it owns: any user rows still in it first (user rows point at
 * the household without cascade), then the household row, whose delete
 * cascades to products, pantry items, history, recipes, plans, receipts, interactions, invites and
 * push subscriptions.
 */
export async function deleteHouseholdRows(db: Tx, householdId: string): Promise<void> {
  await db.delete(users).where(eq(users.householdId, householdId));
  await db.delete(households).where(eq(households.id, householdId));
}
