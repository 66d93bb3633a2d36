import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

/** Warm food-photo palettes (background, plate rim, food) picked by the token's hash. */
const PALETTES: [string, string, string][] = [
  ["#fef3c7", "#fffbeb", "#f59e0b"],
  ["#dcfce7", "#f0fdf4", "#16a34a"],
  ["#fee2e2", "#fef2f2", "#dc2626"],
  ["#ffedd5", "#fff7ed", "#ea580c"],
  ["#e0f2fe", "#f0f9ff", "#0284c7"],
  ["#f3e8ff", "#faf5ff", "#9333ea"],
  ["#ecfccb", "#f7fee7", "#65a30d"],
];

/**
 * A plate illustration for a token (no user text is rendered, so nothing can inject markup).
 * Same token → same picture: the hash picks palette and the arrangement of food on the plate.
 */
export function placeholderSvg(token: string): string {
  const h = createHash("sha256").update(token).digest();
  const [bg, rim, food] = PALETTES[h[0] % PALETTES.length];
  const blobs = Array.from({ length: 3 + (h[1] % 3) }, (_, i) => {
    const a = (h[2 + i] / 255) * Math.PI * 2;
    const r = 22 + (h[8 + i] % 30);
    const x = 200 + Math.cos(a) * r;
    const y = 150 + Math.sin(a) * r * 0.8;
    const size = 16 + (h[14 + i] % 18);
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${size}" fill="${food}" opacity="${(0.55 + (h[20 + i] % 40) / 100).toFixed(2)}"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300"><rect width="400" height="300" fill="${bg}"/><ellipse cx="200" cy="158" rx="118" ry="104" fill="#00000010"/><circle cx="200" cy="150" r="110" fill="${rim}" stroke="#e7e5e4" stroke-width="3"/><circle cx="200" cy="150" r="82" fill="#ffffff"/>${blobs}<rect x="52" y="70" width="8" height="160" rx="4" fill="#a8a29e"/><rect x="340" y="70" width="8" height="160" rx="4" fill="#a8a29e"/></svg>`;
}

/** GET /api/placeholder/{token} — the SPEC's placeholder image, public and cacheable. */
export async function placeholderRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/placeholder/:token",
    { schema: { tags: ["images"], params: z.object({ token: z.string().regex(/^[a-z0-9-]{1,160}(\.svg)?$/i, "Invalid token") }) } },
    async (req, reply) =>
      reply
        .header("content-type", "image/svg+xml; charset=utf-8")
        .header("cache-control", "public, max-age=86400")
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
        .send(placeholderSvg(req.params.token.replace(/\.svg$/i, ""))),
  );
}
