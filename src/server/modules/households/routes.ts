import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema, okSchema } from "../../../shared/schemas/common";
import {
  acceptInvitationResponseSchema,
  acceptInvitationSchema,
  householdMembersSchema,
  inviteRequestSchema,
  leaveHouseholdResponseSchema,
  receivedInvitationsSchema,
} from "../../../shared/schemas/households";
import type { AppDeps } from "../../kernel/app-deps";
import { currentUser } from "../../plugins/session";
import { createInvitation, declineInvitation, receivedInvitations, revokeInvitation } from "./invitations-service";
import { householdMembers, leaveHousehold } from "./service";
import { joinHousehold } from "../../use-cases/join-household";

/**
 * Household members and invitations (issues 8, 19), all signed in:
 * GET /api/households/members · POST /api/households/invites {email} (mails an invitation) ·
 * DELETE /api/households/invites/{id} (revoke) · POST /api/households/leave ·
 * GET /api/invitations (open invitations to the caller's address) ·
 * POST /api/invitations/{id}/accept {mode} · POST /api/invitations/{id}/decline.
 * The signed-out look at an invitation link is POST /auth/invitation (invitation-public-routes.ts).
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
      await createInvitation(deps, currentUser(req), req.body, req.log);
      return { success: true as const };
    },
  );
  r.delete("/api/households/invites/:id", { schema: { tags, params: idParamsSchema, response: { 200: okSchema } } }, async (req) => {
    await revokeInvitation(deps.db, currentUser(req), req.params.id);
    return { success: true as const };
  });
  r.post(
    "/api/households/leave",
    { schema: { tags, body: z.unknown().optional(), response: { 200: leaveHouseholdResponseSchema } } },
    async (req) => ({ householdId: await leaveHousehold(deps.db, currentUser(req)) }),
  );
  r.get("/api/invitations", { schema: { tags, response: { 200: receivedInvitationsSchema } } }, async (req) =>
    receivedInvitations(deps.db, currentUser(req)),
  );
  r.post(
    "/api/invitations/:id/accept",
    { schema: { tags, params: idParamsSchema, body: acceptInvitationSchema, response: { 200: acceptInvitationResponseSchema } } },
    async (req) => joinHousehold(deps, currentUser(req), { invitationId: req.params.id, mode: req.body.mode }, req.log),
  );
  r.post(
    "/api/invitations/:id/decline",
    { schema: { tags, params: idParamsSchema, body: z.unknown().optional(), response: { 200: okSchema } } },
    async (req) => {
      await declineInvitation(deps.db, currentUser(req), req.params.id);
      return { success: true as const };
    },
  );
}
