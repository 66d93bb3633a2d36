import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HouseholdExport } from "../../../shared/schemas/account";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";
import { seedHousehold } from "../../../../test/server/seeds/filled-household";

let t: TestServer;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => t?.close());

/**
 * An export with ids replaced by positions (links kept as positions), image URLs by their index
 * and image bytes left out (they are re-encoded on import), so two households can be compared.
 */
function comparable(e: HouseholdExport) {
  const pos = (list: { id: string }[], id: string | null) => (id === null ? null : list.findIndex((x) => x.id === id));
  const img = (url: string | null) => (url === null ? null : e.images.findIndex((i) => i.url === url));
  return {
    settings: e.settings,
    products: e.products.map(({ id: _i, ...p }) => p),
    pantryItems: e.pantryItems.map(({ id: _i, productId, ...i }) => ({ ...i, product: pos(e.products, productId) })),
    recipes: e.recipes.map(({ id: _i, imageUrl, ...r }) => ({ ...r, image: img(imageUrl) })),
    mealPlans: e.mealPlans.map(({ id: _i, recipeId, ...p }) => ({ ...p, recipe: pos(e.recipes, recipeId) })),
    history: e.history.map(({ pantryItemId, ...h }) => {
      const at = pantryItemId === null ? -1 : e.pantryItems.findIndex((x) => x.id === pantryItemId);
      return { ...h, item: at === -1 ? null : at };
    }),
    images: e.images.map((i) => i.contentType),
  };
}

describe("export → import", () => {
  it("an import into an empty household reproduces the exported household", async () => {
    const a = await t.signUp("exporter@example.com", "Eve");
    await seedHousehold(t, a);
    const res = await t.as(a.cookie)("GET", "/api/account/export");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="pantry-meals-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const exported = res.json() as HouseholdExport;
    expect(exported.pantryItems.length).toBe(2);
    expect(exported.recipes.length).toBe(1);
    expect(exported.mealPlans.length).toBe(2);
    expect(exported.history.length).toBeGreaterThanOrEqual(5);
    expect(exported.images.length).toBe(1);
    expect(exported.mealPlans.flatMap((p) => p.skippedDays)).toHaveLength(1);

    const b = await t.signUp("importer@example.com", "Ivan");
    await t.as(b.cookie)("POST", "/api/seed-pantry"); // sample items do not make a household non-empty
    const imp = await t.as(b.cookie)("POST", "/api/account/import", exported);
    expect(imp.statusCode).toBe(200);
    expect(imp.json()).toEqual({ products: 3, pantryItems: 2, recipes: 1, mealPlans: 2, history: exported.history.length });

    const again = (await t.as(b.cookie)("GET", "/api/account/export")).json() as HouseholdExport;
    expect(comparable(again)).toEqual(comparable(exported));
    // The copy is the importer's own: new ids, its image is served to its household.
    expect(again.recipes[0].id).not.toBe(exported.recipes[0].id);
    const image = await t.as(b.cookie)("GET", again.recipes[0].imageUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    const plans = (await t.as(b.cookie)("GET", `/api/meal-plans/${b.user.householdId}?startDate=${day(0)}&endDate=${day(7)}`)).json();
    expect(plans.map((p: { recipe: { title: string } | null }) => p.recipe?.title ?? null)).toEqual(
      expect.arrayContaining([null, "Rice pudding"]),
    );
    expect((await t.as(a.cookie)("GET", "/api/account/export")).json().recipes[0].id).toBe(exported.recipes[0].id);
  });

  it("a household with data of its own refuses an import and stays as it was", async () => {
    const a = await t.signUp("full@example.com", "Fay");
    await seedHousehold(t, a);
    const before = (await t.as(a.cookie)("GET", "/api/account/export")).json();
    const res = await t.as(a.cookie)("POST", "/api/account/import", before);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/^Import only works into an empty household/);
    const after = (await t.as(a.cookie)("GET", "/api/account/export")).json();
    expect(comparable(after)).toEqual(comparable(before));
  });

  it("a damaged file (plan pointing at a recipe not in it) changes nothing", async () => {
    const a = await t.signUp("damaged@example.com", "Dan");
    const file = {
      version: 1,
      exportedAt: new Date().toISOString(),
      settings: { householdSize: 2, allergies: [], dietaryPrefs: [], dietaryConstraints: "" },
      products: [],
      pantryItems: [],
      recipes: [],
      mealPlans: [
        {
          recipeId: crypto.randomUUID(),
          day: "2026-01-01",
          mealType: "dinner",
          servings: 2,
          status: "planned",
          customMealTitle: null,
          customMealLink: null,
          notes: null,
          isCooked: false,
          recurrenceRule: null,
          createdAt: new Date().toISOString(),
        },
      ],
      history: [],
      images: [],
    };
    const res = await t.as(a.cookie)("POST", "/api/account/import", file);
    expect(res.statusCode).toBe(400);
    expect((await t.as(a.cookie)("GET", "/api/account/export")).json().mealPlans).toEqual([]);
  });
});
