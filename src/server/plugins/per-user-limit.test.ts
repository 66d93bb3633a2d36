import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestServer, type TestServer } from "../../../test/server/test-server";
import { TOO_MANY_REQUESTS } from "./per-user-limit";

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer({ rateLimits: { aiPerUser: 2, windowMs: 60_000 } });
});
afterAll(async () => t?.close());

describe("per-user limits", () => {
  it("a 429 says in Retry-After how many seconds to wait (the several-links import waits that long)", async () => {
    const a = await t.signUp("limited@example.com", "Lim");
    const call = () => t.as(a.cookie)("POST", "/api/recipes/parse-text", { text: "Soup\nIngredients\n1 cup water\nMethod\nBoil it." });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(TOO_MANY_REQUESTS);
    const wait = Number(limited.headers["retry-after"]);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
  });
});
