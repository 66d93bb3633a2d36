/**
 * Issue 19 finding 4: "a 12 KB image costs 18–25 s and over 1.5 GB". Every route that takes an
 * image — uploaded, posted as a data URL, fetched from an image URL or a recipe page, answered
 * by an image model, or carried in an import file — is sent every decompression bomb of
 * image-bomb-files.ts (real ones and headers that lie; PNG, JPEG, WebP, GIF, TIFF, AVIF, SVG).
 * Each is refused from its header, before any decode: a clear 4xx naming the size (the routes
 * that fetch an image keep their one uniform answer), fast, with no memory spike, and nothing is
 * left in the storage folder. The routes are found in `app.routeTable`, so a new image route
 * fails the first test until it is added here.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalProvider } from "../../../src/server/ai/provider";
import { NOT_AN_IMAGE, tooManyPixelsMessage } from "../../../src/server/lib/image-file";
import { rawUploadKey } from "../../../src/server/modules/images/service";
import { verifyUploadToken } from "../../../src/server/modules/images/upload-token";
import { IMAGE_URL_FAILED } from "../../../src/server/modules/recipes/recipe-images";
import { multipartBody } from "./fuzz-http";
import { inputJsonSchema, type JsonSchema } from "./fuzz-schema";
import { makeImageBombs, type ImageBomb } from "./image-bomb-files";
import { openApp } from "./open-app";

/** Longest a refusal may take, ms (the header is read in a few ms; a decode takes seconds). */
const BUDGET_MS = 750;
/** Largest growth of the process's memory while one request runs, MB (a decode costs hundreds). */
const MEMORY_MB = 64;

let bombs: ImageBomb[];
let dataDir: string;
let site: Server;
let port = 0;
/** What the fake image model answers to generate-image. */
let modelImage: Buffer | null = null;
let s: Awaited<ReturnType<typeof openApp>>;
let cookie: string;
let user: { id: string; householdId: string };
let importer: string;
let recipeId: string;

beforeAll(async () => {
  bombs = await makeImageBombs();
  dataDir = await mkdtemp(path.join(tmpdir(), "pm-bombs-"));
  site = createServer((req, res) => {
    const bomb = /^\/(?:bomb|page)\/(\d+)/.exec(req.url ?? "");
    if (!bomb) return res.writeHead(404).end();
    const i = Number(bomb[1]);
    if (req.url?.startsWith("/bomb/")) return res.writeHead(200, { "content-type": "image/png" }).end(bombs[i].bytes);
    const recipe = {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: `Bomb cake ${i}`,
      image: `http://127.0.0.1:${port}/bomb/${i}`,
      recipeIngredient: ["2 eggs", "100 g flour"],
      recipeInstructions: "Mix.\nBake.",
    };
    res
      .writeHead(200, { "content-type": "text/html" })
      .end(`<html><head><script type="application/ld+json">${JSON.stringify(recipe)}</script></head></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  port = (site.address() as AddressInfo).port;
  const local = createLocalProvider();
  s = await openApp({
    config: { dataDir, fetchAllowPrivate: [{ address: "127.0.0.1", port }] },
    rateLimits: { aiPerUser: 1_000_000 },
    aiProvider: { ...local, recipeImage: async () => modelImage },
  });
  cookie = await s.signUp("bombs@example.com");
  user = (await s.app.inject({ method: "GET", url: "/api/me", headers: { cookie } })).json();
  importer = await s.signUp("importer@example.com");
  const recipe = await call("POST", "/api/recipes/manual", {
    recipe: { title: "Plain bread", instructions: "Bake.", ingredients: [{ name: "flour", qty: "500", unit: "g" }] },
  });
  recipeId = recipe.json().id;
}, 90_000);
afterAll(async () => {
  await s?.close();
  await new Promise((r) => site?.close(r));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function call(method: "GET" | "POST" | "PUT", url: string, payload?: object, who = cookie) {
  return s.app.inject({ method, url, headers: { ...s.json, cookie: who }, ...(payload ? { payload } : {}) });
}

/** Every file in the storage folder (DATA_DIR/uploads), relative paths. */
async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir, "uploads");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** Run `work`, sampling the resident memory every 2 ms: wall time and the largest growth, MB. */
async function measure<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; growthMb: number }> {
  const base = process.memoryUsage.rss();
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 2);
  const started = performance.now();
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { value, ms: performance.now() - started, growthMb: (peak - base) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

/** The refusal text of an upload: the size for an accepted format, the SPEC text for any other. */
const refusalOf = (b: ImageBomb) => (b.uploadable ? tooManyPixelsMessage(b) : NOT_AN_IMAGE);

async function uploadLink(): Promise<string> {
  return (await call("POST", "/api/images/upload")).json().uploadURL as string;
}

/** What a route must answer to a bomb; `after` may check more once the answer is in. */
interface Expectation {
  status: number;
  error?: string;
  /** Files that may appear in storage (e.g. the illustration generate-image falls back to). */
  mayStore?: RegExp;
  after?: (res: LightMyRequestResponse) => Promise<void>;
}

/** How each image route is sent a bomb, and what it must answer. Keys: "METHOD url" of the route table. */
const SEND_BOMB: Record<string, (b: ImageBomb, i: number) => Promise<[LightMyRequestResponse, Expectation]>> = {
  "PUT /api/images/uploads/:token": async (b) => {
    const link = await uploadLink();
    const res = await s.app.inject({
      method: "PUT",
      url: link,
      headers: { origin: s.json.origin, cookie, "content-type": "image/png" },
      payload: b.bytes,
    });
    return [res, { status: 400, error: refusalOf(b) }];
  },
  // A raw upload already stored (e.g. by a server version before the PUT check) is refused too, and deleted.
  "POST /api/images/normalize": async (b) => {
    const link = await uploadLink();
    const nonce = verifyUploadToken(s.app.deps.secret, user.id, link.split("/").pop()!);
    await s.app.deps.storage.put(rawUploadKey(nonce), b.bytes, "image/png");
    const res = await call("POST", "/api/images/normalize", { uploadURL: link });
    return [res, { status: 400, error: tooManyPixelsMessage(b) }];
  },
  "POST /api/receipts": async (b) => {
    const form = multipartBody(
      { householdId: user.householdId, ocrText: "" },
      { name: "receipt", filename: "r.png", type: "image/png", bytes: b.bytes },
    );
    const res = await s.app.inject({
      method: "POST",
      url: "/api/receipts",
      headers: { origin: s.json.origin, cookie, "content-type": form.contentType },
      payload: form.body,
    });
    return [res, { status: 400, error: refusalOf(b) }];
  },
  "POST /api/ai/recognize-food": async (b) => {
    const res = await call("POST", "/api/ai/recognize-food", { imageData: `data:image/png;base64,${b.bytes.toString("base64")}` });
    return [res, { status: 400, error: refusalOf(b) }];
  },
  "POST /api/recipes/manual": async (_b, i) => {
    const recipe = {
      title: `Cake ${i}`,
      instructions: "Bake.",
      imageUrl: `http://127.0.0.1:${port}/bomb/${i}`,
      ingredients: [{ name: "flour", qty: "1", unit: "cup" }],
    };
    return [await call("POST", "/api/recipes/manual", { recipe }), { status: 400, error: IMAGE_URL_FAILED }];
  },
  "PUT /api/recipes/:id": async (_b, i) => [
    await call("PUT", `/api/recipes/${recipeId}`, { imageUrl: `http://127.0.0.1:${port}/bomb/${i}` }),
    { status: 400, error: IMAGE_URL_FAILED },
  ],
  // The recipe is imported without its picture.
  "POST /api/recipes/from-url": async (_b, i) => [
    await call("POST", "/api/recipes/from-url", { url: `http://127.0.0.1:${port}/page/${i}` }),
    { status: 201, after: async (res) => expect(res.json().imageUrl).toBeNull() },
  ],
  // The model's answer is dropped for the local illustration (800 × 600), which is all that is stored.
  "POST /api/recipes/:id/generate-image": async (b) => {
    modelImage = b.bytes;
    const res = await call("POST", `/api/recipes/${recipeId}/generate-image`);
    modelImage = null;
    const after = async (r: LightMyRequestResponse) => {
      const image = await s.app.inject({ method: "GET", url: r.json().imageUrl, headers: { cookie } });
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 800, height: 600 });
    };
    return [res, { status: 200, mayStore: new RegExp(`^recipe-images/${user.householdId}/[0-9a-f-]{36}\\.webp(\\.type)?$`), after }];
  },
  "POST /api/account/import": async (b) => {
    const file = (await call("GET", "/api/account/export", undefined, importer)).json();
    file.images = [{ url: "/api/images/x/y.webp", contentType: "image/png", base64: b.bytes.toString("base64") }];
    return [await call("POST", "/api/account/import", file, importer), { status: 400, error: refusalOf(b) }];
  },
};

/** Routes whose names suggest images but that never read image bytes, each with its reason. */
const NO_IMAGE_BYTES: Record<string, string> = {
  "POST /api/images/upload": "issues an upload link; takes no body",
  "POST /api/ai/process-receipt": "takes the receipt's OCR text, not its picture",
  "POST /api/recipes/save-ai-recipe": "the idea's imageUrl is kept as a link (lib/image-path.ts), never fetched or decoded",
  "POST /api/recipes/import-archive":
    "keeps an archive's pictures as bytes; the import job decodes each through toRecipeWebp and its image limits (lib/recipe-images.ts)",
};

const IMAGE_WORDS = /image|photo|picture|receipt|base64|upload/i;
/** True when a body schema has a file, a data:image string, or a field named like an image or a URL to one. */
function bodyTakesImage(node: JsonSchema | null | undefined, key = ""): boolean {
  if (!node) return false;
  if (IMAGE_WORDS.test(key) || key === "url" || node.format === "binary" || node.pattern?.includes("data:image")) return true;
  const children = [
    ...Object.entries(node.properties ?? {}),
    ...[node.items, ...(node.anyOf ?? []), ...(node.oneOf ?? [])].map((c) => ["", c] as const),
  ];
  return children.some(([k, child]) => bodyTakesImage(child as JsonSchema, k));
}
const imageRoutes = () =>
  s.app.routeTable
    .filter((r) => ["POST", "PUT", "PATCH"].includes(r.method))
    .filter((r) => IMAGE_WORDS.test(r.url) || bodyTakesImage(inputJsonSchema(r.schema?.body)))
    .map((r) => `${r.method} ${r.url}`);

describe("decompression bombs on every route that takes an image (issue 19 finding 4)", () => {
  it("every route of app.routeTable that takes an image is sent the bombs below (or says why it reads no image bytes)", () => {
    const found = imageRoutes();
    expect(
      found.filter((r) => !(r in SEND_BOMB) && !(r in NO_IMAGE_BYTES)),
      "image routes with no bomb test",
    ).toEqual([]);
    expect(
      Object.keys(SEND_BOMB).filter((r) => !found.includes(r)),
      "bomb tests of routes that are gone",
    ).toEqual([]);
    expect(
      Object.keys(NO_IMAGE_BYTES).filter((r) => !found.includes(r)),
      "reasons for routes that are gone",
    ).toEqual([]);
  });

  for (const route of Object.keys(SEND_BOMB)) {
    it(`${route}: every bomb is refused from its header — the answer, under ${BUDGET_MS} ms, no memory spike, nothing stored`, async () => {
      for (const [i, b] of bombs.entries()) {
        const before = await storedFiles();
        const { value, ms, growthMb } = await measure(() => SEND_BOMB[route](b, i));
        const [res, want] = value;
        const label = `${route} ← ${b.name}`;
        expect(res.statusCode, `${label}: ${res.body}`).toBe(want.status);
        if (want.error) expect(res.json().error, label).toBe(want.error);
        await want.after?.(res);
        expect(ms, `${label}: ${Math.round(ms)} ms`).toBeLessThan(BUDGET_MS);
        expect(growthMb, `${label}: memory grew ${Math.round(growthMb)} MB`).toBeLessThan(MEMORY_MB);
        const added = (await storedFiles()).filter((f) => !before.includes(f) && !want.mayStore?.test(f));
        expect(added, `${label}: files left in storage`).toEqual([]);
      }
    });
  }
});
