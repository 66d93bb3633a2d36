import { eq, like, sql, and } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { ProfileUpdate } from "../../../shared/schemas/account";
import type { AppDeps } from "../../app-deps";
import { users, verifications } from "../../db/schema/auth";
import { householdInvites } from "../../db/schema/household-invites";
import type { SessionUser } from "../auth/service";
import { deleteHouseholdFiles } from "../households/household-files";
import * as households from "../households/repository";

/**
 * DELETE /api/account: remove the user with everything that is theirs alone — sessions, sign-in
 * accounts, settings, recipe feedback and push subscriptions (all cascade from the user row),
 * pending sign-in links and invitations to their e-mail. When no other signed-in member is left,
 * the household goes too (pantry, recipes, plans, history, receipts, invitations, never-used
 * invitee accounts) and then its stored files. Households the user kept on joining another one
 * (household.kept_by_user_id, issue 19) are theirs alone: they go too, with their stored files.
 * Other households are never touched. History rows the user wrote in a household that stays keep
 * their content without the user (user_id null).
 * Output: whether the user's current household was deleted.
 */
export async function deleteAccount(
  deps: Pick<AppDeps, "db" | "storage" | "config">,
  user: SessionUser,
  log: FastifyBaseLogger,
): Promise<{ householdDeleted: boolean }> {
  const gone = await deps.db.transaction(async (tx) => {
    const others = await households.otherActiveMembers(tx, user.householdId, user.id);
    const kept = (await households.keptHouseholdsOf(tx, user.id)).map((h) => h.id).filter((id) => id !== user.householdId);
    const doomed = [...(others === 0 ? [user.householdId] : []), ...kept];
    const files = await Promise.all(doomed.map(async (id) => ({ id, files: await households.householdFiles(tx, id) })));
    await tx.delete(users).where(eq(users.id, user.id));
    await tx
      .delete(verifications)
      .where(and(like(verifications.identifier, "magic-link:%"), sql`(${verifications.value})::jsonb->>'email' = ${user.email}`));
    await tx.delete(householdInvites).where(eq(householdInvites.email, user.email));
    for (const id of doomed) await households.deleteHouseholdRows(tx, id);
    return files;
  });
  for (const h of gone)
    await deleteHouseholdFiles(deps, h.id, h.files, (err, key) => log.warn({ err, key }, "could not delete a stored file"));
  return { householdDeleted: gone.some((h) => h.id === user.householdId) };
}

/** PUT /api/account/profile: set first and last name (an empty last name is stored as null). */
export async function updateProfile(db: AppDeps["db"], user: SessionUser, body: ProfileUpdate) {
  const lastName = body.lastName?.trim() || null;
  const [row] = await db
    .update(users)
    .set({ firstName: body.firstName, lastName, name: [body.firstName, lastName].filter(Boolean).join(" "), updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return { id: row.id, email: row.email, householdId: row.householdId, firstName: row.firstName, lastName: row.lastName };
}
