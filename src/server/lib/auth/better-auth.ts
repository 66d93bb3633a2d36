import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins";
import { accounts, sessions, users, verifications } from "../../db/schema/auth";
import { withHashedSessionTokens } from "./session-token-hash";
import type { Db } from "../../kernel/db";
import type { AuthPort } from "../../kernel/ports/auth";

/** `metadata` key of signInMagicLink that marks a decoy link: created for equal timing, never sent. */
const DECOY = "decoy";

export type MagicLinkSender = (data: { email: string; token: string }) => Promise<void>;

/** What the sign-in engine needs: the database, the instance secret, the public URL, the link lifetime (seconds) and the mail step. */
export interface AuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  ttlSec: number;
  sendMagicLink: MagicLinkSender;
}

/**
 * The better-auth instance behind our own /auth routes. We only call `auth.api.*` from the
 * server; better-auth's HTTP handler is not mounted. Magic-link tokens are stored hashed
 * (SHA-256), single use, with `ttlSec` lifetime; session tokens are stored as their SHA-256 only
 * (session-token-hash.ts), so a database copy or backup holds no usable session. Sign-up through
 * the magic link is disabled because our sign-up route creates the user and household itself.
 */
export function createBetterAuth(opts: AuthOptions) {
  return betterAuth({
    appName: "Pantry → Meals",
    baseURL: opts.publicUrl,
    basePath: "/auth",
    secret: opts.secret,
    trustedOrigins: [opts.publicUrl],
    database: withHashedSessionTokens(
      drizzleAdapter(opts.db, {
        provider: "pg",
        schema: { user: users, session: sessions, account: accounts, verification: verifications },
      }),
    ),
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, input: false },
        lastName: { type: "string", required: false, input: false },
        householdId: { type: "string", required: false, input: false },
      },
    },
    advanced: {
      cookiePrefix: "pm",
      useSecureCookies: opts.publicUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      database: { generateId: "uuid" },
    },
    plugins: [
      magicLink({
        expiresIn: opts.ttlSec,
        storeToken: "hashed",
        disableSignUp: true,
        // A decoy link (requestMagicLink for an unknown address) is stored like a real one, then deleted, never mailed.
        sendMagicLink: async ({ email, token, metadata }) => {
          if (metadata?.[DECOY] !== true) await opts.sendMagicLink({ email, token });
        },
      }),
    ],
  });
}

/**
 * The app's AuthPort (kernel/ports/auth.ts) over better-auth: magic links, sessions, sign-out.
 * A bad token makes better-auth throw a redirect error; `verifyMagicLink` lets it propagate for
 * the auth service to answer 400, never 500.
 */
export function createAuth(opts: AuthOptions): AuthPort {
  const auth = createBetterAuth(opts);
  return {
    async sendMagicLink(email, headers, { decoy }) {
      await auth.api.signInMagicLink({ body: { email, ...(decoy ? { metadata: { [DECOY]: true } } : {}) }, headers });
    },
    async verifyMagicLink(token, headers) {
      const { headers: out } = await auth.api.magicLinkVerify({ query: { token }, headers, returnHeaders: true });
      return out.getSetCookie();
    },
    async sessionUser(headers) {
      const session = await auth.api.getSession({ headers });
      if (!session) return null;
      const u = session.user as typeof session.user & { firstName?: string; lastName?: string | null; householdId?: string };
      if (!u.householdId) return null;
      return { id: u.id, email: u.email, householdId: u.householdId, firstName: u.firstName ?? "", lastName: u.lastName ?? null };
    },
    async signOut(headers) {
      try {
        const { headers: out } = await auth.api.signOut({ headers, returnHeaders: true });
        return out.getSetCookie();
      } catch {
        return [];
      }
    },
  };
}
