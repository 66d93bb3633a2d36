import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HouseholdExport } from "../../../shared/schemas/account";
import { IMPORT_LIMITS } from "../../../shared/schemas/account-import";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";
import { seedHousehold } from "../../../../test/server/seeds/filled-household";

/**
 * Issue 19 "bounded work for every input", POST /api/account/import: every list of the file has a
 * limit (IMPORT_LIMITS) far above a real household's export; a file at every limit at once is
 * imported whole and exported again equal, and one row over any limit is a 400 naming that list
 * with nothing stored.
 */
let t: TestServer;
let seeded: HouseholdExport;
beforeAll(async () => {
  t = await getTestServer();
  const a = await t.signUp();
  await seedHousehold(t, a);
  seeded = (await t.as(a.cookie)("GET", "/api/account/export")).json();
});
afterAll(async () => t?.close());

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The seeded export with each list of `counts` grown to that many rows (copies of its first row,
 * each with its own id and name; items, plans and history keep pointing into the file) and the
 * first plan a weekly series with `skippedDays` skipped days.
 */
function grownFile(counts: Record<Exclude<keyof typeof IMPORT_LIMITS, "images">, number>): HouseholdExport {
  const [product] = seeded.products;
  const item = seeded.pantryItems.find((i) => i.productId === product.id) ?? seeded.pantryItems[0];
  const recipe = seeded.recipes[0];
  const plan = seeded.mealPlans[0];
  const copies = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
  const firstDay = "2026-01-05";
  // Distinct times: an export lists rows in creation order.
  const at = (i: number) => new Date(Date.parse("2025-01-01T00:00:00Z") + i * 1000).toISOString();
  const products = copies(counts.products, (i) => ({ ...product, id: `p${i}`, name: `${product.name} ${i}`, createdAt: at(i) }));
  return {
    ...seeded,
    products,
    pantryItems: copies(counts.pantryItems, (i) => ({
      ...item,
      id: `i${i}`,
      productId: `p${i % products.length}`,
      createdAt: at(i),
      updatedAt: at(i),
    })),
    recipes: copies(counts.recipes, (i) => ({ ...recipe, id: `r${i}`, title: `${recipe.title} ${i}`, createdAt: at(i), updatedAt: at(i) })),
    mealPlans: copies(counts.mealPlans, (i) => ({
      ...plan,
      id: `m${i}`,
      createdAt: at(i),
      recipeId: `r${i % counts.recipes}`,
      customMealTitle: null,
      day: addDays(firstDay, i % 3000),
      recurrenceRule: i === 0 ? "FREQ=WEEKLY" : null,
      skippedDays: i === 0 ? copies(counts.skippedDays, (k) => addDays(firstDay, 7 * (k + 1))) : [],
    })),
    history: copies(counts.history, (i) => ({ ...seeded.history[0], pantryItemId: `i${i % counts.pantryItems}`, createdAt: at(i) })),
  };
}

/** What must survive export → import → export: positions instead of ids, images by content type. */
function comparable(e: HouseholdExport) {
  const pos = (list: { id: string }[]) => new Map(list.map((x, i) => [x.id, i]));
  const [products, items, recipes] = [pos(e.products), pos(e.pantryItems), pos(e.recipes)];
  return {
    products: e.products.map(({ id: _i, imageUrl: _u, ...p }) => p),
    pantryItems: e.pantryItems.map(({ id: _i, productId, ...i }) => ({ ...i, product: products.get(productId) })),
    recipes: e.recipes.map(({ id: _i, imageUrl, ...r }) => ({ ...r, image: imageUrl === null ? null : "image" })),
    mealPlans: e.mealPlans.map(({ id: _i, recipeId, ...p }) => ({ ...p, recipe: recipeId === null ? null : recipes.get(recipeId) })),
    history: e.history.map(({ pantryItemId, ...h }) => ({ ...h, item: pantryItemId === null ? null : items.get(pantryItemId) })),
    images: e.images.map((i) => i.contentType),
  };
}

const counts = (e: HouseholdExport) => ({
  products: e.products.length,
  pantryItems: e.pantryItems.length,
  recipes: e.recipes.length,
  mealPlans: e.mealPlans.length,
  history: e.history.length,
});

describe("POST /api/account/import: every list is bounded", () => {
  it("a file at every limit at once is imported whole and exports again equal", { timeout: 600_000 }, async () => {
    const file = grownFile(IMPORT_LIMITS);
    const b = await t.signUp();
    const imported = await t.as(b.cookie)("POST", "/api/account/import", file);
    expect(imported.statusCode, imported.body.slice(0, 500)).toBe(200);
    const { skippedDays: _s, images: _i, ...lists } = IMPORT_LIMITS;
    expect(imported.json()).toEqual(lists);
    const exported = (await t.as(b.cookie)("GET", "/api/account/export")).json() as HouseholdExport;
    expect(counts(exported)).toEqual(lists);
    expect(exported.mealPlans.find((p) => p.recurrenceRule)?.skippedDays).toHaveLength(IMPORT_LIMITS.skippedDays);

    const c = await t.signUp();
    const again = await t.as(c.cookie)("POST", "/api/account/import", exported);
    expect(again.statusCode, again.body.slice(0, 500)).toBe(200);
    const reExported = (await t.as(c.cookie)("GET", "/api/account/export")).json() as HouseholdExport;
    expect(comparable(reExported)).toEqual(comparable(exported));
  });

  const small = { products: 2, pantryItems: 2, recipes: 1, mealPlans: 1, skippedDays: 1, history: 1 };
  const over: [string, () => HouseholdExport][] = [
    ...(["products", "pantryItems", "recipes", "mealPlans", "history"] as const).map((k): [string, () => HouseholdExport] => [
      k,
      () => grownFile({ ...small, [k]: IMPORT_LIMITS[k] + 1 }),
    ]),
    ["mealPlans.0.skippedDays", () => grownFile({ ...small, skippedDays: IMPORT_LIMITS.skippedDays + 1 })],
    ["images", () => ({ ...grownFile(small), images: Array.from({ length: IMPORT_LIMITS.images + 1 }, () => seeded.images[0]) })],
  ];
  it.each(over)("%s one over its limit: 400 naming it, nothing stored", async (path, make) => {
    const user = await t.signUp();
    const call = t.as(user.cookie);
    const res = await call("POST", "/api/account/import", make());
    expect(res.statusCode, res.body.slice(0, 500)).toBe(400);
    const issue = res.json().issues.find((i: { path: string }) => i.path === `body.${path}`);
    expect(issue?.message).toMatch(/^At most \d+ /);
    expect(counts((await call("GET", "/api/account/export")).json())).toEqual({
      products: 0,
      pantryItems: 0,
      recipes: 0,
      mealPlans: 0,
      history: 0,
    });
  });
});

describe("rows checked a slice at a time", () => {
  it("names bad rows deep in a long list by their place in the file, every one of them, and stores nothing", async () => {
    const file = grownFile({ products: 600, pantryItems: 2, recipes: 1, mealPlans: 1, skippedDays: 1, history: 1 });
    // Rows in the second and third slice of products, and one in history: each must be named.
    file.products[301] = { ...file.products[301], name: "" };
    file.products[599] = { ...file.products[599], name: "x".repeat(121) };
    file.history[0] = { ...file.history[0], unit: "" };
    const user = await t.signUp();
    const call = t.as(user.cookie);
    const res = await call("POST", "/api/account/import", file);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["body.products.301.name", "body.products.599.name", "body.history.0.unit"]));
    expect(paths).toHaveLength(3);
    expect(res.json().issues.find((i: { path: string }) => i.path === "body.products.301.name").message).toBe("Name is required");
    expect(counts((await call("GET", "/api/account/export")).json()).products).toBe(0);
  });
});
