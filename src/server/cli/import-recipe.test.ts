import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// A recipe page written for this test: JSON-LD with a relative image and ISO-8601 times.
const PAGE = `<!doctype html><html><head><title>Lemon Rice | Test Kitchen</title>
<link rel="canonical" href="https://kitchen.example/lemon-rice">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"Lemon Rice"},
{"@type":"Recipe","name":"Lemon Rice","description":"Bright &amp; quick.","image":"/img/lemon-rice.jpg",
"recipeYield":["4","4 servings"],"prepTime":"PT10M","cookTime":"PT20M","recipeCuisine":"Indian",
"recipeIngredient":["1 ½ cups basmati rice, rinsed","2 tbsp ghee","Salt to taste"],
"recipeInstructions":[{"@type":"HowToStep","text":"Cook the rice."},{"@type":"HowToStep","text":"Stir in ghee &amp; lemon."}]}]}</script>
</head><body><h1>Lemon Rice</h1></body></html>`;

const dir = mkdtempSync(path.join(tmpdir(), "import-recipe-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run cli -- import-recipe", () => {
  it("prints one JSON object in the documented shape for a saved page", () => {
    const file = path.join(dir, "lemon-rice.html");
    writeFileSync(file, PAGE);
    const out = execFileSync("npx", ["tsx", "src/server/cli.ts", "import-recipe", file, "--url", "https://kitchen.example/r/1"], {
      encoding: "utf8",
    });
    const r = JSON.parse(out.trim().split("\n").pop()!);
    expect(Object.keys(r)).toEqual([
      "title",
      "description",
      "ingredients",
      "instructions",
      "servings",
      "prepMin",
      "cookMin",
      "totalMin",
      "imageUrl",
      "sourceUrl",
      "cuisineTag",
    ]);
    expect(r).toMatchObject({
      title: "Lemon Rice",
      description: "Bright & quick.",
      instructions: ["Cook the rice.", "Stir in ghee & lemon."],
      servings: 4,
      prepMin: 10,
      cookMin: 20,
      totalMin: 30,
      imageUrl: "https://kitchen.example/img/lemon-rice.jpg",
      sourceUrl: "https://kitchen.example/lemon-rice",
      cuisineTag: "Indian",
    });
    expect(r.ingredients[0]).toEqual({
      line: "1 ½ cups basmati rice, rinsed",
      qty: 1.5,
      qtyMax: null,
      unit: "cup",
      ingredient: "basmati rice",
      note: "rinsed",
    });
    for (const i of r.ingredients) expect(Object.keys(i)).toEqual(["line", "qty", "qtyMax", "unit", "ingredient", "note"]);
  }, 60_000);

  it("exits 1 with a message for a page without a recipe, 2 without arguments", () => {
    const file = path.join(dir, "empty.html");
    writeFileSync(file, "<html><body><p>Nothing to cook here.</p></body></html>");
    const none = spawnSync("npx", ["tsx", "src/server/cli.ts", "import-recipe", file], { encoding: "utf8" });
    expect(none.status).toBe(1);
    expect(none.stderr).toContain("No recipe found");
    expect(spawnSync("npx", ["tsx", "src/server/cli.ts", "import-recipe"], { encoding: "utf8" }).status).toBe(2);
  }, 60_000);
});
