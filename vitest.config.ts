import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Test projects:
 *  - unit:    pure rules (src/shared), the local AI engine, web units (happy-dom)
 *  - api:     route tests through buildApp() on PGlite, and the whole-app tests of test/server
 *             (security matrix, durability, scale)
 *  - api-pg:  the same tests on PostgreSQL, only when TEST_DATABASE_URL is set
 *
 * The node projects run with `isolate: false`: a worker keeps the modules it has loaded from one
 * test file to the next instead of importing the whole server again for each of ~200 files (that
 * import was over half the phase's time). It holds because every test builds its own app, database
 * and clock, and no support module registers hooks or keeps state at module level. The web project
 * stays isolated: each file gets a fresh happy-dom document, and test/web/mount.tsx registers its
 * cleanup hook when first imported.
 */
const apiInclude = ["src/server/**/*.test.ts", "test/server/**/*.test.ts"];
const apiExclude = ["src/server/ai/**"];

export default defineConfig({
  test: {
    // Vitest's default (one worker less than the cores) is ONE worker on a 2-core machine, which
    // leaves a core idle while API tests wait on PostgreSQL, PGlite and spawned servers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/shared/**/*.test.ts", "src/server/ai/**/*.test.ts"],
          environment: "node",
          isolate: false,
        },
      },
      {
        test: {
          name: "web",
          include: ["src/web/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
        },
      },
      {
        test: {
          name: "api",
          include: apiInclude,
          exclude: apiExclude,
          environment: "node",
          env: { TEST_DB: "pglite" },
          isolate: false,
          globalSetup: ["test/server/pglite-snapshot.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: "api-pg",
                include: apiInclude,
                exclude: apiExclude,
                environment: "node" as const,
                env: { TEST_DB: "postgres" },
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
