import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { matchFood } from "../../../shared/food/match";
import { aiRecipeIdeaSchema } from "../../../shared/schemas/ai";
import { MEAL_TYPES } from "../../../shared/schemas/common";
import { compileFamilies } from "./family-compile";
import { RECIPE_FAMILIES } from "./families/family-list";
import { GROUPS, resolutionLog } from "./food-refs";
import { generateRankedIdeas } from "./recipe-ideas";
import { pantryOf, settings, STOCKED } from "../../../../test/server/fixtures/local-ai";

const familiesDir = join(dirname(fileURLToPath(import.meta.url)), "families");

/** Every ingredient name a family file passes to c.is("slot", "name", …) in its text builders. */
function namesInTextBuilders(): string[] {
  const names: string[] = [];
  for (const file of readdirSync(familiesDir).filter((f) => f.endsWith(".ts"))) {
    const src = readFileSync(join(familiesDir, file), "utf8");
    for (const call of src.matchAll(/\bc\.is\(\s*"[^"]+"((?:\s*,\s*"[^"]+")+)\s*\)/g)) {
      for (const m of call[1].matchAll(/"([^"]+)"/g)) names.push(m[1]);
    }
  }
  return names;
}

/** A pantry that fully stocks a family: the first fallback of every slot (optional slots: the first listed name). */
/** The foods a family's required slots and its staples name (what a suitable pantry holds). */
function pantryFor(familyId: string): string[] {
  const family = RECIPE_FAMILIES.find((f) => f.id === familyId)!;
  const slots = family.slots.flatMap((s) => {
    const names = s.fallback?.length ? s.fallback : (s.names ?? []);
    return names.slice(0, Math.max(1, s.min));
  });
  return [...slots, ...family.staples.map((s) => s.name)];
}

describe("recipe families", () => {
  it("has at least 25 families with unique ids that compile", () => {
    expect(RECIPE_FAMILIES.length).toBeGreaterThanOrEqual(25);
    expect(new Set(RECIPE_FAMILIES.map((f) => f.id)).size).toBe(RECIPE_FAMILIES.length);
    expect(() => compileFamilies(RECIPE_FAMILIES)).not.toThrow();
  });

  it("covers every meal type with several families", () => {
    for (const t of MEAL_TYPES) expect(RECIPE_FAMILIES.filter((f) => f.mealTypes.includes(t)).length, t).toBeGreaterThanOrEqual(5);
  });

  it("every ingredient name the families reference resolves with matchFood", () => {
    const authored = RECIPE_FAMILIES.flatMap((f) => [
      ...f.slots.flatMap((s) => [...(s.names ?? []), ...(s.not ?? []), ...(s.fallback ?? []), ...Object.keys(s.perFor ?? {})]),
      ...f.staples.map((s) => s.name),
    ]);
    const all = new Set([...authored, ...Object.values(GROUPS).flat(), ...namesInTextBuilders()]);
    const missing = [...all].filter((n) => !matchFood(n));
    expect(missing).toEqual([]);
  });

  it("every fallback resolves to the food it names (not a looser match)", () => {
    const loose = RECIPE_FAMILIES.flatMap((f) => f.slots.flatMap((s) => s.fallback ?? []))
      .filter((n, i, a) => a.indexOf(n) === i)
      .filter((n) => (matchFood(n)?.score ?? 0) < 0.9);
    expect(loose).toEqual([]);
  });

  it.each(RECIPE_FAMILIES.map((f) => [f.id, f.mealTypes[0]] as const))("%s is reachable with a suitable pantry (%s)", (id, mealType) => {
    // Plenty of each (the match counts quantities): 50 pieces of everything.
    const pantry = pantryOf(pantryFor(id)).map((p) => ({ ...p, qty: 50 }));
    const ranked = generateRankedIdeas({ pantry, settings: settings(), variant: 0, mealType });
    const hit = ranked.find((r) => r.familyId === id);
    expect(hit, `${id} not among ${ranked.map((r) => r.familyId).join(", ")}`).toBeDefined();
    aiRecipeIdeaSchema.parse(hit!.idea);
    expect(hit!.idea.pantryMatch).toBe(true);
  });

  it("every family is built without text glitches from a full pantry and from an empty one", () => {
    for (const pantry of [pantryOf(STOCKED), []]) {
      for (const mealType of MEAL_TYPES) {
        for (const r of generateRankedIdeas({ pantry, settings: settings(), variant: 0, mealType, count: 20 })) {
          const text = [r.idea.title, r.idea.description, ...r.idea.cookingInstructions, ...r.idea.chefTips].join("\n");
          expect(text, r.familyId).not.toMatch(/undefined|NaN|\[object|\s,|\s\.| {2}|\bthe the\b|\bwith and\b|\band and\b/);
        }
      }
    }
  });

  it("resolved every name it looked up while generating", () => {
    for (const variant of [0, 1, 2, 3]) {
      for (const mealType of MEAL_TYPES)
        generateRankedIdeas({ pantry: pantryOf(STOCKED), settings: settings(), variant, mealType, count: 20 });
    }
    expect(resolutionLog().filter((r) => r.foodId === null)).toEqual([]);
  });
});
