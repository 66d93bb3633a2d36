import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { recipeIdeasRequestSchema, recipeIdeasResponseSchema } from "../../../shared/schemas/ai";
import type { AppDeps } from "../../app-deps";
import { createAiProvider } from "../../ai/provider";
import { currentUser } from "../../plugins/session";
import { listStock } from "../pantry/service";
import { getSettings } from "../user-settings/repository";

/**
 * POST /api/ai/recipe-ideas — ideas from the household's real stock (sample items are demo data
 * and ignored; empty items skipped) with best-before days, and the user's settings.
 */
export async function recipeIdeaRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const provider = createAiProvider(config.ai, (m) => app.log.warn(m));
  r.post(
    "/api/ai/recipe-ideas",
    { schema: { tags: ["ai"], body: recipeIdeasRequestSchema.default({}), response: { 200: recipeIdeasResponseSchema } } },
    async (req) => {
      const user = currentUser(req);
      const [items, settings] = await Promise.all([listStock(db, user.householdId), getSettings(db, user.id)]);
      const pantry = items
        .filter((i) => Number(i.qty) > 0)
        .map((i) => ({ name: i.product.name, qty: Number(i.qty), unit: i.unit, category: i.product.category, expiresOn: i.expiresOn }));
      const recipes = await provider.recipeIdeas({ pantry, settings, variant: req.body.variant ?? 0, mealType: req.body.mealType });
      return { recipes };
    },
  );
}
