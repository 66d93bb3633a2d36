/**
 * Test helpers of the local recipe-idea engine: pantries and settings in the shape the engine
 * takes. Used only by the *.test.ts files beside it.
 */
import type { UserSettings } from "../../../shared/schemas/user-settings";
import type { PantryInput } from "./recipe-ideas";

/** Settings with defaults (household of 2, no diet) overridden by `over`. */
export function settings(over: Partial<UserSettings> = {}): UserSettings {
  return { householdSize: 2, allergies: [], dietaryPrefs: [], dietaryConstraints: "", ...over };
}

/** Pantry items from names (qty 1 piece, category "pantry"); `expiries` maps a name to its expiresOn. */
export function pantryOf(names: readonly string[], expiries: Record<string, string> = {}): PantryInput[] {
  return names.map((name) => ({ name, qty: 1, unit: "pieces", category: "pantry", expiresOn: expiries[name] ?? null }));
}

/** A well-stocked family pantry written the way people and shops name things (brands, sizes, plurals). */
export const STOCKED: readonly string[] = [
  "Chicken breast",
  "Eggs",
  "Barilla Spaghetti 500g",
  "Basmati rice 1kg",
  "Broccoli",
  "Carrots",
  "Red bell pepper",
  "Yellow onions",
  "Garlic",
  "Canned tomatoes 400g",
  "Whole milk",
  "Cheddar cheese",
  "Greek yogurt",
  "Bananas",
  "Apples",
  "Rolled oats",
  "Peanut butter",
  "Spinach",
  "Potatoes",
  "Tortillas",
  "Black beans",
  "Soy sauce",
  "Butter",
  "Flour",
  "Salmon fillet",
  "Bread",
  "Lemons",
  "Chickpeas",
  "Cucumber",
  "Honey",
];
