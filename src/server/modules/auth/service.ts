import type { FastifyBaseLogger } from "fastify";
import { normalizeEmail } from "../../../shared/domain/email";
import { AppError } from "../../../shared/errors";
import type { MagicLinkRequest } from "../../../shared/schemas/auth";
import { createUserWithHousehold, deleteMagicLinksFor, findMagicLinkEmail, findUserByEmail } from "./repository";
import type { Db } from "../../kernel/db";
import type { AuthPort } from "../../kernel/ports/auth";

/**
 * Sign-in or sign-up by magic link. The answer never tells whether the address has an account:
 * sign-in for an unknown address sends nothing; sign-up for a known address sends a sign-in link.
 * Sign-up creates the user (unverified until the link is used) and its household.
 */
export async function requestMagicLink(deps: { db: Db; auth: AuthPort; log: FastifyBaseLogger }, body: MagicLinkRequest, headers: Headers) {
  const email = normalizeEmail(body.email);
  let user = await findUserByEmail(deps.db, email);
  if (!user && body.firstName) {
    user = (await createUserWithHousehold(deps.db, { email, firstName: body.firstName, lastName: body.lastName || undefined })) ?? null;
  }
  // Same work on both paths keeps the answer time similar for known and unknown e-mails: an
  // unknown address gets a decoy link (created like a real one, never mailed) that is deleted at once.
  await deleteMagicLinksFor(deps.db, email);
  await deps.auth.sendMagicLink(email, headers, { decoy: !user });
  if (!user) await deleteMagicLinksFor(deps.db, email);
}

/**
 * Spend a magic-link token (POST only) and start a session. It only signs in: household
 * invitations are separate (households/invitations-service.ts) and never ride on a sign-in link.
 * @returns the Set-Cookie headers to forward and whether the user signed in for the first time.
 * @throws AppError BAD_REQUEST for an unknown, used or expired token.
 */
export async function verifyMagicLink(deps: { db: Db; auth: AuthPort }, token: string, headers: Headers) {
  // First confirmation of a sign-up = the account's e-mail was not verified before this token.
  const pendingEmail = await findMagicLinkEmail(deps.db, token);
  const before = pendingEmail ? await findUserByEmail(deps.db, pendingEmail) : null;
  let setCookie: string[];
  try {
    setCookie = await deps.auth.verifyMagicLink(token, headers);
  } catch {
    // better-auth answers a bad token with a redirect error; never let it become a 500.
    throw new AppError("BAD_REQUEST", "This sign-in link is invalid or has expired. Please request a new one.");
  }
  return { setCookie, isNewUser: before ? !before.emailVerified : false };
}

