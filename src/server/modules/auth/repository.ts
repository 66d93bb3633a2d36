import { createHash, randomBytes } from "node:crypto";
import { and, eq, like, sql } from "drizzle-orm";
import { appSettings, households } from "../../db/schema/households";
import { users, verifications } from "../../db/schema/auth";
import type { Tx } from "../../kernel/db";

/** The instance's auth secret: generated once, stored in the database so every process shares it. */
export async function loadOrCreateSecret(db: Tx): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: "auth_secret", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, "auth_secret"));
  return row.value;
}

export async function findUserByEmail(db: Tx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

/** Create a household and its first member in one transaction (sign-up). */
export async function createUserWithHousehold(db: Tx, p: { email: string; firstName: string; lastName?: string }) {
  return db.transaction(async (tx) => {
    const [household] = await tx
      .insert(households)
      .values({ name: `${p.firstName}'s household` })
      .returning();
    const [user] = await tx
      .insert(users)
      .values({
        email: p.email,
        name: [p.firstName, p.lastName].filter(Boolean).join(" "),
        firstName: p.firstName,
        lastName: p.lastName ?? null,
        householdId: household.id,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!user) tx.rollback();
    return user;
  });
}

/** A new link voids older ones: delete every pending magic-link token for this e-mail. */
export async function deleteMagicLinksFor(db: Tx, email: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, "magic-link:%"), sql`(${verifications.value})::jsonb->>'email' = ${email}`));
}

/**
 * The e-mail a pending magic-link token was issued for, or null. better-auth stores
 * "magic-link:" + base64url(SHA-256(token)) as the identifier (storeToken: "hashed").
 */
export async function findMagicLinkEmail(db: Tx, token: string): Promise<string | null> {
  const identifier = `magic-link:${createHash("sha256").update(token).digest("base64url")}`;
  const [row] = await db.select().from(verifications).where(eq(verifications.identifier, identifier));
  if (!row) return null;
  try {
    return (JSON.parse(row.value) as { email?: string }).email ?? null;
  } catch {
    return null;
  }
}
