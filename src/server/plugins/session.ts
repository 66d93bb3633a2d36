import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../shared/errors";
import type { AuthPort } from "../kernel/ports/auth";
import type { SessionUser } from "../kernel/session-user";

/** Fastify request headers as a WHATWG Headers object (what better-auth reads). */
export function toHeaders(req: FastifyRequest): Headers {
  const h = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => h.append(k, x));
    else if (v !== undefined) h.set(k, String(v));
  }
  return h;
}

/**
 * Adds `onRequest` to the given (encapsulated) scope: every route in it needs a signed-in user,
 * else 401. `req.user` is then the session's user with its householdId.
 */
export function requireSession(scope: FastifyInstance, auth: AuthPort): void {
  scope.decorateRequest("user", null);
  scope.addHook("onRequest", async (req) => {
    req.user = await auth.sessionUser(toHeaders(req));
    if (!req.user) throw new AppError("UNAUTHENTICATED", "Please sign in.");
  });
}

/** The signed-in user of a request inside a `requireSession` scope. */
export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw new AppError("UNAUTHENTICATED", "Please sign in.");
  return req.user;
}

/**
 * Household access: the household in a path must be the caller's own. Another household's id
 * answers 404 (not 403) so ids of other households cannot be probed.
 */
export function assertHousehold(req: FastifyRequest, householdId: string): SessionUser {
  const user = currentUser(req);
  if (user.householdId !== householdId) throw new AppError("NOT_FOUND", "Household not found");
  return user;
}
