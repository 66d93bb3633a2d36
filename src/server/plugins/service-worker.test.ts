/**
 * Installable app (issue 10 item 3), server side: the manifest and icons are served with their
 * real types, sw.js is never cached by HTTP and names the build it belongs to, and the page policy
 * lets the browser load both from our origin.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsp } from "../../../test/server/security/csp";
import { getTestServer, type TestServer } from "../../../test/server/test-server";
import { BUILD_VERSION_PLACEHOLDER } from "./service-worker";

/** A built-client stand-in: the real public files and index.html naming one hashed entry script. */
function client(entry: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pm-pwa-"));
  cpSync("src/web/public", dir, { recursive: true });
  writeFileSync(path.join(dir, "index.html"), readFileSync("src/web/index.html", "utf8").replace("/main.tsx", `/assets/${entry}`));
  return dir;
}

const dirs: string[] = [];
const servers: TestServer[] = [];
async function serve(entry: string): Promise<TestServer> {
  const webDir = client(entry);
  dirs.push(webDir);
  const s = await getTestServer({ config: { webDir } });
  servers.push(s);
  return s;
}

let s: TestServer;
beforeAll(async () => {
  s = await serve("index-AAAA1111.js");
});
afterAll(async () => {
  for (const server of servers) await server.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const cacheNames = (body: string) => /const BUILD_VERSION = "([^"]+)"/.exec(body)?.[1];

describe("service worker file", () => {
  it("is JavaScript that browsers must re-check on every visit, with this build's version filled in", async () => {
    const res = await s.app.inject({ url: "/sw.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).not.toContain(BUILD_VERSION_PLACEHOLDER);
    expect(cacheNames(res.body)).toMatch(/^[0-9a-f]{16}$/);
    // Still the reminder worker too.
    expect(res.body).toContain('addEventListener("push"');
    const head = await s.app.inject({ method: "HEAD", url: "/sw.js" });
    expect(head.statusCode).toBe(200);
  });

  it("a new deployment (another hashed entry file) gets another version, so old caches are replaced", async () => {
    const next = await serve("index-BBBB2222.js");
    const [a, b] = await Promise.all([s.app.inject({ url: "/sw.js" }), next.app.inject({ url: "/sw.js" })]);
    expect(cacheNames(a.body)).not.toBe(cacheNames(b.body));
    // The same build served twice keeps its version (no needless reinstall).
    const again = await serve("index-AAAA1111.js");
    expect(cacheNames((await again.app.inject({ url: "/sw.js" })).body)).toBe(cacheNames(a.body));
  });

  it("the page policy lets the browser load the worker and the manifest from our origin only", async () => {
    const csp = parseCsp((await s.app.inject({ url: "/" })).headers["content-security-policy"]);
    expect(csp["worker-src"]).toContain("'self'");
    expect(csp["manifest-src"]).toEqual(["'self'"]);
  });
});

describe("web app manifest", () => {
  it("is served as application/manifest+json, re-checked on every visit, and linked from the page", async () => {
    const res = await s.app.inject({ url: "/manifest.webmanifest" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    const page = (await s.app.inject({ url: "/" })).body;
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(page).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(page).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" \/>/);
  });

  it("names the app, opens at / in its own window, and its icons are real PNGs of the stated sizes", async () => {
    const manifest = (await s.app.inject({ url: "/manifest.webmanifest" })).json();
    expect(manifest).toMatchObject({ name: "Pantry → Meals", start_url: "/", scope: "/", display: "standalone" });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    // The colours are the design tokens (src/web/styles.css).
    const css = readFileSync("src/web/styles.css", "utf8");
    expect(css).toContain(`--color-primary: ${manifest.theme_color};`);
    expect(css).toContain(`--color-background: ${manifest.background_color};`);
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of [...icons, { src: "/icons/apple-touch-icon.png", sizes: "180x180", type: "image/png" }]) {
      const res = await s.app.inject({ url: icon.src });
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers["content-type"], icon.src).toBe(icon.type);
      const meta = await sharp(res.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
    }
  });

  it("the maskable icon is opaque to its edges (the platform's mask must not show transparent corners)", async () => {
    const png = (await s.app.inject({ url: "/icons/icon-maskable-512.png" })).rawPayload;
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect([alphaAt(0, 0), alphaAt(511, 0), alphaAt(0, 511), alphaAt(511, 511)]).toEqual([255, 255, 255, 255]);
  });
});
