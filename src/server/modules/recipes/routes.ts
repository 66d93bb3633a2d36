import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema } from "../../../shared/schemas/common";
import {
  cookRecipeBodySchema,
  cookedRecipeAnswerSchema,
  manualRecipeBodySchema,
  recipeSchema,
  saveAiRecipeSchema,
  updateRecipeBodySchema,
} from "../../../shared/schemas/recipes";
import type { AppDeps } from "../../kernel/app-deps";
import { currentUser } from "../../plugins/session";
import { cookRecipe } from "../../use-cases/cook-recipe";
import { listRecipesForHousehold, rankRecipesForHousehold, showRecipe, showRecipeRow } from "../../use-cases/list-recipes-for-household";
import { createManualRecipe, deleteRecipe, saveAiRecipe } from "./service";
import { updateRecipe } from "./update-service";
import { recipeImageRoutes } from "./import-and-image-routes";
import { recipeExportRoutes } from "./export-routes";
import { recipeTextRoutes } from "./parse-text-routes";
import { recipeDraftRoutes } from "./save-draft-routes";
import { forgetRecipeImage, importImageFromUrl } from "./recipe-images";

/**
 * Recipes (SPEC §7): list (with pantry match), personalised ranking, one, save an AI idea, create
 * manually, update image, instructions or tags, cook now (issue 23), delete; import and images in their own files. What a
 * member sees of a recipe (pantry match, diet warnings) is use-cases/list-recipes-for-household.ts.
 */
export async function recipeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["recipes"];

  r.get("/api/recipes", { schema: { tags, response: { 200: z.array(recipeSchema) } } }, async (req) =>
    listRecipesForHousehold(deps, currentUser(req)),
  );

  r.get("/api/recipes/personalized", { schema: { tags, response: { 200: z.array(recipeSchema) } } }, async (req) =>
    rankRecipesForHousehold(deps, currentUser(req)),
  );

  r.get("/api/recipes/:id", { schema: { tags, params: idParamsSchema, response: { 200: recipeSchema } } }, async (req) =>
    showRecipe(deps, currentUser(req), req.params.id),
  );

  r.post(
    "/api/recipes/save-ai-recipe",
    { schema: { tags, body: saveAiRecipeSchema, response: { 201: recipeSchema } } },
    async (req, reply) => reply.status(201).send(await saveAiRecipe(db, currentUser(req), req.body.recipe)),
  );

  r.post("/api/recipes/manual", { schema: { tags, body: manualRecipeBodySchema, response: { 201: recipeSchema } } }, async (req, reply) =>
    reply
      .status(201)
      .send(
        await createManualRecipe(db, currentUser(req), req.body.recipe, (url, householdId) => importImageFromUrl(deps, url, householdId)),
      ),
  );

  r.put(
    "/api/recipes/:id",
    { schema: { tags, params: idParamsSchema, body: updateRecipeBodySchema, response: { 200: recipeSchema } } },
    async (req) => {
      const user = currentUser(req);
      const row = await updateRecipe(db, user, req.params.id, req.body, (url, householdId) => importImageFromUrl(deps, url, householdId));
      return showRecipeRow(deps, user, row);
    },
  );

  r.post(
    "/api/recipes/:id/cooked",
    { schema: { tags, params: idParamsSchema, body: cookRecipeBodySchema, response: { 200: cookedRecipeAnswerSchema } } },
    async (req) => cookRecipe(deps, currentUser(req), { id: req.params.id, servings: req.body?.servings }),
  );

  r.delete("/api/recipes/:id", { schema: { tags, params: idParamsSchema } }, async (req, reply) => {
    const row = await deleteRecipe(db, currentUser(req), req.params.id);
    await forgetRecipeImage(deps, row.householdId, row.imageUrl).catch((err: unknown) =>
      req.log.warn({ err }, "could not delete a recipe image"),
    );
    return reply.status(204).send();
  });

  await recipeImageRoutes(app, deps);
  await recipeExportRoutes(app, deps);
  await recipeTextRoutes(app, deps);
  await recipeDraftRoutes(app, deps);
}
