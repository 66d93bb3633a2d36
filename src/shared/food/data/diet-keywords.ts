/**
 * Keyword fallback for diet tags (SPEC §5: "Allergies … flag items by keyword"). Used by
 * src/shared/domain/diet.ts for the words of a name that no knowledge-base food covers
 * ("venison burger" → meat, "walnut loaf" → nut + gluten). Keys are in key form (singular,
 * folded; see ../normalize.ts), compared as whole words, so "nutmeg" is not "nut" and "peanut" is
 * not "pea".
 *
 * Sources: the allergen ingredient lists of the EU FIC Annex II and US FALCPA labelling guidance
 * (milk, egg, fish, crustacean shellfish, tree nuts, peanuts, wheat, soybeans, sesame), plus
 * common meat words.
 */
import type { DietTag } from "../types";
import { wordList } from "./define";

/**
 * Template tag pairing every word of a comma-separated list with the same tags:
 * group("meat", "pork")`bacon, ham` → [["bacon", ["meat", "pork"]], ["ham", ["meat", "pork"]]].
 */
const group =
  (...tags: DietTag[]) =>
  (words: TemplateStringsArray): Array<[string, DietTag[]]> =>
    wordList(words.join("")).map((w) => [w, tags]);

/** (word, tags) pairs; a word listed in several groups gets the union of their tags. */
const KEYWORD_GROUPS: Array<[string, DietTag[]]> = [
  ...group("meat")`
    meat, beef, lamb, mutton, veal, venison, goat, rabbit, bison, boar, mince, steak, burger, meatball, brisket, oxtail, carne,
    liver, kidney, offal, haggis, jerky, biltong, pastrami, bresaola, wagyu
  `,
  ...group("meat", "pork")`
    pork, bacon, ham, sausage, salami, pepperoni, chorizo, prosciutto, pancetta, lard, gammon, gelatin, gelatine, hotdog,
    frankfurter, bratwurst, kielbasa, mortadella, nduja, guanciale, crackling, porchetta
  `,
  ...group("poultry")`chicken, turkey, duck, goose, quail, poultry, pheasant, partridge, poussin`,
  ...group("fish")`
    fish, salmon, tuna, cod, haddock, trout, mackerel, sardine, anchovy, herring, tilapia, halibut, pollock, hake, bass, snapper,
    swordfish, plaice, sole, kipper, pilchard, caviar, roe, bonito, dashi, worcestershire
  `,
  ...group("shellfish")`
    shellfish, shrimp, prawn, crab, lobster, crayfish, langoustine, scampi, clam, mussel, oyster, scallop, squid, calamari,
    octopus, cockle, whelk, seafood
  `,
  ...group("dairy")`
    milk, cheese, butter, cream, yogurt, whey, casein, lactose, ghee, paneer, kefir, curd, buttermilk, mascarpone, ricotta,
    mozzarella, cheddar, parmesan, brie, feta, halloumi, gouda
  `,
  ...group("dairy", "egg")`custard, quiche, carbonara`,
  ...group("egg")`egg, mayonnaise, mayo, meringue, aioli, omelette, omelet, frittata, albumen, eggnog`,
  ...group("nut")`
    almond, walnut, cashew, pecan, hazelnut, pistachio, macadamia, praline, marzipan, frangipane, gianduja, nutella, pesto
  `,
  ...group("nut", "peanut")`nut`,
  ...group("peanut")`peanut, groundnut, satay`,
  ...group("gluten")`
    wheat, flour, bread, pasta, barley, rye, spelt, semolina, couscous, bulgur, seitan, malt, noodle, breadcrumb, cracker,
    biscuit, cake, cookie, pastry, pie, pizza, bun, bagel, croissant, wrap, dumpling, crouton, spaghetti, lasagna, lasagne,
    macaroni, penne, ramen, udon, batter, breaded, battered, tempura, gravy, beer, ale, lager, stout, farro, durum, orzo, gnocchi,
    muffin, waffle, pancake, brioche, toast
  `,
  ...group("soy")`soy, soya, tofu, tempeh, edamame, miso, tamari, shoyu`,
  ...group("sesame")`sesame, tahini, hummus, houmous, halva, zaatar`,
  ...group("alcohol")`
    wine, beer, lager, ale, stout, cider, vodka, rum, gin, whiskey, bourbon, brandy, cognac, liqueur, sherry, sake, mirin,
    prosecco, champagne, tequila, vermouth
  `,
  ...group("honey")`honey`,
];

/** Word → diet tags it implies. */
export const DIET_KEYWORDS: ReadonlyMap<string, readonly DietTag[]> = KEYWORD_GROUPS.reduce(
  (map, [word, tags]) => map.set(word, [...new Set([...(map.get(word) ?? []), ...tags])]),
  new Map<string, DietTag[]>(),
);

/**
 * Words that cancel a tag when they precede "free" ("gluten free pasta", "dairy-free spread"),
 * and words that cancel tags on their own ("vegan", "vegetarian").
 * Source: EU Regulation 828/2014 and FDA "gluten-free" labelling rule; common shop wording.
 */
export const FREE_FROM: ReadonlyMap<string, readonly DietTag[]> = new Map<string, readonly DietTag[]>([
  ["gluten", ["gluten"]],
  ["wheat", ["gluten"]],
  ["dairy", ["dairy"]],
  ["milk", ["dairy"]],
  ["egg", ["egg"]],
  ["nut", ["nut", "peanut"]],
  ["peanut", ["peanut"]],
  ["soy", ["soy"]],
  ["soya", ["soy"]],
  ["sesame", ["sesame"]],
  ["meat", ["meat", "poultry", "pork"]],
  ["alcohol", ["alcohol"]],
]);

/**
 * Words (or two-word phrases) that by themselves rule out animal tags ("vegan mayo",
 * "vegetarian sausages", "plant based mince").
 */
export const PLANT_BASED_WORDS: ReadonlyMap<string, readonly DietTag[]> = new Map<string, readonly DietTag[]>([
  ["vegan", ["meat", "pork", "poultry", "fish", "shellfish", "dairy", "egg", "honey"]],
  ["vegetarian", ["meat", "pork", "poultry", "fish", "shellfish"]],
  ["veggie", ["meat", "pork", "poultry", "fish", "shellfish"]],
  ["meatless", ["meat", "pork", "poultry", "fish", "shellfish"]],
  ["plant based", ["meat", "pork", "poultry", "fish", "shellfish", "dairy", "egg"]],
]);
