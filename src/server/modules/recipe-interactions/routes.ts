import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createInteractionBodySchema, recipeInteractionSchema } from "../../../shared/schemas/recipe-interactions";
import type { AppDeps } from "../../kernel/app-deps";
import { currentUser } from "../../plugins/session";
import { recordRecipeFeedback } from "../../use-cases/record-recipe-feedback";
import { listInteractions } from "./service";

/** GET/POST /api/recipe-interactions (SPEC §7): the user's feedback on the household's recipes. */
export async function recipeInteractionRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["recipes"];
  r.get("/api/recipe-interactions", { schema: { tags, response: { 200: z.array(recipeInteractionSchema) } } }, async (req) =>
    listInteractions(db, currentUser(req)),
  );
  r.post(
    "/api/recipe-interactions",
    { schema: { tags, body: createInteractionBodySchema, response: { 201: recipeInteractionSchema } } },
    async (req, reply) => reply.status(201).send(await recordRecipeFeedback({ db }, currentUser(req), req.body)),
  );
}
