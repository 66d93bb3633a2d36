import { rmSync } from "node:fs";
import path from "node:path";
import { PGLITE_TEMPLATE_ENV, startAppServer } from "./app-server";

/**
 * Playwright global setup: start the server once on an empty DATA_DIR so it migrates its PGlite
 * database, stop it, and name that directory in E2E_PGLITE_TEMPLATE; every spec's server then
 * starts from a copy instead of migrating again. The teardown deletes it.
 */
export default async function globalSetup(): Promise<() => void> {
  const server = await startAppServer();
  await server.stop({ keepData: true });
  process.env[PGLITE_TEMPLATE_ENV] = path.join(server.dataDir, "pglite");
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}
