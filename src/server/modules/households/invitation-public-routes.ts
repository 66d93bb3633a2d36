import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { invitationPreviewRequestSchema, invitationPreviewSchema } from "../../../shared/schemas/households";
import type { AppDeps } from "../../kernel/app-deps";
import { previewInvitation } from "./invitations-service";

/**
 * POST /auth/invitation {token}: what an invitation link shows, with or without a session (the
 * /invite page asks signed-out visitors to sign in with the invited address). A POST so the token
 * stays out of URLs and logs; it spends nothing. Rate-limited like token checks (verifyPerIp).
 */
export async function invitationPublicRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/auth/invitation",
    {
      schema: { tags: ["households"], body: invitationPreviewRequestSchema, response: { 200: invitationPreviewSchema } },
      config: { rateLimit: { max: deps.config.rateLimits.verifyPerIp, timeWindow: deps.config.rateLimits.windowMs } },
    },
    async (req) => previewInvitation(deps.db, req.body.token),
  );
}
