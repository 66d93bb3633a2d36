import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { importIdParamsSchema, importListSchema, importPreviewSchema, importProgressSchema, startImportBodySchema } from "../../../shared/schemas/recipe-imports";
import type { AppDeps } from "../../kernel/app-deps";
import { perUserLimit } from "../../plugins/per-user-limit";
import { currentUser } from "../../plugins/session";
import { previewRecipeArchive } from "../../use-cases/preview-recipe-archive";
import type { RecipeImportWorker } from "../../use-cases/run-recipe-imports";
import { cancelImport, getImport, listImports, markStarted, progressOf } from "./service";
import { readArchiveUpload } from "./upload";

/** The multipart field, for the OpenAPI document only: readArchiveUpload reads and checks the streamed body. */
const archiveUploadDoc = z.object({
  archive: z.string().meta({ format: "binary", description: "Another app's recipe export (zip, JSON, CSV, HTML, Markdown, Cooklang), at most 200 MB." }),
});
const documentOnly = () => (value: unknown) => ({ value });

/**
 * Issue 21 item 2, importing another app's recipe export, signed-in only, per household:
 * - POST /api/recipes/import-archive (multipart `archive`) → 201 preview; nothing stored in the recipes;
 * - POST /api/recipes/import-archive/:importId/start {indices} → 202 progress; the job runs in the background;
 * - GET /api/recipes/import-archive → the household's imports not dismissed, newest first (to resume showing one);
 * - GET /api/recipes/import-archive/:importId → progress and, when done, the summary;
 * - DELETE /api/recipes/import-archive/:importId → 204; cancels, or dismisses a finished one (recipes already imported stay).
 * Another household's import answers 404.
 */
export async function recipeImportRoutes(app: FastifyInstance, deps: AppDeps, worker: RecipeImportWorker): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["recipes"];
  const { rateLimits } = deps.config;

  r.post(
    "/api/recipes/import-archive",
    {
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        body: archiveUploadDoc,
        description:
          "Reads a recipe export of another app (Paprika, Mealie, Tandoor, Nextcloud Cookbook, Chowdown, Copy Me That, Plan to Eat, " +
          "My Recipe Box, schema.org JSON-LD, Cooklang) and answers a preview: recipes found with duplicates of the household's own, " +
          "and what could not be read. Nothing is stored in the recipes. 400 unknown format or refused archive, 413 over 200 MB.",
        response: { 201: importPreviewSchema },
      },
      validatorCompiler: documentOnly,
      preHandler: perUserLimit(app, "recipe-import-archive", rateLimits.aiPerUser, rateLimits.windowMs),
    },
    async (req, reply) => {
      const upload = await readArchiveUpload(req);
      return reply.status(201).send(await previewRecipeArchive(deps, currentUser(req), upload));
    },
  );

  r.post(
    "/api/recipes/import-archive/:importId/start",
    {
      schema: {
        tags,
        description: "Imports the ticked recipes of a preview in the background (409 when already started).",
        params: importIdParamsSchema,
        body: startImportBodySchema,
        response: { 202: importProgressSchema },
      },
    },
    async (req, reply) => {
      const row = await markStarted(deps.db, currentUser(req), req.params.importId, req.body.indices);
      worker.kick();
      return reply.status(202).send(progressOf(row));
    },
  );

  r.get(
    "/api/recipes/import-archive",
    {
      schema: {
        tags,
        description: "The household's imports in preview, running, or finished and not dismissed yet, newest first (a page opened later resumes showing one).",
        response: { 200: importListSchema },
      },
    },
    async (req) => listImports(deps.db, currentUser(req)),
  );

  r.get(
    "/api/recipes/import-archive/:importId",
    { schema: { tags, description: "Progress of an import, and its summary when done.", params: importIdParamsSchema, response: { 200: importProgressSchema } } },
    async (req) => progressOf(await getImport(deps.db, currentUser(req), req.params.importId)),
  );

  r.delete(
    "/api/recipes/import-archive/:importId",
    { schema: { tags, description: "Cancels an import, or dismisses a finished one, and forgets its file; recipes already imported stay.", params: importIdParamsSchema } },
    async (req, reply) => {
      await cancelImport(deps, currentUser(req), req.params.importId);
      return reply.status(204).send();
    },
  );
}
