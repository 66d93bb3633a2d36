/** Savoury, low-carb snack families: deviled eggs, tzatziki with vegetable sticks, spiced roasted nuts. */
import type { RecipeFamily } from "../family-types";
import { ampersand, joinList } from "../text";
import { optional, required, vegSlot } from "./slot-kits";

const DIPPERS = ["carrot", "cucumber", "bell pepper", "celery", "radish", "snow peas", "cherry tomato", "broccoli"];
const salt = { name: "salt", per: { n: 0, unit: "taste" as const } };
const pepper = { name: "black pepper", per: { n: 0, unit: "taste" as const } };

/** Deviled eggs, tzatziki with vegetable sticks and spiced roasted nuts (snacks). */
export const SAVORY_SNACK_FAMILIES: RecipeFamily[] = [
  {
    id: "deviled-eggs",
    name: "Deviled eggs",
    cuisine: "American",
    mealTypes: ["snack"],
    difficulty: "easy",
    prepMin: 15,
    cookMin: 10,
    slots: [
      required("egg", { names: ["egg"], per: { n: 1, unit: "piece" }, fallback: ["egg"], defining: true }),
      required("creamy", {
        names: ["mayonnaise", "greek yogurt", "sour cream"],
        per: { n: 1, unit: "tbsp" },
        fallback: ["mayonnaise", "greek yogurt"],
      }),
      optional("mustard", { names: ["mustard"], per: { n: 0.25, unit: "tsp" } }),
      optional("spice", { names: ["paprika", "chili flakes"], per: { n: 0.1, unit: "tsp" } }),
      optional("herb", { names: ["chives", "dill", "parsley"], per: { n: 1, unit: "g" }, defining: true }),
    ],
    staples: [salt, pepper],
    title: (c) => `Deviled Eggs${c.has("herb") ? ` with ${c.title("herb")}` : ""}`,
    description: (c) =>
      `Halved boiled eggs with their yolks whipped with ${joinList([c.names("creamy"), c.names("mustard")].filter(Boolean))} and piped back in${c.has("spice") ? `, dusted with ${c.names("spice")}` : ""}. Two halves per person make a filling, low-carb snack.`,
    steps: (c) => [
      `Lower ${c.qty("egg")} into boiling water and cook for 10 minutes, then cool in iced water for 5 minutes so they peel cleanly.`,
      "Peel, halve lengthwise and tip the yolks into a bowl.",
      `Mash the yolks with ${joinList([c.qty("creamy"), c.qty("mustard")].filter(Boolean))}, a pinch of salt and pepper until completely smooth.`,
      `Spoon or pipe the filling back into the whites${c.has("spice") ? ` and dust with ${c.names("spice")}` : ""}${c.has("herb") ? `; scatter with snipped ${c.names("herb")}` : ""}.`,
      "Chill for 15 minutes before serving; they keep covered in the fridge for a day.",
    ],
    tips: () => ["Eggs a week old peel far more easily than very fresh ones.", "Press the yolks through a sieve for the silkiest filling."],
    drink: () => ({ wine: "a glass of dry sparkling wine", soft: "sparkling water with lemon" }),
    sides: () => ["Celery and cucumber sticks", "A few olives"],
  },
  {
    id: "tzatziki-sticks",
    name: "Tzatziki with vegetable sticks",
    cuisine: "Greek",
    mealTypes: ["snack", "lunch"],
    difficulty: "easy",
    prepMin: 15,
    cookMin: 0,
    slots: [
      required("yogurt", { names: ["greek yogurt", "yogurt"], per: { n: 80, unit: "g" }, fallback: ["greek yogurt"], defining: true }),
      required("cucumber", { names: ["cucumber"], per: { n: 50, unit: "g" }, fallback: ["cucumber"], defining: true }),
      required("garlic", { names: ["garlic"], per: { n: 0.5, unit: "clove" }, fallback: ["garlic"] }),
      optional("herb", { names: ["dill", "mint", "parsley"], per: { n: 1, unit: "g" } }),
      optional("lemon", { names: ["lemon"], per: { n: 0.25, unit: "piece" } }),
      vegSlot("veg", {
        raw: true,
        roles: [],
        names: DIPPERS,
        not: ["cucumber"],
        min: 1,
        max: 3,
        per: { n: 100, unit: "g" },
        fallback: ["carrot", "bell pepper"],
      }),
      optional("bread", { names: ["pita", "crackers"], per: { n: 30, unit: "g" } }),
    ],
    staples: [salt, { name: "olive oil", per: { n: 0.5, unit: "tbsp" } }],
    title: (c) => `Tzatziki with ${ampersand(c.titles("veg"))} Sticks`,
    description: (c) =>
      `Cool garlicky yogurt dip with grated cucumber${c.has("herb") ? ` and ${c.names("herb")}` : ""}, served with crunchy ${c.names("veg")}. Ready in fifteen minutes, no cooking.`,
    steps: (c) => [
      `Coarsely grate ${c.qty("cucumber")}, toss with a pinch of salt and leave in a sieve for 10 minutes, then squeeze out as much liquid as you can.`,
      `Stir the cucumber into ${c.qty("yogurt")} with the ${c.qty("garlic")}, finely grated${c.has("herb") ? `, chopped ${c.names("herb")}` : ""}${c.has("lemon") ? ` and a squeeze of ${c.names("lemon")}` : ""}. Season with salt.`,
      `Spoon into a bowl and drizzle with the olive oil.`,
      `Cut ${c.qty("veg")} into sticks and serve around the dip${c.has("bread") ? ` with ${c.names("bread")}` : ""}.`,
    ],
    tips: () => [
      "Squeezing the cucumber keeps the dip thick; skip it and the tzatziki turns watery within the hour.",
      "Made an hour ahead, the garlic mellows and the flavours blend.",
    ],
    drink: () => ({ wine: "a crisp Assyrtiko or other dry white", soft: "iced mint tea" }),
    sides: () => ["Warm pita bread", "Olives"],
  },
  {
    id: "roasted-nuts",
    name: "Spiced roasted nuts",
    cuisine: "Modern",
    mealTypes: ["snack"],
    difficulty: "easy",
    prepMin: 5,
    cookMin: 12,
    slots: [
      required("nuts", {
        roles: ["nut"],
        not: ["chia seeds", "flaxseed"],
        max: 2,
        per: { n: 30, unit: "g" },
        split: true,
        fallback: ["almonds", "walnuts", "pumpkin seeds"],
        defining: true,
      }),
      required("spice", {
        names: ["paprika", "cumin", "cinnamon", "chili powder"],
        max: 2,
        per: { n: 0.25, unit: "tsp" },
        fallback: ["paprika", "cumin"],
      }),
      optional("herb", { names: ["rosemary", "thyme"], per: { n: 0.5, unit: "g" } }),
      optional("sweet", { names: ["maple syrup", "honey"], per: { n: 0.5, unit: "tsp" } }),
    ],
    staples: [salt, { name: "olive oil", per: { n: 0.25, unit: "tbsp" } }],
    title: (c) => `${c.is("spice", "cinnamon") ? "Cinnamon" : "Spiced"} Roasted ${ampersand(c.titles("nuts"))}`,
    description: (c) =>
      `${ampersand(c.titles("nuts"))} roasted with ${c.names("spice")}${c.has("herb") ? ` and ${c.names("herb")}` : ""} until toasty and fragrant. A crunchy snack that keeps a week in a jar.`,
    steps: (c) => [
      "Heat the oven to 170 °C (150 °C fan) and line a baking tray.",
      `Toss ${c.qty("nuts")} with the olive oil, ${c.qty("spice")}${c.has("herb") ? `, chopped ${c.names("herb")}` : ""}${c.has("sweet") ? `, ${c.qty("sweet")}` : ""} and a good pinch of salt.`,
      "Spread in a single layer and roast for 10–12 minutes, stirring halfway, until a shade darker and fragrant.",
      "Cool completely on the tray: they crisp as they cool. Store in an airtight jar.",
    ],
    tips: () => [
      "Nuts go from toasted to burnt in a minute; set a timer and check from 8 minutes.",
      "Seeds roast faster than whole nuts; add them halfway.",
    ],
    drink: () => ({ wine: "a chilled fino sherry", soft: "sparkling water with orange" }),
    sides: () => ["Olives", "Cheese cubes"],
  },
];
