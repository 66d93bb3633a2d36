import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema, okSchema } from "../../../shared/schemas/common";
import { apiTokenListSchema, createApiTokenSchema, createdApiTokenSchema } from "../../../shared/schemas/api-tokens";
import type { AppDeps } from "../../kernel/app-deps";
import { currentUser } from "../../plugins/session";
import { createApiToken, listOwnApiTokens, revokeApiToken } from "./service";

/**
 * Issue 23 item 5, personal API tokens (signed-in scope; tokens themselves can't call these):
 * GET /api/api-tokens (own tokens), POST /api/api-tokens {name} (201; the token shown once),
 * DELETE /api/api-tokens/{id} (revoke own; another person's or unknown → 404).
 */
export async function apiTokenRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["api-tokens"];
  r.get("/api/api-tokens", { schema: { tags, response: { 200: apiTokenListSchema } } }, async (req) =>
    listOwnApiTokens(db, currentUser(req)),
  );
  r.post(
    "/api/api-tokens",
    {
      schema: {
        tags,
        description:
          "Makes a personal API token for scripts: send it as `Authorization: Bearer <token>` to read the pantry, add pantry items and read the meal plan. The token is in this answer only.",
        body: createApiTokenSchema,
        response: { 201: createdApiTokenSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createApiToken(db, currentUser(req), req.body.name)),
  );
  r.delete("/api/api-tokens/:id", { schema: { tags, params: idParamsSchema, response: { 200: okSchema } } }, async (req) => {
    await revokeApiToken(db, currentUser(req), req.params.id);
    return { success: true as const };
  });
}
