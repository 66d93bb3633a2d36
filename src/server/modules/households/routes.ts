import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { okSchema } from "../../../shared/schemas/common";
import { householdMembersSchema, inviteRequestSchema } from "../../../shared/schemas/households";
import type { AppDeps } from "../../app-deps";
import { currentUser, toHeaders } from "../../plugins/session";
import { householdMembers, inviteMember, leaveHousehold } from "./service";

/**
 * Household members (issue 8): GET /api/households/members, POST /api/households/invites
 * {email, firstName?} (a magic link that joins the caller's household), POST
 * /api/households/leave (the caller moves to a new household of their own).
 */
export async function householdRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["households"];
  r.get("/api/households/members", { schema: { tags, response: { 200: householdMembersSchema } } }, async (req) =>
    householdMembers(deps.db, currentUser(req)),
  );
  r.post(
    "/api/households/invites",
    {
      schema: { tags, body: inviteRequestSchema, response: { 200: okSchema } },
      config: { rateLimit: { max: deps.config.rateLimits.sendPerIp, timeWindow: deps.config.rateLimits.windowMs } },
    },
    async (req) => {
      await inviteMember(deps, currentUser(req), req.body, toHeaders(req), req.log);
      return { success: true as const };
    },
  );
  r.post(
    "/api/households/leave",
    { schema: { tags, body: z.unknown().optional(), response: { 200: z.object({ householdId: z.string() }) } } },
    async (req) => ({ householdId: await leaveHousehold(deps.db, currentUser(req)) }),
  );
}
