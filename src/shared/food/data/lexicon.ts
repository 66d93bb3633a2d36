/**
 * Word lists used by the product-name normaliser and matcher (src/shared/food/normalize.ts,
 * match.ts). All entries are in "key form": lower case, no accents or punctuation, singular
 * (the form `keyTokens` produces), so they can be compared token by token.
 *
 * Sources: common shop-label and receipt wording (UK and US supermarkets); the abbreviations are
 * the ones seen on printed till receipts ("BNLS SKNLS CHKN BRST").
 */
import { wordList } from "./define";

/**
 * Irregular plurals → singular. Regular English rules cover the rest (see `singularize`).
 * Entries here win over the rules (e.g. "cookies" must not become "cooky", "olives" is regular).
 */
export const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  leaves: "leaf",
  loaves: "loaf",
  halves: "half",
  calves: "calf",
  knives: "knife",
  shelves: "shelf",
  geese: "goose",
  mice: "mouse",
  chilies: "chili",
  chillies: "chili",
  cookies: "cookie",
  brownies: "brownie",
  smoothies: "smoothie",
  veggies: "veggie",
  pierogies: "pierogi",
  hoagies: "hoagie",
  calories: "calorie",
  movies: "movie",
  brioches: "brioche",
  quiches: "quiche",
  ganaches: "ganache",
  shoes: "shoe",
  toes: "toe",
  canoes: "canoe",
  haggis: "haggis",
  pastis: "pastis",
  // "Mints" are sweets; the herb is sold as "mint" (a bunch, a pot, leaves).
  mints: "mints",
};

/**
 * Receipt abbreviations and spelling variants → one spelling, applied after singularising so
 * both sides of a comparison agree ("yoghurt" and "yogurt" become one key).
 */
export const TOKEN_SPELLINGS: Readonly<Record<string, string>> = {
  chkn: "chicken",
  chk: "chicken",
  ckn: "chicken",
  brst: "breast",
  bnls: "boneless",
  sknls: "skinless",
  grnd: "ground",
  org: "organic",
  orgnc: "organic",
  whl: "whole",
  mlk: "milk",
  chs: "cheese",
  chse: "cheese",
  ched: "cheddar",
  btr: "butter",
  bttr: "butter",
  crm: "cream",
  yog: "yogurt",
  yogh: "yogurt",
  yoghurt: "yogurt",
  yoghourt: "yogurt",
  yogourt: "yogurt",
  veg: "vegetable",
  frz: "frozen",
  brd: "bread",
  wht: "white",
  brn: "brown",
  thgh: "thigh",
  bf: "beef",
  tky: "turkey",
  trky: "turkey",
  lg: "large",
  shrd: "shredded",
  grk: "greek",
  hvy: "heavy",
  mozz: "mozzarella",
  parm: "parmesan",
  spag: "spaghetti",
  swt: "sweet",
  bns: "bean",
  strwb: "strawberry",
  strwbry: "strawberry",
  bluebry: "blueberry",
  bnna: "banana",
  ylw: "yellow",
  rd: "red",
  grn: "green",
  pnt: "peanut",
  crnchy: "crunchy",
  tmto: "tomato",
  chilli: "chili",
  chile: "chili",
  flavour: "flavor",
  whisky: "whiskey",
  doughnut: "donut",
  // "greens" (leafy vegetables) stays a word of its own: singular "green" is a colour.
  greens: "greens",
};

/**
 * Tokens that are packaging/measure words when they follow a number ("500 g", "2 x 400 ml",
 * "12 pack", "2 cups"). They are dropped only right after a number-like token.
 */
export const UNIT_AFTER_NUMBER: ReadonlySet<string> = new Set(
  wordList(`
    g, gr, gm, gram, gramme, kg, kilo, kilogram, mg, ml, millilitre, milliliter, cl, dl, l, lt, ltr, litre, liter, oz, fl, floz,
    ounce, lb, pound, pk, pack, packet, ct, count, pc, piece, x, cup, c, tbsp, tb, tbs, tbl, tsp, tablespoon, teaspoon, clove,
    slice, can, tin, jar, bottle, bag, box, bunch, handful, pinch, dash, sprig, stick, sachet, serving, portion, ea, each,
    percent, pct, inch, cm, pint, pt, quart, qt, gallon, gal, cacao, cocoa, proof, abv, alc
  `),
);

/**
 * Words that say nothing about *which* food a product is (marketing, size, state, packaging,
 * grammar). They still take part in alias look-ups ("chopped tomatoes", "whole milk") but do not
 * count against a partial match's coverage score.
 */
export const DESCRIPTOR_WORDS: ReadonlySet<string> = new Set(
  wordList(`
    a, an, the, of, and, or, in, with, on, for, to, from, by, per, approx, approximately, organic, free, range, large, medium,
    small, mini, extra, fresh, frozen, chilled, canned, tinned, dried, dry, raw, cooked, ready, ripe, ripened, whole, premium,
    finest, select, selected, classic, original, value, basic, essential, everyday, simply, natural, pure, farm, british, local,
    loose, pack, multipack, family, size, bag, box, bottle, jar, can, tin, pouch, tub, punnet, bunch, net, tray, carton, block,
    sliced, slice, diced, chopped, grated, shredded, minced, crushed, peeled, trimmed, boneless, skinless, fillet, unsalted,
    salted, sweetened, unsweetened, plain, light, low, fat, reduced, style, flavor, flavored, mild, mature, smooth, crunchy,
    thick, thin, semi, full, lean, new, improved, washed, prepared, grown, wild, caught, sourced, fairtrade, assorted, variety,
    bundle, sharing, drained, rinsed, sifted, softened, melted, beaten, divided, optional, finely, roughly, thinly, taste, about,
    plus, good, quality, pre, instant, ripe, vine, ripened, hand, cut, twin, big, little, jumbo, king, x, no, added, only, made,
    home, homemade, deli, pinch, dash, handful, sprig, splash, drizzle, knob, some, few, couple, piece, serving, portion
  `),
);

/** Words after which the rest of a product name qualifies the head food ("tuna in brine"). */
export const CONNECTOR_WORDS: ReadonlySet<string> = new Set(["in", "with", "on", "for"]);

/**
 * Phrases that mark a product as not a food; any of them makes `matchFood` return null
 * ("kitchen roll" must not become a bread roll, "cat food" must not become chicken).
 */
export const NON_FOOD_PHRASES: readonly string[] = wordList(`
  battery, detergent, bleach, shampoo, conditioner, soap, toothpaste, toothbrush, deodorant, toilet, tissue, napkin, nappy,
  diaper, wipe, foil, cling film, clingfilm, kitchen sponge, scrub sponge, candle, lightbulb, light bulb, bin bag, bin liner,
  razor blade, disposable razor, lotion, sunscreen, kitchen roll, paper towel, washing up, washing powder, laundry,
  fabric softener, dishwasher, cat food, dog food, pet food, cat litter, dog treat, cat treat, dog biscuit, bird seed, cigarette,
  tobacco, gift card, carrier bag, bath bomb, shower gel, hand wash, body wash, bandage, paracetamol, ibuprofen, cleaner,
  furniture polish, shoe polish, nail polish, air freshener, bubble bath, mouthwash, floss, cotton bud, plaster, glue, tape,
  envelope
`);

/**
 * Words that say a product is the shelf-stable form of a food ("canned sweetcorn", "dried basil",
 * spices in a grinder, shaker or mill, "pickled jalapeños", "marinated artichoke hearts" in a
 * jar); categoryFor files such products as pantry when the food has a shelf-stable form or is
 * fresh produce.
 */
export const SHELF_STABLE_WORDS: ReadonlySet<string> = new Set([
  "canned",
  "tinned",
  "dried",
  "jarred",
  "grinder",
  "shaker",
  "mill",
  "pickled",
  "marinated",
]);

/** Packing media that, after "in", mark a can or jar ("tuna in spring water", "sardines in tomato sauce"). */
export const PACKING_MEDIA: ReadonlySet<string> = new Set(["brine", "oil", "water", "syrup", "juice", "sauce"]);
