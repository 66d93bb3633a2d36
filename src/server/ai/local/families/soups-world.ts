/** Soups from several kitchens: minestrone, red lentil soup, tomato soup, gazpacho, miso soup. */
import type { RecipeFamily } from "../family-types";
import { ampersand, joinList } from "../text";
import { cookVegInStages, prepVeg } from "./cook-notes";
import { garlicSlot, onionSlot, optional, required, seasoning, vegSlot } from "./slot-kits";

const BROTHS = ["vegetable broth", "chicken broth"];
const broth = (ml: number) => required("broth", { names: BROTHS, per: { n: ml, unit: "ml" }, fallback: BROTHS });
const soupDrink = { wine: "a light, dry white such as Soave", soft: "sparkling water with lemon" };

/** Minestrone, red lentil soup, tomato soup, gazpacho and miso soup. */
export const SOUP_WORLD_FAMILIES: RecipeFamily[] = [
  {
    id: "minestrone",
    name: "Minestrone",
    cuisine: "Italian",
    mealTypes: ["lunch", "dinner"],
    difficulty: "easy",
    prepMin: 15,
    cookMin: 35,
    slots: [
      vegSlot("veg", {
        roles: [],
        names: ["carrot", "celery", "zucchini", "green beans", "potato", "cabbage", "kale", "swiss chard", "frozen peas", "spinach"],
        min: 2,
        max: 4,
        per: { n: 160, unit: "g" },
        fallback: ["carrot", "celery", "zucchini"],
      }),
      required("beans", { names: ["cannellini beans", "kidney beans", "chickpeas", "butter beans", "pinto beans"], per: { n: 60, unit: "g" }, fallback: ["cannellini beans", "chickpeas"], defining: true }),
      required("tomato", { names: ["canned tomatoes", "tomato"], per: { n: 80, unit: "g" }, fallback: ["canned tomatoes"] }),
      onionSlot(),
      garlicSlot(),
      broth(300),
      optional("pasta", { roles: ["pasta"], not: ["noodles", "egg noodles", "rice noodles", "instant noodles", "lasagna", "filled pasta", "gnocchi", "mac and cheese"], per: { n: 25, unit: "g" } }),
      optional("cheese", { names: ["parmesan"], per: { n: 10, unit: "g" } }),
      optional("herb", { names: ["basil", "parsley", "rosemary", "thyme", "italian seasoning"], per: { n: 1, unit: "g" } }),
    ],
    staples: seasoning(1),
    title: (c) => `${ampersand([c.title("beans"), c.titles("veg")[0]])} Minestrone`,
    description: (c) =>
      `A thick Italian vegetable soup of ${c.list("veg", "beans")} in a tomato broth${c.has("pasta") ? `, with ${c.names("pasta")} cooked in the pot` : ""}. Better still the next day.`,
    steps: (c) =>
      [
        `Dice the ${c.qty("onion")}; slice the ${c.qty("garlic")}. ${prepVeg(c, "veg")}`,
        `Heat the ${c.staple("olive oil")} olive oil in a large pot and soften the onion for 6–8 minutes${c.is("herb", "rosemary", "thyme") ? ` with the ${c.qty("herb")}` : ""}; add the garlic for 1 minute.`,
        `Add the ${c.qty("tomato")}, the ${c.qty("broth")} and the ${c.qty("beans")}, drained. ${cookVegInStages(c, "veg", "15 minutes at a simmer", "8 minutes")}`,
        c.has("pasta") ? `Add the ${c.qty("pasta")} (break long shapes) and simmer until tender, about 10 minutes; add a splash of water if it gets too thick.` : "",
        `Season with salt and pepper and serve${c.has("cheese") ? ` with the ${c.qty("cheese")} grated over` : ""}${c.has("herb") && !c.is("herb", "rosemary", "thyme") ? `${c.has("cheese") ? " and" : ","} the ${c.names("herb")} torn on top` : ""}, with a thread of olive oil.`,
      ].filter(Boolean),
    tips: () => [
      "A parmesan rind simmered in the pot gives the broth depth; fish it out before serving.",
      "Cut every vegetable to the size of a bean so each spoonful has a bit of everything.",
    ],
    drink: () => ({ wine: "a Chianti or Montepulciano", soft: "sparkling water with lemon" }),
    sides: () => ["Crusty bread", "Grated parmesan"],
  },
  {
    id: "lentil-soup",
    name: "Red lentil soup",
    cuisine: "Turkish",
    mealTypes: ["lunch", "dinner"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 30,
    slots: [
      required("lentils", { names: ["lentils", "split peas"], per: { n: 60, unit: "g" }, fallback: ["lentils"], defining: true }),
      onionSlot(),
      optional("carrot", { names: ["carrot", "potato", "sweet potato"], per: { n: 50, unit: "g" }, defining: true }),
      garlicSlot(),
      optional("paste", { names: ["tomato paste", "canned tomatoes"], per: { n: 0.5, unit: "tbsp" }, perFor: { "canned tomatoes": { n: 50, unit: "g" } } }),
      required("spice", { names: ["cumin", "paprika", "chili flakes", "turmeric"], max: 2, per: { n: 0.5, unit: "tsp" }, fallback: ["cumin"] }),
      broth(300),
      optional("lemon", { names: ["lemon", "lime"], per: { n: 0.25, unit: "piece" } }),
      optional("herb", { names: ["mint", "parsley", "cilantro"], per: { n: 2, unit: "g" } }),
    ],
    staples: seasoning(1),
    title: (c) => `Red Lentil Soup${c.has("carrot") ? ` with ${c.title("carrot")}` : ""}${c.has("lemon") ? ` & ${c.title("lemon")}` : ""}`,
    description: (c) =>
      `Lentils simmered with ${joinList([c.names("onion"), ...c.labels("carrot"), c.names("spice")])} and blended smooth, in the style of Turkish mercimek çorbası. Cheap, filling and ready in half an hour.`,
    steps: (c) =>
      [
        `Rinse the ${c.qty("lentils")}. Dice the ${c.qty("onion")}${c.has("carrot") ? ` and the ${c.qty("carrot")}` : ""}; crush the ${c.qty("garlic")}.`,
        `Heat the ${c.staple("olive oil")} olive oil in a pot and soften the onion${c.has("carrot") ? ` and ${c.names("carrot")}` : ""} for 8 minutes. Add the garlic${c.has("paste") ? `, the ${c.qty("paste")}` : ""} and the ${c.qty("spice")} and stir for 1 minute.`,
        `Add the lentils and the ${c.qty("broth")}, bring to the boil, skim, then simmer for 20–25 minutes until the lentils fall apart${c.is("lentils", "split peas") ? " (split peas need 40 minutes)" : ""}.`,
        "Blend until smooth, thinning with hot water to the texture of single cream. Season with salt and pepper.",
        `Serve${c.has("lemon") ? ` with wedges of the ${c.qty("lemon")} to squeeze over` : ""}${c.has("herb") ? `${c.has("lemon") ? " and" : ""} a scatter of ${c.names("herb")}` : ""}, with a drizzle of oil.`,
      ],
    tips: () => [
      "Lemon at the table is not optional in Turkey: the acid wakes the whole soup up.",
      "Sizzle a little chili in butter or oil and spoon it over for a restaurant finish.",
    ],
    drink: () => ({ soft: "a glass of ayran (salted yogurt drink) or black tea" }),
    sides: () => ["Warm flatbread", "Lemon wedges"],
  },
  {
    id: "tomato-soup",
    name: "Tomato soup",
    cuisine: "British",
    mealTypes: ["lunch", "dinner"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 30,
    slots: [
      required("tomato", { names: ["canned tomatoes", "tomato", "cherry tomato"], per: { n: 200, unit: "g" }, fallback: ["canned tomatoes"], defining: true }),
      onionSlot(),
      garlicSlot(),
      optional("carrot", { names: ["carrot", "celery", "roasted red peppers", "bell pepper"], per: { n: 50, unit: "g" }, defining: true }),
      broth(150),
      optional("cream", { names: ["heavy cream", "light cream", "milk", "coconut milk"], per: { n: 30, unit: "ml" } }),
      optional("herb", { names: ["basil", "thyme", "oregano"], per: { n: 1, unit: "g" } }),
    ],
    staples: [...seasoning(1), { name: "sugar", per: { n: 0.25, unit: "tsp" } }],
    title: (c) => `${c.has("carrot") ? `Tomato & ${c.title("carrot")}` : "Tomato"} Soup${c.is("herb", "basil") ? " with Basil" : ""}`,
    description: (c) =>
      `A smooth soup of ${joinList([c.is("tomato", "canned tomatoes") ? "tomatoes" : c.names("tomato"), c.names("onion"), "garlic", ...c.labels("carrot")])}${c.has("cream") ? ` with a swirl of ${c.names("cream")}` : ""}. Made for dunking a cheese toastie.`,
    steps: (c) =>
      [
        `Chop the ${c.qty("onion")}${c.has("carrot") ? ` and the ${c.qty("carrot")}` : ""}; slice the ${c.qty("garlic")}.`,
        `Heat the ${c.staple("olive oil")} olive oil in a pot and cook the onion${c.has("carrot") ? ` and ${c.names("carrot")}` : ""} gently for 10 minutes until soft and sweet; add the garlic for 1 minute.`,
        `Add the ${c.qty("tomato")}${c.is("tomato", "canned tomatoes") ? "" : ", roughly chopped"}, the ${c.qty("broth")}, the ${c.staple("sugar")} sugar${c.is("herb", "thyme", "oregano") ? ` and the ${c.qty("herb")}` : ""}. Simmer for 15–20 minutes.`,
        `Blend until very smooth${c.has("cream") ? `, stir in the ${c.qty("cream")}` : ""} and season with salt and pepper.`,
        `Serve hot${c.is("herb", "basil") ? ` with the ${c.names("herb")} torn over` : ""}.`,
      ],
    tips: () => [
      "The pinch of sugar rounds off the acidity of tomatoes; taste before adding more.",
      "For a smoky version, roast fresh tomatoes at 220 °C for 25 minutes first.",
    ],
    drink: () => soupDrink,
    sides: () => ["Grilled cheese sandwich", "Crunchy croutons"],
  },
  {
    id: "gazpacho",
    name: "Gazpacho",
    cuisine: "Spanish",
    mealTypes: ["lunch", "snack"],
    difficulty: "easy",
    prepMin: 20,
    cookMin: 0,
    slots: [
      required("tomato", { names: ["tomato", "cherry tomato"], per: { n: 220, unit: "g" }, fallback: ["tomato"], defining: true }),
      required("cucumber", { names: ["cucumber"], per: { n: 60, unit: "g" }, fallback: ["cucumber"], defining: true }),
      required("pepper", { names: ["bell pepper", "roasted red peppers"], per: { n: 40, unit: "g" }, fallback: ["bell pepper"] }),
      garlicSlot({ per: { n: 0.5, unit: "clove" } }),
      optional("onion", { names: ["red onion", "onion", "spring onion", "shallot"], per: { n: 15, unit: "g" } }),
      optional("bread", { names: ["bread"], per: { n: 20, unit: "g" } }),
      required("vinegar", { names: ["vinegar", "lemon"], per: { n: 0.5, unit: "tbsp" }, fallback: ["vinegar"] }),
    ],
    staples: [{ name: "salt", per: { n: 0, unit: "taste" } }, { name: "olive oil", per: { n: 1.5, unit: "tbsp" } }],
    title: () => "Chilled Gazpacho",
    description: (c) =>
      `A cold Andalusian soup of ripe ${c.names("tomato")}, ${c.names("cucumber")} and ${c.names("pepper")}, blended with olive oil and ${c.names("vinegar")}. Summer in a glass: no cooking at all.`,
    steps: (c) =>
      [
        `Roughly chop the ${c.qty("tomato")}, the ${c.qty("cucumber")} (keep a little, diced, to serve) and the ${c.qty("pepper")}${c.has("onion") ? `, and the ${c.qty("onion")}` : ""}. Peel the ${c.qty("garlic")}.`,
        c.has("bread") ? `Soak the ${c.qty("bread")}, crusts off, in a little water for 5 minutes, then squeeze dry.` : "",
        `Blend everything with the ${c.qty("vinegar")}${c.is("vinegar", "lemon") ? " juice" : ""} and a good pinch of salt until smooth, then, with the motor running, pour in the ${c.staple("olive oil")} olive oil.`,
        "Push through a sieve for a silky soup (optional), taste for salt and vinegar, and chill for at least 1 hour.",
        "Serve very cold in bowls or glasses, topped with the diced cucumber and a thread of oil.",
      ].filter(Boolean),
    tips: () => ["Use the ripest tomatoes you can find: they are the whole flavour.", "Chill the bowls too if the day is hot."],
    drink: () => ({ wine: "a chilled fino sherry or Albariño", soft: "iced water with lemon" }),
    sides: () => ["Toasted bread with olive oil", "Hard-boiled egg, chopped"],
  },
  {
    id: "miso-soup",
    name: "Miso soup",
    cuisine: "Japanese",
    mealTypes: ["snack", "lunch", "breakfast"],
    difficulty: "easy",
    prepMin: 5,
    cookMin: 10,
    slots: [
      required("miso", { names: ["miso"], per: { n: 1, unit: "tbsp" }, fallback: ["miso"], defining: true }),
      optional("stock", { names: ["dashi", "vegetable broth"], per: { n: 250, unit: "ml" } }),
      optional("tofu", { names: ["tofu"], per: { n: 50, unit: "g" }, defining: true }),
      optional("veg", { names: ["spinach", "mushroom", "bok choy", "cabbage", "nori"], max: 2, per: { n: 30, unit: "g" }, split: true, defining: true }),
      optional("scallion", { names: ["spring onion"], per: { n: 5, unit: "g" } }),
      optional("noodles", { names: ["rice noodles", "noodles"], per: { n: 40, unit: "g" } }),
    ],
    staples: [],
    title: (c) => `Miso Soup${c.has("tofu") || c.has("veg") ? ` with ${ampersand([c.title("tofu"), ...c.titles("veg")].filter(Boolean))}` : ""}`,
    description: (c) =>
      `A savoury bowl of ${c.has("stock") ? c.names("stock") : "hot water"} clouded with miso${c.has("tofu") || c.has("veg") ? `, with ${c.list("tofu", "veg")}` : ""}. Five minutes from kettle to bowl.`,
    steps: (c) =>
      [
        `Bring ${c.has("stock") ? `the ${c.qty("stock")}` : c.scaled(250, "ml")}${c.has("stock") ? "" : " water"} to a gentle simmer.`,
        c.has("noodles") ? `Cook the ${c.qty("noodles")} in it as the packet says.` : "",
        c.has("veg") ? `Add the ${c.qty("veg")}${c.is("veg", "nori") ? " (nori in strips)" : ", sliced"} and simmer for 2 minutes.` : "",
        c.has("tofu") ? `Add the ${c.qty("tofu")}, cut into 1 cm cubes, and warm for 1 minute.` : "",
        `Take the pan off the heat. Mix the ${c.qty("miso")} with a ladle of the hot liquid until smooth, then stir it back in; do not let it boil again.`,
        `Serve at once${c.has("scallion") ? `, scattered with the ${c.qty("scallion")}, thinly sliced` : ""}.`,
      ].filter(Boolean),
    tips: () => [
      "Boiling kills miso's aroma: always add it off the heat.",
      "White miso is mild and sweet, red miso deeper and saltier; adjust the amount to taste.",
    ],
    drink: () => ({ wine: "a cup of warm sake", soft: "hot green tea" }),
    sides: () => ["A bowl of steamed rice", "Pickled vegetables"],
  },
];
