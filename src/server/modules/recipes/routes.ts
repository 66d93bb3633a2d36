import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../shared/errors";
import { idParamsSchema } from "../../../shared/schemas/common";
import { recipeSchema, saveAiRecipeSchema } from "../../../shared/schemas/recipes";
import type { AppDeps } from "../../app-deps";
import { currentUser } from "../../plugins/session";
import { findRecipe, listRecipes } from "./repository";
import { saveAiRecipe, toRecipe } from "./service";

/** Recipes (first slice): list, one, save an AI idea. */
export async function recipeRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["recipes"];

  r.get("/api/recipes", { schema: { tags, response: { 200: z.array(recipeSchema) } } }, async (req) =>
    (await listRecipes(db, currentUser(req).householdId)).map(toRecipe),
  );

  r.get("/api/recipes/:id", { schema: { tags, params: idParamsSchema, response: { 200: recipeSchema } } }, async (req) => {
    const row = await findRecipe(db, currentUser(req).householdId, req.params.id);
    if (!row) throw new AppError("NOT_FOUND", "Recipe not found");
    return toRecipe(row);
  });

  r.post("/api/recipes/save-ai-recipe", { schema: { tags, body: saveAiRecipeSchema, response: { 201: recipeSchema } } }, async (req, reply) =>
    reply.status(201).send(await saveAiRecipe(db, currentUser(req), req.body.recipe)),
  );
}
