import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { userSettingsSchema } from "../../../shared/schemas/user-settings";
import type { AppDeps } from "../../kernel/app-deps";
import { currentUser } from "../../plugins/session";
import { readUserSettings, writeUserSettings } from "./service";

/** GET/PUT /api/user-settings (SPEC §3 user settings, §5 household size 1–20). */
export async function userSettingsRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["settings"];
  r.get("/api/user-settings", { schema: { tags, response: { 200: userSettingsSchema } } }, async (req) =>
    readUserSettings(db, currentUser(req)),
  );
  r.put("/api/user-settings", { schema: { tags, body: userSettingsSchema, response: { 200: userSettingsSchema } } }, async (req) =>
    writeUserSettings(db, currentUser(req), req.body),
  );
}
