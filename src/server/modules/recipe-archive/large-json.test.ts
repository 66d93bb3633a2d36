import { afterEach, describe, expect, it, vi } from "vitest";
import { readRecipeArchive } from "./read-archive";
import { DEFAULT_ARCHIVE_LIMITS } from "./limits";

const MB = 1024 * 1024;
/** Calls of JSON.parse on texts of at least `min` characters while `run` runs. */
async function bigParses<T>(min: number, run: () => Promise<T>): Promise<{ result: T; parses: number }> {
  const parse = JSON.parse;
  let parses = 0;
  vi.spyOn(JSON, "parse").mockImplementation((text: string, reviver?: Parameters<typeof JSON.parse>[1]) => {
    if (text.length >= min) parses += 1;
    return parse(text, reviver) as unknown;
  });
  return { result: await run(), parses };
}

afterEach(() => vi.restoreAllMocks());

describe("one huge JSON file (issue 21: huge JSON within the limits)", () => {
  it("reads a schema.org array of 20+ MB whole, parsing it once, with every recipe", async () => {
    const n = 12_000;
    const recipes = Array.from({ length: n }, (_, i) => ({
      "@type": "Recipe",
      name: `Dish ${i}`,
      description: "A long story about this dish. ".repeat(60),
      recipeIngredient: ["2 cups flour", `${(i % 5) + 1} eggs, beaten`],
      recipeInstructions: "Mix.\nBake 30 minutes.",
    }));
    const text = JSON.stringify(recipes);
    expect(text.length).toBeGreaterThan(20 * MB);
    expect(text.length).toBeLessThan(DEFAULT_ARCHIVE_LIMITS.maxTextBytes);
    const { result, parses } = await bigParses(MB, () => readRecipeArchive({ bytes: Buffer.from(text), filename: "all-recipes.json" }));
    expect(parses).toBe(1);
    expect(result.format).toBe("schema-org");
    expect(result.recipes).toHaveLength(n);
    expect(result.skipped).toEqual([]);
    expect(result.recipes[n - 1]).toMatchObject({ title: `Dish ${n - 1}`, steps: [{ text: "Mix." }, { text: "Bake 30 minutes." }] });
    expect(result.recipes[n - 1].ingredients[1]).toMatchObject({ qty: 5, ingredient: expect.stringContaining("egg") });
  }, 120_000);

  it("reads a Mealie database.json of 15+ MB uploaded on its own (not zipped), joining every table", async () => {
    const n = 3000;
    const db = {
      recipes: Array.from({ length: n }, (_, i) => ({ id: `r${i}`, name: `Stew ${i}`, description: "Slow and warm. ".repeat(340) })),
      recipes_ingredients: Array.from({ length: n * 4 }, (_, i) => ({
        recipe_id: `r${i % n}`,
        position: Math.floor(i / n),
        note: `${(i % 3) + 1} carrots`,
      })),
      recipe_instructions: Array.from({ length: n }, (_, i) => ({ recipe_id: `r${i}`, position: 0, text: "Stew it." })),
    };
    const text = JSON.stringify(db);
    expect(text.length).toBeGreaterThan(15 * MB);
    const { result, parses } = await bigParses(MB, () => readRecipeArchive({ bytes: Buffer.from(text), filename: "database.json" }));
    expect(parses).toBe(1);
    expect(result.format).toBe("mealie-backup");
    expect(result.recipes).toHaveLength(n);
    expect(result.recipes.every((r) => r.ingredients.length === 4 && r.steps.length === 1)).toBe(true);
  }, 120_000);
});
