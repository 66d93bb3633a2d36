/** Snack recipe families: hummus with crudités, snack plate, no-bake energy bites, fruit salad. */
import type { RecipeFamily } from "../family-types";
import { ampersand, joinList } from "../text";
import { DRIED_FRUIT, SOUR_FRUIT } from "./ingredient-lists";
import { garlicSlot, optional, required, vegSlot } from "./slot-kits";
import { chosenPhrase } from "../amounts";

const DIPPERS = ["carrot", "cucumber", "bell pepper", "celery", "radish", "snap peas", "broccoli", "tomato"];
const SWEET_FRUIT = { roles: ["fruit" as const], not: [...SOUR_FRUIT, "frozen berries", "canned fruit", "applesauce"] };
const FRESH_FRUIT = { roles: ["fruit" as const], not: [...SOUR_FRUIT, ...DRIED_FRUIT, "frozen berries", "applesauce"] };
const salt = { name: "salt", per: { n: 0, unit: "taste" as const } };

/** Hummus with crudités, snack plate, energy bites and fruit salad. */
export const SNACK_FAMILIES: RecipeFamily[] = [
  {
    id: "hummus-crudites",
    name: "Hummus & crudités",
    cuisine: "Middle Eastern",
    mealTypes: ["snack", "lunch"],
    difficulty: "easy",
    prepMin: 15,
    cookMin: 0,
    slots: [
      required("base", { names: ["chickpeas", "hummus"], per: { n: 60, unit: "g" }, fallback: ["chickpeas"], defining: true }),
      optional("tahini", { names: ["tahini"], per: { n: 0.5, unit: "tbsp" } }),
      required("lemon", { names: ["lemon", "lime"], per: { n: 0.25, unit: "piece" }, fallback: ["lemon"] }),
      garlicSlot({ per: { n: 0.5, unit: "clove" } }),
      vegSlot("veg", {
        raw: true,
        roles: [],
        names: DIPPERS,
        min: 2,
        max: 4,
        per: { n: 100, unit: "g" },
        fallback: ["carrot", "cucumber"],
      }),
      optional("bread", { names: ["pita", "crackers", "bread"], per: { n: 30, unit: "g" } }),
      optional("spice", { names: ["paprika", "cumin"], per: { n: 0.25, unit: "tsp" } }),
    ],
    staples: [salt, { name: "olive oil", per: { n: 1, unit: "tbsp" } }],
    title: (c) => `${c.is("base", "hummus") ? "Hummus" : "Homemade Hummus"} with ${ampersand(c.titles("veg").slice(0, 3))} Sticks`,
    description: (c) =>
      `${c.is("base", "hummus") ? "Your hummus freshened with lemon and garlic" : `Silky hummus blended from ${c.names("base")}${c.has("tahini") ? " and tahini" : ""}`}, with crunchy ${c.names("veg")} for dipping. A snack that is also a light lunch.`,
    steps: (c) =>
      c.is("base", "hummus")
        ? [
            `Stir the juice of the ${c.qty("lemon")}, a little grated ${c.names("garlic")} and 1 tbsp olive oil into ${c.qty("base")} to freshen it.`,
            `Cut ${c.qty("veg")} into sticks or bite-size pieces.`,
            `Spread the hummus in a shallow bowl with a swirl, drizzle with oil${c.has("spice") ? ` and dust with ${c.names("spice")}` : ""}, and serve with the vegetables${c.has("bread") ? ` and ${c.names("bread")}` : ""}.`,
          ]
        : [
            `Drain ${c.qty("base")}, keeping the liquid (aquafaba). For the smoothest hummus, simmer the chickpeas for 10 minutes and rub off loose skins.`,
            `Blend the chickpeas with ${c.has("tahini") ? `${c.qty("tahini")}, ` : ""}the juice of the ${c.qty("lemon")}, the ${c.qty("garlic")} and a pinch of salt.`,
            `With the motor running, add 2–4 tbsp ice-cold water or chickpea liquid until very smooth and creamy, 2–3 minutes in all. Taste for salt and lemon.`,
            `Cut ${c.qty("veg")} into sticks or bite-size pieces.`,
            `Spread the hummus in a shallow bowl, drizzle with the olive oil${c.has("spice") ? ` and dust with ${c.names("spice")}` : ""}, and serve with the vegetables${c.has("bread") ? ` and ${c.names("bread")}` : ""}.`,
          ],
    tips: (c) => [
      "Ice-cold water whipped in at the end makes hummus light and pale.",
      c.has("tahini")
        ? "Stir the tahini jar well first: the oil separates on top."
        : "No tahini? A spoon of olive oil or plain yogurt gives creaminess instead.",
    ],
    drink: () => ({ soft: "fresh mint lemonade" }),
    sides: () => ["Warm pita bread", "Olives"],
  },
  {
    id: "snack-plate",
    name: "Snack plate",
    cuisine: "Grazing",
    mealTypes: ["snack"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 0,
    slots: [
      required("fruit", { ...SWEET_FRUIT, max: 2, per: { n: 80, unit: "g" }, split: true, fallback: ["apple", "grapes"], defining: true }),
      optional("cheese", { roles: ["cheese"], not: ["cream cheese", "cottage cheese"], per: { n: 30, unit: "g" }, defining: true }),
      optional("nuts", { roles: ["nut"], not: ["peanut butter"], per: { n: 20, unit: "g" }, defining: true }),
      optional("crackers", { names: ["crackers", "pita", "bread"], per: { n: 25, unit: "g" } }),
      vegSlot("veg", { raw: true, roles: [], names: DIPPERS, min: 0, max: 2, per: { n: 50, unit: "g" } }),
      optional("extra", { names: ["olives", "pickles", "hummus", "ham", "salami"], per: { n: 20, unit: "g" } }),
    ],
    staples: [],
    title: (c) => `${ampersand([c.title("cheese"), ...c.titles("fruit"), c.title("nuts")].filter(Boolean).slice(0, 3))} Snack Plate`,
    description: (c) =>
      `A no-cook grazing plate of ${joinList(["cheese", "fruit", "nuts", "veg", "crackers"].flatMap((k) => c.labels(k)))}. Sweet, salty and crunchy in one place.`,
    steps: (c) =>
      [
        `Wash and slice the ${c.qty("fruit")}${c.all("fruit").some((f) => /apple|pear/.test(f.name)) ? "; toss apple or pear slices with a little lemon juice or salted water so they stay white" : ""}.`,
        c.has("cheese")
          ? `Cut ${c.qty("cheese")} into slices or cubes; take it out of the fridge 20 minutes ahead for the best flavour.`
          : "",
        c.has("veg") ? `Cut ${c.qty("veg")} into sticks.` : "",
        `Arrange everything in small piles on a board or plate${c.has("nuts") ? `, fill the gaps with ${c.qty("nuts")}` : ""}${c.has("crackers") ? ` and add ${c.qty("crackers")}` : ""}${c.has("extra") ? `, with ${c.qty("extra")} in a small bowl` : ""}.`,
      ].filter(Boolean),
    tips: () => [
      "Mix textures and colours: something crunchy, something creamy, something sweet.",
      "Cheese tastes of much more at room temperature than straight from the fridge.",
    ],
    drink: () => ({ wine: "a glass of dry cider or off-dry white", soft: "sparkling water with a slice of orange" }),
    sides: () => ["A small bowl of olives", "Dark chocolate squares"],
  },
  {
    id: "energy-bites",
    name: "Energy bites",
    cuisine: "Modern",
    mealTypes: ["snack"],
    difficulty: "easy",
    prepMin: 15,
    cookMin: 0,
    slots: [
      required("oats", { names: ["oats"], per: { n: 25, unit: "g" }, fallback: ["oats"], defining: true }),
      required("binder", {
        names: ["peanut butter", "almond butter", "tahini"],
        per: { n: 1, unit: "tbsp" },
        fallback: ["peanut butter", "almond butter", "tahini"],
        defining: true,
      }),
      required("sweet", { names: ["honey", "maple syrup"], per: { n: 0.5, unit: "tbsp" }, fallback: ["honey", "maple syrup"] }),
      optional("extra", {
        names: ["chocolate chips", "raisins", "chia seeds", "dried cranberries", "coconut flakes"],
        max: 2,
        per: { n: 10, unit: "g" },
        defining: true,
      }),
    ],
    staples: [salt],
    title: (c) => `${c.title("binder")}${c.has("extra") ? ` & ${ampersand(c.titles("extra"))}` : ""} Energy Bites`,
    description: (c) =>
      `No-bake bites of oats bound with ${c.names("binder")} and ${c.names("sweet")}${c.has("extra") ? `, studded with ${c.names("extra")}` : ""}. About three per person, and they keep a week in the fridge.`,
    steps: (c) => [
      `Stir ${c.qty("binder")} with ${c.qty("sweet")} and a pinch of salt until smooth (warm for 20 seconds if stiff).`,
      `Mix in ${joinList([c.qty("oats"), ...c.all("extra").map(chosenPhrase)])} until every oat is coated. The mixture should hold together when squeezed; add a spoon more ${c.names("binder")} if crumbly, or oats if sticky.`,
      "Chill for 15 minutes, then roll into walnut-sized balls with damp hands.",
      "Keep in a closed container in the fridge for up to a week.",
    ],
    tips: () => ["Damp hands stop the mixture sticking while you roll.", "Chilling firms the mix so the balls hold their shape."],
    drink: () => ({ soft: "a glass of cold milk or an iced coffee" }),
    sides: () => ["A piece of fruit", "Greek yogurt"],
  },
  {
    id: "fruit-salad",
    name: "Fruit salad",
    cuisine: "Modern",
    mealTypes: ["snack", "breakfast"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 0,
    slots: [
      required("fruit", {
        ...FRESH_FRUIT,
        min: 2,
        max: 4,
        per: { n: 160, unit: "g" },
        split: true,
        fallback: ["apple", "banana", "orange"],
        defining: true,
      }),
      optional("citrus", { names: ["lime", "lemon"], per: { n: 0.25, unit: "piece" } }),
      optional("herb", { names: ["mint"], per: { n: 1, unit: "g" } }),
      optional("yogurt", { names: ["greek yogurt", "yogurt"], per: { n: 60, unit: "g" } }),
      optional("sweet", { names: ["honey", "maple syrup"], per: { n: 1, unit: "tsp" } }),
    ],
    staples: [],
    title: (c) => `${ampersand(c.titles("fruit").slice(0, 3))} Fruit Salad${c.has("herb") ? " with Mint" : ""}`,
    description: (c) =>
      `Fresh ${c.names("fruit")} tossed with ${c.has("citrus") ? `${c.names("citrus")} juice` : "a squeeze of citrus"}${c.has("yogurt") ? `, with ${c.names("yogurt")} on the side` : ""}. Bright, juicy and ready in ten minutes.`,
    steps: (c) =>
      [
        `Wash, peel where needed and cut ${c.qty("fruit")} into similar bite-size pieces.`,
        `Toss gently with ${c.has("citrus") ? `the juice of the ${c.qty("citrus")}` : "a little orange or lemon juice"}${c.has("sweet") ? ` and ${c.qty("sweet")}` : ""}; the acid stops apples and bananas browning.`,
        c.has("herb") ? `Shred the ${c.names("herb")} leaves and fold through just before serving.` : "",
        `Serve chilled${c.has("yogurt") ? ` with ${c.qty("yogurt")}` : ""}.`,
      ].filter(Boolean),
    tips: () => [
      "Add soft fruit like banana and berries last so they keep their shape.",
      "Best within a few hours; it gets watery overnight.",
    ],
    drink: () => ({ soft: "iced green tea" }),
    sides: () => ["Granola", "Greek yogurt"],
  },
];
