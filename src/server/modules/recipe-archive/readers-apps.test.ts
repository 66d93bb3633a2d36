import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fakePng, makeZip } from "../../../../test/server/fixtures/make-zip";
import { readRecipeArchive } from "./read-archive";

const read = (bytes: Buffer, filename = "export.zip") => readRecipeArchive({ bytes, filename });
const photo = fakePng(300);

describe("Paprika 3", () => {
  const recipe = {
    name: "Zwiebelrostbraten\n",
    ingredients: "für den Braten:\n2 Stück Roastbeef\n4-5 onions, sliced\nfür die Spätzle:\n200 g flour\nSalt",
    directions: "1. Slice the onions.\n\n2. Fry the beef.\u2028Rest it.",
    servings: "about 4 servings",
    prep_time: "30 minutes",
    cook_time: "1 hr 15 min",
    total_time: "",
    source: "Blog.example",
    source_url: "https://blog.example/rostbraten",
    categories: ["Fleisch", "Basics", "fleisch"],
    rating: 4,
    notes: "Use a heavy pan.",
    nutritional_info: "Calories: 640\nFat: 30 g",
    photo: "ABC.jpg",
    photo_data: photo.toString("base64"),
    image_url: "https://blog.example/img.jpg",
  };
  const entry = (name: string, r: object) => ({
    name: `My Recipes/${name}.paprikarecipe`,
    bytes: gzipSync(Buffer.from(JSON.stringify(r))),
    store: true,
  });

  it("reads a zipped folder of .paprikarecipe files: groups, steps, times, tags, rating, photo", async () => {
    const r = await read(
      makeZip([
        entry("Rostbraten", recipe),
        entry("Plain", { name: "Plain rice", ingredients: "1 cup rice", directions: "Cook.", rating: 0 }),
      ]),
    );
    expect(r.format).toBe("paprika");
    const [a, b] = r.recipes;
    expect(a.title).toBe("Zwiebelrostbraten");
    expect(a.ingredients.map((i) => [i.line, i.section])).toEqual([
      ["2 Stück Roastbeef", "für den Braten"],
      ["4-5 onions, sliced", "für den Braten"],
      ["200 g flour", "für die Spätzle"],
      ["Salt", "für die Spätzle"],
    ]);
    expect(a.ingredients[1]).toMatchObject({ qty: 4, qtyMax: 5, ingredient: "onions", note: "sliced" });
    expect(a.ingredients[2]).toMatchObject({ qty: 200, unit: "g", ingredient: "flour" });
    expect(a.steps.map((s) => s.text)).toEqual(["Slice the onions.", "Fry the beef.", "Rest it."]);
    expect(a).toMatchObject({ servings: 4, yields: "about 4 servings", prepMin: 30, cookMin: 75, totalMin: 105 });
    expect(a).toMatchObject({
      sourceUrl: "https://blog.example/rostbraten",
      tags: ["Fleisch", "Basics"],
      rating: 4,
      imageUrl: "https://blog.example/img.jpg",
    });
    expect(a.notes).toBe("Use a heavy pan.\n\nSource: Blog.example");
    expect(a.declaredNutrition).toEqual({ calories: "640", fatContent: "30 g" });
    expect(a.image).toEqual({ bytes: photo, name: "ABC.jpg" });
    expect(b).toMatchObject({ title: "Plain rice", rating: null, image: null });
  });

  it("reads a .paprikarecipes export (a zip of gzip files) and a single .paprikarecipe", async () => {
    const inner = makeZip([entry("A", { ...recipe, name: "A" }), entry("B", { ...recipe, name: "B" })]);
    expect((await read(inner, "Export.paprikarecipes")).recipes.map((x) => x.title)).toEqual(["A", "B"]);
    const single = await read(gzipSync(Buffer.from(JSON.stringify(recipe))), "whatever.bin");
    expect(single).toMatchObject({ format: "paprika", recipes: [{ title: "Zwiebelrostbraten" }] });
  });
});

describe("Tandoor", () => {
  const recipe = {
    name: "Texas Chili",
    description: "",
    keywords: [{ name: "American" }, { name: "Main" }],
    working_time: 20,
    waiting_time: 60,
    servings: 4,
    servings_text: "bowls",
    source_url: "https://cook.example/texas",
    nutrition: { calories: 500, proteins: 30, fats: 20, carbohydrates: 40, source: "" },
    steps: [
      {
        name: "",
        instruction: "Roast the chiles.\n\nBrown the beef\nin batches.\n\n### Serving\nTop with scallions.",
        ingredients: [
          { food: { name: "beef chuck" }, unit: { name: "lb" }, amount: 2, note: "cubed", is_header: false, no_amount: false },
          { food: { name: "Toppings" }, unit: null, amount: 0, note: "", is_header: true, no_amount: true },
          { food: { name: "scallions" }, unit: null, amount: 0, note: "sliced", is_header: false, no_amount: false },
        ],
      },
    ],
  };

  it("reads a zip of per-recipe zips with recipe.json and image", async () => {
    const one = makeZip([
      { name: "recipe.json", bytes: JSON.stringify(recipe) },
      { name: "image.jpeg", bytes: fakePng(), store: true },
    ]);
    const two = makeZip([{ name: "recipe.json", bytes: JSON.stringify({ ...recipe, name: "Second" }) }]);
    const r = await read(
      makeZip([
        { name: "1.zip", bytes: one, store: true },
        { name: "2.zip", bytes: two, store: true },
      ]),
    );
    expect(r.format).toBe("tandoor");
    const [a, b] = r.recipes;
    expect(a.ingredients.map((i) => [i.line, i.section])).toEqual([
      ["2 lb beef chuck, cubed", null],
      ["scallions, sliced", "Toppings"],
    ]);
    expect(a.ingredients[0]).toMatchObject({ qty: 2, unit: "pound", ingredient: "beef chuck" });
    expect(a.steps).toEqual([
      { text: "Roast the chiles.", section: null },
      { text: "Brown the beef in batches.", section: null },
      { text: "Top with scallions.", section: "Serving" },
    ]);
    expect(a).toMatchObject({
      servings: 4,
      yields: "4 bowls",
      prepMin: 20,
      cookMin: 60,
      totalMin: 80,
      tags: ["American", "Main"],
      sourceUrl: "https://cook.example/texas",
    });
    expect(a.declaredNutrition).toEqual({ calories: "500", proteinContent: "30", fatContent: "20", carbohydrateContent: "40" });
    expect(a.image?.name).toBe("image.jpeg");
    expect(b).toMatchObject({ title: "Second", image: null });
  });
});
