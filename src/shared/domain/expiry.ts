/**
 * Best-before estimates and expiry badges for pantry items (issue 3 item 5; SPEC is silent on
 * expiry, so the field is optional everywhere).
 *
 * An estimate is the day the item was added plus the food's typical shelf life (Food.shelfLifeDays,
 * days unopened, USDA FoodKeeper guidance rounded) in the storage its pantry category implies:
 *   frozen                → freezer, else fridge, else pantry;
 *   produce, dairy, meat  → fridge, else pantry, else freezer;
 *   anything else         → pantry, else fridge, else freezer.
 * "else" means "when the food has no shelf life for that storage". Day strings are 'YYYY-MM-DD'
 * (dates.ts); all arithmetic is calendar-day arithmetic through `addDays`.
 */
import { getFood } from "../food/catalog";
import type { Food } from "../food/types";
import { addDays, isValidDay } from "./dates";

export { compareByExpiry, expiryStatus, USE_SOON_DAYS, type ExpiryStatus } from "./expiry-status";

/** Where a food is kept. */
export type Storage = "pantry" | "fridge" | "freezer";

const FRIDGE_FIRST: readonly Storage[] = ["fridge", "pantry", "freezer"];
const PANTRY_FIRST: readonly Storage[] = ["pantry", "fridge", "freezer"];
const FREEZER_FIRST: readonly Storage[] = ["freezer", "fridge", "pantry"];

/**
 * Storages to try, in order, for a SPEC §3 pantry category (case and spaces ignored).
 * Example: "Frozen" → ["freezer", "fridge", "pantry"]; "snacks" → ["pantry", "fridge", "freezer"].
 */
export function storageOrder(category: string): readonly Storage[] {
  const c = typeof category === "string" ? category.trim().toLowerCase() : "";
  if (c === "frozen") return FREEZER_FIRST;
  if (c === "produce" || c === "dairy" || c === "meat") return FRIDGE_FIRST;
  return PANTRY_FIRST;
}

/**
 * The storage and typical days a food keeps for an item in `category`, or null when the food has
 * no usable shelf life. Example: (milk, "dairy") → { storage: "fridge", days: 7 }.
 */
export function shelfLifeFor(food: Food, category: string): { storage: Storage; days: number } | null {
  const life = food.shelfLifeDays;
  if (!life) return null;
  for (const storage of storageOrder(category)) {
    const days = life[storage];
    if (typeof days === "number" && Number.isFinite(days) && days > 0) return { storage, days: Math.round(days) };
  }
  return null;
}

/**
 * Estimated best-before day of a pantry item: addedOn + the food's shelf life in the storage its
 * category implies (see the module comment).
 * Input: foodId (a knowledge-base id, or null when the item matched no food), category (SPEC §3
 * pantry category), addedOn ('YYYY-MM-DD'). Output: 'YYYY-MM-DD', or null when the food is
 * unknown, has no shelf life, or addedOn is not a calendar day. Never throws.
 * Example: ({ foodId: "milk", category: "dairy", addedOn: "2026-03-01" }) → "2026-03-08".
 */
export function estimateBestBefore(p: { foodId: string | null; category: string; addedOn: string }): string | null {
  if (!p || !p.foodId || !isValidDay(p.addedOn)) return null;
  const food = getFood(p.foodId);
  if (!food) return null;
  const life = shelfLifeFor(food, p.category);
  return life ? addDays(p.addedOn, life.days) : null;
}
