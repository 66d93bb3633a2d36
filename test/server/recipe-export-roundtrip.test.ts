import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRecipeArchive } from "../../src/server/modules/recipe-archive/read-archive";
import { getTestServer, type TestServer } from "./test-server";

/**
 * Issue 21 item 6 with items 1 and 3: what the recipe export writes (GET /api/recipes/export.zip
 * and export.jsonld) is read back by our own archive reader as the same recipes — the Nextcloud
 * Cookbook folders with their pictures, and the JSON-LD file as schema.org recipes.
 */
let t: TestServer;
let cookie: string;

const soup = {
  title: "Red Lentil Soup",
  cuisineTag: "Turkish",
  instructions: "Fry the onion in the oil.\nAdd lentils and stock; simmer 20 minutes.\nBlend and season.",
  prepMin: 10,
  cookMin: 30,
  servings: 4,
  sourceUrl: "https://soups.example/red-lentil",
  ingredients: [
    { name: "red lentils", qty: "250", unit: "g" },
    { name: "onion", qty: "1", unit: "piece" },
    { name: "vegetable stock", qty: "1", unit: "cup" },
  ],
};

beforeAll(async () => {
  t = await getTestServer();
  ({ cookie } = await t.signUp("roundtrip@example.com", "Round"));
  const res = await t.as(cookie)("POST", "/api/recipes/manual", { recipe: soup });
  expect(res.statusCode, res.body).toBe(201);
  expect((await t.as(cookie)("POST", `/api/recipes/${res.json().id}/generate-image`)).statusCode).toBe(200);
  await t.as(cookie)("POST", "/api/recipes/manual", {
    recipe: {
      title: "Plain Toast",
      servings: 1,
      instructions: "Toast the bread.",
      ingredients: [{ name: "bread", qty: "2", unit: "piece" }],
    },
  });
});
afterAll(async () => t?.close());

const expectSoup = (r: Awaited<ReturnType<typeof readRecipeArchive>>["recipes"][number] | undefined) => {
  expect(r).toMatchObject({
    title: "Red Lentil Soup",
    servings: 4,
    prepMin: 10,
    cookMin: 30,
    totalMin: 40,
    sourceUrl: "https://soups.example/red-lentil",
  });
  expect(r!.ingredients.map((i) => i.line)).toEqual(["250 g red lentils", "1 onion", "1 cup vegetable stock"]);
  expect(r!.ingredients.map((i) => [i.qty, i.unit, i.ingredient])).toEqual([
    [250, "g", "red lentils"],
    [1, null, "onion"],
    [1, "cup", "vegetable stock"],
  ]);
  expect(r!.steps.map((s) => s.text)).toEqual([
    "Fry the onion in the oil.",
    "Add lentils and stock; simmer 20 minutes.",
    "Blend and season.",
  ]);
  expect(r!.tags).toContain("Turkish");
};

describe("our archive reader reads the export back", () => {
  it("the Nextcloud Cookbook zip: every recipe, with its picture", async () => {
    const res = await t.as(cookie)("GET", "/api/recipes/export.zip");
    const read = await readRecipeArchive({ bytes: res.rawPayload, filename: "recipes-nextcloud-cookbook.zip" });
    expect(read.format).toBe("nextcloud");
    expect(read.skipped).toEqual([]);
    expect(read.recipes.map((r) => r.title).sort()).toEqual(["Plain Toast", "Red Lentil Soup"]);
    const back = read.recipes.find((r) => r.title === "Red Lentil Soup");
    expectSoup(back);
    expect(back!.image?.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(read.recipes.find((r) => r.title === "Plain Toast")!.image).toBeNull();
  });

  it("the JSON-LD file: every recipe as schema.org data", async () => {
    const res = await t.as(cookie)("GET", "/api/recipes/export.jsonld");
    const read = await readRecipeArchive({ bytes: res.rawPayload, filename: "recipes.json" });
    expect(read.format).toBe("schema-org");
    expect(read.recipes.map((r) => r.title)).toEqual(["Plain Toast", "Red Lentil Soup"]);
    expectSoup(read.recipes[1]);
  });
});
