import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { analyticsSchema } from "../../../shared/schemas/analytics";
import { householdParamsSchema } from "../../../shared/schemas/common";
import type { AppDeps } from "../../app-deps";
import { assertHousehold } from "../../plugins/session";
import { DEFAULT_RETENTION_DAYS } from "../history/retention";
import { householdAnalytics } from "./repository";

/** GET /api/analytics/{householdId} (SPEC §7; SPEC §3 shape). Another household's id answers 404. */
export async function analyticsRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/analytics/:householdId",
    { schema: { tags: ["history"], params: householdParamsSchema, response: { 200: analyticsSchema } } },
    async (req) => {
      const user = assertHousehold(req, req.params.householdId);
      return householdAnalytics(db, user.householdId, config.historyRetentionDays ?? DEFAULT_RETENTION_DAYS);
    },
  );
}
