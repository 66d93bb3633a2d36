/**
 * The free text an idea shows besides its ingredients — chef tips and nutrition notes — checked
 * against a household's diet (issue 22 item 5): a tip that names a food the household may not
 * eat is not shown ("Cook watery vegetables such as mushrooms first" with "no mushrooms", "Top
 * with crushed peanuts" with a Peanuts allergy, "Add a splash of fish sauce" for a vegetarian).
 *
 * Prose is read clause by clause (split at punctuation and at "or", "and", "with", "instead of"…),
 * so "use vegan butter" clears only that butter. In a clause: knowledge-base foods by their names
 * and aliases, longest first; English diet keywords for the other words; the six other
 * languages' words (diet-words.ts, prose mode); then "X-free", "vegan"… cancellations. Kitchen
 * verbs that are also food names ("toast the seeds", "mince the garlic", "salt and pepper") are
 * not read as foods.
 */
import { FOOD_INDEX } from "../food/catalog";
import { DIET_KEYWORDS } from "../food/data/diet-keywords";
import { keyTokens } from "../food/normalize";
import type { DietTag, Food } from "../food/types";
import { ALLERGY_TAGS, breaksPref, canonicalAllergy, type HouseholdDiet } from "./diet";
import { parseConstraints, type ParsedConstraints } from "./diet-constraints";
import { wordingCancels } from "./diet-tags";
import { readDietWords } from "./diet-words";

/** Key words that in kitchen prose are verbs, adjectives or black pepper more often than the food they name. */
const PROSE_NOT_FOOD = new Set([
  "toast",
  "wrap",
  "mince",
  "crumble",
  "crisp",
  "fry",
  "sprinkle",
  "juice",
  "squash",
  "date",
  "sweet",
  "wedge",
  "pepper",
  "season",
  "batter",
  "sole",
  "bass",
  "cure",
  "punch",
]);
const CLAUSE_BREAK = /[.,;:!?()\n]|\b(?:or|and|with|instead of|rather than|plus|then|but)\b/i;

/**
 * What one clause names: the knowledge-base foods and all diet tags, after cancellations. In prose
 * (`names` false) kitchen verbs are not foods; a dish name ("Wholegrain toast") is read as written.
 */
function readClause(clause: string, names: boolean): { foods: Food[]; tags: Set<DietTag>; words: string[] } {
  const notFood = (w: string) => !names && PROSE_NOT_FOOD.has(w);
  const words = keyTokens(clause);
  const foods: Food[] = [];
  const covered = new Array<boolean>(words.length).fill(false);
  for (let i = 0; i < words.length;) {
    let len = Math.min(FOOD_INDEX.maxTokens, words.length - i);
    for (; len > 0; len--) {
      const food = FOOD_INDEX.keys.get(words.slice(i, i + len).join(" "));
      if (food && !(len === 1 && notFood(words[i]))) {
        foods.push(food);
        covered.fill(true, i, i + len);
        break;
      }
    }
    i += Math.max(len, 1);
  }
  const tags = new Set<DietTag>(foods.flatMap((f) => f.tags));
  words.forEach((w, i) => {
    if (!covered[i] && !notFood(w)) for (const t of DIET_KEYWORDS.get(w) ?? []) tags.add(t);
  });
  const coveredWords = new Set(words.filter((_w, i) => covered[i]));
  const foreign = readDietWords(clause, { prose: !names });
  // Foreign words the knowledge base or the English keywords already read are left to them.
  for (const h of foreign.hits) {
    if (h.keys.every((k) => coveredWords.has(k) || DIET_KEYWORDS.has(k))) continue;
    for (const t of h.tags) tags.add(t);
  }
  for (const t of [...wordingCancels(words), ...foreign.cancel]) tags.delete(t);
  return { foods, tags, words };
}

/**
 * Why a household should not be shown this text, or null when it may: 'Conflicts with <pref>'
 * (SPEC §9 preference rules of diet.ts, Paleo's roles included), 'Contains <allergy>' (SPEC §9
 * allergy tags; a free-text allergy by its words) or 'Ruled out by your dietary notes: <food>'
 * (the written constraints, diet-constraints.ts). Pass `parsed` to read the constraints once;
 * `names` reads dish names ("Buttered toast", "Crispy bacon or a plant-based sausage") rather
 * than prose. Input: any text (a tip, a note, a side dish), the household's diet. Never throws.
 */
export function textDietProblem(
  text: string,
  household: HouseholdDiet,
  parsed?: ParsedConstraints,
  opts: { names?: boolean } = {},
): string | null {
  const written = parsed ?? parseConstraints(household.dietaryConstraints ?? "");
  for (const clause of text.split(CLAUSE_BREAK)) {
    if (!clause || clause.trim() === "") continue;
    const { foods, tags, words } = readClause(clause, opts.names === true);
    if (tags.size === 0 && foods.length === 0) continue;
    for (const pref of household.dietaryPrefs) {
      if (
        breaksPref(tags, undefined, pref) ||
        foods.some((f) =>
          breaksPref(
            f.tags.filter((t) => tags.has(t)),
            f.role,
            pref,
          ),
        )
      ) {
        return `Conflicts with ${pref}`;
      }
    }
    for (const label of household.allergies) {
      const canonical = canonicalAllergy(label);
      const hit = canonical
        ? ALLERGY_TAGS[canonical].some((t) => tags.has(t))
        : keyTokens(label).length > 0 && ` ${words.join(" ")} `.includes(` ${keyTokens(label).join(" ")} `);
      if (hit) return `Contains ${label.trim()}`;
    }
    const excluded = foods.find((f) => written.foodIds.has(f.id))?.name ?? [...tags].find((t) => written.tags.has(t));
    if (excluded) return `Ruled out by your dietary notes: ${excluded}`;
  }
  return null;
}

/**
 * The texts (chef tips, nutrition notes; with `names`, side dishes) a household may be shown, in
 * order: those with no textDietProblem. Input: texts and the household's diet. Output: a new array.
 */
export function textsForHousehold(texts: readonly string[], household: HouseholdDiet, opts: { names?: boolean } = {}): string[] {
  const parsed = parseConstraints(household.dietaryConstraints ?? "");
  return texts.filter((t) => textDietProblem(t, household, parsed, opts) === null);
}
