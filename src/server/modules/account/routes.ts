import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { householdExportSchema, importResultSchema, profileUpdateSchema } from "../../../shared/schemas/account";
import { importFileEnvelopeSchema } from "../../../shared/schemas/account-import";
import { userSchema } from "../../../shared/schemas/auth";
import type { AppDeps } from "../../kernel/app-deps";
import { currentUser, toHeaders } from "../../plugins/session";
import { deleteAccount } from "../../use-cases/delete-account";
import { exportAccount } from "../../use-cases/export-account";
import { importAccount } from "../../use-cases/import-account";
import { updateProfile } from "./service";

/** Largest import file accepted (25 MB: history, recipes and their images as base64). */
export const IMPORT_BODY_LIMIT = 25 * 1024 * 1024;

/**
 * Account calls (SPEC §7 DELETE /api/account; issue 8 profile and data): PUT /api/account/profile,
 * GET /api/account/export, POST /api/account/import, DELETE /api/account (also clears the
 * session cookie).
 */
export async function accountRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["account"];
  r.put("/api/account/profile", { schema: { tags, body: profileUpdateSchema, response: { 200: userSchema } } }, async (req) =>
    updateProfile(deps.db, currentUser(req), req.body),
  );
  r.get("/api/account/export", { schema: { tags, response: { 200: householdExportSchema } } }, async (req, reply) => {
    const data = await exportAccount(deps, currentUser(req));
    reply.header("content-disposition", `attachment; filename="pantry-meals-export-${data.exportedAt.slice(0, 10)}.json"`);
    return data;
  });
  r.post(
    "/api/account/import",
    { bodyLimit: IMPORT_BODY_LIMIT, schema: { tags, body: importFileEnvelopeSchema, response: { 200: importResultSchema } } },
    async (req) => importAccount(deps, currentUser(req), req.body),
  );
  r.delete(
    "/api/account",
    { schema: { tags, response: { 200: z.object({ success: z.literal(true), householdDeleted: z.boolean() }) } } },
    async (req, reply) => {
      const user = currentUser(req);
      const result = await deleteAccount(deps, user, req.log);
      // The session row is gone with the user; signOut still answers the cookie-clearing headers.
      reply.header("set-cookie", await deps.auth.signOut(toHeaders(req)));
      return { success: true as const, ...result };
    },
  );
}
