import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

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

describe("POST /api/account/import refuses values its columns cannot store (was 500)", () => {
  const item = { id: "i1", productId: "p1", qty: "2", unit: "pieces", source: "manual", expiresOn: null, createdAt: at, updatedAt: at };
  const product = { id: "p1", name: "Beans", brand: null, category: "pantry", imageUrl: null, barcode: null, foodId: null, createdAt: at };
  const cases: [string, (f: ReturnType<typeof emptyFile>) => void, string][] = [
    ["a plan day that is no date", (f) => void (f.mealPlans = [{ ...plan("dinner"), day: "2026-13-45" }]), "mealPlans.0.day"],
    [
      "a plan time stamp that is no time",
      (f) => void (f.mealPlans = [{ ...plan("dinner"), createdAt: "garbage" }]),
      "mealPlans.0.createdAt",
    ],
    [
      "a skipped day that is no date",
      (f) => void (f.mealPlans = [{ ...plan("dinner"), skippedDays: ["soon"] }]),
      "mealPlans.0.skippedDays.0",
    ],
    [
      "an unreadable repeat rule",
      (f) => void (f.mealPlans = [{ ...plan("dinner"), recurrenceRule: "FREQ=SOMETIMES" }]),
      "mealPlans.0.recurrenceRule",
    ],
    ["servings past an integer column", (f) => void (f.mealPlans = [{ ...plan("dinner"), servings: 2 ** 40 }]), "mealPlans.0.servings"],
    ["a history time stamp that is no time", (f) => void (f.history = [{ ...history("add"), createdAt: "nope" }]), "history.0.createdAt"],
    ["a history amount that is no number", (f) => void (f.history = [{ ...history("add"), delta: "lots" }]), "history.0.delta"],
    [
      "a pantry amount that is no number",
      (f) => void ((f.products = [product]), (f.pantryItems = [{ ...item, qty: "NaN" }])),
      "pantryItems.0.qty",
    ],
    [
      "a best-before that is no date",
      (f) => void ((f.products = [product]), (f.pantryItems = [{ ...item, expiresOn: "2026-02-30" }])),
      "pantryItems.0.expiresOn",
    ],
    ["recipe calories with a fraction", (f) => void (f.recipes = [{ ...recipe("dinner"), calories: 12.5 }]), "recipes.0.calories"],
  ];
  for (const [what, spoil, field] of cases) {
    it(`${what}: 400 naming ${field}, nothing stored`, async () => {
      const user = await t.signUp();
      const call = t.as(user.cookie);
      const file = emptyFile();
      spoil(file);
      const res = await call("POST", "/api/account/import", file);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(`body.${field}`);
      const after = (await call("GET", "/api/account/export")).json();
      expect([after.pantryItems.length, after.recipes.length, after.mealPlans.length, after.history.length]).toEqual([0, 0, 0, 0]);
    });
  }
});
