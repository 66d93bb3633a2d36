import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportedRecipeSchema, type ExportedRecipe } from "../../../shared/schemas/recipe-export";
import { readZip } from "../../../../test/server/read-zip";
import { getTestServer, PUBLIC_URL, type TestServer } from "../../../../test/server/test-server";
import { folderName, uniqueFolderNames } from "./export-cookbook-zip";
import { isoDuration } from "./export-jsonld";
import { canWeigh, isOrdinaryLine, storedLineText } from "./export-slicing";
import { extractRecipe } from "./import/extract-recipe";

let t: TestServer;
let a: Awaited<ReturnType<TestServer["signUp"]>>;
let b: Awaited<ReturnType<TestServer["signUp"]>>;
let pictured: { id: string; imageUrl: string };

const carbonara = {
  title: "Spaghetti Carbonara",
  cuisineTag: "Italian",
  instructions: "1. Boil the pasta.\n2. Whisk the eggs with the cheese.\n3. Toss everything off the heat.",
  prepMin: "10",
  cookMin: "65",
  servings: "2",
  sourceUrl: "https://cooking.example/carbonara",
  ingredients: [
    { name: "spaghetti", qty: "200", unit: "g" },
    { name: "eggs", qty: "2", unit: "piece" },
    { name: "olive oil", qty: "1", unit: "tbsp" },
  ],
};
const mystery = {
  title: "Salt/Pepper Root: quick",
  instructions: "Slice the root. Fry it in the oil. Season and serve.",
  servings: "4",
  ingredients: [
    { name: "zorblax root", qty: "1 1/2", unit: "cup" },
    { name: "salt", qty: "", unit: "" },
  ],
};

async function create(cookie: string, recipe: object): Promise<{ id: string }> {
  const res = await t.as(cookie)("POST", "/api/recipes/manual", { recipe });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("exporter@example.com", "Exporter");
  b = await t.signUp("neighbour@example.com", "Neighbour");
  await create(a.cookie, mystery);
  await create(a.cookie, { ...mystery, title: "salt-pepper root- QUICK" });
  const { id } = await create(a.cookie, carbonara);
  const img = await t.as(a.cookie)("POST", `/api/recipes/${id}/generate-image`);
  expect(img.statusCode, img.body).toBe(200);
  pictured = { id, imageUrl: img.json().imageUrl };
  await create(b.cookie, { ...carbonara, title: "Neighbour's Stew" });
});
afterAll(async () => t?.close());

async function exportJsonLd(cookie: string): Promise<ExportedRecipe[]> {
  const res = await t.as(cookie)("GET", "/api/recipes/export.jsonld");
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("GET /api/recipes/export.jsonld (issue 21 item 6)", () => {
  it("downloads recipes.json as JSON-LD: one schema.org Recipe per household recipe, no one else's", async () => {
    const res = await t.as(a.cookie)("GET", "/api/recipes/export.jsonld");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/ld\+json/);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="recipes.json"');
    const list = res.json() as unknown[];
    expect(list).toHaveLength(3);
    for (const item of list) expect(exportedRecipeSchema.safeParse(item).error).toBeUndefined();
    const names = list.map((r) => (r as ExportedRecipe).name);
    expect(names).toEqual(["Spaghetti Carbonara", "salt-pepper root- QUICK", "Salt/Pepper Root: quick"]);
    expect(JSON.stringify(list)).not.toContain("Neighbour");
    expect((await exportJsonLd(b.cookie)).map((r) => r.name)).toEqual(["Neighbour's Stew"]);
  });

  it("writes every field the other apps read", async () => {
    const [r] = await exportJsonLd(a.cookie);
    expect(r).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Spaghetti Carbonara",
      description: "",
      url: "https://cooking.example/carbonara",
      recipeYield: 2,
      prepTime: "PT10M",
      cookTime: "PT1H5M",
      totalTime: "PT1H15M",
      recipeCuisine: "Italian",
      keywords: "Italian",
      recipeIngredient: ["200 g spaghetti", "2 eggs", "1 tbsp olive oil"],
      recipeInstructions: [
        { "@type": "HowToStep", name: "", text: "Boil the pasta." },
        { "@type": "HowToStep", name: "", text: "Whisk the eggs with the cheese." },
        { "@type": "HowToStep", name: "", text: "Toss everything off the heat." },
      ],
    });
    expect(r.image).toEqual([`${PUBLIC_URL}${pictured.imageUrl}`]);
    expect(r.image[0]).toMatch(new RegExp(`^${PUBLIC_URL}/api/images/${a.user.householdId}/`));
    // Every line weighed: per-serving values with units; calories as the recipe detail computes them.
    const detail = (await t.as(a.cookie)("GET", `/api/recipes/${pictured.id}`)).json();
    expect(r.nutrition).toMatchObject({
      "@type": "NutritionInformation",
      servingSize: "1 serving",
      calories: `${Math.round(detail.nutrition.perServing.kcal)} kcal`,
      proteinContent: `${detail.nutrition.perServing.proteinG} g`,
    });
  });

  it("leaves out what is not known: no picture, no times, no nutrition when a line could not be weighed", async () => {
    const r = (await exportJsonLd(a.cookie)).find((x) => x.name === "Salt/Pepper Root: quick")!;
    expect(r.image).toEqual([]);
    expect(r).not.toHaveProperty("prepTime");
    expect(r).not.toHaveProperty("totalTime");
    expect(r).not.toHaveProperty("nutrition");
    expect(r).not.toHaveProperty("url");
    expect(r.recipeIngredient).toEqual(["1½ cups zorblax root", "salt"]);
    expect(r.recipeInstructions.map((s) => s.text)).toEqual(["Slice the root.", "Fry it in the oil.", "Season and serve."]);
  });

  it("reads back through our own schema.org reader with the same title, lines, steps, yield and times", async () => {
    for (const r of await exportJsonLd(a.cookie)) {
      const page = `<html><head><script type="application/ld+json">${JSON.stringify(r)}</script></head><body></body></html>`;
      const back = extractRecipe(page, r.url ?? "https://elsewhere.example/recipe")!;
      expect(back.title).toBe(r.name);
      expect(back.ingredients).toEqual(r.recipeIngredient);
      expect(back.instructions).toEqual(r.recipeInstructions.map((s) => s.text));
      expect(back.servings).toBe(r.recipeYield);
      if (r.name === "Spaghetti Carbonara") {
        expect(back).toMatchObject({ prepMin: 10, cookMin: 65, totalMin: 75, cuisineTag: "Italian", imageUrl: r.image[0] });
      }
    }
  });

  it("needs a signed-in user", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/recipes/export.jsonld" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/recipes/export.zip" })).statusCode).toBe(401);
  });
});

describe("bounded work (issue 19)", () => {
  it("writes a hostile-size recipe's lines as stored, without weighing it, in good time", async () => {
    const { cookie } = await t.signUp("huge@example.com", "Huge");
    const word = "a".repeat(500);
    await create(cookie, {
      title: "Huge",
      servings: "4",
      ingredients: Array.from({ length: 100 }, () => ({ name: word, qty: "2", unit: "g" })),
    });
    const started = performance.now();
    const [r] = await exportJsonLd(cookie);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(r.recipeIngredient).toHaveLength(100);
    expect(r.recipeIngredient[0]).toBe(`2 g ${word}`);
    expect(r).not.toHaveProperty("nutrition");
  });

  it("phrases and weighs only lines of ordinary size", () => {
    const line = (ingredient: string, note: string | null = null) => ({ ingredient, qty: "1", unit: "cup", note });
    expect(isOrdinaryLine(line("boneless skinless chicken thighs", "trimmed of excess fat and cut into bite-size pieces"))).toBe(true);
    expect(isOrdinaryLine(line("x".repeat(41)))).toBe(false);
    expect(isOrdinaryLine(line("rice ".repeat(40)))).toBe(false);
    expect(storedLineText(line("rice", "rinsed"))).toBe("1 cup rice, rinsed");
    expect(canWeigh(Array.from({ length: 50 }, () => line("rice")))).toBe(true);
    expect(canWeigh(Array.from({ length: 51 }, () => line("rice")))).toBe(false);
  });
});

describe("GET /api/recipes/export.zip (Nextcloud Cookbook layout)", () => {
  it("holds Recipes/<name>/recipe.json per recipe and full.jpg for the one with a picture", async () => {
    const res = await t.as(a.cookie)("GET", "/api/recipes/export.zip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="recipes-nextcloud-cookbook.zip"');
    const files = readZip(res.rawPayload);
    expect([...files.keys()].sort()).toEqual([
      // Same folder name but for letter case as the newer recipe: a folder of its own.
      "Recipes/Salt-Pepper Root- quick 2/recipe.json",
      "Recipes/Spaghetti Carbonara/full.jpg",
      "Recipes/Spaghetti Carbonara/recipe.json",
      "Recipes/salt-pepper root- QUICK/recipe.json",
    ]);
    const jpeg = files.get("Recipes/Spaghetti Carbonara/full.jpg")!;
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    const jsonld = await exportJsonLd(a.cookie);
    const inZip = JSON.parse(files.get("Recipes/Spaghetti Carbonara/recipe.json")!.toString("utf8"));
    expect(exportedRecipeSchema.safeParse(inZip).error).toBeUndefined();
    expect(inZip).toEqual(jsonld[0]);
    // The name in recipe.json is the folder's, so Tandoor finds the picture by it.
    const renamed = JSON.parse(files.get("Recipes/Salt-Pepper Root- quick 2/recipe.json")!.toString("utf8"));
    expect(renamed.name).toBe("Salt-Pepper Root- quick 2");
    expect(renamed.recipeIngredient).toEqual(["1½ cups zorblax root", "salt"]);
  });

  it("gives another household only its own recipes", async () => {
    const res = await t.as(b.cookie)("GET", "/api/recipes/export.zip");
    expect([...readZip(res.rawPayload).keys()]).toEqual(["Recipes/Neighbour's Stew/recipe.json"]);
  });
});

describe("export names and durations", () => {
  it("writes minutes as ISO 8601 durations", () => {
    expect([0, 45, 60, 90, 1500].map(isoDuration)).toEqual(["PT0M", "PT45M", "PT1H", "PT1H30M", "PT25H"]);
  });

  it("makes folder names every file system and app accepts, one per recipe", () => {
    expect(folderName(' Tea: "the" <best>? ')).toBe("Tea- -the- -best--");
    expect(folderName("...")).toBe("Recipe");
    expect(folderName("x".repeat(300))).toHaveLength(100);
    // Mealie keeps one recipe per slug: accents, case and punctuation do not tell names apart.
    expect(uniqueFolderNames(["Crème Brûlée", "creme brulee!", "Soup", "Creme Brulee"])).toEqual([
      "Crème Brûlée",
      "creme brulee! 2",
      "Soup",
      "Creme Brulee 3",
    ]);
  });
});
