import type { Page } from "@playwright/test";
import { localDay, ok } from "./page-api";

/** What `seedHousehold` made, for the specs that open its screens and dialogs. */
export interface Seeded {
  householdId: string;
  /**
   * Saved recipe titles: the first (with a picture) is tonight's dinner, the second (no picture)
   * a daily breakfast series, the third was cooked for lunch today.
   */
  recipes: string[];
  /** Own pantry item names. */
  items: string[];
  /** Shopping-list line names; the first is ticked. */
  lines: string[];
}

const ITEMS: [name: string, qty: string, unit: string, expiresIn: number | null][] = [
  ["Basmati rice", "1", "kg", null],
  ["Eggs", "10", "pieces", 12],
  ["Whole milk", "1", "l", 1],
  ["Cheddar cheese", "200", "g", 20],
  ["Chicken thighs", "600", "g", 2],
  ["Baby spinach", "150", "g", -1],
  ["Cherry tomatoes", "250", "g", 4],
  ["Frozen peas", "500", "g", 180],
  ["Orange juice", "1", "l", 9],
  ["Dark chocolate", "100", "g", 90],
  ["Extra virgin olive oil from a small family grove in Andalusia", "500", "ml", null],
];

const RECIPES = [
  {
    title: "Chicken and spinach rice bowl",
    cuisine: "Asian",
    ingredients: [
      ["rice", "1", "cup"],
      ["chicken thighs", "300", "g"],
      ["baby spinach", "100", "g"],
      ["eggs", "2", "piece"],
    ],
    image: true,
  },
  {
    title: "Cheddar omelette",
    cuisine: "French",
    ingredients: [
      ["eggs", "3", "piece"],
      ["cheddar cheese", "40", "g"],
      ["milk", "50", "ml"],
    ],
    image: false,
  },
  {
    title: "Tomato and pea risotto with a very long name that has to wrap on a phone",
    cuisine: "Italian",
    ingredients: [
      ["rice", "1.5", "cup"],
      ["cherry tomatoes", "200", "g"],
      ["frozen peas", "150", "g"],
    ],
    image: true,
  },
] as const;

/**
 * Fills the signed-in user's household through the API like a few weeks of real use: eleven
 * pantry items in several categories (one expired, some expiring soon, one long name), three
 * saved recipes (two with a generated picture) with a like and a save, a plan for today and
 * tomorrow (dinner, a custom lunch, a daily breakfast series), a meal cooked (history: cooked
 * and deducted), an item used up and one deleted (history), a shopping list with a ticked line and
 * a pending household invite. One seed for the screenshot, axe and keyboard specs.
 */
export async function seedHousehold(page: Page): Promise<Seeded> {
  const { householdId } = await ok<{ householdId: string }>(page, "GET", "/api/me");
  const itemIds: Record<string, string> = {};
  for (const [productName, qty, unit, expiresIn] of ITEMS) {
    const body = { productName, qty, unit, source: "manual", expiresOn: expiresIn === null ? null : localDay(expiresIn) };
    itemIds[productName] = (await ok<{ id: string }>(page, "POST", "/api/pantry", body)).id;
  }
  const recipeIds: string[] = [];
  for (const r of RECIPES) {
    const recipe = await ok<{ id: string }>(page, "POST", "/api/recipes/manual", {
      recipe: {
        title: r.title,
        cuisineTag: r.cuisine,
        servings: 2,
        prepMin: 10,
        cookMin: 20,
        instructions: "Prepare the ingredients.\nCook gently, stirring now and then.\nSeason and serve warm.",
        ingredients: r.ingredients.map(([name, qty, unit]) => ({ name, qty, unit })),
      },
    });
    recipeIds.push(recipe.id);
    if (r.image) await ok(page, "POST", `/api/recipes/${recipe.id}/generate-image`);
  }
  await ok(page, "POST", "/api/recipe-interactions", { recipeId: recipeIds[0], interactionType: "like" });
  await ok(page, "POST", "/api/recipe-interactions", { recipeId: recipeIds[1], interactionType: "saved" });

  await ok(page, "POST", "/api/meal-plans", { recipeId: recipeIds[0], day: localDay(), mealType: "dinner", servings: 2 });
  await ok(page, "POST", "/api/meal-plans", { recipeId: recipeIds[1], day: localDay(), mealType: "breakfast", recurrenceRule: "FREQ=DAILY" });
  await ok(page, "POST", "/api/meal-plans", { customMealTitle: "Leftover soup", notes: "Heat slowly", day: localDay(1), mealType: "lunch" });
  const cooked = await ok<{ id: string }>(page, "POST", "/api/meal-plans", {
    recipeId: recipeIds[2],
    day: localDay(),
    mealType: "lunch",
    servings: 2,
  });
  await ok(page, "POST", `/api/meal-plans/${cooked.id}/cooked`);

  await ok(page, "PUT", `/api/pantry/${itemIds["Orange juice"]}`, { qty: "0.5" });
  await ok(page, "DELETE", `/api/pantry/${itemIds["Dark chocolate"]}`);

  const lines = ["Greek yogurt", "Oat milk", "Lemons", "Sourdough bread"];
  const first = await ok<{ id: string }>(page, "POST", "/api/shopping-list/items", { name: lines[0], qty: "500", unit: "g" });
  await ok(page, "POST", "/api/shopping-list/items", { name: lines[1], qty: "1", unit: "l", note: "Barista edition" });
  await ok(page, "POST", "/api/shopping-list/items", { name: lines[2], qty: "3", unit: "pieces" });
  await ok(page, "POST", "/api/shopping-list/items", { name: lines[3], qty: "1", unit: "pieces" });
  await ok(page, "PUT", `/api/shopping-list/items/${first.id}`, { checked: true });
  await ok(page, "POST", "/api/households/invites", { email: `invitee-${Date.now()}@example.com` });
  return {
    householdId,
    recipes: RECIPES.map((r) => r.title),
    items: ITEMS.map(([n]) => n).filter((n) => n !== "Dark chocolate"),
    lines,
  };
}
