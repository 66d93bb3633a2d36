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
import type { AppDeps } from "../../kernel/app-deps";
import { assertHousehold, currentUser } from "../../plugins/session";
import { markMealCooked, previewCooking, undoMealCooked } from "../../use-cases/cook-meal";
import { listMealPlanForUser } from "../../use-cases/list-meal-plan";
import { changePlannedMeal, planMeal } from "../../use-cases/plan-meal";
import { removeMealPlan } from "./edit-service";

/**
 * SPEC §7: POST /api/meal-plans, GET /api/meal-plans/{householdId}?startDate&endDate,
 * POST /api/meal-plans/{id}/cooked. Issue 7 additions: PUT and DELETE /api/meal-plans/{id}
 * (move, change, remove; `?day=` for one occurrence of a recurring meal), GET
 * /api/meal-plans/{id}/cooking-preview and DELETE /api/meal-plans/{id}/cooked (undo).
 */
export async function mealPlanRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["meal-plans"];
  r.post("/api/meal-plans", { schema: { tags, body: createMealPlanSchema, response: { 201: mealPlanEntrySchema } } }, async (req, reply) =>
    reply.status(201).send(await planMeal(deps, currentUser(req), req.body)),
  );
  r.get(
    "/api/meal-plans/:householdId",
    { schema: { tags, params: householdParamsSchema, querystring: mealPlanQuerySchema, response: { 200: z.array(mealPlanEntrySchema) } } },
    async (req) => {
      const user = assertHousehold(req, req.params.householdId);
      return listMealPlanForUser(db, user, req.query.startDate, req.query.endDate);
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
    async (req) => changePlannedMeal(deps, currentUser(req), { id: req.params.id, day: req.query.day, changes: req.body }),
  );
  r.delete("/api/meal-plans/:id", { schema: { tags, params: idParamsSchema, querystring: occurrenceQuerySchema } }, async (req, reply) => {
    await removeMealPlan(db, currentUser(req), req.params.id, req.query.day);
    return reply.status(204).send();
  });
  r.get(
    "/api/meal-plans/:id/cooking-preview",
    { schema: { tags, params: idParamsSchema, response: { 200: cookingPreviewSchema } } },
    async (req) => ({ deductions: await previewCooking(deps, currentUser(req), { id: req.params.id }) }),
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
    async (req) => markMealCooked(deps, currentUser(req), { id: req.params.id, day: req.query.day, deductions: req.body?.deductions }),
  );
  r.delete("/api/meal-plans/:id/cooked", { schema: { tags, params: idParamsSchema, response: { 200: cookedAnswerSchema } } }, async (req) =>
    undoMealCooked(deps, currentUser(req), { id: req.params.id }),
  );
}
