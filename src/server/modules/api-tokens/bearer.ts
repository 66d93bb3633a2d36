import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../../shared/errors";
import type { AppDeps } from "../../kernel/app-deps";
import type { SessionUser } from "../../kernel/session-user";
import { hashSecretToken } from "../../lib/secret-token";
import { findTokenUser, touchApiToken } from "./repository";

/**
 * The routes a personal API token may call (issue 23 item 5: read the pantry, add pantry items,
 * read the meal plan), as "METHOD /url-pattern" of the registered routes. Every other route of
 * the signed-in scope answers 403 to a token. The OpenAPI document marks exactly these with the
 * bearer security scheme (app.ts).
 */
export const API_TOKEN_ROUTES: ReadonlySet<string> = new Set([
  "GET /api/pantry/:householdId",
  "POST /api/pantry",
  "GET /api/meal-plans/:householdId",
]);

/** The 403 text for a route tokens may not call. */
export const TOKEN_ROUTE_FORBIDDEN =
  "API tokens can only read the pantry (GET /api/pantry/{householdId}), add pantry items (POST /api/pantry) and read the meal plan (GET /api/meal-plans/{householdId}). Sign in for everything else.";
/** The 401 text for an unknown or revoked token. */
export const TOKEN_INVALID = "This API token is not valid: it was revoked, or its person left the household.";
/** The 429 text when one token made too many calls. */
export const TOKEN_RATE_LIMITED = "Too many requests with this API token. Please wait a few minutes and try again.";

/** Whether `method` + route pattern `url` is one a token may call (HEAD counts as its GET). */
export function isTokenRoute(method: string, url: string | undefined): boolean {
  const m = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  return url !== undefined && API_TOKEN_ROUTES.has(`${m} ${url}`);
}

/**
 * The bearer check the signed-in scope runs instead of the session cookie when a request carries
 * `Authorization: Bearer …` (plugins/session.ts). Built once per app (it creates the per-token
 * rate limit of @fastify/rate-limit, whose counts live where the app's other limits live: Redis,
 * PostgreSQL or memory).
 * Order: unknown, revoked or orphaned token → 401 (TOKEN_INVALID); a route outside API_TOKEN_ROUTES
 * → 403 (TOKEN_ROUTE_FORBIDDEN); more than `config.rateLimits.apiTokenPerToken` calls per token per
 * window → 429. Then notes the use (last used, at most once a minute) and returns the token's user.
 */
export function apiTokenBearer(app: FastifyInstance, deps: AppDeps) {
  const { rateLimits } = deps.config;
  const check = app.createRateLimit({
    max: rateLimits.apiTokenPerToken,
    timeWindow: rateLimits.windowMs,
    keyGenerator: (req) => `api-token:${(req as FastifyRequest & { apiTokenId?: string }).apiTokenId ?? req.ip}`,
  });
  return async (token: string, req: FastifyRequest): Promise<SessionUser> => {
    const found = token === "" ? null : await findTokenUser(deps.db, hashSecretToken(token));
    if (!found) throw new AppError("UNAUTHENTICATED", TOKEN_INVALID);
    if (!isTokenRoute(req.method, req.routeOptions.url)) throw new AppError("FORBIDDEN", TOKEN_ROUTE_FORBIDDEN);
    (req as FastifyRequest & { apiTokenId?: string }).apiTokenId = found.tokenId;
    const limit = await check(req);
    if (!limit.isAllowed && limit.isExceeded) throw new AppError("RATE_LIMITED", TOKEN_RATE_LIMITED);
    await touchApiToken(deps.db, found.tokenId);
    return found.user;
  };
}

/** The OpenAPI security schemes of the app: the session cookie (better-auth, prefix "pm") and personal API tokens. */
export const OPENAPI_SECURITY_SCHEMES = {
  cookieAuth: { type: "apiKey", in: "cookie", name: "pm.session_token", description: "The session cookie a browser gets by signing in." },
  bearerAuth: {
    type: "http",
    scheme: "bearer",
    description:
      "A personal API token from Settings → API tokens (`Authorization: Bearer pmk_…`). Opens only the routes that list it; limited per token (300 calls per 15 minutes by default).",
  },
} as const;

/**
 * The OpenAPI `security` of a route: cookie or bearer for the routes tokens may call
 * (API_TOKEN_ROUTES), undefined (the document's default: none stated) for the others.
 */
export function openApiSecurity(methods: string | string[], url: string): { [scheme: string]: string[] }[] | undefined {
  return [methods].flat().some((m) => isTokenRoute(m, url)) ? [{ cookieAuth: [] }, { bearerAuth: [] }] : undefined;
}
