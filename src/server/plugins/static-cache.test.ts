/**
 * Built client delivery (issue 10 item 1): browsers get the build's Brotli/gzip copies instead of
 * the raw files, hashed assets are cached for a year, and files whose names do not change are
 * re-checked. A slow phone notices the first as download size and the second as repeat-visit speed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestServer, type TestServer } from "../../../test/server/test-server";

const SCRIPT = `export const greeting = ${JSON.stringify("hello ".repeat(500))};\n`;
const ENTRY = "assets/index-AbC_12-z.js";

let dir: string;
let s: TestServer;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "pm-static-"));
  mkdirSync(path.join(dir, "assets"));
  const html = `<!doctype html><html><head><script type="module" src="/${ENTRY}"></script></head><body>${"<p>x</p>".repeat(300)}</body></html>`;
  for (const [file, body] of [
    [ENTRY, SCRIPT],
    ["index.html", html],
    ["manifest.webmanifest", JSON.stringify({ name: "Pantry → Meals", pad: "y".repeat(2000) })],
    ["favicon.svg", `<svg xmlns="http://www.w3.org/2000/svg"><!--${"z".repeat(2000)}--></svg>`],
  ]) {
    writeFileSync(path.join(dir, file), body);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(body));
  }
  s = await getTestServer({ config: { webDir: dir } });
});
afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("built client files", () => {
  it("a browser accepting Brotli gets the Brotli copy of a script, with its JavaScript type", async () => {
    const res = await s.app.inject({ url: `/${ENTRY}`, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it("a gzip-only client gets gzip, and one that accepts neither gets the file as it is", async () => {
    const gz = await s.app.inject({ url: `/${ENTRY}`, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await s.app.inject({ url: `/${ENTRY}`, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("hashed assets are cached for a year as immutable, compressed or not", async () => {
    for (const enc of ["br", "identity"]) {
      const res = await s.app.inject({ url: `/${ENTRY}`, headers: { "accept-encoding": enc } });
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  it("files without a hash are re-checked: the manifest is no-cache even as its Brotli copy, the icon revalidates", async () => {
    const manifest = await s.app.inject({ url: "/manifest.webmanifest", headers: { "accept-encoding": "br" } });
    expect(manifest.headers["content-encoding"]).toBe("br");
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    const icon = await s.app.inject({ url: "/favicon.svg", headers: { "accept-encoding": "br" } });
    expect(icon.headers["cache-control"]).toBe("public, max-age=0");
  });

  it("the app page (any client route) is sent compressed and never served stale", async () => {
    const res = await s.app.inject({ url: "/recipes", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).not.toMatch(/max-age=[1-9]|immutable/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain(ENTRY);
  });
});
