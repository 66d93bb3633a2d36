import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestServer, type TestServer } from "../../test/test-server";

/**
 * An import file may only carry the meal types and history actions the app's answers allow: a
 * recipe, plan or history row with any other value used to be stored and then made every
 * GET /api/recipes, /api/recipes/personalized, /api/meal-plans or /api/history answer 500 for the
 * household (found by the stored-XSS browser test, e2e/xss.spec.ts).
 */
let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => t?.close());

const at = new Date().toISOString();
const emptyFile = () => ({
  version: 1,
  exportedAt: at,
  settings: { householdSize: 2, allergies: [], dietaryPrefs: [], dietaryConstraints: "" },
  products: [] as unknown[],
  pantryItems: [] as unknown[],
  recipes: [] as unknown[],
  mealPlans: [] as unknown[],
  history: [] as unknown[],
  images: [],
});
const recipe = (mealType: string | null) => ({
  id: "r1",
  title: "Stew",
  description: null,
  cuisineTag: null,
  prepMin: 5,
  cookMin: 10,
  servings: 2,
  imageUrl: null,
  sourceUrl: null,
  recipeUrl: null,
  instructions: "Cook.",
  ingredients: [],
  baseScore: 40,
  healthScore: null,
  calories: null,
  mealType,
  difficultyLevel: null,
  origin: "manual",
  createdAt: at,
  updatedAt: at,
});
const plan = (mealType: string) => ({
  recipeId: null,
  day: "2026-01-05",
  mealType,
  servings: 2,
  status: "planned",
  customMealTitle: "Soup",
  customMealLink: null,
  notes: null,
  isCooked: false,
  recurrenceRule: null,
  createdAt: at,
});
const history = (action: string) => ({
  pantryItemId: null,
  action,
  delta: "1",
  unit: "pieces",
  productName: "Beans",
  productBrand: null,
  productCategory: "pantry",
  meta: { source: "manual" },
  createdAt: at,
});

describe("POST /api/account/import refuses values the app cannot answer with", () => {
  const cases: [string, (f: ReturnType<typeof emptyFile>) => void, string][] = [
    ["a recipe's meal type", (f) => void (f.recipes = [recipe("<svg onload=alert(1)>")]), "/api/recipes/personalized"],
    ["a plan's meal type", (f) => void (f.mealPlans = [plan("brunch")]), "/api/meal-plans/{hh}?startDate=2026-01-01&endDate=2026-01-10"],
    ["a history action", (f) => void (f.history = [history("<img src=x onerror=alert(1)>")]), "/api/history/{hh}"],
  ];
  for (const [what, spoil, listPath] of cases) {
    it(`${what} outside the SPEC list: 400 naming the field, nothing stored, the list still answers`, async () => {
      const user = await t.signUp(`import-enum-${what.replace(/\W+/g, "-")}@example.com`, "Ivy");
      const call = t.as(user.cookie);
      const file = emptyFile();
      spoil(file);
      const res = await call("POST", "/api/account/import", file);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toMatch(/mealType|action/);
      const list = await call("GET", listPath.replace("{hh}", user.user.householdId));
      expect(list.statusCode, list.body).toBe(200);
    });
  }

  it("the same rows with SPEC values import and list", async () => {
    const user = await t.signUp("import-enum-ok@example.com", "Ivy");
    const call = t.as(user.cookie);
    const file = { ...emptyFile(), recipes: [recipe("dinner")], mealPlans: [plan("lunch")], history: [history("add")] };
    expect((await call("POST", "/api/account/import", file)).statusCode).toBe(200);
    const recipes = await call("GET", "/api/recipes/personalized");
    expect(recipes.statusCode, recipes.body).toBe(200);
    expect(JSON.stringify(recipes.json())).toContain("Stew");
    expect((await call("GET", `/api/history/${user.user.householdId}`)).statusCode).toBe(200);
  });
});
