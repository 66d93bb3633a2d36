import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../shared/errors";
import { toDayString } from "../../../shared/domain/dates";
import { calendarFeedCreatedSchema, calendarFeedStatusSchema } from "../../../shared/schemas/calendar-feed";
import type { AppDeps } from "../../kernel/app-deps";
import { currentUser } from "../../plugins/session";
import { TOO_MANY_REQUESTS } from "../../plugins/per-user-limit";
import { hashSecretToken } from "../../lib/secret-token";
import { buildCalendarFeed } from "../../use-cases/build-calendar-feed";
import { feedStatus, makeFeed, removeFeed } from "./service";

/** The 404 text of a feed URL nobody has (never says whether it existed). */
export const FEED_NOT_FOUND = "Calendar not found. The link may have been reset: copy the new one from Settings.";

/**
 * Signed-in scope (issue 23 item 3): GET /api/calendar-feed (the caller's link, without its
 * secret), POST /api/calendar-feed (make or reset; the URL shown once), DELETE /api/calendar-feed
 * (turn off).
 */
export async function calendarFeedRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["calendar"];
  r.get("/api/calendar-feed", { schema: { tags, response: { 200: calendarFeedStatusSchema } } }, async (req) =>
    feedStatus(db, currentUser(req)),
  );
  r.post(
    "/api/calendar-feed",
    {
      schema: {
        tags,
        description:
          "Makes the caller's private calendar link, or resets it (the old URL answers 404 from now on). The URL is in this answer only.",
        response: { 200: calendarFeedCreatedSchema },
      },
    },
    async (req) => makeFeed(db, currentUser(req), config.publicUrl),
  );
  r.delete("/api/calendar-feed", { schema: { tags, response: { 200: calendarFeedStatusSchema } } }, async (req) =>
    removeFeed(db, currentUser(req)),
  );
}

/**
 * Public (no session; the secret in the URL is the credential): GET /api/calendar/{secret}.ics →
 * `text/calendar; charset=utf-8` (RFC 5545), or 404 for a secret no link has. Limited per secret
 * like an API token (config.rateLimits.apiTokenPerToken per window): a subscribed calendar
 * fetches every hour or so.
 */
export async function calendarFeedPublicRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Counted per secret (by its hash): by IP would put every user of one calendar service in one bucket.
  const check = app.createRateLimit({
    max: config.rateLimits.apiTokenPerToken,
    timeWindow: config.rateLimits.windowMs,
    keyGenerator: (req) => `calendar-feed:${hashSecretToken((req.params as { secret?: string }).secret ?? "")}`,
  });
  r.get(
    "/api/calendar/:secret.ics",
    {
      schema: {
        tags: ["calendar"],
        description: "A private iCalendar feed of the household's meal plan. The secret is the credential: no cookie or token is needed.",
        params: z.object({ secret: z.string() }),
        produces: ["text/calendar"],
      },
      preHandler: async (req) => {
        const result = await check(req);
        if (!result.isAllowed && result.isExceeded) throw new AppError("RATE_LIMITED", TOO_MANY_REQUESTS);
      },
    },
    async (req, reply) => {
      const text = await buildCalendarFeed(db, req.params.secret, config.publicUrl, toDayString(new Date()));
      if (text === null) throw new AppError("NOT_FOUND", FEED_NOT_FOUND);
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("cache-control", "private, max-age=300")
        .header("content-disposition", 'inline; filename="meal-plan.ics"')
        .send(text);
    },
  );
}
