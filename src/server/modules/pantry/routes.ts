import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { householdParamsSchema, okSchema } from "../../../shared/schemas/common";
import {
  bulkAddResultSchema,
  bulkAddSchema,
  createPantryItemSchema,
  itemParamsSchema,
  pantryItemSchema,
  pantryListSchema,
  seedPantryResultSchema,
  updatePantryItemSchema,
  updatePantryProductSchema,
} from "../../../shared/schemas/pantry";
import type { AppDeps } from "../../kernel/app-deps";
import { assertHousehold, currentUser } from "../../plugins/session";
import { listPantryForUser } from "../../use-cases/list-pantry";
import { updatePantryItem } from "../../use-cases/update-pantry-item";
import { addItem } from "./add-service";
import { bulkAdd } from "./bulk-service";
import { seedSamples } from "./sample-service";
import { removeItem, updateItemProduct } from "./service";

/**
 * SPEC §7 pantry calls: list, add (201 created / 200 merged into an existing item), bulk add,
 * set quantity/unit/best-before, edit product, delete, seed samples. Every id is looked up within
 * the caller's household (another household's → 404); sample items are read-only (409).
 */
export async function pantryRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["pantry"];

  r.get("/api/pantry/:householdId", { schema: { tags, params: householdParamsSchema, response: { 200: pantryListSchema } } }, async (req) =>
    listPantryForUser(deps, assertHousehold(req, req.params.householdId)),
  );

  r.post(
    "/api/pantry",
    {
      schema: {
        tags,
        description: "Adds an item. 201 with the new item, or 200 with the existing item the amount was merged into.",
        body: createPantryItemSchema,
        response: { 200: pantryItemSchema, 201: pantryItemSchema },
      },
    },
    async (req, reply) => {
      const { item, merged } = await addItem(db, currentUser(req), req.body);
      return reply.status(merged ? 200 : 201).send(item);
    },
  );

  r.post("/api/pantry/bulk-add", { schema: { tags, body: bulkAddSchema, response: { 200: bulkAddResultSchema } } }, async (req) =>
    bulkAdd(db, currentUser(req), req.body, (err) => req.log.error({ err }, "Bulk add: item failed")),
  );

  r.put(
    "/api/pantry/:itemId",
    { schema: { tags, params: itemParamsSchema, body: updatePantryItemSchema, response: { 200: pantryItemSchema } } },
    async (req) => updatePantryItem(deps, currentUser(req), { itemId: req.params.itemId, changes: req.body }),
  );

  r.put(
    "/api/pantry/:itemId/product",
    { schema: { tags, params: itemParamsSchema, body: updatePantryProductSchema, response: { 200: pantryItemSchema } } },
    async (req) => updateItemProduct(db, currentUser(req), req.params.itemId, req.body),
  );

  r.delete("/api/pantry/:itemId", { schema: { tags, params: itemParamsSchema, response: { 200: okSchema } } }, async (req) => {
    await removeItem(db, currentUser(req), req.params.itemId);
    return { success: true as const };
  });

  r.post("/api/seed-pantry", { schema: { tags, response: { 200: seedPantryResultSchema } } }, async (req) =>
    seedSamples(db, currentUser(req).householdId),
  );
}
