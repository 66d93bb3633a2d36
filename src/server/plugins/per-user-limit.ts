import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../shared/errors";

/** The 429 text of the per-user limits. */
export const TOO_MANY_REQUESTS = "Too many requests. Please wait a few minutes and try again.";

/**
 * A preHandler counting each signed-in user's calls to one route group (`name`) and answering
 * 429 (RATE_LIMITED) past `max` per `windowMs`. For routes inside the requireSession scope
 * (the session hook has set req.user); falls back to the client IP. Used by the product,
 * receipt and AI routes (modest limits on calls that cost CPU or reach another server). A 429
 * carries Retry-After: the seconds until the window lets the user in again.
 */
export function perUserLimit(app: FastifyInstance, name: string, max: number, windowMs: number) {
  const check = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (req) => `${name}:${req.user?.id ?? req.ip}` });
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const result = await check(req);
    if (!result.isAllowed && result.isExceeded) {
      // Seconds until the window lets this user in again (RFC 9110 Retry-After): clients that
      // loop over a route (the recipe page's "Several links") wait this long, then retry.
      void reply.header("retry-after", String(Math.max(1, result.ttlInSeconds)));
      throw new AppError("RATE_LIMITED", TOO_MANY_REQUESTS);
    }
  };
}
