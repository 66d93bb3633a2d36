/**
 * SPEC §5 diet conflicts and allergy flags, and the diet-preference rules of SPEC §9 choices.
 *
 * A name's diet tags (diet-tags.ts nameDietTags) come from the knowledge base first (every food
 * named in it), the German, Dutch, French, Spanish, Italian and Portuguese word lists
 * (diet-words.ts) and English keywords for the words no food covers (food/data/diet-keywords.ts);
 * "X free", "sin gluten", "vegan"… cancel the matching tags. Free text such as chef tips is
 * checked by diet-text.ts, planned meals by diet-meal.ts.
 */
import { matchFood } from "../food/match";
import { keyTokens } from "../food/normalize";
import { ALLERGIES, type Allergy, type DietTag, type DietaryPref, type Food, type FoodRole } from "../food/types";
import { constraintsExclude, type ParsedConstraints, parseConstraints } from "./diet-constraints";
import { nameDietTags } from "./diet-tags";

/** SPEC §5 item flag texts, word for word, in the order itemDietFlags returns them. */
export const DIET_FLAGS = {
  meat: "Contains meat",
  dairyEggs: "Contains dairy/eggs",
  dairy: "Contains dairy",
  nuts: "Contains nuts",
  gluten: "Contains gluten",
  shellfish: "Contains shellfish",
} as const;

/** SPEC §5 AI suggestion warning texts, word for word. */
export const NOT_VEGAN = "Not vegan-friendly";
export const NOT_VEGETARIAN = "Not vegetarian-friendly";
/** 'ALLERGY WARNING: Contains X' with X the allergy label as the user chose it (SPEC §5). */
export const allergyWarning = (label: string): string => `ALLERGY WARNING: Contains ${label}`;

const FLESH: readonly DietTag[] = ["meat", "poultry", "pork", "fish", "shellfish"];

/** Tags each SPEC §9 allergy choice reacts to. "Nuts" covers tree nuts and peanuts. */
export const ALLERGY_TAGS: Readonly<Record<Allergy, readonly DietTag[]>> = {
  Nuts: ["nut", "peanut"],
  "Tree nuts": ["nut"],
  Peanuts: ["peanut"],
  "Dairy/Lactose": ["dairy"],
  "Gluten/Wheat": ["gluten"],
  Shellfish: ["shellfish"],
  Fish: ["fish"],
  Eggs: ["egg"],
  Soy: ["soy"],
  Sesame: ["sesame"],
};

/**
 * Per-preference rules: tags (and, for Paleo, roles) a food must not have.
 * Vegetarian: no meat, poultry, pork, fish, shellfish. Vegan: also no dairy, egg, honey.
 * Pescatarian: no meat, poultry, pork. Halal: no pork, alcohol. Kosher: no pork, shellfish
 * (mixing meat with dairy is a dish-level rule, not a food rule). Keto and Low-carb: no high-carb.
 * Paleo (Cordain, "The Paleo Diet"): no grains, legumes, dairy, refined sugar — modelled as roles
 * grain/pasta/bread/legume plus tags dairy, gluten, soy, peanut. Omnivore, Mediterranean: none.
 */
const PREF_RULES: Readonly<Record<DietaryPref, { tags: readonly DietTag[]; roles?: readonly FoodRole[] }>> = {
  Omnivore: { tags: [] },
  Vegetarian: { tags: FLESH },
  Vegan: { tags: [...FLESH, "dairy", "egg", "honey"] },
  Pescatarian: { tags: ["meat", "poultry", "pork"] },
  Keto: { tags: ["high-carb"] },
  Paleo: { tags: ["dairy", "gluten", "soy", "peanut"], roles: ["grain", "pasta", "bread", "legume"] },
  Mediterranean: { tags: [] },
  "Low-carb": { tags: ["high-carb"] },
  Halal: { tags: ["pork", "alcohol"] },
  Kosher: { tags: ["pork", "shellfish"] },
};

const lower = (s: string) => s.trim().toLowerCase();
const PREF_BY_LOWER = new Map(Object.keys(PREF_RULES).map((p) => [p.toLowerCase(), p as DietaryPref]));
const ALLERGY_BY_LOWER = new Map(ALLERGIES.map((a) => [a.toLowerCase(), a]));

/** The SPEC §9 allergy a label names (case-insensitive, trimmed), or undefined for free text. */
export function canonicalAllergy(label: string): Allergy | undefined {
  return ALLERGY_BY_LOWER.get(lower(label));
}

/**
 * SPEC §5 item flags for a name, exactly these texts in this order, each when it applies:
 * 'Contains meat' (meat, poultry, pork, fish or shellfish — the vegetarian conflict),
 * 'Contains dairy/eggs' (dairy or egg — the vegan conflict), 'Contains dairy', 'Contains nuts'
 * (tree nuts or peanuts), 'Contains gluten', 'Contains shellfish'.
 * Input: free text. Output: string[] ([] when nothing applies). Never throws.
 */
export function itemDietFlags(name: string): string[] {
  return flagsOfTags(nameDietTags(name));
}

/** itemDietFlags for tags already worked out. */
function flagsOfTags(tags: ReadonlySet<DietTag>): string[] {
  const has = (...ts: DietTag[]) => ts.some((t) => tags.has(t));
  const flags: string[] = [];
  if (has(...FLESH)) flags.push(DIET_FLAGS.meat);
  if (has("dairy", "egg")) flags.push(DIET_FLAGS.dairyEggs);
  if (has("dairy")) flags.push(DIET_FLAGS.dairy);
  if (has("nut", "peanut")) flags.push(DIET_FLAGS.nuts);
  if (has("gluten")) flags.push(DIET_FLAGS.gluten);
  if (has("shellfish")) flags.push(DIET_FLAGS.shellfish);
  return flags;
}

/**
 * The SPEC §5 flags of a name that matter to a household: 'Contains meat' for Vegetarian, Vegan
 * or Pescatarian (the last only for meat/poultry/pork), 'Contains dairy/eggs' for Vegan,
 * 'Contains dairy' for Dairy/Lactose, 'Contains nuts' for Nuts/Tree nuts/Peanuts, 'Contains
 * gluten' for Gluten/Wheat, 'Contains shellfish' for Shellfish. Same order as itemDietFlags.
 */
export function relevantDietFlags(name: string, dietaryPrefs: readonly string[], allergies: readonly string[]): string[] {
  const prefs = new Set(dietaryPrefs.map((p) => PREF_BY_LOWER.get(lower(p))));
  const allergySet = new Set(allergies.map(canonicalAllergy));
  const wanted = new Set<string>();
  if (prefs.has("Vegetarian") || prefs.has("Vegan")) wanted.add(DIET_FLAGS.meat);
  if (prefs.has("Vegan")) wanted.add(DIET_FLAGS.dairyEggs);
  if (allergySet.has("Dairy/Lactose")) wanted.add(DIET_FLAGS.dairy);
  if (allergySet.has("Nuts") || allergySet.has("Tree nuts") || allergySet.has("Peanuts")) wanted.add(DIET_FLAGS.nuts);
  if (allergySet.has("Gluten/Wheat")) wanted.add(DIET_FLAGS.gluten);
  if (allergySet.has("Shellfish")) wanted.add(DIET_FLAGS.shellfish);
  // Nothing can matter: skip matching the name (GET /api/pantry asks this for every item).
  if (wanted.size === 0 && !prefs.has("Pescatarian")) return [];
  const tags = nameDietTags(name);
  if (prefs.has("Pescatarian") && ["meat", "poultry", "pork"].some((t) => tags.has(t as DietTag))) wanted.add(DIET_FLAGS.meat);
  return flagsOfTags(tags).filter((f) => wanted.has(f));
}

/** True when tags (and role) break one SPEC §9 preference; unknown preference texts never conflict. */
export function breaksPref(tags: ReadonlySet<DietTag> | readonly DietTag[], role: FoodRole | undefined, pref: string): boolean {
  const canonical = PREF_BY_LOWER.get(lower(pref));
  if (!canonical) return false;
  const rule = PREF_RULES[canonical];
  const has = (t: DietTag) => (Array.isArray(tags) ? tags.includes(t) : (tags as ReadonlySet<DietTag>).has(t));
  return rule.tags.some(has) || (role !== undefined && (rule.roles ?? []).includes(role));
}

/**
 * True when `food` conflicts with any of the household's dietary preferences (SPEC §9 choices,
 * case-insensitive; rules in PREF_RULES above). Input: a KB Food and preference labels.
 * Output: boolean; false for no preferences or only Omnivore/Mediterranean/unknown labels.
 */
export function conflictsWithPrefs(food: Food, prefs: readonly string[]): boolean {
  return prefs.some((p) => breaksPref(food.tags, food.role, p));
}

/** Like conflictsWithPrefs for a free-text name (tags from nameDietTags; roles not known). */
export function nameConflictsWithPrefs(name: string, prefs: readonly string[]): boolean {
  const tags = nameDietTags(name);
  return prefs.some((p) => breaksPref(tags, undefined, p));
}

/**
 * True when `food` contains the allergen the label names. SPEC §9 labels (case-insensitive):
 * "Nuts" covers tree nuts and peanuts; the others map one to one (ALLERGY_TAGS). A free-text
 * label (e.g. "Mustard") matches when its words appear in the food's name.
 * Input: KB Food, allergy label. Output: boolean. Never throws.
 */
export function foodHasAllergy(food: Food, allergy: string): boolean {
  const canonical = canonicalAllergy(allergy);
  if (!canonical) return containsWords(food.name, allergy);
  if (food.allergens.includes(canonical)) return true;
  if (canonical === "Nuts" && (food.allergens.includes("Tree nuts") || food.allergens.includes("Peanuts"))) return true;
  return ALLERGY_TAGS[canonical].some((t) => food.tags.includes(t));
}

/** Like foodHasAllergy for a free-text name (KB + keywords, see nameDietTags). */
export function nameHasAllergy(name: string, allergy: string): boolean {
  const canonical = canonicalAllergy(allergy);
  if (!canonical) return containsWords(name, allergy);
  const tags = nameDietTags(name);
  return ALLERGY_TAGS[canonical].some((t) => tags.has(t));
}

/** True when the key words of `needle` appear, as whole words in order, in `haystack`. */
function containsWords(haystack: string, needle: string): boolean {
  const n = keyTokens(needle).join(" ");
  return n !== "" && ` ${keyTokens(haystack).join(" ")} `.includes(` ${n} `);
}

/**
 * SPEC §5 AI suggestion warnings for a recipe idea's ingredient names, in this order:
 * 'Not vegan-friendly' (Vegan chosen and any ingredient has meat, poultry, pork, fish, shellfish,
 * dairy, egg or honey), 'Not vegetarian-friendly' (Vegetarian chosen and any ingredient has meat,
 * poultry, pork, fish or shellfish), then 'ALLERGY WARNING: Contains X' for each chosen allergy
 * (X as chosen, duplicates once) that any ingredient contains.
 * Input: ingredient names, preference labels, allergy labels. Output: string[]. Never throws.
 */
export function ideaWarnings(ingredientNames: readonly string[], dietaryPrefs: readonly string[], allergies: readonly string[]): string[] {
  if (dietaryPrefs.length === 0 && allergies.length === 0) return [];
  const tagSets = ingredientNames.map(nameDietTags);
  const prefs = new Set(dietaryPrefs.map((p) => PREF_BY_LOWER.get(lower(p))));
  const out: string[] = [];
  if (prefs.has("Vegan") && tagSets.some((t) => breaksPref(t, undefined, "Vegan"))) out.push(NOT_VEGAN);
  if (prefs.has("Vegetarian") && tagSets.some((t) => breaksPref(t, undefined, "Vegetarian"))) out.push(NOT_VEGETARIAN);
  const seen = new Set<string>();
  for (const raw of allergies) {
    const label = raw.trim();
    if (label === "" || seen.has(label.toLowerCase())) continue;
    seen.add(label.toLowerCase());
    const canonical = canonicalAllergy(label);
    const hit = canonical
      ? tagSets.some((tags) => ALLERGY_TAGS[canonical].some((t) => tags.has(t)))
      : ingredientNames.some((n) => containsWords(n, label));
    if (hit) out.push(allergyWarning(label));
  }
  return out;
}

/** The diet part of SPEC §3 user settings: §9 preference and allergy labels and the free-text constraints. */
export interface HouseholdDiet {
  dietaryPrefs: readonly string[];
  allergies: readonly string[];
  dietaryConstraints?: string;
}

/**
 * The one food rule for a household, shared by the idea engine (hard filter) and any check of
 * model-written ideas: false when `food` conflicts with a preference (conflictsWithPrefs), contains
 * a declared allergen (foodHasAllergy) or is ruled out by the written constraints (parseConstraints
 * in diet-constraints.ts). Pass `parsed` to avoid re-reading the text for every food.
 */
export function householdAllowsFood(food: Food, household: HouseholdDiet, parsed?: ParsedConstraints): boolean {
  const written = parsed ?? parseConstraints(household.dietaryConstraints ?? "");
  return (
    !conflictsWithPrefs(food, household.dietaryPrefs) &&
    !household.allergies.some((a) => foodHasAllergy(food, a)) &&
    !constraintsExclude(food, written)
  );
}

/**
 * Everything wrong with a recipe idea for a household, checked on its ingredient names: the SPEC
 * §5 warnings of ideaWarnings ('Not vegan-friendly', 'Not vegetarian-friendly', 'ALLERGY WARNING:
 * Contains X'), then 'Conflicts with <pref>: <name>' for the other §9 preferences (Pescatarian,
 * Halal, Kosher, Keto, Paleo, Low-carb) and 'Ruled out by your dietary notes: <name>' for names
 * whose knowledge-base food the written constraints exclude. [] means the idea is safe to show.
 */
export function ideaDietProblems(ingredientNames: readonly string[], household: HouseholdDiet): string[] {
  const out = ideaWarnings(ingredientNames, household.dietaryPrefs, household.allergies);
  const covered = new Set(["vegan", "vegetarian"]);
  for (const pref of household.dietaryPrefs) {
    if (covered.has(lower(pref))) continue;
    const hit = ingredientNames.find((n) => nameConflictsWithPrefs(n, [pref]));
    if (hit) out.push(`Conflicts with ${pref}: ${hit}`);
  }
  const written = parseConstraints(household.dietaryConstraints ?? "");
  if (written.foodIds.size > 0 || written.tags.size > 0) {
    for (const n of ingredientNames) {
      const food = matchFood(n)?.food;
      if (food && constraintsExclude(food, written)) out.push(`Ruled out by your dietary notes: ${n}`);
    }
  }
  return out;
}
