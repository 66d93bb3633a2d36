import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";

/** The worker's file in the built client (src/web/public/sw.js, copied by Vite). */
export const SERVICE_WORKER_FILE = "sw.js";

/** The placeholder in sw.js that names this build (its cache names are derived from it). */
export const BUILD_VERSION_PLACEHOLDER = "__PANTRY_BUILD_VERSION__";

/**
 * The build version: the first 16 hex digits of SHA-256 over the built index.html (which names
 * every content-hashed entry file) and the worker's own source. Any new deployment that changes
 * the client or the worker changes it.
 */
export function buildVersion(indexHtml: string, workerSource: string): string {
  return createHash("sha256").update(indexHtml).update("\0").update(workerSource).digest("hex").slice(0, 16);
}

/**
 * GET /sw.js (and HEAD): the service worker with its build version filled in, `Cache-Control:
 * no-cache` so browsers re-check it on every visit and a deployment's new worker (with new cache
 * names, the old caches deleted on activate) takes over at once. Does nothing when the built client
 * has no sw.js. The file is read once at start; the static plugin must not also serve it.
 */
export function serveServiceWorker(app: FastifyInstance, webDir: string): void {
  const file = path.join(webDir, SERVICE_WORKER_FILE);
  if (!existsSync(file)) return;
  const source = readFileSync(file, "utf8");
  const version = buildVersion(readFileSync(path.join(webDir, "index.html"), "utf8"), source);
  const body = source.replaceAll(BUILD_VERSION_PLACEHOLDER, version);
  app.get(`/${SERVICE_WORKER_FILE}`, { schema: { hide: true } }, async (_req, reply) =>
    reply.header("content-type", "text/javascript; charset=utf-8").header("cache-control", "no-cache").send(body),
  );
}
