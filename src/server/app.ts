import { existsSync } from "node:fs";
import path from "node:path";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { createAiProvider } from "./ai/provider";
import type { AppDeps } from "./kernel/app-deps";
import { openDatabase } from "./db/client";
import type { AppConfig } from "./kernel/config/env";
import { createMailer } from "./lib/mail";
import { createStorage } from "./lib/storage";
import { createAuth } from "./lib/auth/better-auth";
import { magicLinkMail } from "./modules/auth/magic-link-mail";
import { loadOrCreateSecret } from "./modules/auth/repository";
import { authPublicRoutes, authSessionRoutes } from "./modules/auth/routes";
import { pantryRoutes } from "./modules/pantry/routes";
import { recipeIdeaRoutes } from "./modules/ai/routes";
import { recipeRoutes } from "./modules/recipes/routes";
import { recipeInteractionRoutes } from "./modules/recipe-interactions/routes";
import { mealPlanRoutes } from "./modules/meal-plans/routes";
import { pushRoutes } from "./modules/push/routes";
import { userSettingsRoutes } from "./modules/user-settings/routes";
import { accountRoutes } from "./modules/account/routes";
import { analyticsRoutes } from "./modules/analytics/routes";
import { historyRoutes } from "./modules/history/routes";
import { scheduleRetention } from "./modules/history/retention";
import { householdRoutes } from "./modules/households/routes";
import { invitationPublicRoutes } from "./modules/households/invitation-public-routes";
import { placeholderRoutes } from "./modules/placeholder/routes";
import { imageRoutes } from "./modules/images/routes";
import { productRoutes } from "./modules/products/routes";
import { receiptRoutes } from "./modules/receipts/routes";
import { shoppingListRoutes } from "./modules/shopping-list/routes";
import { recipeImportRoutes } from "./modules/recipe-imports/routes";
import { apiTokenRoutes } from "./modules/api-tokens/routes";
import { apiTokenBearer, OPENAPI_SECURITY_SCHEMES, openApiSecurity } from "./modules/api-tokens/bearer";
import { calendarFeedPublicRoutes, calendarFeedRoutes } from "./modules/calendar-feed/routes";
import { startRecipeImportWorker, type RecipeImportWorker } from "./use-cases/run-recipe-imports";
import { RECEIPT_MULTIPART_LIMITS } from "./modules/receipts/upload";
import { registerErrorHandler } from "./plugins/error-handler";
import { rateLimitSetup } from "./plugins/rate-limit-store";
import { registerSecurity } from "./plugins/security";
import { requireSession } from "./plugins/session";
import { SERVICE_WORKER_FILE, serveServiceWorker } from "./plugins/service-worker";
import { staticCacheHeaders } from "./plugins/static-cache";
import type { Database } from "./kernel/db";
import type { Mailer } from "./kernel/ports/mailer";
import type { Storage } from "./kernel/ports/storage";
import type { AiProvider } from "./kernel/ports/ai-provider";

/** One registered route: method, URL pattern (`/api/pantry/:householdId`) and its zod schema parts. */
export interface RouteEntry {
  method: string;
  url: string;
  schema?: { params?: unknown; querystring?: unknown; body?: unknown; hide?: boolean };
  /** The route's own body limit in bytes, when it sets one (else the app's 1 MB). */
  bodyLimit?: number;
  /** True when the route brings its own validatorCompiler (its schema documents; the handler checks). */
  ownValidator?: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route the app registered (filled by an onRoute hook; the security tests walk it). */
    routeTable: RouteEntry[];
    /** This process's archive-import worker (use-cases/run-recipe-imports.ts). */
    recipeImports: RecipeImportWorker;
  }
}

export interface BuildOptions {
  /** Use this database instead of opening one from config (tests). */
  database?: Database;
  /** Use this mailer instead of SMTP/outbox (tests capture mail). */
  mailer?: Mailer;
  /** Use this file storage instead of the configured one. */
  storage?: Storage;
  /** Use this AI provider instead of the configured one (tests inject fake image readers). */
  aiProvider?: AiProvider;
  logger?: boolean;
}

/**
 * Build the Fastify app: plugins, security, auth, every module, OpenAPI at /api/docs and the
 * built client with SPA fallback. Tests call it and use `app.inject()`.
 */
export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance & { deps: AppDeps }> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // TRUST_PROXY: only the listed proxies' X-Forwarded-For is believed (req.ip); nobody's by default.
    trustProxy: config.trustProxy?.length ? config.trustProxy : false,
    logController: new LogController({ disableRequestLogging: config.logLevel !== "debug" && config.logLevel !== "trace" }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const routeTable: RouteEntry[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (r) => {
    const schema = r.schema as RouteEntry["schema"];
    for (const method of [r.method].flat()) {
      routeTable.push({ method, url: r.url, schema, bodyLimit: r.bodyLimit, ownValidator: Boolean(r.validatorCompiler) });
    }
  });

  const database =
    opts.database ?? (await openDatabase({ ...config, onIdleError: (err) => app.log.warn({ err }, "idle database connection lost") }));
  const mailer = opts.mailer ?? createMailer({ ...config, log: app.log });
  const secret = await loadOrCreateSecret(database.db);
  const auth = createAuth({
    db: database.db,
    secret,
    publicUrl: config.publicUrl,
    ttlSec: config.magicLinkTtlSec,
    sendMagicLink: async ({ email, token }) => {
      const mail = magicLinkMail({ to: email, publicUrl: config.publicUrl, token, ttlMin: Math.round(config.magicLinkTtlSec / 60) });
      // Sent in the background: the answer must not wait for (or reveal) mail delivery.
      mailer.send(mail).catch((err) => app.log.error({ err, to: email }, "Failed to send sign-in mail"));
    },
  });
  const storage = opts.storage ?? createStorage(config, (m) => app.log.warn(m));
  const ai = opts.aiProvider ?? createAiProvider(config.ai, (m) => app.log.warn(m));
  const deps: AppDeps = { config, database, db: database.db, auth, mailer, storage, ai, secret };
  app.decorate("deps", deps);
  if (!opts.database) app.addHook("onClose", async () => database.close());

  await app.register(cookie);
  // Rate-limit counts shared by every process (Redis or PostgreSQL), in memory on PGlite: plugins/rate-limit-store.ts.
  const limits = rateLimitSetup(config.redisUrl, database, (err) => app.log.warn({ err }, "rate-limit store error"));
  app.addHook("onClose", async () => limits.close());
  await app.register(rateLimit, limits.options);
  // Multipart bodies (POST /api/receipts) are read only where a route asks; these are the limits.
  await app.register(multipart, { limits: RECEIPT_MULTIPART_LIMITS });
  await registerSecurity(app, config.publicUrl);
  await app.register(swagger, {
    openapi: { info: { title: "Pantry → Meals API", version: "0.1.0" }, components: { securitySchemes: OPENAPI_SECURITY_SCHEMES } },
    // Routes personal API tokens may call carry the bearer scheme (issue 23 item 5, modules/api-tokens/bearer.ts).
    transform: (doc) => {
      const out = jsonSchemaTransform(doc);
      const security = doc.route ? openApiSecurity(doc.route.method, doc.url) : undefined;
      return security && out.schema && !out.schema.hide ? { ...out, schema: { ...out.schema, security } } : out;
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  app.get("/healthz", { schema: { hide: true } }, async () => {
    await database.db.execute("select 1");
    return { status: "ok" };
  });

  // Archive imports (issue 21) run in the background; any process continues any import (use-cases/run-recipe-imports.ts).
  const recipeImports = startRecipeImportWorker(deps, app.log);
  app.decorate("recipeImports", recipeImports);
  app.addHook("preClose", async () => recipeImports.stop());

  await authPublicRoutes(app, deps);
  await placeholderRoutes(app);
  await invitationPublicRoutes(app, deps);
  await calendarFeedPublicRoutes(app, deps);
  await app.register(async (scope) => {
    // `Authorization: Bearer` requests are judged by their personal API token (issue 23 item 5).
    requireSession(scope, auth, apiTokenBearer(scope, deps));
    await authSessionRoutes(scope, deps);
    await pantryRoutes(scope, deps);
    await productRoutes(scope, deps);
    await receiptRoutes(scope, deps);
    await imageRoutes(scope, deps);
    await recipeIdeaRoutes(scope, deps);
    await recipeRoutes(scope, deps);
    await recipeImportRoutes(scope, deps, recipeImports);
    await recipeInteractionRoutes(scope, deps);
    await mealPlanRoutes(scope, deps);
    await shoppingListRoutes(scope, deps);
    await pushRoutes(scope, deps);
    await userSettingsRoutes(scope, deps);
    await accountRoutes(scope, deps);
    await householdRoutes(scope, deps);
    await historyRoutes(scope, deps);
    await analyticsRoutes(scope, deps);
    await apiTokenRoutes(scope, deps);
    await calendarFeedRoutes(scope, deps);
  });

  // Daily history purge (SPEC §9 retention). Configs from loadConfig always set the days; API tests'
  // hand-built configs leave them out and run the purge themselves.
  if (config.historyRetentionDays !== undefined) {
    const stop = scheduleRetention(database.db, config.historyRetentionDays, {
      info: (o, m) => app.log.info(o, m),
      onError: (err) => app.log.error({ err }, "history retention failed"),
    });
    app.addHook("onClose", async () => stop());
  }

  await serveClient(app, config.webDir);
  return app as unknown as FastifyInstance & { deps: AppDeps };
}

/** Static client (when built) with SPA fallback: unknown page GETs answer index.html; the rest a JSON 404. */
async function serveClient(app: FastifyInstance, webDir?: string): Promise<void> {
  const hasClient = Boolean(webDir && existsSync(path.join(webDir, "index.html")));
  // sw.js is served with its build version (plugins/service-worker.ts). The build writes .br/.gz
  // copies (scripts/vite-precompress.ts), sent to browsers that accept them; cache rules: plugins/static-cache.ts.
  if (hasClient) {
    const ignore = [SERVICE_WORKER_FILE, `${SERVICE_WORKER_FILE}.br`, `${SERVICE_WORKER_FILE}.gz`];
    await app.register(fastifyStatic, { root: webDir!, wildcard: false, index: false, globIgnore: ignore, preCompressed: true, setHeaders: staticCacheHeaders });
    serveServiceWorker(app, webDir!);
  }
  app.setNotFoundHandler((req, reply) => {
    const isPage = (req.method === "GET" || req.method === "HEAD") && !req.url.startsWith("/api/") && !req.url.startsWith("/healthz");
    if (hasClient && isPage) return reply.header("cache-control", "no-cache").sendFile("index.html");
    return reply.status(404).send({ error: `Not found: ${req.method} ${req.url.split("?")[0]}`, code: "NOT_FOUND" });
  });
}
