import type { SessionUser } from "../session-user";

/**
 * The sign-in engine: e-mail magic links and sessions (better-auth, lib/auth/better-auth.ts).
 * Headers are the request's (a WHATWG Headers object); the Set-Cookie values returned are to be
 * forwarded to the browser as they are.
 */
export interface AuthPort {
  /**
   * Store a single-use magic link for `email` and mail it. With `decoy` the link is stored like a
   * real one (for equal timing) and never mailed; the caller deletes it.
   */
  sendMagicLink(email: string, headers: Headers, opts: { decoy: boolean }): Promise<void>;
  /**
   * Spend a magic-link token and start a session.
   * @returns the Set-Cookie headers of the new session
   * @throws Error for an unknown, used or expired token
   */
  verifyMagicLink(token: string, headers: Headers): Promise<string[]>;
  /** The session's user, or null when signed out, revoked, expired or without a household. */
  sessionUser(headers: Headers): Promise<SessionUser | null>;
  /** Revoke the session; the Set-Cookie headers that clear the cookie ([] when there was none). */
  signOut(headers: Headers): Promise<string[]>;
}
