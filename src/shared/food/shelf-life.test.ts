import { describe, expect, it } from "vitest";
import { FOODS, getFood } from "./catalog";

type Storage = "pantry" | "fridge" | "freezer";
const STORAGES: Storage[] = ["pantry", "fridge", "freezer"];

/** Upper bounds (days) a sane unopened shelf life stays under, by storage. */
const MAX_DAYS: Record<Storage, number> = { pantry: 1825, fridge: 365, freezer: 730 };

/** Raw poultry, mince and fresh fish: USDA keeps them 1–2 days in the fridge. */
const TWO_DAY_FOODS = [
  "chicken-breast",
  "chicken-thigh",
  "chicken-drumstick",
  "chicken-wing",
  "chicken",
  "chicken-liver",
  "ground-beef",
  "ground-turkey",
  "ground-pork",
  "ground-lamb",
  "salmon",
  "cod",
  "shrimp",
];

describe("shelf life (Food.shelfLifeDays)", () => {
  it("is given for every food, with at least one storage", () => {
    const missing = FOODS.filter((f) => !f.shelfLifeDays || STORAGES.every((s) => f.shelfLifeDays![s] === undefined));
    expect(missing.map((f) => f.id)).toEqual([]);
  });

  it("uses whole, positive days within plausible bounds and no unknown storage", () => {
    for (const f of FOODS) {
      const life = f.shelfLifeDays!;
      for (const key of Object.keys(life)) expect(STORAGES, `${f.id}: ${key}`).toContain(key);
      for (const s of STORAGES) {
        const days = life[s];
        if (days === undefined) continue;
        expect(Number.isInteger(days), `${f.id} ${s}`).toBe(true);
        expect(days, `${f.id} ${s}`).toBeGreaterThan(0);
        expect(days, `${f.id} ${s}`).toBeLessThanOrEqual(MAX_DAYS[s]);
      }
    }
  });

  it("gives frozen foods a freezer life, and dairy and meat a cold storage", () => {
    for (const f of FOODS.filter((x) => x.category === "frozen")) expect(f.shelfLifeDays!.freezer, f.id).toBeGreaterThan(0);
    for (const f of FOODS.filter((x) => x.category === "dairy" || x.category === "meat")) {
      const { pantry, fridge, freezer } = f.shelfLifeDays!;
      // Shelf-stable meat (canned luncheon meat) is the exception: it must then keep long in the pantry.
      if (fridge === undefined && freezer === undefined) expect(pantry, f.id).toBeGreaterThanOrEqual(365);
    }
  });

  it("keeps raw poultry, mince and fresh fish at most 2 days in the fridge", () => {
    for (const id of TWO_DAY_FOODS) expect(getFood(id)?.shelfLifeDays?.fridge, id).toBeLessThanOrEqual(2);
  });

  it("keeps dry staples (spices, dried grains and pasta, vinegars, sugar) at least 6 months", () => {
    for (const f of FOODS.filter((x) => x.role === "spice" || x.role === "grain" || x.role === "pasta" || x.role === "sweetener")) {
      if (f.category !== "pantry" || f.shelfLifeDays!.pantry === undefined) continue;
      if (["filled-pasta", "gnocchi"].includes(f.id)) continue; // fresh or vacuum-packed
      expect(f.shelfLifeDays!.pantry, f.id).toBeGreaterThanOrEqual(180);
    }
  });

  it.each([
    ["milk", { fridge: 7, freezer: 90 }],
    ["spaghetti", { pantry: 730 }],
    ["pasta", { pantry: 730 }],
    ["chicken-breast", { fridge: 2, freezer: 270 }],
    ["banana", { pantry: 5, freezer: 90 }],
    ["canned-tomatoes", { pantry: 540 }],
    ["egg", { fridge: 35, freezer: 365 }],
    ["bread", { pantry: 5, freezer: 90 }],
  ] as const)("%s keeps %o (USDA FoodKeeper)", (id, life) => {
    expect(getFood(id)?.shelfLifeDays).toEqual(life);
  });

  it("is frozen with the food", () => {
    expect(Object.isFrozen(getFood("milk")!.shelfLifeDays)).toBe(true);
  });
});
