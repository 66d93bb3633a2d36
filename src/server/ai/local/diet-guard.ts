/**
 * What a household may eat, as one predicate over knowledge-base foods, built from its settings
 * (SPEC §3 user settings, §9 preference and allergy choices). The rules themselves live in
 * src/shared/domain/diet.ts; this file combines them for the engine and adds two things the
 * per-food rules cannot see: free-text constraints ("no mushrooms") and Kosher's meat-with-dairy rule.
 */
import { conflictsWithPrefs, foodHasAllergy } from "../../../shared/domain/diet";
import { matchFood } from "../../../shared/food/match";
import type { DietTag, Food } from "../../../shared/food/types";
import type { UserSettings } from "../../../shared/schemas/user-settings";

/** The household's food predicate and the two dish-level flags the engine needs. */
export interface DietGuard {
  /** True when the food conflicts with no preference, allergy or written constraint. */
  allows(food: Food): boolean;
  /** Prefs include Halal: drinks are alcohol-free. */
  halal: boolean;
  /** Prefs include Kosher: meat or poultry never shares a dish with dairy. */
  kosher: boolean;
}

const NEGATION =
  /\b(?:no|not|never|without|avoid|avoids|avoiding|hate|hates|dislike|dislikes|allergic to|intolerant to|free of|(?:do|does)n'?t (?:eat|like|want))\b\s+(?:any\s+|eat\s+|like\s+)?(.+)/i;

const TAG_WORDS: Record<string, DietTag> = {
  pork: "pork",
  meat: "meat",
  "red meat": "meat",
  poultry: "poultry",
  fish: "fish",
  seafood: "shellfish",
  shellfish: "shellfish",
  dairy: "dairy",
  lactose: "dairy",
  gluten: "gluten",
  wheat: "gluten",
  nuts: "nut",
  peanuts: "peanut",
  soy: "soy",
  sesame: "sesame",
  eggs: "egg",
  alcohol: "alcohol",
  honey: "honey",
};

/**
 * Reads foods and food groups a household rules out in its free-text constraints
 * ("No mushrooms, olives or cilantro. We don't eat pork but love beef."). Per sentence, only the
 * list after a negation cue counts, up to a contrast word ("but", "except"), so "we love
 * mushrooms" rules out nothing. Items of up to three words; matchFood score ≥ 0.7.
 * Returns food ids and diet tags.
 */
export function parseConstraints(text: string): { foodIds: Set<string>; tags: Set<DietTag> } {
  const foodIds = new Set<string>();
  const tags = new Set<DietTag>();
  for (const sentence of text.split(/[.;:!?\n]/)) {
    const m = NEGATION.exec(sentence);
    if (!m?.[1]) continue;
    const list = m[1].toLowerCase().split(/\b(?:but|except|though|however|unless)\b/)[0] ?? "";
    for (const raw of list.split(/,|&|\/|\band\b|\bor\b|\bnor\b/)) {
      const item = raw
        .replace(/[^a-z\s-]/g, " ")
        .replace(/\s+/g, " ")
        .trim();
      if (!item || item.split(" ").length > 3) continue;
      const tag = TAG_WORDS[item];
      if (tag) {
        tags.add(tag);
        continue;
      }
      const hit = matchFood(item);
      if (hit && hit.score >= 0.7) foodIds.add(hit.food.id);
    }
  }
  return { foodIds, tags };
}

/**
 * Builds the household's food predicate from `settings.dietaryPrefs`, `settings.allergies`
 * (through conflictsWithPrefs / foodHasAllergy) and `settings.dietaryConstraints`.
 * Memoises per food id, so it is cheap to call for every candidate.
 */
export function makeDietGuard(settings: UserSettings): DietGuard {
  const prefs = settings.dietaryPrefs;
  const allergies = settings.allergies;
  const written = parseConstraints(settings.dietaryConstraints ?? "");
  const memo = new Map<string, boolean>();
  const allows = (food: Food): boolean => {
    let ok = memo.get(food.id);
    if (ok === undefined) {
      ok =
        !conflictsWithPrefs(food, prefs) &&
        !allergies.some((a) => foodHasAllergy(food, a)) &&
        !written.foodIds.has(food.id) &&
        !food.tags.some((t) => written.tags.has(t));
      memo.set(food.id, ok);
    }
    return ok;
  };
  return { allows, halal: prefs.includes("Halal"), kosher: prefs.includes("Kosher") };
}

const ANIMAL_FLESH: DietTag[] = ["meat", "poultry", "pork", "fish", "shellfish"];
const NOT_VEGAN_NAMES = new Set(["honey", "gelatin"]);

/**
 * Positive diet flags that truly apply to a dish made of `foods` (SPEC §3 dietaryFlags):
 * 'Vegetarian' (no meat, poultry, pork, fish, shellfish), 'Vegan' (also no dairy, egg, honey),
 * 'Gluten-free' (no gluten tag), 'Dairy-free' (no dairy tag). Order is fixed.
 */
export function positiveFlags(foods: readonly Food[]): string[] {
  const has = (t: DietTag) => foods.some((f) => f.tags.includes(t));
  const vegetarian = !ANIMAL_FLESH.some(has);
  const vegan = vegetarian && !has("dairy") && !has("egg") && !has("honey") && !foods.some((f) => NOT_VEGAN_NAMES.has(f.name));
  const flags: string[] = [];
  if (vegetarian) flags.push("Vegetarian");
  if (vegan) flags.push("Vegan");
  if (!has("gluten")) flags.push("Gluten-free");
  if (!has("dairy")) flags.push("Dairy-free");
  return flags;
}

/** Kosher: true when the foods mix meat or poultry with dairy. */
export function mixesMeatAndDairy(foods: readonly Food[]): boolean {
  const meat = foods.some((f) => f.tags.includes("meat") || f.tags.includes("poultry"));
  return meat && foods.some((f) => f.tags.includes("dairy"));
}
