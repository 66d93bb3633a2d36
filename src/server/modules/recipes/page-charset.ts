/**
 * Bytes of a fetched web page → text, in the page's own character encoding: the Content-Type
 * charset, else a <meta charset> / http-equiv in the first 4 KB, else a UTF-8 byte-order mark,
 * else UTF-8 (the HTML standard's default for new pages). Unknown labels fall back to UTF-8.
 */
export function decodeHtml(body: Buffer, contentType?: string): string {
  const fromHeader = contentType?.match(/charset\s*=\s*["']?([\w.:-]+)/i)?.[1];
  const head = body.subarray(0, 4096).toString("latin1");
  const fromMeta = head.match(/<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i)?.[1];
  const label = (fromHeader ?? fromMeta ?? "utf-8").toLowerCase();
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}
