import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { saveAiRecipeSchema } from "../../../shared/schemas/recipes";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

/**
 * Issue 19 "bounded work for every input", POST /api/recipes/save-ai-recipe: every text and list
 * of an idea has a limit (8 006 ingredients or a 400 000-character ingredient name kept the event
 * loop busy 250 ms). Read from the route's own schema, so a field added without a limit fails
 * here: at its limit the idea is saved, one over it is a 400 naming the field.
 */
let t: TestServer;
let cookie: string;
beforeAll(async () => {
  t = await getTestServer();
  cookie = (await t.signUp()).cookie;
});
afterAll(async () => t?.close());

interface Node {
  type?: string;
  maxItems?: number;
  maxLength?: number;
  enum?: unknown[];
  items?: Node;
  properties?: Record<string, Node>;
}
const recipeNode = (z.toJSONSchema(saveAiRecipeSchema, { io: "input" }) as Node).properties!.recipe;
const idea = {
  title: "Bean stew",
  description: "A stew.",
  mealType: "dinner",
  difficultyLevel: "easy",
  pantryMatch: false,
  pantryMatchPercentage: 0,
  estimatedPrepTime: 5,
  estimatedCookTime: 20,
  servings: 2,
  pantryIngredients: ["beans"],
  keyIngredients: ["beans"],
  allIngredients: [{ name: "beans", amount: "1 can", fromPantry: false }],
  nutritionHighlights: ["High protein"],
  chefTips: ["Simmer gently."],
  wineRecommendation: "",
  cookingInstructions: ["Heat the beans."],
  recipeLink: "",
  imageUrl: "",
  mainDish: "stew",
  sideDishes: ["bread"],
  dietaryFlags: ["vegan"],
};
type Field = keyof typeof idea;

/** The idea with `field` at `n` (its limit or one over): a list of `n` copies of its first entry, or `n` letters. */
function sized(field: Field, node: Node, n: number) {
  const value = idea[field];
  if (Array.isArray(value)) return { ...idea, [field]: Array.from({ length: n }, () => value[0]) };
  return { ...idea, [field]: "a".repeat(n) };
}

const bounded = Object.entries(recipeNode.properties!)
  .filter(([, node]) => (node.type === "array" || node.type === "string") && !node.enum)
  .map(([field, node]) => [field as Field, node, node.maxItems ?? node.maxLength] as const);

describe("POST /api/recipes/save-ai-recipe: every text and list is bounded", () => {
  it("every text and list field of an idea has a limit", () => {
    expect(bounded.length).toBeGreaterThan(10);
    expect(bounded.filter(([, , limit]) => limit === undefined).map(([f]) => f)).toEqual([]);
    // List items are bounded too (an ingredient name, a step).
    const items = bounded.filter(([, node]) => node.type === "array").map(([f, node]) => [f, node.items!]);
    const open = items.filter(([, item]) =>
      typeof item === "string"
        ? false
        : item.type === "string"
          ? item.maxLength === undefined
          : Object.values(item.properties ?? {}).some((p) => p.type === "string" && p.maxLength === undefined),
    );
    expect(open.map(([f]) => f)).toEqual([]);
  });

  it.each(bounded.map(([f, node, limit]) => [f, limit!, node] as const))(
    "%s at its limit (%i) is saved, one over is a 400 naming it",
    async (field, limit, node) => {
      const call = t.as(cookie);
      const atLimit = await call("POST", "/api/recipes/save-ai-recipe", { recipe: sized(field, node, limit) });
      expect(atLimit.statusCode, atLimit.body.slice(0, 300)).toBe(201);
      const over = await call("POST", "/api/recipes/save-ai-recipe", { recipe: sized(field, node, limit + 1) });
      expect(over.statusCode, over.body.slice(0, 300)).toBe(400);
      expect(over.json().issues.map((i: { path: string }) => i.path)).toContain(`body.recipe.${field}`);
    },
  );

  it("an ingredient name one over its limit is a 400 naming it", async () => {
    const max = recipeNode.properties!.allIngredients.items!.properties!.name.maxLength!;
    const recipe = { ...idea, allIngredients: [{ name: "b".repeat(max + 1), amount: "1", fromPantry: false }] };
    const res = await t.as(cookie)("POST", "/api/recipes/save-ai-recipe", { recipe });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain("body.recipe.allIngredients.0.name");
  });
});
