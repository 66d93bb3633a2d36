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
 * The check for `Authorization: Bearer <token>` requests (modules/api-tokens/bearer.ts): given the
 * token ("" when the header is malformed) and the request, the user the token acts for.
 * @throws AppError (401 bad token, 403 route not open to tokens, 429 too many calls)
 */
export type BearerCheck = (token: string, req: FastifyRequest) => Promise<SessionUser>;

/**
 * The token of an `Authorization: Bearer …` header: the token, "" when the header names the
 * Bearer scheme without a usable token, null when there is no bearer header.
 */
export function bearerTokenOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== "string" || !/^bearer(\s|$)/i.test(header.trim())) return null;
  const m = /^Bearer[ \t]+([\x21-\x7e]+)[ \t]*$/i.exec(header.trim());
  return m ? m[1] : "";
}

/**
 * Adds `onRequest` to the given (encapsulated) scope: every route in it needs a signed-in user,
 * else 401. `req.user` is then the session's user with its householdId.
 * A request with `Authorization: Bearer …` is judged by `bearer` alone (its cookies are not read):
 * without a `bearer` check such a request answers 401.
 */
export function requireSession(scope: FastifyInstance, auth: AuthPort, bearer?: BearerCheck): void {
  scope.decorateRequest("user", null);
  scope.addHook("onRequest", async (req) => {
    const token = bearerTokenOf(req);
    if (token !== null) {
      if (!bearer) throw new AppError("UNAUTHENTICATED", "Please sign in.");
      req.user = await bearer(token, req);
      return;
    }
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
