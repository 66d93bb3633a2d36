/** More mains: stuffed peppers, fish parcels, flatbread pizza, lettuce wraps. */
import type { RecipeFamily } from "../family-types";
import { ampersand, capitalize, joinList } from "../text";
import { drinkForProtein, proteinKind, searCue } from "./cook-notes";
import { garlicSlot, onionSlot, optional, required, seasoning, vegSlot } from "./slot-kits";

/** Stuffed peppers, fish parcels, flatbread pizza and lettuce wraps. */
export const OVEN_MORE_FAMILIES: RecipeFamily[] = [
  {
    id: "stuffed-peppers",
    name: "Stuffed peppers",
    cuisine: "Mediterranean",
    mealTypes: ["dinner"],
    difficulty: "medium",
    prepMin: 20,
    cookMin: 40,
    slots: [
      required("pepper", { names: ["bell pepper"], per: { n: 1, unit: "piece" }, fallback: ["bell pepper"], defining: true }),
      required("grain", { names: ["rice", "quinoa", "couscous", "bulgur", "brown rice"], per: { n: 40, unit: "g" }, fallback: ["rice", "quinoa"] }),
      required("filling", { names: ["ground beef", "ground turkey", "ground lamb", "black beans", "lentils", "chickpeas", "kidney beans"], per: { n: 90, unit: "g" }, fallback: ["ground beef", "black beans"], defining: true }),
      required("tomato", { names: ["canned tomatoes", "pasta sauce", "tomato"], per: { n: 80, unit: "g" }, fallback: ["canned tomatoes"] }),
      onionSlot(),
      garlicSlot(),
      optional("spice", { names: ["cumin", "paprika", "oregano", "italian seasoning", "chili powder"], max: 2, per: { n: 0.5, unit: "tsp" } }),
      optional("cheese", { names: ["cheddar cheese", "mozzarella", "feta", "parmesan"], per: { n: 25, unit: "g" } }),
      optional("corn", { names: ["corn", "spinach", "zucchini", "mushroom"], per: { n: 40, unit: "g" } }),
    ],
    staples: seasoning(0.75),
    title: (c) => `${c.title("filling")} & ${c.title("grain")} Stuffed Peppers`,
    description: (c) =>
      `Whole ${c.names("pepper")} filled with ${joinList([c.names("filling"), c.names("grain"), ...c.labels("corn")])} in a tomato sauce, baked until tender${c.has("cheese") ? ` under melted ${c.names("cheese")}` : ""}.`,
    steps: (c) => {
      const legume = c.first("filling")!.food.role === "legume";
      return [
        `Heat the oven to 190 °C (170 °C fan). Cook the ${c.qty("grain")} in salted water until just tender (it finishes in the oven); drain.`,
        `Cut the tops off the ${c.qty("pepper")}, scoop out the seeds and stand them in a snug baking dish. Chop the tops finely.`,
        `Dice the ${c.qty("onion")} and crush the ${c.qty("garlic")}. Heat the ${c.staple("olive oil")} olive oil in a pan and soften the onion and chopped pepper tops for 5 minutes.${legume ? "" : ` Add the ${c.qty("filling")} and cook ${searCue(c.first("filling"))}.`} Add the garlic${c.has("spice") ? ` and the ${c.qty("spice")}` : ""} for 1 minute.`,
        `Stir in ${legume ? `the ${c.qty("filling")}, drained, ` : ""}the grain${c.has("corn") ? `, the ${c.qty("corn")}, chopped,` : ""} and half of the ${c.qty("tomato")}; season with salt and pepper.`,
        `Pack the filling into the peppers, spoon the rest of the tomatoes around them with a splash of water${c.has("cheese") ? ` and top with the ${c.qty("cheese")}` : ""}.`,
        "Cover with foil and bake for 25 minutes, then uncover and bake 10–15 minutes more until the peppers are soft and the tops golden.",
      ];
    },
    tips: () => ["Slice a thin sliver off the base of wobbly peppers so they stand up.", "Undercook the grain: it keeps absorbing juices in the oven."],
    drink: (c) => (c.first("filling")!.food.role === "legume" ? { wine: "a Spanish Garnacha", soft: "sparkling water with lime" } : drinkForProtein(c.first("filling"))),
    sides: () => ["Green salad", "Garlic yogurt"],
  },
  {
    id: "fish-parcels",
    name: "Fish en papillote",
    cuisine: "French",
    mealTypes: ["dinner"],
    difficulty: "easy",
    prepMin: 15,
    cookMin: 18,
    slots: [
      required("fish", { names: ["salmon", "cod", "white fish", "haddock", "tilapia", "sea bass", "trout"], per: { n: 140, unit: "g" }, fallback: ["cod", "salmon"], defining: true }),
      vegSlot("veg", { roles: [], names: ["zucchini", "cherry tomato", "asparagus", "fennel", "green beans", "spinach", "bell pepper", "snow peas", "leek", "carrot"], not: ["leek"], max: 2, per: { n: 110, unit: "g" }, fallback: ["zucchini", "cherry tomato"] }),
      required("lemon", { names: ["lemon", "lime", "orange"], per: { n: 0.25, unit: "piece" }, fallback: ["lemon"] }),
      optional("herb", { names: ["dill", "parsley", "thyme", "basil", "chives"], per: { n: 2, unit: "g" } }),
      garlicSlot({ min: 0, per: { n: 0.5, unit: "clove" } }),
      optional("extra", { names: ["olives", "capers", "butter"], per: { n: 8, unit: "g" } }),
      optional("side", { names: ["potato", "rice", "couscous", "quinoa"], per: { n: 70, unit: "g" }, perFor: { potato: { n: 180, unit: "g" } } }),
    ],
    staples: seasoning(0.75),
    title: (c) => `${c.title("fish")} en Papillote with ${ampersand(c.titles("veg"))}`,
    description: (c) =>
      `${capitalize(c.names("fish"))} steamed in a paper parcel over ${c.names("veg")} with ${c.names("lemon")}${c.has("herb") ? ` and ${c.names("herb")}` : ""}. Everything cooks in its own juices: tender, fragrant and no pan to wash.`,
    steps: (c) =>
      [
        "Heat the oven to 200 °C (180 °C fan). Cut a large sheet of baking paper (about 40 cm) for each portion.",
        c.has("side")
          ? c.is("side", "potato")
            ? `Halve the ${c.qty("side")} and boil in salted water for 15 minutes until tender.`
            : `Cook the ${c.qty("side")} as the packet says.`
          : "",
        `Slice the ${c.qty("veg")} thinly so they cook as fast as the fish; slice the ${c.qty("lemon")}${c.has("garlic") ? ` and the ${c.qty("garlic")}` : ""}.`,
        `Pile the vegetables in the middle of each sheet, season with salt and pepper and lay a piece of the ${c.qty("fish")} on top. Add the lemon slices${c.has("herb") ? `, the ${c.qty("herb")}` : ""}${c.has("extra") ? `, the ${c.qty("extra")}` : ""} and drizzle with the ${c.staple("olive oil")} olive oil.`,
        "Fold the paper over and crimp the edges tightly to seal. Bake on a tray for 15–18 minutes, until the fish flakes and is opaque in the centre (63 °C).",
        `Open the parcels at the table${c.has("side") ? ` and serve with the ${c.names("side")}` : ""}.`,
      ].filter(Boolean),
    tips: () => ["Seal the parcels well: the trapped steam is what cooks the fish.", "Thicker fillets need 2–3 minutes more; check one parcel first."],
    drink: () => ({ wine: "a Sancerre or Picpoul de Pinet", soft: "iced green tea with lemon" }),
    sides: () => ["New potatoes with butter", "Green salad"],
  },
  {
    id: "flatbread-pizza",
    name: "Flatbread pizza",
    cuisine: "Italian-American",
    mealTypes: ["dinner", "lunch", "snack"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 12,
    slots: [
      required("base", { names: ["pizza dough", "naan", "pita", "tortilla", "bread"], per: { n: 1, unit: "piece" }, perFor: { "pizza dough": { n: 120, unit: "g" }, bread: { n: 2, unit: "slice" } }, fallback: ["pizza dough", "pita"] }),
      required("sauce", { names: ["pasta sauce", "canned tomatoes", "tomato paste", "pesto"], per: { n: 2, unit: "tbsp" }, fallback: ["pasta sauce", "canned tomatoes"] }),
      required("cheese", { names: ["mozzarella", "cheddar cheese", "goat cheese", "feta", "parmesan", "vegan cheese"], max: 2, per: { n: 45, unit: "g" }, split: true, fallback: ["mozzarella", "vegan cheese"], defining: true }),
      optional("meat", { names: ["pepperoni", "ham", "salami", "chorizo", "bacon", "prosciutto", "chicken breast"], per: { n: 30, unit: "g" }, defining: true }),
      vegSlot("veg", { roles: [], names: ["mushroom", "bell pepper", "spinach", "cherry tomato", "zucchini", "corn", "artichoke", "eggplant", "jalapeno", "arugula"], not: ["arugula"], min: 0, max: 2, per: { n: 50, unit: "g" } }),
      optional("olives", { names: ["olives", "red onion", "capers"], per: { n: 10, unit: "g" } }),
      optional("herb", { names: ["basil", "oregano", "italian seasoning", "arugula"], per: { n: 2, unit: "g" } }),
    ],
    staples: [{ name: "olive oil", per: { n: 0.5, unit: "tbsp" } }, { name: "salt", per: { n: 0, unit: "taste" } }],
    title: (c) => `${ampersand([c.title("meat"), ...c.titles("veg")].filter(Boolean).slice(0, 2)) || c.title("cheese")} ${c.is("base", "pizza dough") ? "Pizza" : `${c.title("base")} Pizza`}`,
    description: (c) =>
      `A quick pizza on ${c.is("base", "pizza dough") ? "a thin, home-stretched base" : c.names("base")}, spread with ${c.names("sauce")} and baked under ${c.names("cheese")}${c.has("meat") || c.has("veg") ? ` with ${c.list("meat", "veg")}` : ""}.`,
    steps: (c) =>
      [
        `Heat the oven as hot as it goes (at least 240 °C) with a baking tray inside.`,
        c.is("base", "pizza dough")
          ? `Stretch the ${c.qty("base")} into thin rounds on a floured surface.`
          : `Brush the ${c.qty("base")} lightly with some of the ${c.staple("olive oil")} olive oil.`,
        `Spread with the ${c.qty("sauce")}${c.is("sauce", "canned tomatoes") ? " (crushed, with a pinch of salt)" : ""}, leaving a border. Scatter over the ${c.qty("cheese")}, torn or grated${c.has("meat") ? `, the ${c.qty("meat")}` : ""}${c.has("veg") ? `, the ${c.qty("veg")}, thinly sliced` : ""}${c.has("olives") ? ` and the ${c.qty("olives")}` : ""}.`,
        `Slide onto the hot tray and bake for ${c.is("base", "pizza dough") ? "10–12" : "6–8"} minutes until the cheese bubbles and the edges are crisp.`,
        `Finish with ${c.has("herb") ? `the ${c.names("herb")}, ` : ""}a pinch of salt and a drizzle of ${c.is("base", "pizza dough") ? "the olive oil" : "the rest of the oil"}, slice and eat hot.`,
      ],
    tips: () => ["A preheated tray gives a crisp base even in a home oven.", "Go light on toppings: too many make the pizza soggy."],
    drink: () => ({ wine: "a Chianti or Barbera", soft: "homemade lemonade" }),
    sides: () => ["Rocket salad with parmesan", "Marinated olives"],
  },
  {
    id: "lettuce-wraps",
    name: "Lettuce wraps",
    cuisine: "Chinese",
    mealTypes: ["lunch", "dinner", "snack"],
    difficulty: "easy",
    prepMin: 15,
    cookMin: 10,
    slots: [
      required("protein", { names: ["ground pork", "ground turkey", "ground beef", "tofu", "chicken breast", "mushroom"], per: { n: 110, unit: "g" }, fallback: ["ground pork", "tofu"], defining: true }),
      required("lettuce", { names: ["lettuce"], per: { n: 60, unit: "g" }, fallback: ["lettuce"] }),
      vegSlot("veg", { roles: [], names: ["water chestnuts", "carrot", "bell pepper", "celery", "mushroom", "bamboo shoots", "zucchini"], min: 0, max: 2, per: { n: 50, unit: "g" } }),
      required("sauce", { names: ["hoisin sauce", "oyster sauce", "soy sauce", "tamari"], max: 2, per: { n: 1, unit: "tbsp" }, split: true, fallback: ["soy sauce", "tamari"] }),
      garlicSlot(),
      optional("ginger", { names: ["ginger"], per: { n: 4, unit: "g" } }),
      optional("scallion", { names: ["spring onion"], per: { n: 8, unit: "g" } }),
      optional("finish", { names: ["sesame oil", "lime", "sriracha", "chili crisp"], per: { n: 0.5, unit: "tsp" } }),
      optional("crunch", { names: ["peanuts", "cashews", "sesame seeds"], per: { n: 8, unit: "g" } }),
    ],
    staples: [{ name: "vegetable oil", per: { n: 0.5, unit: "tbsp" } }],
    title: (c) => `${c.title("protein").replace(/^Ground /, "")} Lettuce Wraps`,
    description: (c) =>
      `Savoury ${c.names("protein")}${c.has("veg") ? ` with ${c.names("veg")}` : ""} stir-fried in ${c.names("sauce")}, spooned into cool, crisp lettuce cups. Light, crunchy and low in carbs.`,
    steps: (c) => {
      const p = c.first("protein")!;
      const k = proteinKind(p);
      return [
        `Separate ${c.qty("lettuce")} into whole leaves to use as cups; wash and chill them. Crush the ${c.qty("garlic")}${c.has("ginger") ? `, grate the ${c.qty("ginger")}` : ""}${c.has("scallion") ? `, slice the ${c.qty("scallion")}` : ""}${c.has("veg") ? `; dice the ${c.qty("veg")} small` : ""}.`,
        k === "tofu" ? `Press the ${c.qty("protein")} dry and crumble it.` : k === "ground" ? "" : `Chop the ${c.qty("protein")} finely.`,
        `Heat the ${c.staple("vegetable oil")} oil in a wok over high heat and cook the ${k === "ground" ? c.qty("protein") : c.names("protein")} ${k === "ground" ? searCue(p) : k === "tofu" ? "until golden, 5–6 minutes" : "for 5–6 minutes until browned and cooked through"}.`,
        `Add the garlic${c.has("ginger") ? ", ginger" : ""}${c.has("veg") ? ` and the ${c.names("veg")}` : ""} and stir-fry for 2 minutes, then the ${c.qty("sauce")} and a splash of water; toss until glossy${c.has("finish") ? ` and finish with the ${c.qty("finish")}` : ""}.`,
        `Spoon into the lettuce cups and top with ${joinList([c.has("scallion") ? "the spring onion" : "", c.has("crunch") ? `the ${c.qty("crunch")}, chopped` : ""].filter(Boolean)) || "a pinch of chili"}. Eat with your hands.`,
      ].filter(Boolean);
    },
    tips: () => ["Chill the lettuce: the contrast of cold leaf and hot filling is the point.", "Dice everything small so it sits neatly in the cups."],
    drink: () => ({ wine: "an off-dry Riesling", soft: "jasmine iced tea" }),
    sides: () => ["Steamed rice", "Cucumber salad"],
  },
];
