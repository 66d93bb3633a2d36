import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { householdParamsSchema } from "../../../shared/schemas/common";
import { createMealPlanSchema, mealPlanEntrySchema, mealPlanQuerySchema } from "../../../shared/schemas/meal-plans";
import type { AppDeps } from "../../app-deps";
import { assertHousehold, currentUser } from "../../plugins/session";
import { createMealPlan, listMealPlanWindow } from "./service";

/** POST /api/meal-plans, GET /api/meal-plans/{householdId}?startDate&endDate (SPEC §7). */
export async function mealPlanRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["meal-plans"];
  r.post("/api/meal-plans", { schema: { tags, body: createMealPlanSchema, response: { 201: mealPlanEntrySchema } } }, async (req, reply) =>
    reply.status(201).send(await createMealPlan(db, currentUser(req), req.body)),
  );
  r.get(
    "/api/meal-plans/:householdId",
    { schema: { tags, params: householdParamsSchema, querystring: mealPlanQuerySchema, response: { 200: z.array(mealPlanEntrySchema) } } },
    async (req) => {
      const user = assertHousehold(req, req.params.householdId);
      return listMealPlanWindow(db, user.householdId, req.query.startDate, req.query.endDate);
    },
  );
}
