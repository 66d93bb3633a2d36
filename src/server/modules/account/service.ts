import type { ProfileUpdate } from "../../../shared/schemas/account";
import type { Tx } from "../../kernel/db";
import type { SessionUser } from "../../kernel/session-user";
import { updateUserNames } from "./repository";

/** PUT /api/account/profile: set first and last name (an empty last name is stored as null). */
export async function updateProfile(db: Tx, user: SessionUser, body: ProfileUpdate) {
  const lastName = body.lastName?.trim() || null;
  const row = await updateUserNames(db, user.id, {
    firstName: body.firstName,
    lastName,
    name: [body.firstName, lastName].filter(Boolean).join(" "),
  });
  return { id: row.id, email: row.email, householdId: row.householdId, firstName: row.firstName, lastName: row.lastName };
}
