import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { analyticsSchema } from "../../../shared/schemas/analytics";
import { householdParamsSchema } from "../../../shared/schemas/common";
import type { AppDeps } from "../../kernel/app-deps";
import { assertHousehold } from "../../plugins/session";
import { analyticsFor } from "./service";

/** GET /api/analytics/{householdId} (SPEC §7; SPEC §3 shape). Another household's id answers 404. */
export async function analyticsRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/analytics/:householdId",
    { schema: { tags: ["history"], params: householdParamsSchema, response: { 200: analyticsSchema } } },
    async (req) => analyticsFor(db, assertHousehold(req, req.params.householdId), config.historyRetentionDays),
  );
}
