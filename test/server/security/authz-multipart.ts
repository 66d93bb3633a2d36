import { randomUUID } from "node:crypto";

/** One multipart field: a text value, or a file with its name and content type. */
export type FormPart = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/**
 * Encode fields as a multipart/form-data body, the way a browser's FormData sends it (RFC 7578).
 * Output: the body bytes and the Content-Type header (with its random boundary).
 */
export function multipartBody(parts: FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----authz${randomUUID().replace(/-/g, "")}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = "filename" in p ? `; filename="${p.filename}"\r\nContent-Type: ${p.type}` : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}\r\n\r\n`));
    chunks.push("data" in p ? p.data : Buffer.from(p.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
