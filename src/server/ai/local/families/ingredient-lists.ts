/**
 * Ingredient name lists shared by the recipe families: what counts as cured meat, which
 * vegetables suit which cooking method, which fruit is eaten fresh. Every name must resolve with
 * matchFood (checked by the family tests).
 */
import { GROUPS } from "../food-refs";

/** Cured and processed meats: fine in a frittata or sandwich, wrong for a stir-fry or curry. */
export const CURED = ["bacon", "ham", "salami", "sausage", "chorizo", "pepperoni", "prosciutto"];
/** Canned fish: flaked into cold dishes, pasta or potatoes; not seared. */
export const CANNED_FISH = ["tuna", "sardines"];
/** Ready-made or specialist proteins that a generic "protein" slot should not pick. */
export const SPECIALTY = [
  "fish fingers",
  "chicken nuggets",
  "beef jerky",
  "smoked salmon",
  "meatballs",
  "mussels",
  "clams",
  "lobster",
  "hot dog",
];
/** Cuts that need an hour or more of braising: only for stews. */
export const SLOW_COOK = ["stewing beef"];
/** Vegetables never cooked in these families. */
export const RAW_ONLY = [...GROUPS.rawOnly];
/** Kept out of generic vegetable slots: the onion family and garlic have their own slots. */
export const AROMATIC = [...GROUPS.aromatic];
/** "Vegetables" to the knowledge base that are not a dish's vegetable: cans, chips, hot chilies. */
export const NOT_A_VEG = [...GROUPS.notAVeg];
/** Sweeteners too plain or too processed to serve as a topping. */
export const NOT_A_TOPPING = ["sugar", "powdered sugar", "sweetener"];
/** Fruit that is not eaten as sweet fresh fruit. */
export const SOUR_FRUIT = ["lemon", "lime", "rhubarb", "cranberry", "coconut"];
/** Dried fruit: good in oats and on a snack plate, not in a fresh fruit dish. */
export const DRIED_FRUIT = ["raisins", "dates", "dried cranberries", "dried apricots", "prunes"];

/** Vegetables by the way a dish cooks them; a slot lists the ones that suit it. */
export const VEG = {
  /** Fast, high heat: stir-fries, fried rice, noodle soups. */
  wok: [
    "broccoli",
    "bell pepper",
    "carrot",
    "snow peas",
    "mushroom",
    "zucchini",
    "bok choy",
    "cabbage",
    "green beans",
    "bean sprouts",
    "spinach",
    "asparagus",
    "cauliflower",
    "corn",
    "frozen peas",
    "mixed vegetables",
    "kale",
    "eggplant",
    "celery",
  ],
  /** A hot oven. */
  roast: [
    "potato",
    "sweet potato",
    "carrot",
    "parsnip",
    "beet",
    "broccoli",
    "cauliflower",
    "brussels sprouts",
    "bell pepper",
    "zucchini",
    "eggplant",
    "butternut squash",
    "pumpkin",
    "fennel",
    "mushroom",
    "tomato",
    "cherry tomato",
    "green beans",
    "asparagus",
    "celeriac",
    "turnip",
  ],
  /** Folded into eggs. */
  eggs: [
    "bell pepper",
    "mushroom",
    "spinach",
    "tomato",
    "cherry tomato",
    "zucchini",
    "kale",
    "asparagus",
    "broccoli",
    "potato",
    "swiss chard",
    "frozen peas",
    "corn",
  ],
  /** Simmered in liquid: soups, stews, curries. */
  simmer: [
    "carrot",
    "potato",
    "celery",
    "sweet potato",
    "parsnip",
    "turnip",
    "zucchini",
    "green beans",
    "cabbage",
    "kale",
    "spinach",
    "tomato",
    "butternut squash",
    "pumpkin",
    "frozen peas",
    "corn",
    "mixed vegetables",
    "broccoli",
    "cauliflower",
    "swiss chard",
    "celeriac",
    "mushroom",
    "bell pepper",
    "eggplant",
    "okra",
  ],
  /** Tossed with pasta. */
  pasta: [
    "zucchini",
    "bell pepper",
    "mushroom",
    "spinach",
    "broccoli",
    "asparagus",
    "frozen peas",
    "cherry tomato",
    "eggplant",
    "kale",
    "green beans",
    "artichoke",
    "arugula",
  ],
  /** Steamed or boiled as a plate's green side. */
  side: [
    "green beans",
    "broccoli",
    "asparagus",
    "spinach",
    "kale",
    "carrot",
    "zucchini",
    "snow peas",
    "brussels sprouts",
    "frozen peas",
    "cabbage",
    "swiss chard",
  ],
};
