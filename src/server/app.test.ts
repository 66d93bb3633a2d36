import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestServer, type TestServer } from "../../test/server/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => t?.close());

describe("app", () => {
  it("answers /healthz after checking the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("serves OpenAPI generated from the shared schemas", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/pantry", "/api/meal-plans", "/auth/magic-link", "/api/ai/recipe-ideas"]));
    expect(JSON.stringify(doc.paths["/api/pantry"].post.requestBody)).toContain("productName");
  });

  it("sends strict security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain(" 'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("unknown API paths answer a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("NOT_FOUND");
  });

  it("serves a placeholder image that contains no caller text", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/placeholder/idea-chicken-stir-fry.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
    expect(res.body).not.toContain("chicken");
    expect((await t.app.inject({ method: "GET", url: "/api/placeholder/%3Cscript%3E" })).statusCode).toBe(400);
  });
});
