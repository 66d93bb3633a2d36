import { buildApp } from "./app";
import { loadConfig } from "./kernel/config/env";

/**
 * Start the server: read env, build the app, listen; on SIGTERM/SIGINT stop accepting new
 * connections, let in-flight requests finish (Fastify close), then close the database and exit 0
 * (exit 1 if that takes over 15 s).
 *
 * Keep-alive: Node's `server.close()` closes the connections idle at that moment, but a
 * connection whose request was still running stays open after its answer until the client
 * drops it (Fastify's keep-alive timeout is 72 s), so close() would wait for the force timer.
 * While closing, connections that became idle are therefore closed every 100 ms.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => {
      app.log.error("shutdown took over 15 s, exiting");
      process.exit(1);
    }, 15_000);
    force.unref();
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    idle.unref();
    await app.close();
    clearInterval(idle);
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Pantry → Meals is running at ${config.publicUrl}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
