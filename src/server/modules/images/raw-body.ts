/**
 * Reading a raw request body (PUT {uploadURL}: the image file itself, any content type) into
 * memory with a hard size limit and the SPEC text when it is exceeded.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../../shared/errors";
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE } from "../../lib/image-file";

/**
 * In `scope` (an encapsulated plugin context: other routes keep their parsers), replace every
 * body parser by one that buffers the raw bytes, whatever the Content-Type (also none), up to
 * `maxBytes` (default IMAGE_MAX_BYTES, SPEC §9 10 MB).
 * Errors: AppError PAYLOAD_TOO_LARGE (413, IMAGE_TOO_LARGE) when Content-Length or the bytes
 * received exceed the limit (reading stops there); BAD_REQUEST when the upload breaks off.
 */
export function acceptRawBody(scope: FastifyInstance, maxBytes = IMAGE_MAX_BYTES): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser("*", (req: FastifyRequest, payload, done) => {
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > maxBytes) return done(new AppError("PAYLOAD_TOO_LARGE", IMAGE_TOO_LARGE), undefined);
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const finish = (err: Error | null, body?: Buffer) => {
      if (finished) return;
      finished = true;
      payload.removeListener("data", onData);
      done(err, body);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return finish(new AppError("PAYLOAD_TOO_LARGE", IMAGE_TOO_LARGE));
      chunks.push(chunk);
    };
    payload.on("data", onData);
    payload.on("end", () => finish(null, Buffer.concat(chunks)));
    payload.on("error", () => finish(new AppError("BAD_REQUEST", "The upload broke off. Please try again.")));
  });
}
