/**
 * Synthetic 1,000-recipe exports for the reading-speed part of bench/recipe-archives.ts, built in
 * memory from a fixed seed: a Nextcloud zip (recipe.json + a 60 KB picture per folder), a Paprika
 * `.paprikarecipes` (gzip JSON with a base64 60 KB photo each) and a Mealie backup
 * (`database.json` with every table joined by the reader). The pictures are random bytes behind a
 * JPEG signature: reading keeps bytes as found, so their content does not matter here.
 */
import { gzipSync } from "node:zlib";
import { makeZip, type TestZipEntry } from "../test/server/fixtures/make-zip";

const FOODS = [
  "chicken thighs",
  "basmati rice",
  "red onion",
  "garlic",
  "olive oil",
  "canned tomatoes",
  "fresh basil",
  "parmesan",
  "black beans",
  "carrots",
  "butter",
  "flour",
];
const UNITS = ["cup", "tablespoons", "teaspoon", "g", "ml", "", "cloves", "oz"];

/** Deterministic pseudo-random numbers (mulberry32), so every run reads the same archives. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SyntheticRecipe {
  name: string;
  ingredients: string[];
  steps: string[];
}

/** `count` recipes of 12 ingredient lines and 8 steps each. */
export function syntheticRecipes(count: number, seed = 21): SyntheticRecipe[] {
  const rnd = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  return Array.from({ length: count }, (_, i) => ({
    name: `Test dish ${i + 1}`,
    ingredients: Array.from({ length: 12 }, () =>
      `${1 + Math.floor(rnd() * 4)} ${pick(UNITS)} ${pick(FOODS)}, chopped`.replace(/ +/g, " "),
    ),
    steps: Array.from(
      { length: 8 },
      (_, s) => `Step ${s + 1}: stir the ${pick(FOODS)} over medium heat for ${5 + Math.floor(rnd() * 20)} minutes.`,
    ),
  }));
}

/** A picture-sized blob: JPEG signature, then `size` random bytes. */
function picture(rnd: () => number, size: number): Buffer {
  const b = Buffer.alloc(size);
  for (let i = 0; i < size; i++) b[i] = Math.floor(rnd() * 256);
  b[0] = 0xff;
  b[1] = 0xd8;
  b[2] = 0xff;
  return b;
}

/** The three synthetic exports of `count` recipes, with `pictureBytes` per picture. */
export function syntheticArchives(count: number, pictureBytes = 60_000): Array<{ label: string; bytes: Buffer }> {
  const recipes = syntheticRecipes(count);
  const rnd = random(7);
  const photos = recipes.map(() => picture(rnd, pictureBytes));
  const nextcloud: TestZipEntry[] = recipes.flatMap((r, i) => [
    {
      name: `${r.name}/recipe.json`,
      bytes: JSON.stringify({
        "@type": "Recipe",
        name: r.name,
        recipeIngredient: r.ingredients,
        recipeInstructions: r.steps,
        recipeYield: 4,
        prepTime: "PT15M",
      }),
    },
    { name: `${r.name}/full.jpg`, bytes: photos[i], store: true },
  ]);
  const paprika: TestZipEntry[] = recipes.map((r, i) => ({
    name: `${r.name}.paprikarecipe`,
    bytes: gzipSync(
      JSON.stringify({
        name: r.name,
        ingredients: r.ingredients.join("\n"),
        directions: r.steps.join("\n"),
        servings: "4",
        photo: "p.jpg",
        photo_data: photos[i].toString("base64"),
      }),
    ),
    store: true,
  }));
  const db = {
    recipes: recipes.map((r, i) => ({ id: `r${i}`, name: r.name, recipe_yield: "4 servings", total_time: "45 minutes" })),
    recipes_ingredients: recipes.flatMap((r, i) =>
      r.ingredients.map((note, p) => ({ recipe_id: `r${i}`, position: p, note, quantity: 1, unit_id: null, food_id: null })),
    ),
    recipe_instructions: recipes.flatMap((r, i) => r.steps.map((text, p) => ({ recipe_id: `r${i}`, position: p, title: "", text }))),
  };
  return [
    { label: `Nextcloud zip, ${count} recipes + ${count} pictures`, bytes: makeZip(nextcloud) },
    { label: `Paprika .paprikarecipes, ${count} recipes + ${count} photos`, bytes: makeZip(paprika) },
    { label: `Mealie backup database.json, ${count} recipes`, bytes: makeZip([{ name: "database.json", bytes: JSON.stringify(db) }]) },
  ];
}
