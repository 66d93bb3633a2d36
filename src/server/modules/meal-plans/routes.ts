import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { householdParamsSchema, idParamsSchema } from "../../../shared/schemas/common";
import {
  cookedAnswerSchema,
  cookingPreviewSchema,
  createMealPlanSchema,
  markCookedSchema,
  mealPlanEntrySchema,
  mealPlanQuerySchema,
  occurrenceQuerySchema,
  updateMealPlanSchema,
} from "../../../shared/schemas/meal-plans";
import type { AppDeps } from "../../app-deps";
import { assertHousehold, currentUser } from "../../plugins/session";
import { markCooked, previewCooking, undoCooked } from "./cooking-service";
import { removeMealPlan, updateMealPlan } from "./edit-service";
import { createMealPlan, listMealPlanWindow } from "./service";

/**
 * SPEC §7: POST /api/meal-plans, GET /api/meal-plans/{householdId}?startDate&endDate,
 * POST /api/meal-plans/{id}/cooked. Issue 7 additions: PUT and DELETE /api/meal-plans/{id}
 * (move, change, remove; `?day=` for one occurrence of a recurring meal), GET
 * /api/meal-plans/{id}/cooking-preview and DELETE /api/meal-plans/{id}/cooked (undo).
 */
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
  r.put(
    "/api/meal-plans/:id",
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: occurrenceQuerySchema,
        body: updateMealPlanSchema,
        response: { 200: mealPlanEntrySchema },
      },
    },
    async (req) => updateMealPlan(db, currentUser(req), req.params.id, req.query.day, req.body),
  );
  r.delete("/api/meal-plans/:id", { schema: { tags, params: idParamsSchema, querystring: occurrenceQuerySchema } }, async (req, reply) => {
    await removeMealPlan(db, currentUser(req), req.params.id, req.query.day);
    return reply.status(204).send();
  });
  r.get(
    "/api/meal-plans/:id/cooking-preview",
    { schema: { tags, params: idParamsSchema, response: { 200: cookingPreviewSchema } } },
    async (req) => ({ deductions: await previewCooking(db, currentUser(req), req.params.id) }),
  );
  r.post(
    "/api/meal-plans/:id/cooked",
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: occurrenceQuerySchema,
        body: markCookedSchema,
        response: { 200: cookedAnswerSchema },
      },
    },
    async (req) => markCooked(db, currentUser(req), req.params.id, req.query.day, req.body?.deductions),
  );
  r.delete("/api/meal-plans/:id/cooked", { schema: { tags, params: idParamsSchema, response: { 200: cookedAnswerSchema } } }, async (req) =>
    undoCooked(db, currentUser(req), req.params.id),
  );
}
