import { createReadStream, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { precompress } from "./scripts/vite-precompress";
import { lowPriorityScripts } from "./scripts/vite-low-priority-scripts";

const modules = path.join(import.meta.dirname, "node_modules");

/**
 * tesseract.js's worker, its LSTM cores (plain, SIMD, relaxed SIMD: the worker picks one) and
 * the English `best_int` data, served from our own origin under /ocr/ (tesseract.js defaults to
 * a CDN; DESIGN.md: offline). Keys are URL paths; src/web/lib/ocr/ocr.ts uses them.
 */
const OCR_ASSETS: Record<string, string> = {
  "ocr/worker.min.js": "tesseract.js/dist/worker.min.js",
  "ocr/core/tesseract-core-lstm.wasm.js": "tesseract.js-core/tesseract-core-lstm.wasm.js",
  "ocr/core/tesseract-core-simd-lstm.wasm.js": "tesseract.js-core/tesseract-core-simd-lstm.wasm.js",
  "ocr/core/tesseract-core-relaxedsimd-lstm.wasm.js": "tesseract.js-core/tesseract-core-relaxedsimd-lstm.wasm.js",
  "ocr/lang/eng.traineddata.gz": "@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz",
};

/** Serves OCR_ASSETS in dev and emits them into dist/web in a build. */
function ocrAssets(): Plugin {
  return {
    name: "pantry-ocr-assets",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = OCR_ASSETS[(req.url ?? "").split("?")[0].replace(/^\//, "")];
        if (!file) return next();
        const type = file.endsWith(".gz") ? "application/gzip" : "text/javascript";
        res.setHeader("Content-Type", type);
        createReadStream(path.join(modules, file)).on("error", next).pipe(res);
      });
    },
    generateBundle() {
      for (const [fileName, file] of Object.entries(OCR_ASSETS)) {
        this.emitFile({ type: "asset", fileName, source: readFileSync(path.join(modules, file)) });
      }
    },
  };
}

/** Client build: root src/web, output dist/web (served by the Fastify server). */
export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), ocrAssets(), lowPriorityScripts(), precompress()],
  // Module workers (barcode decoder, OCR preprocessing) import shared code and zxing-wasm's .wasm URL.
  worker: { format: "es" },
  build: { outDir: "../../dist/web", emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    // /auth/confirm is a client page; only the auth API calls go to the server.
    proxy: {
      "/api": "http://127.0.0.1:5000",
      "/auth/magic-link": "http://127.0.0.1:5000",
      "/auth/verify": "http://127.0.0.1:5000",
      "/healthz": "http://127.0.0.1:5000",
    },
  },
});
