/**
 * The baseline of the API benchmark, run as its own process (`node --import tsx
 * bench/api/bare-server.ts`, PORT from the environment): a Fastify instance with nothing but
 * `GET /bare` answering {"ok":true} and `GET /healthz`, on the same Node as the app. Its
 * throughput is the ceiling a JSON route on this machine can reach; each app route is reported
 * as a share of it.
 */
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/bare", async () => ({ ok: true }));
app.get("/healthz", async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
