import { AppError } from "../../../shared/errors";
import type { HouseholdMembers } from "../../../shared/schemas/households";
import type { AppDeps } from "../../kernel/app-deps";
import * as invites from "./invitations-repository";
import * as repo from "./repository";
import type { SessionUser } from "../../kernel/session-user";

/** The caller's household: name, members (pending = never signed in) and its open invitations. */
export async function householdMembers(db: AppDeps["db"], user: SessionUser): Promise<HouseholdMembers> {
  const [name, members, open] = await Promise.all([
    repo.householdName(db, user.householdId),
    repo.listMembers(db, user.householdId),
    invites.openInvitesOf(db, user.householdId, new Date()),
  ]);
  return {
    householdId: user.householdId,
    name: name ?? "",
    members: members.map((m) => ({
      id: m.id,
      email: m.email,
      firstName: m.firstName,
      lastName: m.lastName,
      pending: !m.emailVerified,
      isYou: m.id === user.id,
    })),
    invites: open.map((i) => ({
      id: i.id,
      email: i.email,
      expiresAt: i.expiresAt.toISOString(),
      createdAt: i.createdAt.toISOString(),
      invitedBy: i.invitedBy,
    })),
  };
}

/**
 * Leave the household: the caller gets a new, empty household of their own; the others keep
 * the shared pantry, recipes and plans. Output: the new household id.
 * @throws AppError CONFLICT when nobody else (signed in) is in the household.
 */
export async function leaveHousehold(db: AppDeps["db"], user: SessionUser): Promise<string> {
  return db.transaction(async (tx) => {
    if ((await repo.otherActiveMembers(tx, user.householdId, user.id)) === 0)
      throw new AppError("CONFLICT", "You are the only member of this household, so there is nothing to leave.");
    const id = await repo.createHousehold(tx, `${user.firstName || "My"}'s household`);
    await repo.moveUser(tx, user.id, id);
    return id;
  });
}
