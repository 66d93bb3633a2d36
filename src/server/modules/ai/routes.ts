import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { recipeIdeasRequestSchema, recipeIdeasResponseSchema } from "../../../shared/schemas/ai";
import { recognizeFoodResultSchema, recognizeFoodSchema } from "../../../shared/schemas/food-photo";
import { processReceiptResultSchema, processReceiptSchema } from "../../../shared/schemas/receipts";
import type { AppDeps } from "../../app-deps";
import { householdFeedback } from "../recipe-interactions/service";
import { currentUser } from "../../plugins/session";
import { listStock } from "../pantry/service";
import { perUserLimit } from "../../plugins/per-user-limit";
import { lookupProduct } from "../products/service";
import { assertDecodable, assertImage } from "../../lib/image-file";
import { getSettings } from "../user-settings/repository";

/** Body limit of POST /api/ai/recognize-food, bytes: a 10 MB image as base64 (×4/3) plus JSON. */
export const RECOGNIZE_FOOD_BODY_LIMIT = 15 * 1024 * 1024;

/**
 * The AI calls, answered by the configured provider (the built-in local engine by default):
 * POST /api/ai/recipe-ideas — ideas from the household's real stock (sample items are demo data
 *   and ignored; empty items skipped) with best-before days, and the user's settings; the answer
 *   says which engine wrote them (`engine` "local" | "llm", `model`, `localFill`);
 * POST /api/ai/process-receipt {ocrText} → {items} — receipt lines read from OCR text;
 * POST /api/ai/recognize-food {imageData} → {items, method} — foods in a photo (data URL).
 */
export async function recipeIdeaRoutes(app: FastifyInstance, { db, config, ai }: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["ai"];
  const { rateLimits } = config;
  r.post(
    "/api/ai/recipe-ideas",
    { schema: { tags, body: recipeIdeasRequestSchema.default({}), response: { 200: recipeIdeasResponseSchema } } },
    async (req) => {
      const user = currentUser(req);
      const [items, settings, feedback] = await Promise.all([
        listStock(db, user.householdId),
        getSettings(db, user.id),
        householdFeedback(db, user.householdId),
      ]);
      const pantry = items.map((i) => ({ name: i.name, qty: Number(i.qty), unit: i.unit, category: i.category, expiresOn: i.expiresOn }));
      const result = await ai.recipeIdeas({ pantry, settings, variant: req.body.variant ?? 0, mealType: req.body.mealType, feedback });
      return { recipes: result.ideas, engine: result.engine, model: result.model, localFill: result.localFill };
    },
  );

  r.post(
    "/api/ai/process-receipt",
    {
      schema: { tags, description: "Reads item lines (name, qty, unit, category, price) from a receipt's OCR text.", body: processReceiptSchema, response: { 200: processReceiptResultSchema } },
      preHandler: perUserLimit(app, "ai-receipt", rateLimits.aiPerUser, rateLimits.windowMs),
    },
    async (req) => ({ items: await ai.parseReceipt(req.body.ocrText) }),
  );

  r.post(
    "/api/ai/recognize-food",
    {
      bodyLimit: RECOGNIZE_FOOD_BODY_LIMIT,
      schema: {
        tags,
        description:
          "Recognises the food in a photo (a data:image/…;base64 URL of at most 10 MB): a product barcode is looked up like POST /api/products/lookup, " +
          "else the label text is matched to the food knowledge base. 400 with the SPEC texts when it is not an image or too large.",
        body: recognizeFoodSchema,
        response: { 200: recognizeFoodResultSchema },
      },
      preHandler: perUserLimit(app, "ai-food-photo", rateLimits.aiPerUser, rateLimits.windowMs),
    },
    async (req) => {
      const user = currentUser(req);
      const data = req.body.imageData;
      const image = Buffer.from(data.slice(data.indexOf(",") + 1), "base64");
      assertImage(image);
      await assertDecodable(image);
      return ai.recognizeFood({
        image,
        lookupBarcode: (barcode) => lookupProduct({ db, productLookupUrl: config.productLookupUrl, log: req.log }, user.householdId, barcode),
        onError: (err, stage) => req.log.warn({ err, stage }, "Food photo: reader failed"),
      });
    },
  );
}
