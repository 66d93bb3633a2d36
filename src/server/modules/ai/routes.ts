import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { recipeIdeasRequestSchema, recipeIdeasResponseSchema } from "../../../shared/schemas/ai";
import { recognizeFoodResultSchema, recognizeFoodSchema } from "../../../shared/schemas/food-photo";
import { processReceiptResultSchema, processReceiptSchema } from "../../../shared/schemas/receipts";
import type { AppDeps } from "../../kernel/app-deps";
import { currentUser } from "../../plugins/session";
import { perUserLimit } from "../../plugins/per-user-limit";
import { recognizeFoodPhoto } from "../../use-cases/recognize-food-photo";
import { suggestRecipeIdeas } from "../../use-cases/suggest-recipe-ideas";
import { readReceipt } from "./service";

/** Body limit of POST /api/ai/recognize-food, bytes: a 10 MB image as base64 (×4/3) plus JSON. */
export const RECOGNIZE_FOOD_BODY_LIMIT = 15 * 1024 * 1024;

/**
 * The AI calls, answered by the configured provider (the built-in local engine by default):
 * POST /api/ai/recipe-ideas — ideas from the household's real stock and the user's settings
 *   (use-cases/suggest-recipe-ideas.ts); the answer says which engine wrote them;
 * POST /api/ai/process-receipt {ocrText} → {items} — receipt lines read from OCR text;
 * POST /api/ai/recognize-food {imageData} → {items, method} — foods in a photo (data URL;
 *   use-cases/recognize-food-photo.ts).
 */
export async function recipeIdeaRoutes(app: FastifyInstance, { db, config, ai }: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["ai"];
  const { rateLimits } = config;
  r.post(
    "/api/ai/recipe-ideas",
    { schema: { tags, body: recipeIdeasRequestSchema.default({}), response: { 200: recipeIdeasResponseSchema } } },
    async (req) => suggestRecipeIdeas({ db, ai }, currentUser(req), req.body),
  );

  r.post(
    "/api/ai/process-receipt",
    {
      schema: {
        tags,
        description: "Reads item lines (name, qty, unit, category, price) from a receipt's OCR text.",
        body: processReceiptSchema,
        response: { 200: processReceiptResultSchema },
      },
      preHandler: perUserLimit(app, "ai-receipt", rateLimits.aiPerUser, rateLimits.windowMs),
    },
    async (req) => readReceipt(ai, req.body.ocrText),
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
    async (req) => recognizeFoodPhoto({ db, ai, productLookupUrl: config.productLookupUrl, log: req.log }, currentUser(req), req.body),
  );
}
