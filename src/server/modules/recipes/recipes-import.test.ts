import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { URL_IMPORT_FAILED } from "../../../shared/domain/recipe-rules";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";
import { NO_RECIPE_FOUND } from "./import-service";
import { IMAGE_URL_FAILED } from "./recipe-images";

// A loopback "recipe site" written for this test. The app reaches it only because the test
// configures the guard's allow-list (FETCH_ALLOW_PRIVATE) for its address and port.
const page = (port: number) => `<!doctype html><html><head><meta charset="utf-8"><title>Shakshuka</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Shakshuka",
"image":{"@type":"ImageObject","url":"http://127.0.0.1:${port}/shakshuka.png"},"recipeYield":"2 servings","totalTime":"PT35M",
"recipeIngredient":["2 tbsp olive oil","1 onion, finely chopped","1 (14 oz) can crushed tomatoes","4 large eggs","½ tsp cumin"],
"recipeInstructions":"Soften the onion in the oil.\\nAdd tomatoes and cumin; simmer 10 minutes.\\nCrack in the eggs, cover, cook until set."}</script>
</head><body></body></html>`;

let site: Server;
let port = 0;
const hits: string[] = [];
let png: Buffer;
let t: TestServer;
let a: Awaited<ReturnType<TestServer["signUp"]>>;

beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c2410c" } })
    .png()
    .toBuffer();
  site = createServer((req, res) => {
    hits.push(req.url ?? "");
    if (req.url === "/shakshuka") return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page(port));
    if (req.url === "/shakshuka.png") return res.writeHead(200, { "content-type": "image/png" }).end(png);
    if (req.url === "/about")
      return res.writeHead(200, { "content-type": "text/html" }).end("<html><body><h1>About us</h1><p>We like food.</p></body></html>");
    res.writeHead(404).end("gone");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  port = (site.address() as AddressInfo).port;
  t = await getTestServer({ config: { fetchAllowPrivate: [{ address: "127.0.0.1", port }] } });
  a = await t.signUp("importer@example.com", "Imp");
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => site?.close(r));
});

describe("POST /api/recipes/from-url", () => {
  it("imports title, parsed ingredients, steps, yield, time and a copy of the image", async () => {
    const res = await t.as(a.cookie)("POST", "/api/recipes/from-url", { url: ` http://127.0.0.1:${port}/shakshuka ` });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    expect(r).toMatchObject({ title: "Shakshuka", servings: 2, sourceUrl: `http://127.0.0.1:${port}/shakshuka` });
    expect((r.prepMin ?? 0) + r.cookMin).toBe(35);
    expect(r.instructions.split("\n")).toHaveLength(3);
    // Each line keeps its printed text too, which the recipe screens show as written.
    expect(r.ingredients[0]).toMatchObject({ ingredient: "olive oil", qty: "2", unit: "tablespoon", line: "2 tbsp olive oil" });
    expect(r.ingredients[2]).toMatchObject({ ingredient: "crushed tomatoes", qty: "1", unit: "can", line: "1 (14 oz) can crushed tomatoes" });
    expect(r.ingredients[4]).toMatchObject({ ingredient: "cumin", qty: "0.5", unit: "teaspoon" });
    // The image is ours now: served same-origin to the household, re-encoded (not the PNG bytes).
    expect(r.imageUrl).toMatch(/^\/api\/images\//);
    const img = await t.app.inject({ method: "GET", url: r.imageUrl, headers: { cookie: a.cookie } });
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toBe("image/webp");
    expect(hits).toContain("/shakshuka.png");
  });

  it("answers the existing recipe (200) when the page was imported before", async () => {
    const first = (await t.as(a.cookie)("GET", "/api/recipes")).json();
    const again = await t.as(a.cookie)("POST", "/api/recipes/from-url", { url: `http://127.0.0.1:${port}/shakshuka` });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first[0].id);
    expect((await t.as(a.cookie)("GET", "/api/recipes")).json()).toHaveLength(1);
  });

  it("says so when the page has no recipe, and gives the SPEC text for a missing page", async () => {
    const none = await t.as(a.cookie)("POST", "/api/recipes/from-url", { url: `http://127.0.0.1:${port}/about` });
    expect([none.statusCode, none.json().error]).toEqual([400, NO_RECIPE_FOUND]);
    const missing = await t.as(a.cookie)("POST", "/api/recipes/from-url", { url: `http://127.0.0.1:${port}/nope` });
    expect([missing.statusCode, missing.json().error]).toEqual([400, URL_IMPORT_FAILED]);
  });

  it("refuses private addresses that are not allow-listed with the same text, without a request", async () => {
    const before = hits.length;
    for (const url of [
      `http://127.0.0.2:${port}/shakshuka`,
      `http://localhost:${port + 1}/x`,
      "http://169.254.169.254/latest/meta-data/",
      "file:///etc/passwd",
      "http://10.0.0.1/",
    ]) {
      const res = await t.as(a.cookie)("POST", "/api/recipes/from-url", { url });
      expect([res.statusCode, res.json().error], url).toEqual([400, URL_IMPORT_FAILED]);
    }
    expect(hits.length).toBe(before);
  });

  it("needs a non-empty URL", async () => {
    const res = await t.as(a.cookie)("POST", "/api/recipes/from-url", { url: "   " });
    expect(res.statusCode).toBe(400);
  });
});

describe("image URLs become our own copies", () => {
  it("a manual recipe's image URL and an edited image URL are downloaded and stored", async () => {
    const created = await t.as(a.cookie)("POST", "/api/recipes/manual", {
      recipe: { title: "Tomato toast", imageUrl: `http://127.0.0.1:${port}/shakshuka.png` },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().imageUrl).toMatch(/^\/api\/images\//);
    const edited = await t.as(a.cookie)("PUT", `/api/recipes/${created.json().id}`, { imageUrl: `http://127.0.0.1:${port}/shakshuka.png` });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().imageUrl).toMatch(/^\/api\/images\//);
    expect(edited.json().imageUrl).not.toBe(created.json().imageUrl);
  });

  it("an image URL that does not give an image is refused with one clear text, and nothing is created", async () => {
    const before = (await t.as(a.cookie)("GET", "/api/recipes")).json().length;
    for (const imageUrl of [`http://127.0.0.1:${port}/about`, `http://127.0.0.1:${port}/missing.png`, "http://169.254.169.254/x.png"]) {
      const res = await t.as(a.cookie)("POST", "/api/recipes/manual", { recipe: { title: "Broken", imageUrl } });
      expect([res.statusCode, res.json().error], imageUrl).toEqual([400, IMAGE_URL_FAILED]);
    }
    expect((await t.as(a.cookie)("GET", "/api/recipes")).json().length).toBe(before);
  });
});
