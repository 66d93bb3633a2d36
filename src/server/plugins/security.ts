import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet from "@fastify/helmet";
import { AppError } from "../../shared/errors";
import { badTextError } from "./json-text";
import { bearerTokenOf } from "./session";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Security headers and CSRF defence.
 * - Helmet with a strict CSP: own origin only, no inline script, wasm and workers allowed.
 * - State-changing requests from another origin are refused (403): a cross-site or same-site
 *   `Sec-Fetch-Site`, or an `Origin` other than PUBLIC_URL's. Requests without either header
 *   (CLI, server-to-server) are not browser-driven CSRF and pass, and so do cookieless
 *   `Authorization: Bearer` requests (personal API tokens; isCookielessBearer).
 * - Only JSON bodies are parsed (the text/plain parser is removed so a "simple" cross-site form
 *   post cannot smuggle JSON). A multipart/form-data body is refused (415) except on routes whose
 *   schema declares `consumes: ["multipart/form-data"]` (POST /api/receipts): the multipart
 *   plugin's parser is global and would otherwise let such a body through to routes that take none.
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
  // Text PostgreSQL cannot store (NUL, unpaired surrogates) is refused with a 400 naming the field.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: app.initialConfig.bodyLimit }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(new AppError("BAD_REQUEST", "The request body is not valid JSON."), undefined);
    }
    const bad = badTextError(parsed);
    if (bad) return done(bad, undefined);
    done(null, parsed);
  });

  app.addHook("onRequest", async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    if (!isCookielessBearer(req)) refuseCrossSite(req, allowedOrigin);
    refuseUnexpectedMultipart(req);
  });
}

/**
 * A request authenticated by `Authorization: Bearer` (personal API tokens) that carries no
 * cookies. CSRF rides on credentials a browser attaches by itself (cookies); a browser never adds
 * an Authorization header on its own, and a page on another origin cannot set one without a CORS
 * preflight this server does not grant. Such a request is judged by its token alone (the session
 * scope ignores cookies when a bearer header is present), so the Origin check does not apply.
 * With any Cookie header the request is treated as a browser's and checked like every other.
 */
function isCookielessBearer(req: FastifyRequest): boolean {
  return bearerTokenOf(req) !== null && req.headers.cookie === undefined;
}

/** 403 for a cross-site or same-site `Sec-Fetch-Site`, or an `Origin` other than PUBLIC_URL's. */
function refuseCrossSite(req: FastifyRequest, allowedOrigin: string): void {
  const site = req.headers["sec-fetch-site"];
  if (site && site !== "same-origin" && site !== "none") {
    throw new AppError("FORBIDDEN", "Cross-site requests are not allowed.");
  }
  const origin = req.headers.origin;
  if (origin && origin !== allowedOrigin) {
    throw new AppError("FORBIDDEN", "Cross-origin requests are not allowed.");
  }
}

/** 415 for a multipart/form-data body sent to a route that does not declare it in `consumes`. */
function refuseUnexpectedMultipart(req: FastifyRequest): void {
  const type = String(req.headers["content-type"] ?? "").toLowerCase();
  if (!type.startsWith("multipart/")) return;
  const consumes = (req.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  if (consumes.includes("multipart/form-data")) return;
  throw Object.assign(new Error(`Unsupported Media Type: ${type.split(";")[0]}`), {
    statusCode: 415,
    code: "FST_ERR_CTP_INVALID_MEDIA_TYPE",
  });
}
