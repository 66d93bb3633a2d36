import net from "node:net";

/** A JSON object text of exactly `bytes` bytes (`{"pad":"aaa…"}`); bytes ≥ 10. */
export function jsonOfSize(bytes: number): string {
  return `{"pad":"${"a".repeat(bytes - 10)}"}`;
}

/**
 * A multipart/form-data body with text fields and one file part. Output: the body bytes and the
 * Content-Type header (with its boundary).
 */
export function multipartBody(fields: Record<string, string>, file: { name: string; filename: string; type: string; bytes: Buffer }) {
  const boundary = "----fuzz" + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
  );
  parts.push(file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Send raw bytes over TCP (so headers may lie, which HTTP clients refuse to do) and collect what
 * the server answers until it closes the connection or `waitMs` passes. `halfClose` ends our side
 * after writing (a client that stops sending). Output: the raw answer text ("" when none).
 */
export function rawHttp(port: number, request: string, opts: { halfClose?: boolean; waitMs?: number } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(done, opts.waitMs ?? 2000);
    socket.on("data", (d) => (answer += d.toString("latin1")));
    socket.on("close", done);
    socket.on("error", done);
    socket.write(request, "latin1", () => {
      if (opts.halfClose) socket.end();
    });
  });
}

/** The status code of a raw HTTP answer's first line, or 0 when there was no answer. */
export function rawStatus(answer: string): number {
  return Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
}
