import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { okSchema } from "../../../shared/schemas/common";
import {
  pushSubscribeSchema,
  pushTestAnswerSchema,
  pushTestSchema,
  pushUnsubscribeSchema,
  reminderSettingsSchema,
  useSoonDigestSchema,
  vapidKeySchema,
} from "../../../shared/schemas/push";
import type { AppDeps } from "../../kernel/app-deps";
import { DEFAULT_PUSH_CHECK_SECONDS } from "../../kernel/config/env";
import { currentUser } from "../../plugins/session";
import { everyInterval } from "../../lib/every-interval";
import { sendDueReminders } from "../../use-cases/send-meal-reminders";
import { sendDueUseSoonDigests } from "../../use-cases/send-use-soon-digest";
import type { PushSenderConfig } from "./sender";
import { getReminders, getUseSoon, putReminders, putUseSoon, sendTest, subscribe, unsubscribe } from "./service";
import { loadOrCreateVapidKeys, vapidSubject } from "./vapid";

/**
 * Web push (issue 7 item 5): GET /api/push/vapid-public-key, POST /api/push/subscribe,
 * POST /api/push/unsubscribe, POST /api/push/test (SPEC §7 {userId}), GET/PUT /api/push/reminders,
 * GET/PUT /api/push/use-soon (issue 23 item 2). Starts the reminder and use-soon digest loops when
 * `config.pushReminders` is on (loadConfig; API tests call them directly).
 */
export async function pushRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  const cfg: PushSenderConfig = {
    vapid: await loadOrCreateVapidKeys(db),
    subject: vapidSubject(config.publicUrl, config.mailFrom),
    allowHosts: config.pushAllowHosts ?? [],
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["push"];
  r.get("/api/push/vapid-public-key", { schema: { tags, response: { 200: vapidKeySchema } } }, async () => ({
    publicKey: cfg.vapid.publicKey,
  }));
  r.post("/api/push/subscribe", { schema: { tags, body: pushSubscribeSchema, response: { 200: okSchema } } }, async (req) => {
    await subscribe(db, cfg, currentUser(req), req.body);
    return { success: true as const };
  });
  r.post("/api/push/unsubscribe", { schema: { tags, body: pushUnsubscribeSchema, response: { 200: okSchema } } }, async (req) => {
    await unsubscribe(db, currentUser(req), req.body.endpoint);
    return { success: true as const };
  });
  r.post("/api/push/test", { schema: { tags, body: pushTestSchema, response: { 200: pushTestAnswerSchema } } }, async (req) =>
    sendTest(db, cfg, currentUser(req), req.body?.userId),
  );
  r.get("/api/push/reminders", { schema: { tags, response: { 200: reminderSettingsSchema } } }, async (req) =>
    getReminders(db, currentUser(req)),
  );
  r.put("/api/push/reminders", { schema: { tags, body: reminderSettingsSchema, response: { 200: reminderSettingsSchema } } }, async (req) =>
    putReminders(db, currentUser(req), req.body),
  );
  r.get("/api/push/use-soon", { schema: { tags, response: { 200: useSoonDigestSchema } } }, async (req) => getUseSoon(db, currentUser(req)));
  r.put("/api/push/use-soon", { schema: { tags, body: useSoonDigestSchema, response: { 200: useSoonDigestSchema } } }, async (req) =>
    putUseSoon(db, currentUser(req), req.body),
  );
  if (config.pushReminders) {
    // Reminders and digests are due to the minute; each process looks every PUSH_CHECK_SECONDS (60).
    const everyMs = (config.pushCheckSeconds ?? DEFAULT_PUSH_CHECK_SECONDS) * 1000;
    const stop = everyInterval(() => sendDueReminders(db, cfg), everyMs, (err) => app.log.error({ err }, "meal reminders failed"));
    const stopDigest = everyInterval(() => sendDueUseSoonDigests(db, cfg), everyMs, (err) => app.log.error({ err }, "use-soon digests failed"));
    app.addHook("onClose", async () => {
      await Promise.all([stop(), stopDigest()]);
    });
  }
}
