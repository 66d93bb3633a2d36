import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../../shared/errors";
import { lookedUpProductSchema, nameBarcodeSchema, productLookupSchema } from "../../../shared/schemas/products";
import type { AppDeps } from "../../kernel/app-deps";
import { currentUser } from "../../plugins/session";
import { perUserLimit } from "../../plugins/per-user-limit";
import { lookupProduct, nameBarcode } from "./service";

/** SPEC §4 barcode flow: the 404 text when a barcode is unknown (or the database cannot be reached). */
export const PRODUCT_NOT_FOUND = "Product not found";

/**
 * POST /api/products/lookup {barcode} → 200 LookedUpProduct | 404 "Product not found".
 * POST /api/products {barcode, name, brand?, category?} → 201 LookedUpProduct (source "household").
 * Both act on the caller's household only.
 */
export async function productRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["products"];
  const limit = perUserLimit(app, "products", config.rateLimits.aiPerUser, config.rateLimits.windowMs);

  r.post(
    "/api/products/lookup",
    {
      schema: {
        tags,
        description:
          "Finds the product for a barcode: the household's products (with the names it gave), then the product database's cached answers, then the product database (PRODUCT_LOOKUP_URL). " +
          "A found product becomes a household product; use its id as productId in POST /api/pantry. 404 when unknown or the database cannot be reached.",
        body: productLookupSchema,
        response: { 200: lookedUpProductSchema },
      },
      preHandler: limit,
    },
    async (req) => {
      const found = await lookupProduct(
        { db, productLookupUrl: config.productLookupUrl, log: req.log },
        currentUser(req).householdId,
        req.body.barcode,
      );
      if (!found) throw new AppError("NOT_FOUND", PRODUCT_NOT_FOUND);
      return found;
    },
  );

  r.post(
    "/api/products",
    {
      schema: {
        tags,
        description: "Names a barcode for the caller's household only; other households never see the name.",
        body: nameBarcodeSchema,
        response: { 201: lookedUpProductSchema },
      },
      preHandler: limit,
    },
    async (req, reply) => reply.status(201).send(await nameBarcode(db, currentUser(req).householdId, req.body)),
  );
}
