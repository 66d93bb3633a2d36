import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins";
import type { Db } from "../../db/client";
import { accounts, sessions, users, verifications } from "../../db/schema/auth";
import { withHashedSessionTokens } from "./session-token-hash";

/** `metadata` key of signInMagicLink that marks a decoy link: created for equal timing, never sent. */
export const DECOY = "decoy";

export type MagicLinkSender = (data: { email: string; token: string }) => Promise<void>;

/**
 * The better-auth instance behind our own /auth routes. We only call `auth.api.*` from the
 * server; better-auth's HTTP handler is not mounted. Magic-link tokens are stored hashed
 * (SHA-256), single use, with `ttlSec` lifetime; session tokens are stored as their SHA-256 only
 * (session-token-hash.ts), so a database copy or backup holds no usable session. Sign-up through
 * the magic link is disabled because our sign-up route creates the user and household itself.
 */
export function createAuth(opts: { db: Db; secret: string; publicUrl: string; ttlSec: number; sendMagicLink: MagicLinkSender }) {
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

export type Auth = ReturnType<typeof createAuth>;
