import type { Page } from "@playwright/test";
import { localDay, ok } from "./page-api";

/** What `seedHousehold` made, for the specs that open its screens and dialogs. */
export interface Seeded {
  householdId: string;
  /** Titles of the saved recipes, the first planned for tonight and repeated as a daily snack. */
  recipes: string[];
  /** Names of the own pantry items. */
  items: string[];
  /** Names of the shopping-list lines, the first ticked. */
  lines: string[];
}

/**
 * Fills the signed-in user's household through the API so every screen has content: four
 * pantry items (one expiring tomorrow), two saved recipes, tonight's dinner, a daily snack
 * series, a custom lunch tomorrow, two shopping lines (one ticked) and a pending invite.
 */
export async function seedHousehold(page: Page): Promise<Seeded> {
  const { householdId } = await ok<{ householdId: string }>(page, "GET", "/api/me");
  const items: [string, string, string][] = [
    ["Basmati rice", "1", "kg"],
    ["Eggs", "6", "pieces"],
    ["Frozen peas", "500", "g"],
    ["Greek yogurt", "2", "cups"],
  ];
  for (const [productName, qty, unit] of items) await ok(page, "POST", "/api/pantry", { productName, qty, unit, source: "manual" });
  const recipes = ["Egg fried rice", "Pea and yogurt dip"];
  const ids: string[] = [];
  for (const title of recipes) {
    const recipe = await ok<{ id: string }>(page, "POST", "/api/recipes/manual", {
      recipe: {
        title,
        servings: 2,
        prepMin: 10,
        cookMin: 15,
        instructions: "Prepare everything.\nCook it through.\nServe warm.",
        ingredients: [
          { name: "rice", qty: "2", unit: "cup" },
          { name: "eggs", qty: "2", unit: "piece" },
          { name: "peas", qty: "100", unit: "g" },
        ],
      },
    });
    ids.push(recipe.id);
  }
  await ok(page, "POST", "/api/meal-plans", { recipeId: ids[0], day: localDay(), mealType: "dinner", servings: 2 });
  await ok(page, "POST", "/api/meal-plans", { recipeId: ids[1], day: localDay(), mealType: "snack", recurrenceRule: "FREQ=DAILY" });
  await ok(page, "POST", "/api/meal-plans", {
    customMealTitle: "Leftover soup",
    notes: "Heat slowly",
    day: localDay(1),
    mealType: "lunch",
  });
  const lines = ["Cherry tomatoes", "Oat milk"];
  const first = await ok<{ id: string }>(page, "POST", "/api/shopping-list/items", { name: lines[0], qty: "250", unit: "g" });
  await ok(page, "POST", "/api/shopping-list/items", { name: lines[1], qty: "1", unit: "l", note: "Barista" });
  await ok(page, "PUT", `/api/shopping-list/items/${first.id}`, { checked: true });
  await ok(page, "POST", "/api/households/invites", { email: `invitee-${Date.now()}@example.com` });
  return { householdId, recipes, items: items.map(([n]) => n), lines };
}
