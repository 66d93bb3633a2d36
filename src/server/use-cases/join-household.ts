import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../shared/errors";
import { hasHouseholdData, type JoinMode } from "../../shared/schemas/households";
import type { AppDeps } from "../kernel/app-deps";
import type { Tx } from "../kernel/db";
import type { SessionUser } from "../kernel/session-user";
import { householdDataTables, moveTableRows, repointImageUrls } from "../modules/households/household-data-repository";
import { copiedImageKey, copyHouseholdImages, deleteHouseholdFiles } from "../modules/households/household-files";
import * as invites from "../modules/households/invitations-repository";
import { invitationStatus } from "../modules/households/invitations-service";
import * as households from "../modules/households/repository";

/**
 * POST /api/invitations/{id}/accept {mode}: the signed-in invitee joins the inviting household.
 * Only a session of the invited address can accept, only while the invitation is open, and only
 * once (the row is locked, then closed). What happens to the joiner's current household:
 * - other members remain: it stays theirs, untouched ("bring" is refused: it is theirs too);
 * - nobody else and nothing in it (samples do not count): it is removed;
 * - nobody else and data in it (any row a person made in any household data table,
 *   householdDataTables): "keep" leaves its data untouched, kept for the joiner (kept_by_user_id:
 *   deleted with their account; the invitations it sent are revoked, so nobody else walks into it
 *   later); "bring" moves all its data here (recipe images too) and then removes the emptied
 *   household.
 * The user's push subscriptions follow the user. Output: the new household id and whether the
 * former one was removed.
 * Steps:
 * 1. check the invitation (before copying any file); for "bring", copy the recipe images over;
 * 2. one transaction: lock the invitation and check it again (open, addressed to the caller), lock
 *    the caller's user row (still in the household they joined from), close the invitation,
 *    move the user (households repository), then for the former household: leave it to others,
 *    bring its rows (household data repository, table by table), keep it for the joiner (revoking
 *    its open invitations), or delete its rows;
 * 3. after commit: delete the removed household's stored files, or whichever image copies are
 *    not needed (the originals when the rows moved, else the copies); on failure, the copies.
 * @throws AppError NOT_FOUND unless addressed to the caller's address; CONFLICT when it is not
 *   open any more, or for "bring" out of a household others still share.
 */
export async function joinHousehold(
  deps: Pick<AppDeps, "db" | "storage" | "config">,
  user: SessionUser,
  input: { invitationId: string; mode: JoinMode },
  log: FastifyBaseLogger,
): Promise<{ householdId: string; formerHouseholdRemoved: boolean }> {
  const { invitationId: id, mode } = input;
  const now = new Date();
  // 1. Checked before copying any file; checked again under the lock below.
  const first = await invites.lockInvite(deps.db, id);
  if (!first || first.email !== user.email) throw new AppError("NOT_FOUND", "Invitation not found.");
  const to = first.householdId;
  const from = user.householdId;
  const copied = mode === "bring" && from !== to ? await copyHouseholdImages(deps.storage, from, to) : [];
  try {
    // 2.
    const out = await deps.db.transaction(async (tx) => {
      const invite = await invites.lockInvite(tx, id);
      if (!invite || invite.email !== user.email) throw new AppError("NOT_FOUND", "Invitation not found.");
      const status = invitationStatus(invite, now);
      if (status !== "open")
        throw new AppError("CONFLICT", `This invitation is ${status === "expired" ? "expired" : `already ${status}`}. Ask for a new one.`);
      if ((await households.lockUserHousehold(tx, user.id)) !== from)
        throw new AppError("CONFLICT", "Your household changed meanwhile. Please reload and try again.");
      await invites.closeInvite(tx, id, "acceptedAt", now);
      if (from === to) return { files: null, removed: false, imagesMoved: false };
      const others = await invites.otherMembers(tx, from, user.id);
      if (mode === "bring" && others > 0)
        throw new AppError(
          "CONFLICT",
          "Others still share your household, so its pantry and recipes stay with them. Choose to keep it instead.",
        );
      const empty = !hasHouseholdData(await invites.householdContents(tx, from));
      await households.moveUser(tx, user.id, to);
      if (others > 0) return { files: null, removed: false, imagesMoved: false };
      const stuck = mode === "bring" ? await bringRows(tx, from, to) : [];
      if (stuck.length) log.warn({ tables: stuck, from, to }, "some rows could not be brought along; the former household keeps them");
      const imagesMoved = mode === "bring" && !stuck.includes("recipe") && !stuck.includes("product");
      if (!(empty || (mode === "bring" && stuck.length === 0))) {
        // Kept with nobody in it: it is the joiner's (deleted with their account);
        // its open invitations would let others into the joiner's old data.
        await households.setKeptBy(tx, from, user.id);
        await invites.revokeAllOpenOf(tx, from, now);
        return { files: null, removed: false, imagesMoved };
      }
      const files = await households.householdFiles(tx, from);
      await households.deleteHouseholdRows(tx, from);
      return { files, removed: true, imagesMoved };
    });
    // 3.
    const warn = (err: unknown, key: string) => log.warn({ err, key }, "could not delete a stored file");
    if (out.files) await deleteHouseholdFiles(deps, from, out.files, warn);
    // The originals went with the rows (delete them), or the rows stayed (delete the copies).
    else
      for (const key of copied)
        await deps.storage.delete(out.imagesMoved ? key : copiedImageKey(key, from, to)).catch((err) => warn(err, key));
    return { householdId: to, formerHouseholdRemoved: out.removed };
  } catch (err) {
    for (const key of copied) await deps.storage.delete(copiedImageKey(key, from, to)).catch(() => {});
    throw err;
  }
}

/**
 * Move every household data table's rows from `from` to `to` (each in a savepoint) and point the
 * image URLs of the moved recipes and products at the copied files. Output: tables whose rows
 * could not move (a unique rule of the target refused them); their rows stay in `from`.
 */
async function bringRows(tx: Tx, from: string, to: string): Promise<string[]> {
  const tables = householdDataTables();
  const stuck: string[] = [];
  for (const table of tables) {
    try {
      await moveTableRows(tx, table, from, to);
    } catch {
      stuck.push(table);
    }
  }
  for (const table of (["recipe", "product"] as const).filter((t) => tables.includes(t) && !stuck.includes(t)))
    await repointImageUrls(tx, table, from, to);
  return stuck;
}
