import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError, type AppErrorCode, type ErrorBody, type ErrorIssue } from "../../shared/errors";

const STATUS_CODES: Record<number, AppErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  429: "RATE_LIMITED",
};

/**
 * The one error → HTTP map. AppError carries its code; request validation lists every issue
 * (400); Fastify's own 4xx (bad JSON 400, unsupported media type 415, body too large 413) keep
 * their status with a plain message; anything else is logged and answered as a generic 500.
 * /auth/* answers also carry `success: false`, which the auth screen reads (SPEC §7).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    let status = 500;
    let body: ErrorBody;
    if (err instanceof AppError) {
      status = err.status;
      body = { error: err.message, code: err.code, issues: err.issues };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      status = 400;
      const issues: ErrorIssue[] = err.validation.map((v) => ({
        path: [String(err.validationContext ?? "")]
          .concat(v.instancePath.split("/").filter(Boolean))
          .filter(Boolean)
          .join("."),
        message: v.message ?? "Invalid value",
      }));
      body = { error: issues.map((i) => i.message).join("; "), code: "VALIDATION", issues };
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500 && !isResponseSerializationError(err)) {
      status = err.statusCode;
      body = { error: err.message, code: STATUS_CODES[status] ?? "BAD_REQUEST" };
    } else {
      req.log.error({ err }, "Unhandled error");
      body = { error: "Something went wrong. Please try again.", code: "INTERNAL" };
    }
    const out = req.url.startsWith("/auth/") ? { success: false, ...body } : body;
    return reply.status(status).send(out);
  });
}
