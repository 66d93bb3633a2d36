import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../shared/errors";
import { magicLinkRequestSchema, magicLinkResponseSchema, userSchema, verifyRequestSchema, verifyResponseSchema } from "../../../shared/schemas/auth";
import { okSchema } from "../../../shared/schemas/common";
import type { AppDeps } from "../../kernel/app-deps";
import { currentUser, toHeaders } from "../../plugins/session";
import { requestMagicLink, verifyMagicLink } from "./service";

import { normalizeEmail } from "../../../shared/domain/email";
const TOO_MANY = "Too many requests. Please wait a few minutes and try again.";

/** Public auth routes: POST /auth/magic-link (send link), POST /auth/verify (spend token). */
export async function authPublicRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { rateLimits } = deps.config;
  /** A preHandler that counts the request against every limiter and answers 429 past any of them. */
  const limit = (...limiters: { max: number; key: (req: FastifyRequest) => string }[]) => {
    const checks = limiters.map((l) => app.createRateLimit({ max: l.max, timeWindow: rateLimits.windowMs, keyGenerator: l.key }));
    return async (req: FastifyRequest) => {
      for (const check of checks) {
        const result = await check(req);
        if (!result.isAllowed && result.isExceeded) throw new AppError("RATE_LIMITED", TOO_MANY);
      }
    };
  };
  const ipKey = (prefix: string) => (req: FastifyRequest) => `${prefix}:${req.ip}`;
  const emailKey = (req: FastifyRequest) => {
    const email = (req.body as { email?: unknown } | undefined)?.email;
    return `send-email:${typeof email === "string" ? normalizeEmail(email) : req.ip}`;
  };

  r.post(
    "/auth/magic-link",
    {
      schema: { tags: ["auth"], body: magicLinkRequestSchema, response: { 200: magicLinkResponseSchema } },
      preHandler: limit({ max: rateLimits.sendPerIp, key: ipKey("send-ip") }, { max: rateLimits.sendPerEmail, key: emailKey }),
    },
    async (req) => {
      await requestMagicLink({ db: deps.db, auth: deps.auth, log: req.log }, req.body, toHeaders(req));
      return { success: true };
    },
  );

  r.post(
    "/auth/verify",
    {
      schema: { tags: ["auth"], body: verifyRequestSchema, response: { 200: verifyResponseSchema } },
      preHandler: limit({ max: rateLimits.verifyPerIp, key: ipKey("verify-ip") }),
    },
    async (req, reply) => {
      const result = await verifyMagicLink(deps, req.body.token, toHeaders(req));
      reply.header("set-cookie", result.setCookie);
      return { success: true as const, isNewUser: result.isNewUser };
    },
  );
}

/** Signed-in routes: GET /api/me, POST /api/logout. */
export async function authSessionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/api/me", { schema: { tags: ["auth"], response: { 200: userSchema } } }, async (req) => currentUser(req));
  r.post("/api/logout", { schema: { tags: ["auth"], body: z.unknown().optional(), response: { 200: okSchema } } }, async (req, reply) => {
    reply.header("set-cookie", await deps.auth.signOut(toHeaders(req)));
    return { success: true as const };
  });
}
