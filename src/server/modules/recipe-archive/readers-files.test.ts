import { describe, expect, it } from "vitest";
import { fakePng, makeZip } from "../../../../test/server/fixtures/make-zip";
import { readRecipeArchive } from "./read-archive";

const read = (bytes: Buffer | string, filename = "export.zip") => readRecipeArchive({ bytes: Buffer.from(bytes), filename });

describe("Nextcloud Cookbook", () => {
  it("reads one folder per recipe: schema.org recipe.json, HowToSections as groups, full.jpg", async () => {
    const json = {
      "@context": "http://schema.org",
      "@type": "Recipe",
      name: "Air Fryer Shrimp",
      description: "Plump &amp; juicy.",
      recipeYield: 4,
      prepTime: "PT0H15M",
      cookTime: "PT0H8M",
      recipeIngredient: ["1 lb shrimp", "½ teaspoon garlic powder"],
      recipeInstructions: [
        { "@type": "HowToSection", name: "Cook", itemListElement: [{ "@type": "HowToStep", text: "Air fry 8 minutes." }] },
      ],
      recipeCategory: "Main Course",
      keywords: "shrimp, quick",
      aggregateRating: { ratingValue: "9", bestRating: "10" },
      nutrition: { "@type": "NutritionInformation", calories: "134 kcal" },
      url: "https://cook.example/shrimp/#recipe",
      image: "https://cook.example/shrimp.jpg",
    };
    const zip = makeZip([
      { name: "Air Fryer Shrimp/recipe.json", bytes: JSON.stringify(json) },
      { name: "Air Fryer Shrimp/thumb.jpg", bytes: fakePng(20), store: true },
      { name: "Air Fryer Shrimp/full.jpg", bytes: fakePng(90), store: true },
      { name: "Empty/recipe.json", bytes: JSON.stringify({ ...json, name: "Second", image: "" }) },
    ]);
    const r = await read(zip);
    expect(r.format).toBe("nextcloud");
    const [a, b] = r.recipes;
    expect(a).toMatchObject({
      title: "Air Fryer Shrimp",
      description: "Plump & juicy.",
      servings: 4,
      prepMin: 15,
      cookMin: 8,
      totalMin: 23,
      rating: 4.5,
    });
    expect(a).toMatchObject({
      tags: ["Main Course", "shrimp", "quick"],
      sourceUrl: "https://cook.example/shrimp/",
      imageUrl: "https://cook.example/shrimp.jpg",
    });
    expect(a.ingredients[1]).toMatchObject({ line: "½ teaspoon garlic powder", qty: 0.5, unit: "teaspoon", ingredient: "garlic powder" });
    expect(a.steps).toEqual([{ text: "Air fry 8 minutes.", section: "Cook" }]);
    expect(a.declaredNutrition).toEqual({ calories: "134 kcal" });
    expect(a.image?.bytes.length).toBe(90);
    expect(b.image).toBeNull();
  });
});

describe("Chowdown", () => {
  it("reads _recipes/*.md front matter, grouped ingredient maps, the body and the picture", async () => {
    const md = `---
layout: recipe
title:  "Roasted Okra"
image: okra.jpg
tags: sides, vegetables
yield: 2 plates
ingredients:
- 1 bunch of okra
- Seasoning:
  - salt, pepper, etc to taste
directions:
- Wash the okra
- Roast under the broiler for 10-15 mins.
---

I love me some okra.`;
    const zip = makeZip([
      { name: "site/_recipes/roasted-okra.md", bytes: md },
      { name: "site/images/okra.jpg", bytes: fakePng(), store: true },
      { name: "site/README.md", bytes: "# not a recipe" },
    ]);
    const r = await read(zip);
    expect(r.format).toBe("chowdown");
    expect(r.recipes).toHaveLength(1);
    const [o] = r.recipes;
    expect(o).toMatchObject({
      title: "Roasted Okra",
      description: "I love me some okra.",
      tags: ["sides", "vegetables"],
      servings: 2,
      yields: "2 plates",
    });
    expect(o.ingredients.map((i) => [i.line, i.section])).toEqual([
      ["1 bunch of okra", null],
      ["salt, pepper, etc to taste", "Seasoning"],
    ]);
    expect(o.steps.map((s) => s.text)).toEqual(["Wash the okra", "Roast under the broiler for 10-15 mins."]);
    expect(o.image?.name).toBe("site/images/okra.jpg");
  });
});

describe("Copy Me That", () => {
  it("reads recipes.html with groups, tags, rating, notes and images; markup in fields stays text", async () => {
    const html = `<!DOCTYPE html><head><meta name="copymethat_class_id_version" content="2"></head><html><body>
<div class = "recipe"><div id = "name">Stuffed <b>Shells</b> <script>alert(1)</script></div>
<div id = "link">Adapted from <a id = "original_link" href = "https://cook.example/shells">x</a></div>
<img class= "recipeImage" src = "images/shells.jpg" width="120px"/>
<div id = "categories"><span class = "recipeCategory">pasta</span><span class = "recipeCategory">dinner</span></div>
<div id = "extra_info"><span id="rating">Rated <span id = "ratingValue">4</span>/5</span></div>
<div id = "servings">Servings: <a id="recipeYield">6</a></div>
<ul id = "recipeIngredients"><li class= "recipeIngredient">24 jumbo pasta shells</li>
<li class= "recipeIngredient_subheader">Filling</li><li class= "recipeIngredient">475 grams ricotta &amp; herbs</li></ul>
<ol id = "recipeInstructions"><li class = "instruction" value = "1">Boil the shells.</li>
<li class = "instruction_subheader">Bake</li><li class = "instruction" value = "2">Bake 30 minutes.</li></ol>
<ul id = "recipeNotes"><li class = "recipeNote">Freezes well.</li></ul></div>
<div class = "recipe"><div id = "name">Second</div><ul id = "recipeIngredients"><li class= "recipeIngredient">1 egg</li></ul></div>
</body></html>`;
    const zip = makeZip([
      { name: "recipes.html", bytes: html },
      { name: "images/shells.jpg", bytes: fakePng(), store: true },
    ]);
    const r = await read(zip);
    expect(r.format).toBe("copymethat");
    const [s, t] = r.recipes;
    expect(s.title).toBe("Stuffed Shells alert(1)");
    expect(s.ingredients.map((i) => [i.line, i.section])).toEqual([
      ["24 jumbo pasta shells", null],
      ["475 grams ricotta & herbs", "Filling"],
    ]);
    expect(s.steps).toEqual([
      { text: "Boil the shells.", section: null },
      { text: "Bake 30 minutes.", section: "Bake" },
    ]);
    expect(s).toMatchObject({
      servings: 6,
      rating: 4,
      tags: ["pasta", "dinner"],
      notes: "Freezes well.",
      sourceUrl: "https://cook.example/shells",
    });
    expect(s.image?.name).toBe("images/shells.jpg");
    expect(t).toMatchObject({ title: "Second", image: null });
  });
});

describe("what every reader shares", () => {
  it("decodes a CSV saved as Windows-1252 (Excel) as well as UTF-8", async () => {
    const csv =
      'title,description,preparationTime,cookingTime,totalTime,quantity,ingredients,instructions\nCrème brûlée,,10,40,50,4,"200 ml crème fraîche",Bake.\n';
    const r = await read(Buffer.from(csv, "latin1"), "box.csv");
    expect(r.recipes[0]).toMatchObject({ title: "Crème brûlée", ingredients: [{ line: "200 ml crème fraîche", qty: 200, unit: "ml" }] });
  });

  it("reports empty recipes instead of importing them, and names untitled ones", async () => {
    const json = JSON.stringify([
      { "@type": "Recipe", name: "", recipeIngredient: [] },
      { "@type": "Recipe", name: "", recipeIngredient: ["1 egg"] },
    ]);
    const r = await read(json, "two.json");
    expect(r.recipes.map((x) => x.title)).toEqual(["Untitled recipe"]);
    expect(r.skipped).toEqual([{ name: "Recipe 1", reason: "The recipe is empty (no title, ingredients or steps)." }]);
  });
});
