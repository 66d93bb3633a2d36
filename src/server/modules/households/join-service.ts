import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../../shared/errors";
import { hasHouseholdData, type JoinMode } from "../../../shared/schemas/households";
import type { AppDeps } from "../../app-deps";
import { users } from "../../db/schema/auth";
import type { Storage } from "../../lib/storage";
import type { SessionUser } from "../auth/service";
import { deleteHouseholdFiles } from "./household-files";
import { householdDataTables } from "./household-tables";
import * as invites from "./invitations-repository";
import { invitationStatus } from "./invitations-service";
import * as repo from "./repository";

type Deps = Pick<AppDeps, "db" | "storage" | "config">;

const imagePrefix = (householdId: string) => `recipe-images/${householdId}/`;

/** Copy every stored recipe image of `from` to the same file name under `to`; returns the source keys. */
async function copyImages(storage: Storage, from: string, to: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list(imagePrefix(from))) keys.push(key);
  for (const key of keys) {
    const obj = await storage.get(key);
    if (obj) await storage.put(imagePrefix(to) + key.slice(imagePrefix(from).length), obj.bytes, obj.contentType);
  }
  return keys;
}

/**
 * Move every brought table's rows from household `from` to `to` (each in a savepoint) and point
 * image URLs of the moved recipes and products at the copied files. Output: tables whose rows
 * could not move (a unique rule of the target refused them); their rows stay in `from`.
 */
async function bringRows(tx: repo.Tx, from: string, to: string): Promise<string[]> {
  const tables = householdDataTables();
  const stuck: string[] = [];
  for (const table of tables) {
    try {
      await tx.transaction(async (sp) => {
        await sp.execute(sql`update ${sql.identifier(table)} set household_id = ${to} where household_id = ${from}`);
      });
    } catch {
      stuck.push(table);
    }
  }
  const [oldUrl, newUrl] = [`/api/images/${from}/`, `/api/images/${to}/`];
  for (const table of ["recipe", "product"].filter((t) => tables.includes(t) && !stuck.includes(t))) {
    await tx.execute(sql`update ${sql.identifier(table)} set image_url = ${newUrl} || substr(image_url, ${oldUrl.length + 1})
      where household_id = ${to} and starts_with(image_url, ${oldUrl})`);
  }
  return stuck;
}

/**
 * POST /api/invitations/{id}/accept {mode}: the signed-in invitee joins the inviting household.
 * Only a session of the invited address can accept, only while the invitation is open, and only
 * once (the row is locked, then closed). What happens to the joiner's current household:
 * - other members remain: it stays theirs, untouched ("bring" is refused: it is theirs too);
 * - nobody else and nothing in it (samples do not count): it is removed;
 * - nobody else and data in it (any row a person made in any household data table,
 *   householdDataTables): "keep" leaves its data untouched, kept for the joiner (kept_by_user_id:
 *   deleted with their account; the invitations it sent are
 *   revoked, so nobody else walks into it later); "bring"
 *   moves all its data here (recipe images too) and then removes the emptied household.
 * The user's push subscriptions follow the user. Output: the new household id and whether the
 * former one was removed.
 * @throws AppError NOT_FOUND unless addressed to the caller's address; CONFLICT when it is not
 *   open any more, or for "bring" out of a household others still share.
 */
export async function acceptInvitation(
  deps: Deps,
  user: SessionUser,
  id: string,
  mode: JoinMode,
  log: FastifyBaseLogger,
): Promise<{ householdId: string; formerHouseholdRemoved: boolean }> {
  const now = new Date();
  // Checked before copying any file; checked again under the lock below.
  const first = await invites.lockInvite(deps.db, id);
  if (!first || first.email !== user.email) throw new AppError("NOT_FOUND", "Invitation not found.");
  const to = first.householdId;
  const from = user.householdId;
  const copied = mode === "bring" && from !== to ? await copyImages(deps.storage, from, to) : [];
  try {
    const out = await deps.db.transaction(async (tx) => {
      const invite = await invites.lockInvite(tx, id);
      if (!invite || invite.email !== user.email) throw new AppError("NOT_FOUND", "Invitation not found.");
      const status = invitationStatus(invite, now);
      if (status !== "open")
        throw new AppError("CONFLICT", `This invitation is ${status === "expired" ? "expired" : `already ${status}`}. Ask for a new one.`);
      const [me] = await tx.select({ householdId: users.householdId }).from(users).where(eq(users.id, user.id)).for("update");
      if (!me || me.householdId !== from) throw new AppError("CONFLICT", "Your household changed meanwhile. Please reload and try again.");
      await invites.closeInvite(tx, id, "acceptedAt", now);
      if (from === to) return { files: null, removed: false, imagesMoved: false };
      const others = await invites.otherMembers(tx, from, user.id);
      if (mode === "bring" && others > 0)
        throw new AppError(
          "CONFLICT",
          "Others still share your household, so its pantry and recipes stay with them. Choose to keep it instead.",
        );
      const empty = !hasHouseholdData(await invites.householdContents(tx, from));
      await repo.moveUser(tx, user.id, to);
      if (others > 0) return { files: null, removed: false, imagesMoved: false };
      const stuck = mode === "bring" ? await bringRows(tx, from, to) : [];
      if (stuck.length) log.warn({ tables: stuck, from, to }, "some rows could not be brought along; the former household keeps them");
      const imagesMoved = mode === "bring" && !stuck.includes("recipe") && !stuck.includes("product");
      if (!(empty || (mode === "bring" && stuck.length === 0))) {
        // Kept with nobody in it: it is the joiner's (deleted with their account);
        // its open invitations would let others into the joiner's old data.
        await repo.setKeptBy(tx, from, user.id);
        await invites.revokeAllOpenOf(tx, from, now);
        return { files: null, removed: false, imagesMoved };
      }
      const files = await repo.householdFiles(tx, from);
      await repo.deleteHouseholdRows(tx, from);
      return { files, removed: true, imagesMoved };
    });
    const warn = (err: unknown, key: string) => log.warn({ err, key }, "could not delete a stored file");
    if (out.files) await deleteHouseholdFiles(deps, from, out.files, warn);
    // The originals went with the rows (delete them), or the rows stayed (delete the copies).
    else
      for (const key of copied)
        await deps.storage
          .delete(out.imagesMoved ? key : imagePrefix(to) + key.slice(imagePrefix(from).length))
          .catch((err) => warn(err, key));
    return { householdId: to, formerHouseholdRemoved: out.removed };
  } catch (err) {
    for (const key of copied) await deps.storage.delete(imagePrefix(to) + key.slice(imagePrefix(from).length)).catch(() => {});
    throw err;
  }
}
