import type { TestServer } from "../test-server";

/** Real ids of one household's data, used to fill path params and id fields. */
export interface FuzzIds {
  householdId: string;
  userId: string;
  pantryItemId: string;
  productId: string;
  recipeId: string;
  mealPlanId: string;
}

type Signed = Awaited<ReturnType<TestServer["signUp"]>>;

/**
 * Give the signed-in user a pantry item, a recipe using it and a plan entry for that recipe
 * today (fresh rows each call, so a batch that deleted or cooked the previous ones still finds
 * real ids). Throws when any of the setup calls fails.
 */
export async function seedFixture(t: TestServer, who: Signed): Promise<FuzzIds> {
  const call = t.as(who.cookie);
  const item = await call("POST", "/api/pantry", { productName: "Fuzz rice", qty: "5", unit: "kg", source: "manual" });
  const recipe = await call("POST", "/api/recipes/manual", {
    recipe: { title: "Fuzz risotto", servings: 2, ingredients: [{ name: "rice", qty: "100", unit: "g" }], instructions: "Cook." },
  });
  const day = new Date().toISOString().slice(0, 10);
  const plan = await call("POST", "/api/meal-plans", {
    householdId: who.user.householdId,
    recipeId: recipe.json().id,
    day,
    mealType: "dinner",
  });
  for (const r of [item, recipe, plan]) if (r.statusCode >= 300) throw new Error(`fixture setup failed: ${r.statusCode} ${r.body}`);
  return {
    householdId: who.user.householdId,
    userId: who.user.id,
    pantryItemId: item.json().id,
    productId: item.json().product.id,
    recipeId: recipe.json().id,
    mealPlanId: plan.json().id,
  };
}

const ID_BY_SEGMENT: Record<string, keyof FuzzIds> = {
  pantry: "pantryItemId",
  recipes: "recipeId",
  "meal-plans": "mealPlanId",
};

/**
 * The real id for a field or path param named `name` on route `url` (`:id` takes the kind of
 * the segment before it: /api/recipes/:id → the recipe), or undefined when none fits.
 */
export function idFor(ids: FuzzIds, url: string, name: string): string | undefined {
  if (name === "householdId") return ids.householdId;
  if (name === "itemId" || name === "pantryItemId") return ids.pantryItemId;
  if (name === "recipeId") return ids.recipeId;
  if (name === "productId") return ids.productId;
  if (name === "userId") return ids.userId;
  if (name === "id") {
    const before = url.split("/:id")[0].split("/").pop() ?? "";
    const key = ID_BY_SEGMENT[before];
    return key ? ids[key] : undefined;
  }
  return undefined;
}

/** `url` with each `:name` replaced by `params[name]`, percent-encoded. */
export function fillUrl(url: string, params: Record<string, string>): string {
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}
