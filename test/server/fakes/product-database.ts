import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A fake product database answering like Open Food Facts' API v2 (test support). */
export interface FakeProductDatabase {
  /** Base URL to use as PRODUCT_LOOKUP_URL. */
  url: string;
  /** Every code asked for, in order. */
  hits: string[];
  close(): Promise<void>;
}

/**
 * Start a fake Open Food Facts on 127.0.0.1 (a free port). `products` maps a code to OFF's
 * `product` object: GET /api/v2/product/{code}.json?fields=… answers 200 {status: 1, product}
 * for a known code, 404 {status: 0} otherwise; code 5000000000500 answers 500 and
 * 5000000000999 never answers. Any other path answers 400.
 */
export async function startFakeProductDatabase(products: Record<string, object>): Promise<FakeProductDatabase> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    const code = req.url?.match(/^\/api\/v2\/product\/([^/.]+)\.json\?fields=/)?.[1];
    if (!code) return res.writeHead(400).end();
    hits.push(decodeURIComponent(code));
    if (code === "5000000000500") return res.writeHead(500).end("oops");
    if (code === "5000000000999") return; // never answers
    const product = products[code];
    res.writeHead(product ? 200 : 404, { "content-type": "application/json" });
    res.end(JSON.stringify(product ? { code, status: 1, product } : { code, status: 0, status_verbose: "product not found" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
