import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { householdParamsSchema, okSchema } from "../../../shared/schemas/common";
import {
  createShoppingItemSchema,
  fromIdeaSchema,
  fromPlanSchema,
  fromRecipeSchema,
  generateResultSchema,
  restockParamsSchema,
  restockResultSchema,
  restockSchema,
  shoppingItemParamsSchema,
  shoppingItemSchema,
  shoppingListSchema,
  undoRestockResultSchema,
  updateShoppingItemSchema,
} from "../../../shared/schemas/shopping-list";
import type { AppDeps } from "../../kernel/app-deps";
import { assertHousehold, currentUser } from "../../plugins/session";
import { addMissingFromPlan } from "../../use-cases/add-missing-from-plan";
import { addMissingFromIdea, addMissingFromRecipe } from "../../use-cases/add-missing-from-recipe";
import { restockFromShopping, undoRestock } from "../../use-cases/restock-from-shopping";
import { addManualItem, deleteItem, getList, updateItem } from "./service";

/**
 * Issue 11 shopping list, household-scoped like the pantry: the list is read by household id (the
 * caller's own, else 404); every other call acts on the caller's household and looks ids up
 * within it (another household's → 404). Bodies are zod-checked (400 listing every issue).
 */
export async function shoppingListRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["shopping-list"];

  r.get(
    "/api/shopping-list/:householdId",
    { schema: { tags, params: householdParamsSchema, response: { 200: shoppingListSchema } } },
    async (req) => getList(db, assertHousehold(req, req.params.householdId).householdId),
  );

  r.post(
    "/api/shopping-list/items",
    {
      schema: {
        tags,
        description: "Adds a line by hand. 201 with the new line, or 200 with the unticked line of the same food it was merged into.",
        body: createShoppingItemSchema,
        response: { 200: shoppingItemSchema, 201: shoppingItemSchema },
      },
    },
    async (req, reply) => {
      const { item, merged } = await addManualItem(db, currentUser(req), req.body);
      return reply.status(merged ? 200 : 201).send(item);
    },
  );

  r.put(
    "/api/shopping-list/items/:itemId",
    { schema: { tags, params: shoppingItemParamsSchema, body: updateShoppingItemSchema, response: { 200: shoppingItemSchema } } },
    async (req) => updateItem(db, currentUser(req), req.params.itemId, req.body),
  );

  r.delete(
    "/api/shopping-list/items/:itemId",
    { schema: { tags, params: shoppingItemParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      await deleteItem(db, currentUser(req), req.params.itemId);
      return { success: true as const };
    },
  );

  r.post(
    "/api/shopping-list/from-plan",
    {
      schema: {
        tags,
        description: "Adds what the plan's meals in the date range need and the pantry lacks.",
        body: fromPlanSchema,
        response: { 200: generateResultSchema },
      },
    },
    async (req) => addMissingFromPlan(deps, currentUser(req), req.body),
  );

  r.post(
    "/api/shopping-list/from-recipe",
    { schema: { tags, body: fromRecipeSchema, response: { 200: generateResultSchema } } },
    async (req) => addMissingFromRecipe(deps, currentUser(req), req.body),
  );

  r.post("/api/shopping-list/from-idea", { schema: { tags, body: fromIdeaSchema, response: { 200: generateResultSchema } } }, async (req) =>
    addMissingFromIdea(deps, currentUser(req), req.body),
  );

  r.post(
    "/api/shopping-list/restock",
    {
      schema: {
        tags,
        description: "'Done shopping': the given lines (default: every ticked line) go into the pantry with source 'shopping'.",
        body: restockSchema,
        response: { 200: restockResultSchema },
      },
    },
    async (req) => restockFromShopping(deps, currentUser(req), { itemIds: req.body?.itemIds }),
  );

  r.delete(
    "/api/shopping-list/restock/:restockId",
    { schema: { tags, description: "Undo a restock.", params: restockParamsSchema, response: { 200: undoRestockResultSchema } } },
    async (req) => undoRestock(deps, currentUser(req), { restockId: req.params.restockId }),
  );
}
