import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../kernel/app-deps";
import type { SessionUser } from "../kernel/session-user";
import { deleteUser } from "../modules/account/repository";
import { deleteMagicLinksFor } from "../modules/auth/repository";
import { deleteHouseholdFiles } from "../modules/households/household-files";
import { deleteInvitesTo } from "../modules/households/invitations-repository";
import * as households from "../modules/households/repository";

/**
 * DELETE /api/account: remove the user with everything that is theirs alone — sessions, sign-in
 * accounts, settings, recipe feedback and push subscriptions (all cascade from the user row),
 * pending sign-in links and invitations to their e-mail. When no other signed-in member is left,
 * the household goes too (pantry, recipes, plans, history, receipts, invitations, never-used
 * invitee accounts) and then its stored files. Households the user kept on joining another one
 * (household.kept_by_user_id, issue 19) are theirs alone: they go too, with their stored files.
 * Other households are never touched. History rows the user wrote in a household that stays keep
 * their content without the user (user_id null).
 * Steps:
 * 1. one transaction: find the households that go (the current one when no other signed-in member
 *    is left, and the kept ones) and their stored files (households repository); delete the user
 *    (account repository), their pending sign-in links (auth repository), invitations to their
 *    address (invitations repository) and the households' rows (households repository);
 * 2. after commit: delete those households' stored files (failures are only logged).
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
    await deleteUser(tx, user.id);
    await deleteMagicLinksFor(tx, user.email);
    await deleteInvitesTo(tx, user.email);
    for (const id of doomed) await households.deleteHouseholdRows(tx, id);
    return files;
  });
  for (const h of gone)
    await deleteHouseholdFiles(deps, h.id, h.files, (err, key) => log.warn({ err, key }, "could not delete a stored file"));
  return { householdDeleted: gone.some((h) => h.id === user.householdId) };
}
