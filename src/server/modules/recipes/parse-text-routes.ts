import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { parseRecipeTextBodySchema, parseRecipeTextResponseSchema } from "../../../shared/schemas/recipe-text";
import type { AppDeps } from "../../kernel/app-deps";
import { perUserLimit } from "../../plugins/per-user-limit";
import { parseRecipeTextInSlices } from "./parse-text-service";

/**
 * POST /api/recipes/parse-text (issue 21, "Paste a recipe"), signed-in only: pasted recipe text
 * (at most 100 000 characters) → `{ draft }`, the RecipeDraft the import preview shows, read by
 * src/shared/domain/recipe-text (the browser runs the same reader). Nothing is stored. 400 with
 * the issues for a missing, blank or too long text. Rate-limited per user like the import routes.
 */
export async function recipeTextRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = perUserLimit(app, "recipe-parse-text", config.rateLimits.aiPerUser, config.rateLimits.windowMs);

  r.post(
    "/api/recipes/parse-text",
    {
      schema: {
        tags: ["recipes"],
        description: "Reads a pasted recipe (title, ingredients, steps, yield, times) into a draft for the import preview; stores nothing.",
        body: parseRecipeTextBodySchema,
        response: { 200: parseRecipeTextResponseSchema },
      },
      preHandler: limit,
    },
    async (req) => ({ draft: await parseRecipeTextInSlices(req.body.text) }),
  );
}
