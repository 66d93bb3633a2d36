import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../../shared/errors";
import type { MagicLinkRequest } from "../../../shared/schemas/auth";
import type { Db } from "../../db/client";
import { DECOY, type Auth } from "./better-auth";
import { createUserWithHousehold, deleteMagicLinksFor, findMagicLinkEmail, findUserByEmail } from "./repository";

/** The signed-in user as routes see it (SPEC §3 User plus names). */
export interface SessionUser {
  id: string;
  email: string;
  householdId: string;
  firstName: string;
  lastName: string | null;
}

/** Lower-cases and trims an e-mail so one mailbox is one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Sign-in or sign-up by magic link. The answer never tells whether the address has an account:
 * sign-in for an unknown address sends nothing; sign-up for a known address sends a sign-in link.
 * Sign-up creates the user (unverified until the link is used) and its household.
 */
export async function requestMagicLink(deps: { db: Db; auth: Auth; log: FastifyBaseLogger }, body: MagicLinkRequest, headers: Headers) {
  const email = normalizeEmail(body.email);
  let user = await findUserByEmail(deps.db, email);
  if (!user && body.firstName) {
    user = (await createUserWithHousehold(deps.db, { email, firstName: body.firstName, lastName: body.lastName || undefined })) ?? null;
  }
  // Same work on both paths keeps the answer time similar for known and unknown e-mails: an
  // unknown address gets a decoy link (created like a real one, never mailed) that is deleted at once.
  await deleteMagicLinksFor(deps.db, email);
  await deps.auth.api.signInMagicLink({ body: { email, ...(user ? {} : { metadata: { [DECOY]: true } }) }, headers });
  if (!user) await deleteMagicLinksFor(deps.db, email);
}

/**
 * Spend a magic-link token (POST only) and start a session. It only signs in: household
 * invitations are separate (households/invitations-service.ts) and never ride on a sign-in link.
 * @returns the Set-Cookie headers to forward and whether the user signed in for the first time.
 * @throws AppError BAD_REQUEST for an unknown, used or expired token.
 */
export async function verifyMagicLink(deps: { db: Db; auth: Auth }, token: string, headers: Headers) {
  // First confirmation of a sign-up = the account's e-mail was not verified before this token.
  const pendingEmail = await findMagicLinkEmail(deps.db, token);
  const before = pendingEmail ? await findUserByEmail(deps.db, pendingEmail) : null;
  let setCookie: string[];
  try {
    const { headers: out } = await deps.auth.api.magicLinkVerify({ query: { token }, headers, returnHeaders: true });
    setCookie = out.getSetCookie();
  } catch {
    // better-auth answers a bad token with a redirect error; never let it become a 500.
    throw new AppError("BAD_REQUEST", "This sign-in link is invalid or has expired. Please request a new one.");
  }
  return { setCookie, isNewUser: before ? !before.emailVerified : false };
}

/** The session's user, or null when signed out or the session was revoked/expired. */
export async function getSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const u = session.user as typeof session.user & { firstName?: string; lastName?: string | null; householdId?: string };
  if (!u.householdId) return null;
  return { id: u.id, email: u.email, householdId: u.householdId, firstName: u.firstName ?? "", lastName: u.lastName ?? null };
}

/** Revoke the session server-side; returns the Set-Cookie headers that clear the cookie. */
export async function signOut(auth: Auth, headers: Headers): Promise<string[]> {
  try {
    const { headers: out } = await auth.api.signOut({ headers, returnHeaders: true });
    return out.getSetCookie();
  } catch {
    return [];
  }
}
