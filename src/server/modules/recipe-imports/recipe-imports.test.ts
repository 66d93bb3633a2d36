import { gzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { recipeImports } from "../../db/schema/recipe-imports";
import { recipes } from "../../db/schema/recipes";
import { makeZip } from "../../../../test/server/fixtures/make-zip";
import { CaptureMailer, getTestServer, PUBLIC_URL, testConfig, type TestServer } from "../../../../test/server/test-server";
import { multipartBody } from "../../../../test/server/security/authz-multipart";

type Json = Record<string, unknown>;
type Ingredient = { ingredient: string; qty: string | null; unit: string | null; line?: string; section?: string };

// A Paprika 3 export (.paprikarecipes: a zip of gzip JSON), our own recipes.
const paprika = (items: Json[]) =>
  makeZip(items.map((r, i) => ({ name: `recipe-${i}.paprikarecipe`, bytes: gzipSync(Buffer.from(JSON.stringify(r))), store: true })));

let t: TestServer;
let a: Awaited<ReturnType<TestServer["signUp"]>>;
let b: Awaited<ReturnType<TestServer["signUp"]>>;
let photo: Buffer;

const upload = (cookie: string, bytes: Buffer, filename = "Export.paprikarecipes", app = t.app) => {
  const form = multipartBody([{ name: "archive", filename, type: "application/octet-stream", data: bytes }]);
  return app.inject({
    method: "POST",
    url: "/api/recipes/import-archive",
    headers: { cookie, origin: PUBLIC_URL, "content-type": form.contentType },
    payload: form.payload,
  });
};

/** Poll the progress as the page would, until the import is no longer running (at most 20 s). */
async function waitDone(cookie: string, importId: string, app = t.app): Promise<Json> {
  for (let i = 0; i < 400; i++) {
    const res = await app.inject({ method: "GET", url: `/api/recipes/import-archive/${importId}`, headers: { cookie } });
    const body = res.json() as Json;
    if (body.status !== "running") return body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("import did not finish");
}

const recipeCount = async (householdId: string) =>
  (await t.db().select({ n: sql<number>`count(*)::int` }).from(recipes).where(eq(recipes.householdId, householdId)))[0].n;

beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("importer@example.com", "Ima");
  b = await t.signUp("neighbour@example.com", "Nel");
  photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c63" } }).jpeg().toBuffer();
  const own = t.as(a.cookie);
  for (const recipe of [
    { title: "Tomato Soup", instructions: "Simmer.", ingredients: [{ name: "tomatoes", qty: "4" }, { name: "onion", qty: "1" }] },
    { title: "Grandma's stew", instructions: "Stew.", sourceUrl: "https://cook.example/stew", ingredients: [{ name: "beef", qty: "1", unit: "lb" }] },
  ]) {
    const res = await own("POST", "/api/recipes/manual", { recipe });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => t?.close());

const stew = { name: "Beef stew (new name)", source_url: "http://www.cook.example/stew/", ingredients: "2 lb beef", directions: "Stew it." };
const soup = { name: "tomato soup!", ingredients: "1 onion, chopped\n4 tomatoes", directions: "Simmer." };
const full = {
  name: "Lemon loaf",
  ingredients: "For the cake:\n225 g butter\n3 eggs\nFor the drizzle:\njuice of 1 lemon",
  directions: "For the cake:\n1. Beat the butter.\n2. Bake 45 minutes.\nFor the drizzle:\n3. Pour over the juice.",
  servings: "8 slices",
  prep_time: "15 min",
  cook_time: "45 min",
  total_time: "1 hr",
  source_url: "https://bake.example/lemon-loaf",
  categories: ["Baking", "Cake"],
  rating: 4,
  notes: "Keeps three days. <script>alert(1)</script>",
  nutritional_info: "Calories: 320\nFat: 12 g",
  photo_data: "",
};

describe("POST /api/recipes/import-archive (preview)", () => {
  it("lists what was found and recognises duplicates by source URL and by title and ingredients; stores no recipe", async () => {
    const before = await recipeCount(a.user.householdId);
    const res = await upload(a.cookie, paprika([stew, soup, { ...full, photo_data: photo.toString("base64") }]));
    expect(res.statusCode, res.body).toBe(201);
    const preview = res.json();
    expect(preview.format).toBe("paprika");
    expect(preview.recipes).toEqual([
      expect.objectContaining({ index: 0, title: stew.name, duplicateReason: "same source URL", duplicateOf: expect.objectContaining({ title: "Grandma's stew" }) }),
      expect.objectContaining({ index: 1, duplicateReason: "same title and ingredients", duplicateOf: expect.objectContaining({ title: "Tomato Soup" }) }),
      { index: 2, title: "Lemon loaf", ingredientCount: 3, stepCount: 3, hasImage: true, duplicateOf: null, duplicateReason: null, duplicateInFile: null },
    ]);
    expect(await recipeCount(a.user.householdId)).toBe(before);
  });

  it("marks recipes the file holds twice (same source URL, or same title and ingredients) with the earlier one", async () => {
    const loaf = { ...full, name: "Lemon loaf", source_url: "" };
    const res = await upload(
      a.cookie,
      paprika([
        { ...loaf, source_url: "https://bake.example/scones" },
        { ...loaf, name: "Scones again", ingredients: "flour", source_url: "http://www.bake.example/scones/" },
        { ...loaf, name: "LEMON LOAF.", ingredients: "juice of 1 lemon\n3 eggs\n225 g butter" },
        { ...loaf, name: "Lemon loaf", ingredients: "a pinch of salt" },
        soup,
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const items = (res.json().recipes as Json[]).map((r) => [r.duplicateReason, r.duplicateInFile, (r.duplicateOf as Json | null)?.title ?? null]);
    expect(items).toEqual([
      [null, null, null],
      ["same source URL", { index: 0, title: "Lemon loaf" }, null],
      ["same title and ingredients", { index: 0, title: "Lemon loaf" }, null],
      [null, null, null],
    // A duplicate of the household's own recipe is named as such, not as a repeat.
      ["same title and ingredients", null, "Tomato Soup"],
    ]);
  });

  it("refuses a zip bomb, a text that is no export and a picture with 400, and keeps nothing", async () => {
    const before = await recipeCount(a.user.householdId);
    const imports = async () => (await t.db().select().from(recipeImports).where(eq(recipeImports.householdId, a.user.householdId))).length;
    const importsBefore = await imports();
    const bomb = makeZip([{ name: "recipe.json", bytes: Buffer.alloc(8 * 1024 * 1024) }]);
    const res = await upload(a.cookie, bomb, "bomb.zip");
    expect(res.statusCode, res.body).toBe(400);
    expect((await upload(a.cookie, Buffer.from("just some words"), "notes.txt")).statusCode).toBe(400);
    expect((await upload(a.cookie, photo, "dinner.jpg")).json()).toMatchObject({ code: "BAD_REQUEST", error: "dinner.jpg is not a recipe export we can read." });
    expect(await recipeCount(a.user.householdId)).toBe(before);
    expect(await imports()).toBe(importsBefore);
  });
});

describe("POST …/:importId/start and GET …/:importId", () => {
  it("imports only the ticked recipes in the background, every field and the picture kept", async () => {
    const before = await recipeCount(a.user.householdId);
    const preview = (await upload(a.cookie, paprika([stew, soup, { ...full, photo_data: photo.toString("base64") }]))).json();
    const started = await t.as(a.cookie)("POST", `/api/recipes/import-archive/${preview.importId}/start`, { indices: [2] });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ status: "running", total: 1, done: 0, imported: [] });
    const summary = await waitDone(a.cookie, preview.importId);
    expect(summary).toMatchObject({ status: "done", total: 1, done: 1, skipped: [], imported: [{ index: 2, title: "Lemon loaf", note: null }] });
    expect(await recipeCount(a.user.householdId)).toBe(before + 1);
    expect((await t.as(a.cookie)("POST", `/api/recipes/import-archive/${preview.importId}/start`, { indices: [0] })).statusCode).toBe(409);

    const id = (summary.imported as { recipeId: string }[])[0].recipeId;
    const recipe = (await t.as(a.cookie)("GET", `/api/recipes/${id}`)).json();
    expect(recipe).toMatchObject({
      title: "Lemon loaf",
      servings: 8,
      yields: "8 slices",
      prepMin: 15,
      cookMin: 45,
      totalMin: 60,
      sourceUrl: "https://bake.example/lemon-loaf",
      tags: ["Baking", "Cake"],
      rating: 4,
      notes: "Keeps three days. <script>alert(1)</script>",
      declaredNutrition: { calories: "320", fatContent: "12 g" },
      instructions: "Beat the butter.\nBake 45 minutes.\nPour over the juice.",
      steps: [
        { text: "Beat the butter.", section: "For the cake" },
        { text: "Bake 45 minutes.", section: "For the cake" },
        { text: "Pour over the juice.", section: "For the drizzle" },
      ],
    });
    expect((recipe.ingredients as Ingredient[])[0]).toMatchObject({ ingredient: "butter", qty: "225", unit: "g", line: "225 g butter", section: "For the cake" });
    expect((recipe.ingredients as Ingredient[]).at(-1)).toMatchObject({ line: "juice of 1 lemon", section: "For the drizzle" });
    expect(recipe.imageUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/);
    const image = await t.app.inject({ method: "GET", url: recipe.imageUrl, headers: { cookie: a.cookie } });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).format).toBe("webp");
  });

  it("lists a picture that cannot be decoded once, as imported without it with a note, not also as skipped", async () => {
    // PNG magic bytes (so the reader keeps it) followed by bytes no decoder can read.
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    const preview = (await upload(a.cookie, paprika([{ ...soup, name: "Broken picture soup", photo_data: broken.toString("base64") }]))).json();
    expect(preview.recipes[0].hasImage).toBe(true);
    expect((await t.as(a.cookie)("POST", `/api/recipes/import-archive/${preview.importId}/start`, { indices: [0] })).statusCode).toBe(202);
    const summary = await waitDone(a.cookie, preview.importId);
    expect(summary).toMatchObject({
      status: "done",
      skipped: [],
      imported: [{ index: 0, title: "Broken picture soup", note: expect.stringContaining("picture could not be read") }],
    });
    const recipe = (await t.as(a.cookie)("GET", `/api/recipes/${(summary.imported as Json[])[0].recipeId as string}`)).json();
    expect(recipe).toMatchObject({ title: "Broken picture soup", imageUrl: null });
  });

  it("lists the household's imports not dismissed, newest first, to resume showing one; Done (DELETE) dismisses it", async () => {
    const list = async (cookie: string) => (await t.as(cookie)("GET", "/api/recipes/import-archive")).json().imports as Json[];
    const preview = (await upload(a.cookie, paprika([{ ...soup, name: "Listed soup" }, { ...soup, name: "Listed stew" }]))).json();
    expect((await list(a.cookie))[0]).toMatchObject({ importId: preview.importId, status: "preview", format: "paprika", total: 2, done: 0 });
    expect((await list(b.cookie)).map((i) => i.importId)).not.toContain(preview.importId);
    await t.as(a.cookie)("POST", `/api/recipes/import-archive/${preview.importId}/start`, { indices: [1] });
    await waitDone(a.cookie, preview.importId);
    expect((await list(a.cookie)).find((i) => i.importId === preview.importId)).toMatchObject({ status: "done", total: 1, done: 1 });
    expect((await t.as(a.cookie)("DELETE", `/api/recipes/import-archive/${preview.importId}`)).statusCode).toBe(204);
    expect((await list(a.cookie)).map((i) => i.importId)).not.toContain(preview.importId);
    expect((await t.as(a.cookie)("GET", "/api/recipes/import-archive")).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/recipes/import-archive" })).statusCode).toBe(401);
  });

  it("answers 404 to another household for progress, start and cancel, and 400 to an index the preview does not have; cancelling forgets it", async () => {
    const preview = (await upload(a.cookie, paprika([soup]))).json();
    const url = `/api/recipes/import-archive/${preview.importId}`;
    expect((await t.as(b.cookie)("GET", url)).statusCode).toBe(404);
    expect((await t.as(b.cookie)("POST", `${url}/start`, { indices: [0] })).statusCode).toBe(404);
    expect((await t.as(b.cookie)("DELETE", url)).statusCode).toBe(404);
    expect((await t.as(a.cookie)("POST", `${url}/start`, { indices: [5] })).statusCode).toBe(400);
    expect((await t.as(a.cookie)("GET", url)).json().status).toBe("preview");
    expect((await t.as(a.cookie)("DELETE", url)).statusCode).toBe(204);
    expect((await t.as(a.cookie)("GET", url)).statusCode).toBe(404);
  });

  it("is continued by another app on the same database after a restart, each ticked recipe stored once", async () => {
    const before = await recipeCount(a.user.householdId);
    const items = Array.from({ length: 5 }, (_, i) => ({ ...soup, name: `Soup ${i}`, photo_data: photo.toString("base64") }));
    const preview = (await upload(a.cookie, paprika(items))).json();
    // This process stops working (as on shutdown) before the import is started; the row waits, running.
    await t.app.recipeImports.stop();
    const started = await t.as(a.cookie)("POST", `/api/recipes/import-archive/${preview.importId}/start`, { indices: [0, 1, 3, 4] });
    expect(started.statusCode, started.body).toBe(202);
    // As if a process had claimed it and died: its lease ran out a second ago.
    await t.db().update(recipeImports).set({ leaseOwner: "crashed", leaseUntil: new Date(Date.now() - 1000) }).where(eq(recipeImports.id, preview.importId));
    const storage = t.app.deps.storage;
    await t.app.close();

    const second = await buildApp(testConfig(), { database: t.database, mailer: new CaptureMailer(), storage, logger: false });
    await second.ready();
    try {
      const summary = await waitDone(a.cookie, preview.importId, second);
      expect(summary).toMatchObject({ status: "done", total: 4, done: 4 });
      expect((summary.imported as { title: string }[]).map((r) => r.title)).toEqual(["Soup 0", "Soup 1", "Soup 3", "Soup 4"]);
      expect(await recipeCount(a.user.householdId)).toBe(before + 4);
      // The staged pictures are gone once done.
      const staged = [];
      for await (const o of storage.list(`recipe-imports/${a.user.householdId}/${preview.importId}/`)) staged.push(o.key);
      expect(staged).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
