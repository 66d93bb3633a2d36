import { createServer, type Server } from "node:http";

/** A product the stub database knows, in Open Food Facts' field names. */
export interface OffProduct {
  product_name: string;
  brands?: string;
  categories_tags?: string[];
  quantity?: string;
}

/**
 * A loopback stand-in for Open Food Facts (set PRODUCT_LOOKUP_URL to `url`):
 * `GET /api/v2/product/{code}.json` → 200 `{status: 1, product}` for a known code, else 404
 * `{status: 0}`. `requests` lists the codes asked for.
 */
export async function startProductDb(products: Record<string, OffProduct>) {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const match = /^\/api\/v2\/product\/([^/?]+)\.json/.exec(req.url ?? "");
    const code = match ? decodeURIComponent(match[1]) : "";
    requests.push(code);
    const product = products[code];
    res.setHeader("Content-Type", "application/json");
    if (!product) {
      res.statusCode = 404;
      res.end(JSON.stringify({ status: 0, status_verbose: "product not found", code }));
      return;
    }
    res.end(JSON.stringify({ status: 1, code, product }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
