/**
 * The diet tags of a free-text name: what the SPEC §5 flags and warnings and the SPEC §9
 * preference and allergy checks of diet.ts are worked out from.
 */
import { DIET_KEYWORDS, FREE_FROM, PLANT_BASED_WORDS } from "../food/data/diet-keywords";
import { matchFoodRuns } from "../food/match";
import { keyTokens } from "../food/normalize";
import type { DietTag } from "../food/types";
import { readDietWords } from "./diet-words";

/**
 * Diet tags of a free-text name (product, ingredient line, pantry item, meal title), in English,
 * German, Dutch, French, Spanish, Italian or Portuguese.
 * Input: "Gluten-free chicken noodle soup". Output: Set<DietTag> — here {poultry}.
 * Readings, joined: the knowledge-base foods the name names (matchFoodRuns: "peanut butter" is one
 * food, so not butter), the other languages' words (diet-words.ts: "Hackfleisch", "lait de coco",
 * "Haselnusskuchen"; a listed foreign word wins over a one-word knowledge-base match, so "pâtes"
 * are pasta, not pâté), English keywords for the words neither covers (diet-keywords.ts), then
 * "X free", "sin gluten", "vegan", "végétal"… cancellations. Never throws; unknown text gives {}.
 */
export function nameDietTags(name: string): Set<DietTag> {
  const tags = new Set<DietTag>();
  const { tokens, runs } = matchFoodRuns(name);
  const foreign = readDietWords(name);
  const firmKeys = new Set(foreign.hits.filter((h) => h.firm).flatMap((h) => h.keys));
  const claimed = new Set(foreign.hits.flatMap((h) => h.keys));
  const covered = new Array<boolean>(tokens.length).fill(false);
  const inFood = new Set<string>();
  const inLongFood = new Set<string>();
  for (const r of runs) {
    for (let i = r.start; i < r.end; i++) {
      covered[i] = true;
      inFood.add(tokens[i]);
      if (r.end - r.start > 1) inLongFood.add(tokens[i]);
    }
    if (r.end - r.start === 1 && firmKeys.has(tokens[r.start])) continue;
    for (const t of r.food.tags) tags.add(t);
  }
  for (const h of foreign.hits) {
    const known = h.kind === "compound" ? inFood : inLongFood;
    if (h.keys.every((k) => known.has(k))) continue;
    for (const t of h.tags) tags.add(t);
  }
  const words = tokens.length > 0 ? tokens : keyTokens(name);
  words.forEach((w, i) => {
    if (covered[i] || claimed.has(w)) return;
    for (const t of DIET_KEYWORDS.get(w) ?? []) tags.add(t);
  });
  for (const t of foreign.cancel) tags.delete(t);
  for (const t of wordingCancels(words)) tags.delete(t);
  return tags;
}

/**
 * Tags that English wording rules out in key tokens: "X free" ("gluten free", "dairy free"),
 * "vegan", "vegetarian", "plant based" (diet-keywords.ts FREE_FROM, PLANT_BASED_WORDS).
 * Input: key tokens (../food/normalize.ts keyTokens). Output: the tags to take off.
 */
export function wordingCancels(words: readonly string[]): Set<DietTag> {
  const out = new Set<DietTag>();
  words.forEach((w, i) => {
    const cancelled = [
      ...(words[i + 1] === "free" ? (FREE_FROM.get(w) ?? []) : []),
      ...(PLANT_BASED_WORDS.get(w) ?? []),
      ...(i + 1 < words.length ? (PLANT_BASED_WORDS.get(`${w} ${words[i + 1]}`) ?? []) : []),
    ];
    for (const t of cancelled) out.add(t);
  });
  return out;
}
