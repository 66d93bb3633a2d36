import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

/**
 * Issue 22 item 5: an imported recipe written in another language gets the same SPEC §5 warnings
 * as an English one. Two small pages written for this test, served from a loopback "recipe site".
 */
const recipePage = (name: string, lang: string, ingredients: string[]) => `<!doctype html><html lang="${lang}"><head>
<meta charset="utf-8"><title>${name}</title><script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@type": "Recipe",
  name,
  recipeYield: "4",
  recipeIngredient: ingredients,
  recipeInstructions: "Alles mischen.\nBacken.",
})}</script></head><body></body></html>`;

const PAGES: Record<string, string> = {
  "/hackbraten": recipePage("Hackbraten", "de", [
    "500 g Hackfleisch, gemischt",
    "1 Brötchen vom Vortag",
    "1 Ei",
    "1 Zwiebel",
    "Salz, Pfeffer",
  ]),
  "/tortilla": recipePage("Tortilla de patatas", "es", ["4 patatas", "6 huevos", "1 cebolla", "aceite de oliva", "sal"]),
  "/gemuese": recipePage("Gemüsepfanne", "de", ["2 Zucchini", "1 Paprika", "400 ml Kokosmilch", "1 Prise Muskatnuss"]),
};

let site: Server;
let port = 0;
let t: TestServer;
let u: Awaited<ReturnType<TestServer["signUp"]>>;

beforeAll(async () => {
  site = createServer((req, res) => {
    const page = PAGES[req.url ?? ""];
    if (page) return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
    res.writeHead(404).end("gone");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  port = (site.address() as AddressInfo).port;
  t = await getTestServer({ config: { fetchAllowPrivate: [{ address: "127.0.0.1", port }] } });
  u = await t.signUp("vegetarian@example.com", "Vera");
  const res = await t.as(u.cookie)("PUT", "/api/user-settings", {
    householdSize: 2,
    allergies: ["Dairy/Lactose", "Tree nuts"],
    dietaryPrefs: ["Vegetarian"],
    dietaryConstraints: "",
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => site?.close(r));
});

const importPage = async (path: string) => {
  const res = await t.as(u.cookie)("POST", "/api/recipes/from-url", { url: `http://127.0.0.1:${port}${path}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
const flagsOf = async (id: string) => (await t.as(u.cookie)("GET", `/api/recipes/${id}`)).json().dietFlags as string[];

describe("diet warnings on imported recipes in other languages", () => {
  it("flags an imported German Hackbraten for a vegetarian, in the detail and the lists", async () => {
    const id = await importPage("/hackbraten");
    expect(await flagsOf(id)).toEqual(["Not vegetarian-friendly"]);
    for (const url of ["/api/recipes", "/api/recipes/personalized"]) {
      const list = (await t.as(u.cookie)("GET", url)).json() as { id: string; dietFlags: string[] }[];
      expect(list.find((r) => r.id === id)?.dietFlags, url).toEqual(["Not vegetarian-friendly"]);
    }
  });

  it("finds nothing to warn about in a Spanish tortilla for this household", async () => {
    expect(await flagsOf(await importPage("/tortilla"))).toEqual([]);
  });

  it("does not read coconut milk as dairy or nutmeg as a nut", async () => {
    expect(await flagsOf(await importPage("/gemuese"))).toEqual([]);
  });
});
