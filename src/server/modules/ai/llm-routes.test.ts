import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatReply, imageReply, startFakeOpenAiServer, type FakeOpenAiServer } from "../../../../test/server/fakes/openai-server";
import { providerOn, SIX_PANTRY_IDEAS } from "../../../../test/server/fixtures/llm";
import { buildApp } from "../../app";
import { CaptureMailer, cookieHeader, openTestDatabase, PUBLIC_URL, testConfig } from "../../../../test/server/test-server";
import type { Database } from "../../kernel/db";

/** The app with the LLM provider pointed at a loopback OpenAI-compatible server. */
let server: FakeOpenAiServer;
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let cookie: string;
const mailer = new CaptureMailer();
const json = { "content-type": "application/json", origin: PUBLIC_URL };
const MODEL_RED = { r: 200, g: 20, b: 20 };

const post = (url: string, payload: object = {}) => app.inject({ method: "POST", url, headers: { ...json, cookie }, payload });

beforeAll(async () => {
  server = await startFakeOpenAiServer();
  database = await openTestDatabase();
  const { provider } = providerOn(server.baseUrl, { image: true });
  app = await buildApp(testConfig(), { database, mailer, logger: false, aiProvider: provider });
  await app.ready();
  const email = "llm-routes@example.com";
  await app.inject({ method: "POST", url: "/auth/magic-link", headers: json, payload: { email, firstName: "Lin" } });
  const verify = await app.inject({ method: "POST", url: "/auth/verify", headers: json, payload: { token: mailer.lastToken(email) } });
  cookie = cookieHeader(verify.headers["set-cookie"]);
  for (const productName of ["Chicken breast", "Basmati rice", "Broccoli", "Garlic", "Eggs", "Spaghetti"]) {
    await post("/api/pantry", { productName, qty: "2", unit: "pieces", source: "manual" });
  }
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await server?.close();
});

describe("POST /api/ai/recipe-ideas with a model configured", () => {
  it("answers the model's ideas and names the model", async () => {
    server.answerWith(() => chatReply(JSON.stringify({ ideas: SIX_PANTRY_IDEAS })));
    const res = await post("/api/ai/recipe-ideas");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ engine: "llm", model: "test-model", localFill: 0 });
    expect(body.recipes.map((r: { title: string }) => r.title)).toEqual(SIX_PANTRY_IDEAS.map((d) => d.title));
  });

  it("says the built-in engine answered when the model is down", async () => {
    server.answerWith(() => ({ status: 503, json: { error: { message: "overloaded" } } }));
    const body = (await post("/api/ai/recipe-ideas")).json();
    expect(body.engine).toBe("local");
    expect(body.model).toBeUndefined();
    expect(body.recipes.length).toBeGreaterThan(0);
  });
});

describe("POST /api/recipes/{id}/generate-image with an image model", () => {
  async function newRecipe(title: string) {
    const res = await post("/api/recipes/manual", { recipe: { title, instructions: "Cook.", ingredients: [{ name: "rice", qty: "1", unit: "cup" }] } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  }
  async function storedColour(imageUrl: string) {
    const img = await app.inject({ method: "GET", url: imageUrl, headers: { cookie } });
    expect(img.statusCode).toBe(200);
    const { channels } = await sharp(img.rawPayload).stats();
    return { r: channels[0].mean, g: channels[1].mean, b: channels[2].mean };
  }

  it("stores the model's picture as the recipe image", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: MODEL_RED } }).png().toBuffer();
    server.answerWith(() => imageReply(png));
    const r = await newRecipe("Fried rice");
    const res = await post(`/api/recipes/${r.id}/generate-image`);
    expect(res.statusCode, res.body).toBe(200);
    const c = await storedColour(res.json().imageUrl);
    expect(Math.abs(c.r - MODEL_RED.r)).toBeLessThan(10);
    expect(Math.abs(c.g - MODEL_RED.g)).toBeLessThan(10);
  });

  it("draws the local illustration when the image model fails", async () => {
    server.answerWith(() => ({ status: 500, json: { error: { message: "no" } } }));
    const r = await newRecipe("Plain rice");
    const res = await post(`/api/recipes/${r.id}/generate-image`);
    expect(res.statusCode, res.body).toBe(200);
    const c = await storedColour(res.json().imageUrl);
    expect(Math.abs(c.r - MODEL_RED.r) + Math.abs(c.g - MODEL_RED.g) + Math.abs(c.b - MODEL_RED.b)).toBeGreaterThan(30);
  });
});
