import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../../shared/schemas/common";
import { generatedImageSchema, recipeFromUrlBodySchema, recipeSchema } from "../../../shared/schemas/recipes";
import type { AppDeps } from "../../kernel/app-deps";
import { perUserLimit } from "../../plugins/per-user-limit";
import { currentUser } from "../../plugins/session";
import { storeRecipeIllustration } from "../../lib/illustration";
import { showRecipeRow } from "../../use-cases/list-recipes-for-household";
import { importRecipeFromUrl } from "./import-service";
import * as repo from "./repository";
import { forgetRecipeImage } from "./recipe-images";
import { loadRecipe, scoreOf } from "./service";

import { storeImageBytes } from "../../lib/recipe-images";
/**
 * Recipe routes that reach outside the database: POST /api/recipes/from-url (fetch + extract) and
 * POST /api/recipes/{id}/generate-image (the image model's picture when AI_IMAGE_MODEL is set
 * and it answers with an image, else the local illustration). Both are rate-limited per user like the other CPU- or network-heavy calls.
 */
export async function recipeImageRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["recipes"];
  const limit = perUserLimit(app, "recipe-import", config.rateLimits.aiPerUser, config.rateLimits.windowMs);

  r.post(
    "/api/recipes/from-url",
    {
      schema: {
        tags,
        description: "Imports the recipe on a web page: 201 with the new recipe, or 200 with the one imported from that page before.",
        body: recipeFromUrlBodySchema,
        response: { 200: recipeSchema, 201: recipeSchema },
      },
      preHandler: limit,
    },
    async (req, reply) => {
      const user = currentUser(req);
      const { row, created } = await importRecipeFromUrl(deps, user, req.body.url, req.log);
      return reply.status(created ? 201 : 200).send(await showRecipeRow(deps, user, row));
    },
  );

  r.post(
    "/api/recipes/:id/generate-image",
    { schema: { tags, params: idParamsSchema, response: { 200: generatedImageSchema } }, preHandler: limit },
    async (req) => {
      const user = currentUser(req);
      const row = await loadRecipe(db, user, req.params.id);
      const picture = { title: row.title, ingredients: row.ingredients.map((i) => i.ingredient) };
      const generated = (await deps.ai.recipeImage?.(picture)) ?? null;
      const modelUrl = generated
        ? await storeImageBytes(deps, user.householdId, generated).catch((err: unknown) => {
            req.log.warn({ err }, "Recipe image: the image model's answer is not an image we accept; using the local illustration");
            return null;
          })
        : null;
      const imageUrl = modelUrl ?? (await storeRecipeIllustration(deps, user.householdId, picture));
      await repo.updateRecipe(db, user.householdId, row.id, { imageUrl, baseScore: scoreOf({ ...row, imageUrl }) });
      if (row.imageUrl && row.imageUrl !== imageUrl) await forgetRecipeImage(deps, user.householdId, row.imageUrl).catch(() => {});
      return { imageUrl };
    },
  );
}
