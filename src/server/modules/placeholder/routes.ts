import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { placeholderSvg } from "./illustration";

/** GET /api/placeholder/{token} — the SPEC's placeholder image, public and cacheable. */
export async function placeholderRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
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
