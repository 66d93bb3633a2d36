/**
 * Word lists for reading the *head* of a product name (src/shared/food/head-match.ts): which word
 * says what the product is, and which words only say how it is packed, cut or flavoured. Entries
 * are in key form (folded, singular; see ../normalize.ts).
 *
 * English product names put the head noun last ("sugar crackers" are crackers, "fish balls" are
 * fish in ball form), shop titles often add the flavour after it ("Potato Chips Sea Salt",
 * "Kombucha, Grapefruit"), and receipts add packing words ("Fish Ball Case"). Sources: common
 * supermarket shelf-label and online-shop wording (UK, US, Malaysia).
 */
import type { PantryCategory } from "../types";
import { wordList } from "./define";

/** Packing and counting words: never the head ("Fish Ball Case", "Dragon Fruit Each", "Shake Sachet"). */
export const PACKING_WORDS: ReadonlySet<string> = new Set(
  wordList(`
    case, pack, packet, pk, box, bag, bottle, can, tin, jar, tub, tray, carton, pouch, sachet, punnet, bunch, net, bundle, each,
    tube, ea, count, ct, pc, piece, multipack, multi, variety, assorted, dozen, pair, set, value, size, family, jumbo, bulk, refill,
    loose, unit, portion, serving, twin, triple, lunch, party, holiday, seasonal, edition, limited, grinder, shaker, mill,
    gallon, quart, pint, liter, litre, canister, bucket, crate, sleeve, single, clamshell, carafe, pitcher, decanter, squeeze,
    assortment, sampler
  `),
);

/**
 * Words that mark the word before them as a flavour, style or coating, not the head ("Cheddar
 * Flavor", "Rye Style", "Waffle Cut", "Steel Cut", "Beer Battered", "Chocolate Dipped").
 */
export const FLAVOUR_MARKERS: ReadonlySet<string> = new Set(
  wordList(
    "flavor, flavored, flavoured, flavoring, style, scented, infused, inspired, taste, swirl, recipe, blend, cut, battered, breaded, crusted, stuffed, dipped, covered, coated, drizzled, glazed, frosted",
  ),
);

/**
 * Cuts and shapes a meat or fish is sold in. When one of these is the head and a protein comes
 * right before it, the protein is the food ("lamb leg steaks" are lamb, "fish balls" are fish,
 * "tuna steaks" are tuna); alone they keep their own meaning ("steak" is beef steak).
 */
export const CUT_WORDS: ReadonlySet<string> = new Set(
  wordList(`
    steak, ball, fillet, cutlet, escalope, chop, patty, medallion, mince, strip, chunk, cube, bite, nugget, finger, stick,
    portion, loin, leg, thigh, breast, wing, drumstick, shank, rib, joint, roast, kebab, skewer, burger, tender, tenderloin,
    slice, piece, rasher, cake, link
  `),
);

/**
 * Shapes a cheese is sold in: after a cheese they give the cheese ("Goat Cheese Crumbles",
 * "Cheddar Cheese Sticks"); alone they keep their own meaning ("crumble" is a dessert).
 */
export const CHEESE_FORM_WORDS: ReadonlySet<string> = new Set(
  wordList("crumble, crumbled, shred, shredded, slice, stick, cube, wedge, block, round, log, string, curd"),
);

/**
 * Foods that product names use as flavours (fruit, herbs, nuts, sweet and savoury seasonings).
 * When such a food is the last one named and a product comes before it, the product is the head:
 * "Sparkling Water Berry" is water, "Pickles Bread & Butter Chips" are pickles, "Chips Ranch" are chips.
 * Fresh fruit, herbs and nuts count by role (see head-match.ts); these ids count as well.
 */
export const FLAVOUR_FOOD_IDS: ReadonlySet<string> = new Set(
  wordList(`
    vanilla-extract, chocolate, dark-chocolate, cocoa-powder, chocolate-chips, cinnamon, honey, maple-syrup, golden-syrup,
    ranch-dressing, bbq-sauce, hot-sauce, sweet-chili-sauce, teriyaki-sauce, mustard, chipotle-peppers, jalapeno,
    chili-pepper, garlic, onion, red-onion, ginger, peanut-butter, almond-butter, hazelnut-spread, cheddar-cheese, parmesan,
    sour-cream, salt, black-pepper, lemon-juice, caramel, toffee, chili-powder, paprika, curry-powder, nutmeg, allspice,
    spinach, cucumber
  `),
);

/**
 * Roles of the products shop titles write a flavour after ("Sparkling Water Berry", "Pickles
 * Kosher Dills", "Potato Chips Sea Salt", "Greek Yogurt Honey", "Pasta Sauce Roasted Garlic",
 * "Chicken Sausage Apple", "Frosting Cream Cheese", "Fruit Spread Apricot"); a flavour after any
 * other food is read as the head in the usual English order ("Peach & Mango Salsa" is salsa).
 */
export const FLAVOURED_ROLES: ReadonlySet<string> = new Set([
  "beverage",
  "liquid",
  "snack",
  "dairy",
  "cheese",
  "grain",
  "bread",
  "condiment",
  "sauce",
  "protein",
  "baking",
  "sweetener",
]);

/**
 * Roles of the products shop titles write a meat or fish *variety* after ("Ramen Noodle Soup
 * Chicken", "Bone Broth Chicken", "Stuffing Mix Chicken", "Pot Stickers Pork"): after these the
 * protein says which kind, not what the product is. Meat named first stays the head ("Chicken
 * Sausage Apple" is sausage, "Chicken Noodle Soup" soup by the usual order).
 */
export const PROTEIN_FLAVOURED_ROLES: ReadonlySet<string> = new Set(["pasta", "grain", "liquid", "other", "snack", "bread"]);

/**
 * Parts and cut shapes fruit, vegetables and herbs are sold in: after one of them they give that
 * food ("Garlic Peeled Cloves", "Watermelon Chunks", "Broccoli Crowns", "Parsley Flakes",
 * "Pineapple Tidbits", "Mandarin Orange Cups"); alone they keep their own meaning ("cloves" are a
 * spice).
 */
export const PRODUCE_PART_WORDS: ReadonlySet<string> = new Set(
  wordList(
    "clove, floret, crown, heart, stalk, rib, chunk, cube, slice, stick, wedge, coin, matchstick, segment, spiral, tidbit, section, cup, flake",
  ),
);

/**
 * Last words of a food name that make it a product of its own, not a flavour of what comes before
 * ("Bourbon Vanilla Extract" is vanilla extract, "Chicken Seasoning" is a seasoning).
 */
export const PRODUCT_NOUNS: ReadonlySet<string> = new Set(
  wordList(`
    extract, essence, syrup, powder, sauce, butter, spread, oil, juice, paste, seasoning, rub, jam, jelly, preserve, sugar, flour,
    meal, concentrate, puree, peel, seed, stick, pod, granule, flake, leaf, tea, water, milk, cream
  `),
);

/**
 * Class words: the head of a product the knowledge base has no food for still says its SPEC
 * category ("Pear Ginger Bar" is a snack, "Nutritional Shake" a drink). Also the fallback for
 * names whose head is unknown (categoryFor step 5). Values are SPEC §3 categories.
 */
export const CLASS_WORDS: Readonly<Record<string, Exclude<PantryCategory, "item">>> = {
  drink: "beverages",
  beverage: "beverages",
  shake: "beverages",
  smoothie: "beverages",
  latte: "beverages",
  soda: "beverages",
  pop: "beverages",
  refresher: "beverages",
  nectar: "beverages",
  punch: "beverages",
  cooler: "beverages",
  brew: "beverages",
  seltzer: "beverages",
  spritzer: "beverages",
  lemonade: "beverages",
  cocktail: "beverages",
  quencher: "beverages",
  mixer: "beverages",
  topper: "pantry",
  filling: "pantry",
  base: "pantry",
  bouillon: "pantry",
  twist: "snacks",
  wrapper: "pantry",
  disc: "snacks",
  kiss: "snacks",
  rope: "snacks",
  snack: "snacks",
  bar: "snacks",
  bite: "snacks",
  crisp: "snacks",
  puff: "snacks",
  candy: "snacks",
  gum: "snacks",
  truffle: "snacks",
  lollipop: "snacks",
  licorice: "snacks",
  fudge: "snacks",
  brittle: "snacks",
  enhancer: "beverages",
  cluster: "snacks",
  biscuit: "snacks",
  chew: "snacks",
  mocha: "beverages",
  frappuccino: "beverages",
  macchiato: "beverages",
  americano: "beverages",
  elixir: "beverages",
  concentrate: "beverages",
  helper: "pantry",
  sandwich: "frozen",
  kit: "pantry",
  shot: "beverages",
  topping: "pantry",
  roll: "pantry",
  tenderizer: "pantry",
  coating: "pantry",
  breading: "pantry",
  batter: "pantry",
  meat: "meat",
  fillet: "meat",
  fruit: "produce",
  salad: "produce",
  herb: "produce",
  sauce: "pantry",
  spice: "pantry",
  seasoning: "pantry",
  rub: "pantry",
  marinade: "pantry",
  glaze: "pantry",
  dressing: "pantry",
  mix: "pantry",
  paste: "pantry",
  spread: "pantry",
  dip: "snacks",
  frosting: "pantry",
  color: "pantry",
  colour: "pantry",
  coloring: "pantry",
  colouring: "pantry",
  dye: "pantry",
  icing: "pantry",
  sprinkle: "pantry",
  extract: "pantry",
  powder: "pantry",
  syrup: "pantry",
  soup: "pantry",
  broth: "pantry",
  stock: "pantry",
  cereal: "pantry",
  noodle: "pantry",
  pasta: "pantry",
  tin: "pantry",
  can: "pantry",
  canned: "pantry",
  tinned: "pantry",
  jar: "pantry",
  dried: "pantry",
  yogurt: "dairy",
  cheese: "dairy",
  creamer: "dairy",
  dessert: "frozen",
  entree: "frozen",
  bowl: "frozen",
};

/**
 * Words that are never the head although they often stand last: colours written after the food
 * ("Plantains Green", "ONION RED"), preparation states of ingredient lines ("rice, uncooked"),
 * marketing and diet claims ("Mayo Vegan", "Chips Original", "100 Calorie").
 */
export const HEAD_SKIP_WORDS: ReadonlySet<string> = new Set(
  wordList(`
    red, green, yellow, white, black, brown, golden, gold, pink, purple, blue, dark, uncooked, undrained, unpeeled, deseeded,
    halved, quartered, cubed, julienned, pitted, cored, cooled, warmed, packed, heaped, level, rounded, separated, room,
    temperature, original, gourmet, artisan, authentic, traditional, homestyle, signature, deluxe, supreme, ultimate, favorite,
    favourite, famous, real, genuine, calorie, sodium, vegan, vegetarian, kosher, halal, keto, paleo, certified, grade, fancy,
    usda, enriched, fortified, microwavable, ready, eat, serve, heat, kettle, cooked, baked, fried, roasted, toasted, grilled,
    smoked, spicy, hot, zesty, tangy, sweet, savory, savoury, mild, crispy, chewy, soft, crunchy, creamy, chunky, rich, lightly,
    naturally, healthy, nutritious, delicious, tasty, yummy, fun, kid, kids, adult, all, pasteurized, pasteurised,
    homogenized, ultra, unpasteurized, cuisine, piccante, dolce, buttery, cheesy, nutty, fruity, meaty, chocolaty, chocolatey,
    peppery, garlicky, lemony, smoky, salty, sugary, round, square, alternative, substitute, replacement, stage, grain,
    multigrain, wholegrain, recipe, edition, barista, half, quarter, spear, milkfat, vitamin, calcium, iron, fiber, fibre,
    omega, antioxidant, mineral
  `),
);
