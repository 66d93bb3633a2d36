import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { draftOfSaved, saveRecipeDraftBodySchema } from "../../../shared/schemas/recipe-draft-save";
import { recipeSchema } from "../../../shared/schemas/recipes";
import type { AppDeps } from "../../kernel/app-deps";
import { currentUser } from "../../plugins/session";
import { showRecipeRow } from "../../use-cases/list-recipes-for-household";
import { recipeValuesFromDraft } from "./draft-recipe";
import { insertRecipe } from "./repository";

/**
 * POST /api/recipes/from-draft (issue 21 item 4, "Paste a recipe"), signed-in only: the paste
 * preview's draft as the person edited it ({draft}, saveRecipeDraftBodySchema) → 201 the new
 * Recipe of the caller's household, every field kept (draft-recipe.ts: total time, yield as
 * written, tags, rating, notes, declared nutrition, steps and ingredient lines with their group
 * headings). Each ingredient line is read again by our own parser, so what is stored never
 * depends on what the browser sent as its reading. 400 listing every issue for a blank title or
 * a value beyond its limit. No picture: one is added on the recipe afterwards as for any recipe.
 */
export async function recipeDraftRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/recipes/from-draft",
    {
      schema: {
        tags: ["recipes"],
        description: "Stores a recipe draft (the paste preview, edited) with every field; ingredient lines are parsed again by the server.",
        body: saveRecipeDraftBodySchema,
        response: { 201: recipeSchema },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const row = await insertRecipe(deps.db, recipeValuesFromDraft(draftOfSaved(req.body.draft), user.householdId, null));
      return reply.status(201).send(await showRecipeRow(deps, user, row));
    },
  );
}
