import sharp from "sharp";
import type { TestServer } from "../test-server";
import { mealPlanSkips } from "../../../src/server/db/schema/meal-plan-cooking";
import { receipts } from "../../../src/server/db/schema/receipts";
import { recipes } from "../../../src/server/db/schema/recipes";
import { eq } from "drizzle-orm";

import { storeRecipeImage } from "../../../src/server/lib/recipe-images";
/**
 * Test fixture: fill a signed-up user's household through the real API — three pantry items (one
 * used up partly, one deleted: history of every action), a manual recipe with a stored image, a
 * meal plan for it, a weekly custom meal with one week skipped, settings — plus a stored receipt image. Output: the ids and
 * storage keys the tests check.
 */
export async function seedHousehold(t: TestServer, who: { cookie: string; user: { id: string; householdId: string } }) {
  const call = t.as(who.cookie);
  const ok = async (method: "POST" | "PUT" | "DELETE", url: string, body?: unknown) => {
    const res = await call(method, url, body);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const rice = await ok("POST", "/api/pantry", { productName: "Basmati rice", qty: "2", unit: "kg", source: "manual" });
  await ok("POST", "/api/pantry", { productName: "Whole milk", qty: "1", unit: "cups", source: "receipt" });
  const eggs = await ok("POST", "/api/pantry", { productName: "Eggs", qty: "6", unit: "pieces", source: "barcode" });
  await ok("PUT", `/api/pantry/${rice.id}`, { qty: "1.5", minQty: "1" });
  await ok("DELETE", `/api/pantry/${eggs.id}`);
  const recipe = await ok("POST", "/api/recipes/manual", {
    recipe: {
      title: "Rice pudding",
      cuisineTag: "British",
      instructions: "Simmer the rice in milk until soft.",
      prepMin: "5",
      cookMin: "40",
      servings: "4",
      ingredients: [
        { name: "rice", qty: "100", unit: "g" },
        { name: "milk", qty: "1", unit: "cup" },
      ],
    },
  });
  const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .webp()
    .toBuffer();
  const imageUrl = await storeRecipeImage(t.app.deps.storage, who.user.householdId, webp);
  await t.db().update(recipes).set({ imageUrl }).where(eq(recipes.id, recipe.id));
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await ok("POST", "/api/meal-plans", {
    householdId: who.user.householdId,
    recipeId: recipe.id,
    day,
    mealType: "dinner",
    servings: 2,
    status: "planned",
  });
  const pizza = await ok("POST", "/api/meal-plans", {
    householdId: who.user.householdId,
    customMealTitle: "Pizza night",
    day,
    mealType: "lunch",
    servings: 3,
    status: "planned",
    recurrenceRule: "FREQ=WEEKLY",
  });
  // A repeating meal with one week skipped (issue 7 EXDATE).
  const skipped = new Date(Date.parse(day) + 7 * 86_400_000).toISOString().slice(0, 10);
  await t.db().insert(mealPlanSkips).values({ mealPlanId: pizza.id, day: skipped });
  await ok("PUT", "/api/user-settings", {
    householdSize: 3,
    allergies: ["Peanuts"],
    dietaryPrefs: ["Vegetarian"],
    dietaryConstraints: "No mushrooms",
  });
  const receiptKey = `receipts/${crypto.randomUUID()}.jpg`;
  await t.app.deps.storage.put(receiptKey, Buffer.from([0xff, 0xd8, 0xff]), "image/jpeg");
  await t
    .db()
    .insert(receipts)
    .values({ householdId: who.user.householdId, userId: who.user.id, imageKey: receiptKey, contentType: "image/jpeg" });
  const imageKey = `recipe-images/${imageUrl.split("/")[3]}/${imageUrl.split("/")[4]}`;
  return { recipeId: recipe.id as string, imageUrl, imageKey, receiptKey };
}
