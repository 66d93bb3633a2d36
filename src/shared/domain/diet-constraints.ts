/**
 * The household's free-text dietary constraints (SPEC §3 user settings `dietaryConstraints`) read
 * for foods to avoid: "No mushrooms or olives. We don't eat pork but love beef; I hate cilantro;
 * low sodium please". Used as a hard filter by the built-in idea engine and as a post-check of
 * model-written ideas, through src/shared/domain/diet.ts.
 */
import { ownValue } from "../own-key";
import { FOODS } from "../food/catalog";
import { matchFood } from "../food/match";
import { singularize } from "../food/normalize";
import type { DietTag, Food } from "../food/types";

/** What a constraints text rules out: knowledge-base food ids and whole diet-tag groups. */
export interface ParsedConstraints {
  foodIds: Set<string>;
  tags: Set<DietTag>;
}

/** Phrases that start a list of foods to avoid (matched case-insensitively, as whole words). */
const NEGATION =
  /\b(?:no|not|never|without|avoid|avoids|avoiding|exclude|excluding|skip|hate|hates|dislike|dislikes|detest|allergic to|allergy to|intolerant to|intolerant of|sensitive to|free of|not a fan of|(?:stay|keep) away from|(?:can ?not|can'?t|do ?n'?t|does ?n'?t|won'?t|will not|never) (?:eat|have|like|want|stand|tolerate))\b\s+(?:any\s+|eat\s+|like\s+|more\s+)?(.+)/i;

/** Group words that stand for a diet tag rather than one food. */
const TAG_WORDS: Readonly<Record<string, DietTag>> = {
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
  nut: "nut",
  nuts: "nut",
  "tree nuts": "nut",
  peanut: "peanut",
  peanuts: "peanut",
  soy: "soy",
  soya: "soy",
  sesame: "sesame",
  egg: "egg",
  eggs: "egg",
  alcohol: "alcohol",
  honey: "honey",
};

/**
 * Conditions written as needs rather than foods, with the foods they rule out (by name, each
 * resolved with matchFood). Low sodium: foods usually above ~400 mg sodium per 100 g in USDA
 * FoodData Central (cured meats, soy-based and fish sauces, brined foods, hard salty cheeses).
 * Low sugar: sweeteners and jams. Not spicy: chilies and chili sauces.
 */
const CONDITIONS: ReadonlyArray<{ pattern: RegExp; foods: readonly string[] }> = [
  {
    pattern: /\b(?:low[- ]?(?:sodium|salt)|(?:sodium|salt)[- ]free|reduced[- ]salt|no added salt)\b/i,
    foods: [
      "soy sauce", "tamari", "fish sauce", "oyster sauce", "miso", "teriyaki sauce", "hoisin sauce", "worcestershire sauce",
      "bacon", "ham", "salami", "pepperoni", "prosciutto", "chorizo", "sausage", "hot dog", "corned beef", "pastrami",
      "luncheon meat", "smoked salmon", "anchovy", "olives", "pickles", "capers", "kimchi", "sauerkraut", "feta",
      "parmesan", "halloumi", "blue cheese", "yeast extract", "instant noodles",
    ],
  },
  {
    pattern: /\b(?:low[- ]sugar|sugar[- ]free|no (?:added )?sugar|diabetic)\b/i,
    foods: ["sugar", "brown sugar", "powdered sugar", "honey", "maple syrup", "golden syrup", "jam", "hazelnut spread", "chocolate chips"],
  },
  {
    pattern: /\b(?:not spicy|no spice|non[- ]spicy|mild food|no (?:chili|chilli|heat)|can'?t (?:take|handle) (?:spice|heat))\b/i,
    foods: ["chili pepper", "jalapeno", "chili flakes", "chili powder", "hot sauce", "chili crisp", "gochujang", "harissa", "chipotle peppers"],
  },
];

const byId = new Map(FOODS.map((f) => [f.id, f]));

/**
 * Foods a written item rules out besides its own match: foods that are a kind of it ("beef" →
 * ground beef, stewing beef) and, within the same culinary role, foods whose head noun is the item
 * ("peppers" → bell pepper and chili pepper, never the spice black pepper).
 */
function widen(item: string, hit: Food): Food[] {
  const word = item.split(" ").map(singularize).join(" ");
  return FOODS.filter(
    (f) =>
      f.id === hit.id ||
      (f.kindOf ?? []).includes(word) ||
      (f.role === hit.role && (f.name === word || f.name.endsWith(` ${word}`))),
  );
}

/**
 * Reads the foods and food groups a household rules out in free text. Per sentence (split on
 * . ; : ! ? and new lines), only the list after a negation cue counts, up to a contrast word
 * ("but", "except", "though", "however", "unless"), so "we love mushrooms" rules out nothing.
 * List items are split on commas, "and", "or", "nor", "&" and "/"; items of up to three words
 * are matched with matchFood (score ≥ 0.7) and widened (see widen). Group words ("dairy", "nuts",
 * "seafood") become diet tags; conditions ("low sodium", "not spicy") add their food lists.
 * Input: any text (empty allowed). Output: food ids and tags. Never throws.
 */
export function parseConstraints(text: string): ParsedConstraints {
  const foodIds = new Set<string>();
  const tags = new Set<DietTag>();
  for (const c of CONDITIONS) {
    if (!c.pattern.test(text)) continue;
    for (const name of c.foods) {
      const f = matchFood(name);
      if (f && f.score >= 0.9) foodIds.add(f.food.id);
    }
  }
  for (const sentence of text.split(/[.;:!?\n]/)) {
    const m = NEGATION.exec(sentence);
    if (!m?.[1]) continue;
    const list = m[1].toLowerCase().split(/\b(?:but|except|though|however|unless|although)\b/)[0] ?? "";
    for (const raw of list.split(/,|&|\/|\band\b|\bor\b|\bnor\b/)) {
      const item = raw
        .replace(/[^a-z\s-]/g, " ")
        .replace(/\b(?:please|at all|any|the|of|for|me|us|either|anymore|ever)\b/g, " ")
        .replace(/\s+/g, " ")
        .trim();
      if (!item || item.split(" ").length > 3) continue;
      const tag = ownValue(TAG_WORDS, item);
      if (tag) {
        tags.add(tag);
        continue;
      }
      const hit = matchFood(item);
      if (hit && hit.score >= 0.7) for (const f of widen(item, hit.food)) foodIds.add(f.id);
    }
  }
  return { foodIds, tags };
}

/** True when the parsed constraints rule `food` out (by id or by one of its diet tags). */
export function constraintsExclude(food: Food, parsed: ParsedConstraints): boolean {
  return parsed.foodIds.has(food.id) || food.tags.some((t) => parsed.tags.has(t));
}

/** The knowledge-base foods a constraints text rules out by id, sorted by name (for display and tests). */
export function excludedFoodNames(parsed: ParsedConstraints): string[] {
  return [...parsed.foodIds].map((id) => byId.get(id)?.name ?? id).sort();
}
