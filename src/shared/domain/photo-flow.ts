// The food-photo flow's own categories and units (SPEC §3 and §9) and how they map onto the
// pantry's (SPEC §3 pantry categories, §5 pantry units).
import { ownValue } from "../own-key";
import type { PantryCategory } from "../food/types";

/** SPEC §3: categories the photo flow uses, word for word. */
export const PHOTO_FLOW_CATEGORIES = [
  "Produce",
  "Proteins",
  "Dairy & Eggs",
  "Grains & Pasta",
  "Canned & Jarred",
  "Spices & Sauces",
  "Beverages",
  "Snacks",
  "Frozen",
  "Bakery",
  "Item",
] as const;
export type PhotoFlowCategory = (typeof PHOTO_FLOW_CATEGORIES)[number];

/** SPEC §9: units the photo flow uses, word for word. */
export const PHOTO_FLOW_UNITS = ["ea", "lb", "oz", "kg", "g", "cup", "tbsp", "tsp", "bottle", "can", "bag", "box", "bunch"] as const;
export type PhotoFlowUnit = (typeof PHOTO_FLOW_UNITS)[number];

const CATEGORY_TO_PANTRY: Record<PhotoFlowCategory, PantryCategory> = {
  Produce: "produce",
  Proteins: "meat",
  "Dairy & Eggs": "dairy",
  "Grains & Pasta": "pantry",
  "Canned & Jarred": "pantry",
  "Spices & Sauces": "pantry",
  Beverages: "beverages",
  Snacks: "snacks",
  Frozen: "frozen",
  Bakery: "pantry",
  Item: "item",
};

/** The pantry category (SPEC §3) a photo-flow category is stored as. */
export function pantryCategoryOf(category: PhotoFlowCategory): PantryCategory {
  return ownValue(CATEGORY_TO_PANTRY, category) ?? "item";
}

/**
 * The pantry unit a photo-flow unit is stored as: counted containers (ea, bottle, can, bag, box,
 * bunch) become "pieces", lb → "lbs", cup → "cups"; oz, kg and g stay; tbsp and tsp stay as
 * written (the pantry keeps any unit; units.ts converts them as volumes).
 */
export function pantryUnitOf(unit: PhotoFlowUnit): string {
  switch (unit) {
    case "lb":
      return "lbs";
    case "cup":
      return "cups";
    case "oz":
    case "kg":
    case "g":
    case "tbsp":
    case "tsp":
      return unit;
    default:
      return "pieces";
  }
}

/**
 * SPEC §7/§8: the built-in sample list the client offers when recognition fails. It is never
 * added without the user confirming it.
 */
export const APPLE_SAMPLE_RESULTS = [{ name: "Apple", category: "Produce", confidence: 0.5, qty: 3, unit: "ea" }] as const;
