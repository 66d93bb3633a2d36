import type { FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";
import { AppError } from "../../shared/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Security headers and CSRF defence.
 * - Helmet with a strict CSP: own origin only, no inline script, wasm and workers allowed.
 * - State-changing requests from another origin are refused (403): a cross-site or same-site
 *   `Sec-Fetch-Site`, or an `Origin` other than PUBLIC_URL's. Requests without either header
 *   (CLI, server-to-server) are not browser-driven CSRF and pass.
 * - Only JSON bodies are parsed (the text/plain parser is removed so a "simple" cross-site form
 *   post cannot smuggle JSON).
 */
export async function registerSecurity(app: FastifyInstance, publicUrl: string): Promise<void> {
  const allowedOrigin = new URL(publicUrl).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", "blob:"],
        workerSrc: ["'self'", "blob:"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: "no-referrer" },
    crossOriginEmbedderPolicy: false,
    hsts: publicUrl.startsWith("https:"),
  });

  app.removeContentTypeParser("text/plain");
  // An empty JSON body (e.g. POST /api/logout with a Content-Type but no payload) means "no body".
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: app.initialConfig.bodyLimit }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError("BAD_REQUEST", "The request body is not valid JSON."), undefined);
    }
  });

  app.addHook("onRequest", async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    const site = req.headers["sec-fetch-site"];
    if (site && site !== "same-origin" && site !== "none") {
      throw new AppError("FORBIDDEN", "Cross-site requests are not allowed.");
    }
    const origin = req.headers.origin;
    if (origin && origin !== allowedOrigin) {
      throw new AppError("FORBIDDEN", "Cross-origin requests are not allowed.");
    }
  });
}
