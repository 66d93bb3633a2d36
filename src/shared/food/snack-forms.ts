/**
 * What the snack aisle sells that other aisles sell too (product-category.ts files these as snacks):
 *  - snack nuts: nuts roasted, salted or seasoned ("Honey Roasted Peanuts", "Sea Salt Almonds"),
 *    and tree nuts, snacking seeds and dried fruit sold whole ("Raw Almonds", "Shelled Walnuts",
 *    "Medjool Dates", "California Raisins", "Apricots Dried"); chopped, sliced, slivered, ground,
 *    halved or baking nuts and fruit ("Pecan Halves", "Chopped Dates") stay baking goods;
 *  - meat in snack sticks ("Salami Sticks"), which sits with the jerky;
 *  - a confection: chocolate, yogurt or candy covering something ("Chocolate Covered Almonds");
 *  - salsa sold chilled ("Pico de Gallo", "Fresh Salsa"), with the dips;
 *  - seaweed sold seasoned ("Sea Salt Seaweed Snacks", "Wasabi Seaweed"; sushi nori and plain
 *    dried seaweed stay in the world-foods aisle) and coconut chips ("Toasted Coconut Chips";
 *    unsweetened or baking coconut stays with the baking goods).
 * Sources: the snack, nut and dip shelves of large US supermarkets.
 */
import { COATED_PROTEIN_WORDS } from "./product-forms";
import { hasPhrase, phraseIndex } from "./phrases";
import type { Food } from "./types";

const SNACK_NUT_WORDS = phraseIndex([
  "roasted",
  "salted",
  "lightly salted",
  "sea salt",
  "seasoned",
  "smoked",
  "spicy",
  "honey",
  "ranch",
  "bbq",
  "barbecue",
  "chili",
  "cinnamon",
  "snack",
  "trail",
]);
/**
 * Tree nuts, snacking seeds and dried fruit that the snack aisle sells whole (pine nuts, chestnuts,
 * chia, flax and sesame are cooking and baking goods).
 */
const SNACKING_WHOLE: ReadonlySet<string> = new Set([
  "almonds",
  "walnuts",
  "cashews",
  "pecans",
  "hazelnuts",
  "macadamia-nuts",
  "brazil-nuts",
  "raisins",
  "dates",
  "dried-cranberries",
  "dried-apricots",
  "prunes",
  "sunflower-seeds",
  "pumpkin-seeds",
]);
/** Words of the baking forms of nuts and dried fruit ("Chopped Walnuts", "Pecan Halves", "Almond Flour", "Mixed Fruit"). */
const BAKING_FORMS: ReadonlySet<string> = new Set([
  "chopped",
  "diced",
  "piece",
  "half",
  "sliced",
  "slivered",
  "flaked",
  "ground",
  "meal",
  "flour",
  "baking",
  "blanched",
  "minced",
  "crushed",
  "paste",
  "butter",
  "extract",
  "milk",
  "mixed",
]);
const COATINGS: ReadonlySet<string> = new Set(["chocolate", "yogurt", "yoghurt", "carob", "candy", "caramel", "fudge"]);
const COATED: ReadonlySet<string> = new Set(["covered", "coated", "dipped", "enrobed"]);
/** Words of salsa sold chilled with the dips, not jarred ("Pico de Gallo", "Fresh Salsa"). */
const CHILLED_SALSA = phraseIndex(["fresh", "pico", "fresca", "refrigerated", "chilled"]);

/** Words of seaweed sold as a seasoned snack ("Teriyaki Seaweed", "Seaweed Snacks Sea Salt"). */
const SEAWEED_SNACK_WORDS = phraseIndex([
  "snack",
  "sea salt",
  "salted",
  "teriyaki",
  "wasabi",
  "sesame",
  "olive oil",
  "avocado oil",
  "spicy",
  "chili",
  "kimchi",
  "bbq",
  "barbecue",
  "lime",
  "crisp",
  "thin",
]);
/** Words of seaweed for cooking: sushi sheets and the dried seaweeds of soups and salads. */
const COOKING_SEAWEED_WORDS: ReadonlySet<string> = new Set([
  "sushi",
  "sheet",
  "wrap",
  "kombu",
  "wakame",
  "kelp",
  "dulse",
  "hijiki",
  "arame",
]);

/**
 * True for seaweed sold seasoned as a snack (module comment). Input: `keyTokens(name)` and the
 * matched food (nori covers the dried seaweeds).
 */
export function isSnackSeaweed(raw: readonly string[], food: Food): boolean {
  return food.id === "nori" && !raw.some((t) => COOKING_SEAWEED_WORDS.has(t)) && hasPhrase(raw, SEAWEED_SNACK_WORDS);
}

/** True when nuts are sold as a snack: roasted, salted or seasoned (see the module comment). */
export function isSnackNut(raw: readonly string[], food: Food): boolean {
  if (raw.some((t) => BAKING_FORMS.has(t))) return false;
  // Coconut chips are the snack-aisle form of coconut; unsweetened ones are for baking.
  if (food.id === "desiccated-coconut") return raw.includes("chip") && !raw.includes("unsweetened");
  if (food.role === "fruit" && food.category === "produce") return raw.includes("dried");
  if (food.category !== "pantry") return false;
  return (food.role === "nut" && hasPhrase(raw, SNACK_NUT_WORDS)) || SNACKING_WHOLE.has(food.id);
}

/**
 * True for meat sold as a snack stick ("Salami Sticks", "Turkey Sticks"): the jerky shelf; a food
 * whose own name says sticks ("Crab Sticks") or a breaded one ("Chicken Sticks Breaded") is not.
 * Input: the key tokens, the reading tokens, the matched food and the end of its head run (-1 if
 * the head is not that food).
 */
export function isMeatStick(raw: readonly string[], tokens: readonly string[], food: Food, headEnd: number): boolean {
  if (food.category !== "meat" || food.role !== "protein" || headEnd < 0 || hasPhrase(raw, COATED_PROTEIN_WORDS)) return false;
  return tokens.indexOf("stick", headEnd) >= 0;
}

/** True when chocolate, yogurt, carob or candy covers the product ("Dark Chocolate Covered Almonds"). */
export function isCoatedConfection(raw: readonly string[]): boolean {
  for (let i = 0; i + 1 < raw.length; i++) if (COATINGS.has(raw[i]) && COATED.has(raw[i + 1])) return true;
  return false;
}

/**
 * True when a name is salsa sold chilled with the dips ("Pico de Gallo", "Fresh Salsa"), not jarred;
 * jarred dips ("Salsa Dip", "Queso Dip") sit in either aisle, so they keep the food's category.
 * Input: `keyTokens(name)` and the matched food.
 */
export function isChilledSalsa(raw: readonly string[], food: Food): boolean {
  return food.id === "salsa" && hasPhrase(raw, CHILLED_SALSA);
}
