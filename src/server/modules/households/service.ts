import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../../shared/errors";
import type { HouseholdMembers, InviteRequest } from "../../../shared/schemas/households";
import type { AppDeps } from "../../app-deps";
import { users } from "../../db/schema/auth";
import { householdInvites } from "../../db/schema/household-invites";
import { deleteMagicLinksFor, findUserByEmail } from "../auth/repository";
import { normalizeEmail, type SessionUser } from "../auth/service";
import { deleteHouseholdFiles } from "./household-files";
import { inviteNoticeMail } from "./invite-mail";
import * as repo from "./repository";
import { eq } from "drizzle-orm";

/** How long an invitation can be accepted (7 days). The magic link itself lasts MAGIC_LINK_TTL. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type Deps = Pick<AppDeps, "db" | "auth" | "mailer" | "storage" | "config">;

/** The caller's household: name, members (pending = never signed in) and open invitations. */
export async function householdMembers(db: AppDeps["db"], user: SessionUser): Promise<HouseholdMembers> {
  const [name, members, invites] = await Promise.all([
    repo.householdName(db, user.householdId),
    repo.listMembers(db, user.householdId),
    repo.openInvites(db, user.householdId),
  ]);
  const memberEmails = new Set(members.map((m) => m.email));
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
    invites: invites
      .filter((i) => !memberEmails.has(i.email))
      .map((i) => ({ id: i.id, email: i.email, expiresAt: i.expiresAt.toISOString() })),
  };
}

/**
 * Invite `body.email` into the caller's household by magic link. A new address gets an account
 * in this household right away (it signs in with the link); an address with an account elsewhere
 * gets an invitation tied to this very link: spending it moves that user here (joinByInvite).
 * Before the link mail, a short notice says who invited them and what joining means.
 * @throws AppError CONFLICT when the address already belongs to this household.
 */
export async function inviteMember(
  deps: Deps,
  user: SessionUser,
  body: InviteRequest,
  headers: Headers,
  log: FastifyBaseLogger,
): Promise<void> {
  const email = normalizeEmail(body.email);
  const existing = await findUserByEmail(deps.db, email);
  if (existing?.householdId === user.householdId && existing.emailVerified)
    throw new AppError("CONFLICT", `${email} is already a member of your household.`);
  if (!existing) {
    const firstName = body.firstName?.trim() ?? "";
    await deps.db
      .insert(users)
      .values({ email, name: firstName || email, firstName, householdId: user.householdId })
      .onConflictDoNothing();
  }
  const inviter = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
  const moving = Boolean(existing && existing.householdId !== user.householdId);
  deps.mailer
    .send(inviteNoticeMail({ to: email, inviter, moving }))
    .catch((err) => log.error({ err, to: email }, "Failed to send invite notice"));
  await deleteMagicLinksFor(deps.db, email);
  await deps.auth.api.signInMagicLink({ body: { email }, headers });
  const linkIdentifier = await repo.magicLinkIdentifierFor(deps.db, email);
  await deps.db.insert(householdInvites).values({
    householdId: user.householdId,
    email,
    invitedBy: user.id,
    linkIdentifier,
    expiresAt: new Date(Date.now() + INVITE_TTL_MS),
  });
}

/**
 * Called by the magic-link verification before the token is spent: the open invitation tied to
 * this link, or null (an ordinary sign-in link, or an expired/used invitation).
 */
export async function inviteForToken(db: AppDeps["db"], token: string) {
  const identifier = `magic-link:${createHash("sha256").update(token).digest("base64url")}`;
  return repo.inviteByLink(db, identifier);
}

/**
 * After the invite's link was spent: move its user into the inviting household and mark the
 * invitation accepted. When the user leaves a household with no other signed-in member, that
 * household is deleted with its files (the notice mail says so).
 */
export async function joinByInvite(
  deps: Pick<Deps, "db" | "storage"> & { config: { dataDir: string; storageUrl?: string } },
  invite: { id: string; householdId: string; email: string },
  log?: FastifyBaseLogger,
): Promise<void> {
  const user = await findUserByEmail(deps.db, invite.email);
  if (!user) return;
  const oldHousehold = user.householdId;
  const orphaned = await deps.db.transaction(async (tx) => {
    await tx.update(householdInvites).set({ acceptedAt: new Date() }).where(eq(householdInvites.id, invite.id));
    if (oldHousehold === invite.householdId) return null;
    await repo.moveUser(tx, user.id, invite.householdId);
    if ((await repo.otherActiveMembers(tx, oldHousehold, user.id)) > 0) return null;
    const files = await repo.householdFiles(tx, oldHousehold);
    await repo.deleteHouseholdRows(tx, oldHousehold);
    return files;
  });
  if (orphaned)
    await deleteHouseholdFiles(deps, oldHousehold, orphaned, (err, key) => log?.warn({ err, key }, "could not delete a stored file"));
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
