import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { householdParamsSchema } from "../../../shared/schemas/common";
import { HISTORY_LIST_LIMIT, historyActivitySchema, historyListSchema } from "../../../shared/schemas/history";
import type { AppDeps } from "../../kernel/app-deps";
import { assertHousehold } from "../../plugins/session";
import { historyActivity, listHistory } from "./repository";

/** Days the History charts cover (issue 8: "over 30 days"). */
export const ACTIVITY_DAYS = 30;

/**
 * GET /api/history/{householdId} (SPEC §7: the recent activity list, newest first) and
 * GET /api/history/{householdId}/activity (per-day and per-category counts for the charts).
 * Another household's id answers 404.
 */
export async function historyRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["history"];
  r.get(
    "/api/history/:householdId",
    { schema: { tags, params: householdParamsSchema, response: { 200: historyListSchema } } },
    async (req) => {
      const user = assertHousehold(req, req.params.householdId);
      return listHistory(db, user.householdId, HISTORY_LIST_LIMIT);
    },
  );
  r.get(
    "/api/history/:householdId/activity",
    { schema: { tags, params: householdParamsSchema, response: { 200: historyActivitySchema } } },
    async (req) => {
      const user = assertHousehold(req, req.params.householdId);
      return historyActivity(db, user.householdId, ACTIVITY_DAYS);
    },
  );
}
