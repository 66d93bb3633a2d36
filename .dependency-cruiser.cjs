/**
 * Import boundaries (docs/architecture.md), checked by `npm run lint:boundaries` (part of `npm run lint`, so of `npm test`).
 * ESLint checks the per-file rules (shared is pure, web and server never meet, features never
 * import features); this checks what needs the whole graph: cycles, module seals, the kernel,
 * and that production code never leans on test support.
 */
const TEST_FILE = "\\.test\\.tsx?$";
/**
 * What runs in production: the server, the CLI, the web app, and the workers started by path
 * (the server's image worker, the browser's barcode and OCR-preprocessing workers).
 */
const ENTRY_POINTS = [
  "^src/server/main\\.ts$",
  "^src/server/cli\\.ts$",
  "^src/server/lib/pixel-worker\\.ts$",
  "^src/web/main\\.tsx$",
  "^src/web/.+\\.worker\\.ts$",
];

module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      severity: "error",
      comment: "No import cycles anywhere: a circle means two files are one unit split in two.",
      from: {},
      to: { circular: true },
    },
    {
      name: "module-to-module",
      severity: "error",
      comment: "A server module imports no other module; a job that spans resources is a use case (src/server/use-cases).",
      from: { path: "^src/server/modules/([^/]+)/" },
      to: { path: "^src/server/modules/", pathNot: "^src/server/modules/$1/" },
    },
    {
      name: "kernel-imports-its-own",
      severity: "error",
      comment: "The kernel depends on nothing of its users: only on itself, src/shared, the table definitions and packages.",
      from: { path: "^src/server/kernel/" },
      to: { path: "^src/", pathNot: "^src/(server/kernel|shared|server/db/schema)/" },
    },
    {
      name: "lower-layers-stay-low",
      severity: "error",
      comment: "lib, plugins, ai and db serve modules and use cases; they never reach up into them.",
      from: { path: "^src/server/(lib|plugins|ai|db)/" },
      to: { path: "^src/server/(modules|use-cases)/" },
    },
    {
      name: "modules-below-use-cases",
      severity: "error",
      comment: "Use cases call modules' services and repositories; a module's routes may call a use case, nothing else in a module may.",
      from: { path: "^src/server/modules/", pathNot: ["routes\\.ts$", TEST_FILE] },
      to: { path: "^src/server/use-cases/" },
    },
    {
      name: "production-imports-no-test-support",
      severity: "error",
      comment: "Test support lives in test/ and is imported by tests only.",
      from: { path: "^src/", pathNot: TEST_FILE },
      to: { path: ["^test/", "^e2e/", "^bench/", TEST_FILE] },
    },
    {
      name: "src-only-for-production",
      severity: "error",
      comment: "Every file under src/ is used by the running app or CLI; a file only tests import belongs in test/.",
      from: { path: ENTRY_POINTS },
      to: { path: "^src/.+\\.tsx?$", pathNot: [TEST_FILE, "\\.d\\.ts$", ...ENTRY_POINTS], reachable: false },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    exclude: { path: "(^|/)(dist|node_modules|data)/" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
  },
};
