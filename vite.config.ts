import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

/** Client build: root src/web, output dist/web (served by the Fastify server). */
export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
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
