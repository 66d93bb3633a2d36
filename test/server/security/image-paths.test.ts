/**
 * Issue 19 finding 8, first half: "/api/images//{A}/…" (double slash) passed the foreign-image
 * check. Every other spelling of household A's stored image (image-path-spellings.ts) is refused
 * by household B on recipe create and update exactly like the plain path (404), or as no valid
 * image URL (400 naming the field), and is dropped when B saves an idea; B's own image in those
 * spellings is stored in its one canonical form.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_URL_REQUIRED } from "../../../src/shared/domain/recipe-rules";
import { getTestServer, type TestServer } from "../test-server";
import { imagePathSpellings } from "./image-path-spellings";

import { IMAGE_NOT_FOUND } from "../../../src/server/lib/recipe-images";
let t: TestServer;
let a: Awaited<ReturnType<TestServer["signUp"]>>;
let b: Awaited<ReturnType<TestServer["signUp"]>>;
let aImage: string;
let bImage: string;
let bRecipe: string;

/** Upload a small JPEG as `who` and normalise it: the stored image's URL. */
async function storedImage(cookie: string): Promise<string> {
  const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#3a7" } })
    .jpeg()
    .toBuffer();
  const { uploadURL } = (await t.as(cookie)("POST", "/api/images/upload")).json();
  const put = await t.app.inject({
    method: "PUT",
    url: uploadURL,
    headers: { origin: t.json.origin, cookie, "content-type": "image/jpeg" },
    payload: jpeg,
  });
  expect(put.statusCode).toBe(200);
  return (await t.as(cookie)("POST", "/api/images/normalize", { uploadURL })).json().imageUrl;
}

const idea = (imageUrl: string) => ({
  title: "Borrowed stew",
  description: "A stew.",
  mealType: "dinner",
  difficultyLevel: "easy",
  pantryMatch: false,
  pantryMatchPercentage: 0,
  estimatedPrepTime: 5,
  estimatedCookTime: 20,
  servings: 2,
  pantryIngredients: [],
  keyIngredients: ["beans"],
  allIngredients: [{ name: "beans", amount: "1 can", fromPantry: false }],
  nutritionHighlights: [],
  chefTips: [],
  wineRecommendation: "",
  cookingInstructions: ["Heat the beans."],
  recipeLink: "",
  imageUrl,
  mainDish: "stew",
  sideDishes: [],
  dietaryFlags: [],
});
const manual = (imageUrl: string) => ({
  recipe: { title: "Borrowed bread", instructions: "Bake.", imageUrl, ingredients: [{ name: "flour", qty: "500", unit: "g" }] },
});

beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("owner@example.com", "Ann");
  b = await t.signUp("borrower@example.com", "Bob");
  aImage = await storedImage(a.cookie);
  bImage = await storedImage(b.cookie);
  bRecipe = (await t.as(b.cookie)("POST", "/api/recipes/manual", manual(bImage))).json().id;
});
afterAll(async () => t?.close());

const fileOf = (url: string) => url.split("/").pop()!;
const spellingsOfA = () => imagePathSpellings(a.user.householdId, b.user.householdId, fileOf(aImage));

/** True when `text`, however encoded, slashed or cased, names A's household. */
const namesA = (text: string | null) =>
  Boolean(text && decodeURIComponent(decodeURIComponent(text)).toLowerCase().includes(a.user.householdId));

describe("another household's image in any spelling (issue 19 finding 8)", () => {
  it("recipe create and update refuse every spelling like the plain path (404) or as no image URL (400 naming the field)", async () => {
    const call = t.as(b.cookie);
    const plain = await call("POST", "/api/recipes/manual", manual(aImage));
    expect([plain.statusCode, plain.json().error]).toEqual([404, IMAGE_NOT_FOUND]);
    const recipesBefore = (await call("GET", "/api/recipes")).json();
    for (const [label, url] of spellingsOfA()) {
      for (const [what, res] of [
        ["create", await call("POST", "/api/recipes/manual", manual(url))],
        ["update", await call("PUT", `/api/recipes/${bRecipe}`, { imageUrl: url })],
      ] as const) {
        const answer = `${what} with ${label} (${url}): ${res.statusCode} ${res.body}`;
        if (res.statusCode === 404) expect(res.body, answer).toBe(plain.body);
        else {
          expect(res.statusCode, answer).toBe(400);
          expect(res.json().error, answer).toBe(IMAGE_URL_REQUIRED);
          expect(
            res
              .json()
              .issues.map((i: { path: string }) => i.path)
              .join(),
            answer,
          ).toMatch(/imageUrl/);
        }
      }
    }
    expect((await call("GET", "/api/recipes")).json(), "B's recipes are unchanged").toEqual(recipesBefore);
  });

  it("saving an idea with any spelling of A's image (or a script, data or non-image URL) stores no image", async () => {
    for (const [label, url] of spellingsOfA()) {
      const saved = await t.as(b.cookie)("POST", "/api/recipes/save-ai-recipe", { recipe: idea(url) });
      expect(saved.statusCode, `${label}: ${saved.body}`).toBe(201);
      expect(saved.json().imageUrl, label).toBeNull();
    }
    for (const url of ["javascript:alert(1)", "data:image/svg+xml,<svg onload=alert(1)>", "/api/receipts/x/image"]) {
      const saved = await t.as(b.cookie)("POST", "/api/recipes/save-ai-recipe", { recipe: idea(url) });
      expect(saved.json().imageUrl, url).toBeNull();
    }
    const stored = (await t.as(b.cookie)("GET", "/api/recipes")).json() as { imageUrl: string | null }[];
    expect(stored.filter((r) => namesA(r.imageUrl))).toEqual([]);
  });

  it("B's own image in those spellings is kept, in its one canonical form", async () => {
    for (const [label, url] of imagePathSpellings(b.user.householdId, a.user.householdId, fileOf(bImage))) {
      const created = await t.as(b.cookie)("POST", "/api/recipes/manual", manual(url));
      if (created.statusCode === 201) expect(created.json().imageUrl, label).toBe(bImage);
      else expect([created.statusCode, created.json().error], label).toEqual([400, IMAGE_URL_REQUIRED]);
      const saved = (await t.as(b.cookie)("POST", "/api/recipes/save-ai-recipe", { recipe: idea(url) })).json();
      expect([bImage, null], label).toContain(saved.imageUrl);
    }
    const plain = await t.as(b.cookie)("POST", "/api/recipes/manual", manual(`/api/images//${b.user.householdId}/${fileOf(bImage)}`));
    expect(plain.json().imageUrl).toBe(bImage);
  });
});
