/**
 * Colours and shapes of foods for the local recipe illustration: what a food looks like on a
 * plate, from the food knowledge base (src/shared/food: role and category of the matched food)
 * and a small table of well-known food colours (tomato red, basil green, carrot orange…).
 */
import { matchFood } from "../../shared/food/match";
import type { FoodRole, PantryCategory } from "../../shared/food/types";

/** How an ingredient is drawn: a bed under everything, a sauce pool, pieces, leaves, crumbs or specks. */
export type FoodShape = "sauce" | "strands" | "mound" | "pieces" | "slices" | "leaves" | "wedges" | "egg" | "crumbs" | "specks";

export interface FoodLook {
  /** Stable identity: the knowledge-base food id, or the cleaned text when no food matched. */
  key: string;
  color: string;
  shape: FoodShape;
  /** Drawing order: lower first (sauces and beds under pieces, herbs and specks on top). */
  layer: number;
  /** How much the ingredient says about the dish: staples like oil, salt and water are 0. */
  weight: number;
}

/**
 * Colours people expect of common foods (general food knowledge), matched as whole words or word
 * starts in the food's name; the first hit wins, so specific names come before general ones.
 */
const NAMED_COLOURS: [RegExp, string][] = [
  [/\b(red (bell )?pepper|red onion|red cabbage|radicchio)/, "#b91c1c"],
  [/\b(tomato|strawberr|raspberr|cherr|chill?[ie]|watermelon|radish|cranberr|pomegranate|paprika|chorizo)/, "#dc2626"],
  [/\b(beet|eggplant|aubergine|plum|grape|blackberr|fig)/, "#7e22ce"],
  [/\b(blueberr)/, "#4338ca"],
  [/\b(carrot|orange|pumpkin|squash|sweet potato|apricot|mango|papaya|peach|nectarine|cantaloupe|turmeric|curry)/, "#f97316"],
  [/\b(salmon|shrimp|prawn|ham|bacon|prosciutto|lobster|crab)/, "#fb7185"],
  [/\b(lemon|banana|corn|pineapple|yellow pepper|saffron|mustard)/, "#facc15"],
  [/\b(lime|avocado|pistachio|kiwi|green apple|pears?\b)/, "#84cc16"],
  [/\b(basil|spinach|kale|lettuce|arugula|rocket|broccoli|peas?\b|cucumber|zucchini|courgette|parsley|cilantro|coriander|mint|dill|chive|green bean|asparagus|celery|leek|scallion|spring onion|green onion|pesto|cabbage|brussels|okra|edamame|bok choy|chard|sage|thyme|rosemary|oregano)/, "#16a34a"],
  [/\b(black bean|black olive|olive|squid ink|black pepper|poppy)/, "#27272a"],
  [/\b(chocolate|cocoa|coffee|cinnamon|mushroom|lentil|kidney bean|pinto|walnut|pecan|date|raisin|soy sauce|beef|steak|lamb|venison|sausage|duck)/, "#7c2d12"],
  [/\b(pasta|spaghetti|noodle|macaroni|penne|fusilli|linguine|tagliatelle|lasagn|couscous|bulgur|oat|bread|tortilla|flour|quinoa|barley)/, "#e9c46a"],
  [/\b(rice|onion|garlic|potato|cauliflower|tofu|milk|cream|yogurt|yoghurt|mozzarella|feta|ricotta|coconut|cod|haddock|white bean|cannellini|chickpea|parsnip|turnip|mayonnaise)/, "#f5f0e1"],
  [/\b(chicken|turkey|pork|tuna|cheddar|parmesan|gouda|cheese|egg|butter|almond|cashew|peanut|honey|hummus)/, "#e8b86d"],
];

/** Colour by the food's culinary role when its name is in no table above. */
const ROLE_COLOURS: Record<FoodRole, string> = {
  protein: "#a16207",
  vegetable: "#4d7c0f",
  fruit: "#ea580c",
  grain: "#e7d3a1",
  pasta: "#e9c46a",
  bread: "#c2843f",
  legume: "#a3743a",
  dairy: "#f8f4e8",
  cheese: "#fcd34d",
  egg: "#fde68a",
  fat: "#fde047",
  herb: "#22c55e",
  spice: "#92400e",
  condiment: "#b45309",
  sauce: "#b91c1c",
  sweetener: "#d97706",
  liquid: "#bae6fd",
  baking: "#f5f5f4",
  nut: "#b07a45",
  snack: "#f59e0b",
  beverage: "#7dd3fc",
  other: "#a8a29e",
};

/** Colour by pantry category for foods without a telling role. */
const CATEGORY_COLOURS: Partial<Record<PantryCategory, string>> = {
  produce: "#65a30d",
  dairy: "#f8f4e8",
  meat: "#9a3412",
  pantry: "#d6b98c",
  frozen: "#93c5fd",
  beverages: "#7dd3fc",
  snacks: "#f59e0b",
};

/** Shape, layer and weight by role: beds and sauces low, pieces in the middle, garnish on top. */
const ROLE_DRAWING: Record<FoodRole, { shape: FoodShape; layer: number; weight: number }> = {
  sauce: { shape: "sauce", layer: 0, weight: 2 },
  pasta: { shape: "strands", layer: 1, weight: 3 },
  grain: { shape: "mound", layer: 1, weight: 3 },
  bread: { shape: "wedges", layer: 2, weight: 2 },
  protein: { shape: "pieces", layer: 3, weight: 3 },
  vegetable: { shape: "slices", layer: 3, weight: 3 },
  fruit: { shape: "slices", layer: 3, weight: 3 },
  legume: { shape: "crumbs", layer: 3, weight: 2 },
  egg: { shape: "egg", layer: 3, weight: 2 },
  cheese: { shape: "wedges", layer: 4, weight: 2 },
  dairy: { shape: "sauce", layer: 0, weight: 1 },
  nut: { shape: "crumbs", layer: 4, weight: 1 },
  snack: { shape: "crumbs", layer: 4, weight: 1 },
  herb: { shape: "leaves", layer: 5, weight: 2 },
  spice: { shape: "specks", layer: 6, weight: 0.5 },
  condiment: { shape: "sauce", layer: 0, weight: 1 },
  sweetener: { shape: "specks", layer: 6, weight: 0.5 },
  fat: { shape: "sauce", layer: 0, weight: 0 },
  liquid: { shape: "sauce", layer: 0, weight: 0 },
  baking: { shape: "specks", layer: 6, weight: 0 },
  beverage: { shape: "sauce", layer: 0, weight: 0 },
  other: { shape: "slices", layer: 3, weight: 1 },
};

/** Neutral colours for text that matched no food, picked by a hash of the text. */
const UNKNOWN_COLOURS = ["#a78bfa", "#f472b6", "#fbbf24", "#34d399", "#60a5fa", "#fb923c"];

/**
 * How one ingredient line looks on the plate. Input: free text ("2 ripe tomatoes, diced").
 * Output: FoodLook; a food matched in the knowledge base gets its named/role/category colour and
 * its role's shape, anything else a neutral colour (by `hash`, 0..2^32) drawn as slices.
 */
export function lookOf(ingredient: string, hash: number): FoodLook {
  const match = matchFood(ingredient);
  const name = (match?.food.name ?? ingredient).toLowerCase();
  const named = NAMED_COLOURS.find(([re]) => re.test(name))?.[1];
  if (!match) {
    const key = ingredient.toLowerCase().replace(/[^a-z]+/g, " ").trim();
    return { key, color: named ?? UNKNOWN_COLOURS[hash % UNKNOWN_COLOURS.length], shape: "slices", layer: 3, weight: 1 };
  }
  const { role, category, id } = match.food;
  const color = named ?? (role === "other" ? CATEGORY_COLOURS[category] : undefined) ?? ROLE_COLOURS[role];
  return { key: id, color, ...ROLE_DRAWING[role] };
}
