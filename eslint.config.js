import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/**
 * Import boundaries (DESIGN.md): shared imports nothing from server or web; server and web
 * never import each other; features do not import each other.
 */
const noImport = (patterns, message) => ["error", { patterns: patterns.map((group) => ({ group, message })) }];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "e2e/artifacts/**", "src/server/db/migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["src/shared/**"],
    rules: { "no-restricted-imports": noImport([["**/server/**", "**/web/**", "react", "react-dom", "fastify", "drizzle-orm", "node:*"]], "src/shared is pure TypeScript: no server, web, React, DB or Node imports.") },
  },
  {
    // Issue 19 finding 6: the food knowledge base reads words from user text, files and models.
    // `TABLE[word]` on a plain object also finds `constructor`, `__proto__`, `toString` …
    files: ["src/shared/food/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[computed=true][object.name=/^[A-Z][A-Z0-9_]+$/][property.type=/^(Identifier|MemberExpression|ChainExpression)$/]",
          message: "Look words up with ownValue()/isOwnKey() (src/shared/own-key.ts) or a Map: a plain object also answers inherited keys like 'constructor'.",
        },
      ],
    },
  },
  {
    files: ["src/server/**"],
    rules: { "no-restricted-imports": noImport([["**/web/**", "react", "react-dom"]], "The server never imports the web client.") },
  },
  {
    files: ["src/web/**", "test/web/**"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "no-restricted-imports": noImport([["**/server/**", "fastify", "drizzle-orm", "pg", "node:*"]], "The web client never imports the server."),
    },
  },
  {
    files: ["src/web/features/*/**"],
    rules: {
      "no-restricted-imports": noImport([["**/server/**", "fastify", "drizzle-orm", "pg", "node:*"], ["../../*/**", "!../../../**"]], "Features do not import each other; share through components/ or lib/."),
    },
  },
);
