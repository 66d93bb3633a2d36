import { describe, expect, it } from "vitest";
import { fakePng, makeZip } from "../../../../test/server/fixtures/make-zip";
import { readRecipeArchive } from "./read-archive";

const read = (bytes: Buffer, filename = "export.zip") => readRecipeArchive({ bytes, filename });

describe("Mealie migration export", () => {
  const slug = "beef-stew";
  const snake = {
    name: "Beef Stew",
    slug,
    description: "Cozy.",
    recipe_category: ["Dinner"],
    tags: ["winter"],
    rating: 5,
    recipe_yield: "4 serving(s)",
    recipe_ingredient: [
      { title: "Stew", note: "1 pound beef, cubed", unit: null, food: null, disable_amount: true, quantity: 1 },
      { title: null, note: "2 cups broth", unit: null, food: null, disable_amount: true, quantity: 1 },
    ],
    recipe_instructions: [
      { title: "Prep", text: "Cube the beef." },
      { title: "", text: "Brown it." },
      { title: "Simmer", text: "Add broth and simmer." },
    ],
    nutrition: { calories: "400", fat_content: "12", protein_content: null },
    total_time: "2 Hours 30 Minutes",
    prep_time: null,
    perform_time: "10-15 Minutes",
    org_url: "https://cook.example/stew",
    notes: [{ title: "Tip", text: "Better next day." }],
  };

  it("reads recipes/<slug>/<slug>.json with its original.webp; titles start groups", async () => {
    const webp = Buffer.concat([Buffer.from("RIFF\0\0\0\0WEBPVP8 "), Buffer.alloc(40)]);
    const zip = makeZip([
      { name: `mealie_2021/recipes/${slug}/${slug}.json`, bytes: JSON.stringify(snake) },
      { name: `mealie_2021/recipes/${slug}/images/min-original.webp`, bytes: Buffer.alloc(10) },
      { name: `mealie_2021/recipes/${slug}/images/original.webp`, bytes: webp, store: true },
      { name: `__MACOSX/mealie_2021/recipes/._${slug}`, bytes: "junk" },
    ]);
    const r = await read(zip);
    expect(r.format).toBe("mealie-export");
    const [s] = r.recipes;
    expect(s.ingredients.map((i) => [i.line, i.qty, i.unit, i.ingredient, i.section])).toEqual([
      ["1 pound beef, cubed", 1, "pound", "beef", "Stew"],
      ["2 cups broth", 2, "cup", "broth", "Stew"],
    ]);
    expect(s.steps).toEqual([
      { text: "Cube the beef.", section: "Prep" },
      { text: "Brown it.", section: "Prep" },
      { text: "Add broth and simmer.", section: "Simmer" },
    ]);
    expect(s).toMatchObject({
      servings: 4,
      totalMin: 150,
      cookMin: 15,
      tags: ["Dinner", "winter"],
      rating: 5,
      sourceUrl: "https://cook.example/stew",
    });
    expect(s.declaredNutrition).toEqual({ calories: "400", fatContent: "12" });
    expect(s.notes).toBe("Tip: Better next day.");
    expect(s.image?.bytes).toEqual(webp);
  });

  it("reads the camelCase JSON of Mealie v1, building lines from unit and food", async () => {
    const camel = {
      name: "Pancakes",
      slug: "pancakes",
      recipeIngredient: [
        {
          title: null,
          note: "sifted",
          quantity: 1.5,
          unit: { name: "cup" },
          food: { name: "flour" },
          originalText: "1 1/2 cups flour, sifted",
        },
      ],
      recipeInstructions: [{ title: null, text: "Mix." }],
      recipeCategory: [{ name: "Breakfast" }],
      tags: [{ name: "Quick" }],
      orgURL: "https://cook.example/pancakes",
      prepTime: "PT10M",
    };
    const r = await read(makeZip([{ name: "recipes/pancakes/pancakes.json", bytes: JSON.stringify(camel) }]));
    expect(r.recipes[0].ingredients[0]).toMatchObject({
      line: "1½ cup flour, sifted",
      qty: 1.5,
      unit: "cup",
      ingredient: "flour",
      note: "sifted",
    });
    expect(r.recipes[0]).toMatchObject({ tags: ["Breakfast", "Quick"], sourceUrl: "https://cook.example/pancakes", prepMin: 10 });
  });
});

describe("Mealie full backup (database.json)", () => {
  const db = {
    alembic_version: [{ version_num: "09aba125b57a" }],
    recipes: [
      {
        id: "aa11",
        name: "Chili",
        description: "Hot.",
        total_time: "1 hour",
        prep_time: "15 minutes",
        perform_time: null,
        recipe_yield: "6 bowls",
        rating: 4,
        org_url: "https://cook.example/chili",
      },
      { id: "bb22", name: "Toast", description: null, recipe_yield: null, rating: null, org_url: null },
    ],
    recipes_ingredients: [
      { recipe_id: "aa11", position: 1, title: null, note: "chopped", unit_id: "u1", food_id: "f1", quantity: 2, original_text: null },
      {
        recipe_id: "aa11",
        position: 0,
        title: "Base",
        note: "1 lb ground beef",
        unit_id: null,
        food_id: null,
        quantity: 1,
        original_text: null,
      },
      {
        recipe_id: "bb22",
        position: 0,
        title: null,
        note: "2 slices bread",
        unit_id: null,
        food_id: null,
        quantity: 1,
        original_text: null,
      },
    ],
    ingredient_units: [{ id: "u1", name: "cup", abbreviation: "c" }],
    ingredient_foods: [{ id: "f1", name: "onion" }],
    recipe_instructions: [
      { recipe_id: "aa11", position: 1, title: "", text: "Simmer 1 hour." },
      { recipe_id: "aa11", position: 0, title: "Start", text: "Brown the beef." },
      { recipe_id: "bb22", position: 0, title: "", text: "Toast it." },
    ],
    tags: [{ id: "t1", name: "spicy" }],
    categories: [{ id: "c1", name: "Dinner" }],
    recipes_to_tags: [{ recipe_id: "aa11", tag_id: "t1" }],
    recipes_to_categories: [{ recipe_id: "aa11", category_id: "c1" }],
    recipe_nutrition: [{ id: 1, recipe_id: "aa11", calories: "500", sodium_content: "900", fat_content: null }],
    notes: [{ recipe_id: "bb22", title: "", text: "Butter it." }],
  };

  it("joins recipes with ingredients, steps, tags, categories, nutrition, notes and pictures", async () => {
    const zip = makeZip([
      { name: "mealie_2024/database.json", bytes: JSON.stringify(db) },
      { name: "mealie_2024/data/recipes/aa11/images/original.webp", bytes: fakePng(), store: true },
    ]);
    const r = await read(zip);
    expect(r.format).toBe("mealie-backup");
    const [chili, toast] = r.recipes;
    expect(chili.ingredients.map((i) => [i.line, i.section])).toEqual([
      ["1 lb ground beef", "Base"],
      ["2 cup onion, chopped", "Base"],
    ]);
    expect(chili.ingredients[1]).toMatchObject({ qty: 2, unit: "cup", ingredient: "onion" });
    expect(chili.steps).toEqual([
      { text: "Brown the beef.", section: "Start" },
      { text: "Simmer 1 hour.", section: "Start" },
    ]);
    expect(chili).toMatchObject({
      servings: 6,
      totalMin: 60,
      prepMin: 15,
      tags: ["Dinner", "spicy"],
      rating: 4,
      declaredNutrition: { calories: "500", sodiumContent: "900" },
    });
    expect(chili.image?.bytes.length).toBe(64);
    expect(toast).toMatchObject({ title: "Toast", notes: "Butter it.", image: null, steps: [{ text: "Toast it." }] });
  });
});

describe("long reads", () => {
  it("let other requests run while a large backup is read: no stretch of the event loop near the whole read", async () => {
    const n = 800;
    const db = {
      recipes: Array.from({ length: n }, (_, i) => ({ id: `r${i}`, name: `Dish ${i}` })),
      recipes_ingredients: Array.from({ length: n * 12 }, (_, i) => ({
        recipe_id: `r${i % n}`,
        position: i,
        note: `${(i % 4) + 1} cups chopped carrots, peeled`,
      })),
      recipe_instructions: Array.from({ length: n }, (_, i) => ({ recipe_id: `r${i}`, position: 0, text: "Cook." })),
    };
    const zip = makeZip([{ name: "database.json", bytes: JSON.stringify(db) }]);
    const stamps: number[] = [performance.now()];
    const timer = setInterval(() => stamps.push(performance.now()), 2);
    const r = await read(zip);
    clearInterval(timer);
    stamps.push(performance.now());
    const total = stamps[stamps.length - 1] - stamps[0];
    const longest = Math.max(...stamps.slice(1).map((t, i) => t - stamps[i]));
    expect(r.recipes).toHaveLength(n);
    expect(longest).toBeLessThan(Math.max(150, total / 3));
  });
});
