import { createHash, randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../../shared/errors";
import type { InvitationPreview, InvitationStatus, InviteRequest, ReceivedInvitations } from "../../../shared/schemas/households";
import type { AppDeps } from "../../kernel/app-deps";
import { invitationMail } from "./invitation-mail";
import * as invites from "./invitations-repository";
import * as repo from "./repository";
import type { SessionUser } from "../../kernel/session-user";

import { normalizeEmail } from "../../../shared/domain/email";
/** How long an invitation can be accepted: 7 days (issue 19). */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Per inviter: at most this many invitations in INVITE_WINDOW_MS (more answer 429). */
export const INVITES_PER_INVITER = 10;
/**
 * Per recipient address: at most this many invitation e-mails in INVITE_WINDOW_MS, from all
 * households together. Later invitations are still stored and shown to the invitee in the app,
 * only not mailed, so no household can flood a mailbox, and none can block another's invitation.
 */
export const INVITE_MAILS_PER_RECIPIENT = 3;
export const INVITE_WINDOW_MS = 24 * 60 * 60 * 1000;

const NOT_FOUND = "Invitation not found.";

/** hex SHA-256 of an invitation token: the only form stored. */
export const hashInviteToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The state of an invitation row at `now`. */
export function invitationStatus(row: invites.InviteRow, now: Date = new Date()): InvitationStatus {
  if (row.acceptedAt) return "accepted";
  if (row.revokedAt) return "revoked";
  if (row.declinedAt) return "declined";
  return row.expiresAt > now ? "open" : "expired";
}

const displayName = (u: Pick<SessionUser, "firstName" | "lastName" | "email">) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email;

/**
 * POST /api/households/invites: invite `body.email` into the caller's household. Stores an
 * invitation (random token, SHA-256 stored, 7 days, bound to the address) and mails the link to
 * /invite?token=…; an earlier open invitation of this household to the same address is revoked.
 * It creates no account, moves nobody and touches no sign-in link. The answer is the same whether
 * the address has an account or not (it is never looked up).
 * Both limits are counted inside the inserting transaction under locks (atomic: a burst of
 * concurrent requests cannot exceed them).
 * @throws AppError CONFLICT when the address is the caller's own or already a member here;
 *   RATE_LIMITED past INVITES_PER_INVITER invitations in 24 hours.
 */
export async function createInvitation(
  deps: Pick<AppDeps, "db" | "mailer" | "config">,
  user: SessionUser,
  body: InviteRequest,
  log: FastifyBaseLogger,
): Promise<void> {
  const email = normalizeEmail(body.email);
  const now = new Date();
  const members = await repo.listMembers(deps.db, user.householdId);
  if (members.some((m) => m.email === email)) throw new AppError("CONFLICT", `${email} is already a member of your household.`);
  const since = new Date(now.getTime() - INVITE_WINDOW_MS);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
  const mailsBefore = await deps.db.transaction(async (tx) => {
    // Counted and inserted under locks (the inviter's user row, then the address), so a burst of
    // requests cannot all see the same count and pass together.
    await invites.lockInviterAndAddress(tx, user.id, email);
    if ((await invites.countSentBy(tx, user.id, since)) >= INVITES_PER_INVITER)
      throw new AppError("RATE_LIMITED", `You can send ${INVITES_PER_INVITER} invitations a day. Please try again tomorrow.`);
    const sent = await invites.countSentTo(tx, email, since);
    await invites.revokeOpenFor(tx, user.householdId, email, now);
    await invites.insertInvite(tx, {
      householdId: user.householdId,
      email,
      invitedBy: user.id,
      tokenHash: hashInviteToken(token),
      expiresAt,
      createdAt: now,
    });
    return sent;
  });
  if (mailsBefore >= INVITE_MAILS_PER_RECIPIENT) {
    log.info({ to: email }, "invitation stored without e-mail: the address got enough invitation mails today");
    return;
  }
  const householdName = (await repo.householdName(deps.db, user.householdId)) ?? "";
  const mail = invitationMail({
    to: email,
    inviterName: displayName(user),
    inviterEmail: user.email,
    householdName,
    publicUrl: deps.config.publicUrl,
    token,
    expiresAt,
  });
  // In the background: the answer must not wait for (or reveal anything about) delivery.
  deps.mailer.send(mail).catch((err) => log.error({ err, to: email }, "Failed to send invitation mail"));
}

/**
 * DELETE /api/households/invites/{id}: withdraw an open invitation of the caller's household; its
 * link stops working at once.
 * @throws AppError NOT_FOUND for an unknown id or another household's invitation; CONFLICT when it
 *   was already accepted, declined, revoked or has expired.
 */
export async function revokeInvitation(db: AppDeps["db"], user: SessionUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await invites.lockInvite(tx, id);
    if (!row || row.householdId !== user.householdId) throw new AppError("NOT_FOUND", NOT_FOUND);
    const status = invitationStatus(row);
    if (status !== "open") throw new AppError("CONFLICT", `This invitation is already ${status}.`);
    await invites.closeInvite(tx, id, "revokedAt", new Date());
  });
}

/**
 * POST /auth/invitation {token}: what an invitation link shows, signed in or not — who (name and
 * address) invites which address to which household, until when, and its state. Looking spends
 * nothing (mail scanners may open links).
 * @throws AppError NOT_FOUND for a token that matches no invitation.
 */
export async function previewInvitation(db: AppDeps["db"], token: string): Promise<InvitationPreview> {
  const row = await invites.inviteByTokenHash(db, hashInviteToken(token));
  if (!row) throw new AppError("NOT_FOUND", "This invitation link is invalid. Ask for a new invitation.");
  return {
    id: row.invite.id,
    email: row.invite.email,
    inviterName: row.inviterName,
    inviterEmail: row.inviterEmail,
    householdName: row.householdName,
    expiresAt: row.invite.expiresAt.toISOString(),
    status: invitationStatus(row.invite),
  };
}

/**
 * GET /api/invitations: open invitations addressed to the caller's own address (any other
 * household), newest first, and what the caller's current household holds, so the app can say
 * exactly what joining does to it.
 */
export async function receivedInvitations(db: AppDeps["db"], user: SessionUser): Promise<ReceivedInvitations> {
  const [rows, name, others, contents] = await Promise.all([
    invites.openInvitesTo(db, user.email, user.householdId, new Date()),
    repo.householdName(db, user.householdId),
    invites.otherMembers(db, user.householdId, user.id),
    invites.householdContents(db, user.householdId),
  ]);
  return {
    invitations: rows.map((r) => ({ ...r, expiresAt: r.expiresAt.toISOString() })),
    current: { name: name ?? "", otherMembers: others, ...contents },
  };
}

/**
 * POST /api/invitations/{id}/decline: the invitee says no; the link stops working.
 * @throws AppError NOT_FOUND unless the invitation is addressed to the caller's address;
 *   CONFLICT when it is no longer open.
 */
export async function declineInvitation(db: AppDeps["db"], user: SessionUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await invites.lockInvite(tx, id);
    if (!row || row.email !== user.email) throw new AppError("NOT_FOUND", NOT_FOUND);
    const status = invitationStatus(row);
    if (status !== "open") throw new AppError("CONFLICT", `This invitation is already ${status}.`);
    await invites.closeInvite(tx, id, "declinedAt", new Date());
  });
}
