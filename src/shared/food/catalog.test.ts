import { describe, expect, it } from "vitest";
import { FOOD_INDEX, FOODS, buildFoodIndex, foodKeys, getFood } from "./catalog";
import { foldText, keyTokens, productTokens } from "./normalize";
import { ALLERGIES, PANTRY_CATEGORIES, type Allergy, type DietTag, type Food } from "./types";

const UNITS = ["pieces", "g", "kg", "ml", "l", "cups", "lbs", "oz"];

/** Each allergen-bearing tag and the SPEC §9 allergens it must come with (and vice versa). */
const TAG_ALLERGENS: Array<[DietTag, Allergy[]]> = [
  ["nut", ["Tree nuts", "Nuts"]],
  ["peanut", ["Peanuts"]],
  ["dairy", ["Dairy/Lactose"]],
  ["gluten", ["Gluten/Wheat"]],
  ["shellfish", ["Shellfish"]],
  ["fish", ["Fish"]],
  ["egg", ["Eggs"]],
  ["soy", ["Soy"]],
  ["sesame", ["Sesame"]],
];

/** Seasonings and aromatics used by the gram or spoonful: high in carbohydrate per 100 g, irrelevant to Keto. */
const HIGH_CARB_EXEMPT_ROLES = new Set(["spice", "herb", "baking"]);
/** Used by the teaspoon too (pastes, molasses, tabletop sweetener, whose dextrose carrier is a gram a packet). */
const HIGH_CARB_EXEMPT_IDS = new Set(["garlic", "miso", "gochujang", "tamarind", "pomegranate-molasses", "sweetener"]);
/** FDC computes energy of spices, cocoa and leaveners with food-specific factors, not Atwater's general ones. */
const ATWATER_EXEMPT_ROLES = new Set(["spice", "herb", "baking"]);

const netCarbs = (f: Food) => (f.nutrition ? f.nutrition.carbsG - (f.nutrition.fiberG ?? 0) : 0);

describe("food catalog size and lookup", () => {
  it("holds at least 420 foods", () => {
    expect(FOODS.length).toBeGreaterThanOrEqual(420);
  });

  it("looks foods up by id", () => {
    expect(getFood("chicken-breast")?.name).toBe("chicken breast");
    expect(getFood("nope")).toBeUndefined();
  });

  it("is frozen", () => {
    expect(Object.isFrozen(FOODS)).toBe(true);
    expect(Object.isFrozen(FOODS[0])).toBe(true);
    expect(Object.isFrozen(FOODS[0].aliases)).toBe(true);
  });
});

describe("food data integrity", () => {
  it("has unique kebab-case ids derived from the canonical name", () => {
    const ids = FOODS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of FOODS) {
      expect(f.id, f.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(f.id, f.name).toBe(foldText(f.name).replace(/ /g, "-"));
    }
  });

  it("writes names and aliases in lower case without stray spaces", () => {
    for (const f of FOODS) {
      for (const text of [f.name, ...(f.plural ? [f.plural] : []), ...f.aliases]) {
        expect(text, f.id).toBe(text.toLowerCase().trim());
      }
    }
  });

  it("gives every name and alias to exactly one food (no key collisions, none empty)", () => {
    expect(FOOD_INDEX.collisions).toEqual([]);
    expect(FOOD_INDEX.emptyKeys).toEqual([]);
  });

  it("has no brand or size words inside names and aliases (they would be stripped)", () => {
    for (const f of FOODS) {
      for (const text of [f.name, ...f.aliases]) {
        if (/\d/.test(text)) continue;
        expect(productTokens(text), `${f.id}: ${text}`).toEqual(keyTokens(text));
      }
    }
  });

  it("uses only SPEC categories, known units and SPEC allergen labels", () => {
    const categories = PANTRY_CATEGORIES.filter((c) => c !== "item") as readonly string[];
    for (const f of FOODS) {
      expect(categories, f.id).toContain(f.category);
      expect(UNITS, f.id).toContain(f.defaultUnit);
      for (const a of f.allergens) expect(ALLERGIES, f.id).toContain(a);
      expect(new Set(f.allergens).size, f.id).toBe(f.allergens.length);
      expect(new Set(f.tags).size, f.id).toBe(f.tags.length);
    }
  });

  it("keeps tags and allergens consistent (dairy ↔ Dairy/Lactose, nut ↔ Tree nuts + Nuts …)", () => {
    for (const f of FOODS) {
      for (const [tag, allergens] of TAG_ALLERGENS) {
        for (const a of allergens) expect(f.allergens.includes(a), `${f.id}: ${tag} ↔ ${a}`).toBe(f.tags.includes(tag));
      }
    }
  });

  it("names generic parents (kindOf) that are not the food itself and that a recipe would write", () => {
    for (const f of FOODS.filter((x) => x.kindOf)) {
      expect(f.kindOf!.length, f.id).toBeGreaterThan(0);
      for (const term of f.kindOf!) {
        expect(term, f.id).toBe(term.toLowerCase().trim());
        expect(productTokens(term).length, `${f.id}: ${term}`).toBeGreaterThan(0);
        expect(foodKeys(f), `${f.id}: ${term} is already a name or alias`).not.toContain(productTokens(term).join(" "));
      }
    }
    expect(getFood("chicken-breast")?.kindOf).toEqual(["chicken"]);
    expect(getFood("coconut-milk")?.kindOf).toBeUndefined();
  });

  it("tags every pork food as meat too", () => {
    for (const f of FOODS.filter((x) => x.tags.includes("pork"))) expect(f.tags, f.id).toContain("meat");
  });

  it("gives counted foods a piece weight and keeps weights and densities plausible", () => {
    for (const f of FOODS) {
      if (f.defaultUnit === "pieces") expect(f.gramsPerPiece, f.id).toBeGreaterThan(0);
      if (f.gramsPerPiece !== undefined) expect(f.gramsPerPiece, f.id).toBeGreaterThan(0);
      if (f.densityGPerMl !== undefined) {
        expect(f.densityGPerMl, f.id).toBeGreaterThan(0.05);
        expect(f.densityGPerMl, f.id).toBeLessThanOrEqual(1.5);
      }
    }
  });

  it("has nutrition for most foods, with macros that add up", () => {
    const withNutrition = FOODS.filter((f) => f.nutrition);
    expect(withNutrition.length / FOODS.length).toBeGreaterThan(0.75);
    for (const f of withNutrition) {
      const n = f.nutrition!;
      for (const v of [n.kcal, n.proteinG, n.fatG, n.carbsG, n.fiberG ?? 0]) expect(v, f.id).toBeGreaterThanOrEqual(0);
      expect(n.proteinG + n.fatG + n.carbsG, f.id).toBeLessThanOrEqual(101);
      expect(n.fiberG ?? 0, f.id).toBeLessThanOrEqual(n.carbsG);
      if (n.kcal < 30 || f.tags.includes("alcohol") || ATWATER_EXEMPT_ROLES.has(f.role)) continue;
      // Atwater factors: 4 kcal/g protein and available carbohydrate, 9 fat, 2 fibre (FAO 2003).
      const fibre = n.fiberG ?? 0;
      const atwater = 4 * n.proteinG + 9 * n.fatG + 4 * (n.carbsG - fibre) + 2 * fibre;
      expect(Math.abs(atwater - n.kcal), `${f.id}: ${n.kcal} kcal vs Atwater ${atwater.toFixed(0)}`).toBeLessThanOrEqual(
        Math.max(20, n.kcal * 0.2),
      );
    }
  });

  it("tags starchy and sugary foods high-carb (≥ 20 g net carbs) and nothing under 8 g", () => {
    for (const f of FOODS.filter((x) => x.nutrition)) {
      const net = netCarbs(f);
      if (net >= 20 && !HIGH_CARB_EXEMPT_ROLES.has(f.role) && !HIGH_CARB_EXEMPT_IDS.has(f.id)) {
        expect(f.tags, `${f.id}: ${net.toFixed(1)} g net carbs`).toContain("high-carb");
      }
      if (f.tags.includes("high-carb")) expect(net, f.id).toBeGreaterThanOrEqual(8);
    }
  });
});

describe("buildFoodIndex", () => {
  it("indexes names, plurals and aliases in normalised form", () => {
    const chickpea = getFood("chickpea")!;
    expect(foodKeys(chickpea)).toEqual(expect.arrayContaining(["chickpea", "garbanzo bean"]));
    expect(FOOD_INDEX.keys.get("garbanzo bean")?.id).toBe("chickpea");
    expect(FOOD_INDEX.maxTokens).toBeGreaterThanOrEqual(3);
  });

  it("reports a key claimed twice and keeps the first food", () => {
    const a: Food = {
      id: "a",
      name: "a food",
      aliases: ["shared"],
      category: "other",
      role: "other",
      tags: [],
      allergens: [],
      defaultUnit: "g",
    };
    const b: Food = { ...a, id: "b", name: "b food" };
    const index = buildFoodIndex([a, b]);
    expect(index.collisions).toEqual([{ key: "shared", kept: "a", dropped: "b" }]);
    expect(index.keys.get("shared")?.id).toBe("a");
  });
});
