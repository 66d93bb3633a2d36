import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { exportedRecipeSchema } from "../../../shared/schemas/recipe-export";
import type { AppDeps } from "../../kernel/app-deps";
import { zipChunks } from "../../lib/zip-writer";
import { perUserLimit } from "../../plugins/per-user-limit";
import { currentUser } from "../../plugins/session";
import { cookbookEntries } from "./export-cookbook-zip";
import { toSchemaRecipes } from "./export-jsonld";
import * as repo from "./repository";

/** File name of the JSON-LD download (".json": the name every app's file picker and Tandoor's importer accept). */
export const JSONLD_FILE_NAME = "recipes.json";
/** File name of the Nextcloud Cookbook folder archive. */
export const COOKBOOK_ZIP_FILE_NAME = "recipes-nextcloud-cookbook.zip";

/**
 * Export for other apps (issue 21 item 6), signed-in only and only the caller's household's
 * recipes, newest first:
 *  - GET /api/recipes/export.jsonld → `recipes.json`: a JSON array of schema.org Recipes
 *    (application/ld+json). Tandoor reads it as a "RecipeSage" import; each entry carries its own
 *    @context, so any one can be pasted into Mealie's or Tandoor's "import from JSON/source".
 *  - GET /api/recipes/export.zip → the same recipes with their pictures in the Nextcloud Cookbook
 *    folder layout, which Mealie, Tandoor and Nextcloud Cookbook all import (export-cookbook-zip.ts).
 * Both are rate-limited per user like the other heavy calls. A new app route under /api/recipes/
 * with a dot in its last segment cannot clash with GET /api/recipes/{id} (ids are UUIDs).
 */
export async function recipeExportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config, storage } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["recipes"];
  const limit = perUserLimit(app, "recipe-export", config.rateLimits.aiPerUser, config.rateLimits.windowMs);

  r.get(
    "/api/recipes/export.jsonld",
    {
      schema: {
        tags,
        description: "The household's recipes as a schema.org JSON-LD array (download recipes.json).",
        response: { 200: z.array(exportedRecipeSchema) },
      },
      // Plain JSON: the recipes are built to the schema (the API test checks it), and checking a
      // thousand of them again while serializing would hold the event loop for about a second.
      serializerCompiler: () => (data) => JSON.stringify(data),
      preHandler: limit,
    },
    async (req, reply) => {
      const user = currentUser(req);
      const rows = await repo.listRecipes(db, user.householdId);
      const list = await toSchemaRecipes(rows, config.publicUrl);
      reply
        .type("application/ld+json; charset=utf-8")
        .header("content-disposition", `attachment; filename="${JSONLD_FILE_NAME}"`)
        .header("cache-control", "no-store");
      return list;
    },
  );

  r.get(
    "/api/recipes/export.zip",
    {
      schema: {
        tags,
        description:
          "The household's recipes with pictures as a zip in the Nextcloud Cookbook layout (Recipes/<name>/recipe.json, full.jpg).",
      },
      preHandler: limit,
    },
    async (req, reply) => {
      const user = currentUser(req);
      const rows = await repo.listRecipes(db, user.householdId);
      const stream = Readable.from(zipChunks(cookbookEntries(rows, storage, config.publicUrl)));
      stream.on("error", (err) => req.log.error({ err }, "recipe export zip failed"));
      return reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="${COOKBOOK_ZIP_FILE_NAME}"`)
        .header("cache-control", "no-store")
        .send(stream);
    },
  );
}
