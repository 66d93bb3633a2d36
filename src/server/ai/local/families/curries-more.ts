/** More curries: chana masala, saag, butter chicken (or paneer), Thai coconut curry. */
import type { RecipeFamily } from "../family-types";
import { ampersand, capitalize } from "../text";
import { cookVegInStages, prepProtein, prepVeg, proteinKind, searCue } from "./cook-notes";
import { CANNED_FISH, CURED } from "./ingredient-lists";
import { garlicSlot, onionSlot, optional, proteinSlot, required, seasoning, vegSlot } from "./slot-kits";

const ginger = optional("ginger", { names: ["ginger"], per: { n: 5, unit: "g" } });
const rice = optional("rice", { names: ["rice", "brown rice"], per: { n: 70, unit: "g" } });
const chili = optional("chili", { names: ["chili pepper", "jalapeno", "chili flakes", "chili powder"], per: { n: 0.25, unit: "piece" }, perFor: { "chili flakes": { n: 0.25, unit: "tsp" }, "chili powder": { n: 0.25, unit: "tsp" } } });
const curryDrink = { wine: "an off-dry Riesling", soft: "salted lassi or masala chai" };

/** "Simmer the rice" sentence when a rice slot is filled, "" otherwise. */
const riceStep = (c: Parameters<RecipeFamily["steps"]>[0]) =>
  c.has("rice") ? `Rinse the ${c.qty("rice")} and simmer with ${c.scaled(110, "ml")} water, covered, for 12 minutes; rest off the heat.` : "";

/** Chana masala, saag, butter chicken and Thai coconut curry. */
export const CURRY_MORE_FAMILIES: RecipeFamily[] = [
  {
    id: "chana-masala",
    name: "Chana masala",
    cuisine: "Indian",
    mealTypes: ["dinner", "lunch"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 30,
    slots: [
      required("chickpeas", { names: ["chickpeas"], per: { n: 120, unit: "g" }, fallback: ["chickpeas"], defining: true }),
      required("tomato", { names: ["canned tomatoes", "tomato"], per: { n: 100, unit: "g" }, fallback: ["canned tomatoes"] }),
      onionSlot({ per: { n: 60, unit: "g" } }),
      garlicSlot(),
      ginger,
      required("spice", { names: ["garam masala", "cumin", "curry powder", "coriander seed", "turmeric"], max: 3, per: { n: 0.5, unit: "tsp" }, fallback: ["garam masala", "cumin"] }),
      chili,
      optional("greens", { names: ["spinach", "kale"], per: { n: 40, unit: "g" }, defining: true }),
      optional("lemon", { names: ["lemon", "lime"], per: { n: 0.25, unit: "piece" } }),
      optional("herb", { names: ["cilantro"], per: { n: 3, unit: "g" } }),
      rice,
    ],
    staples: seasoning(1, "vegetable oil"),
    title: (c) => `Chana Masala${c.has("greens") ? ` with ${c.title("greens")}` : ""}`,
    description: (c) =>
      `Chickpeas simmered in a tangy tomato-and-onion masala with ${c.names("spice")}${c.has("greens") ? ` and ${c.names("greens")}` : ""}. A Punjabi favourite that is vegan by nature.`,
    steps: (c) =>
      [
        riceStep(c),
        `Finely chop the ${c.qty("onion")}; crush the ${c.qty("garlic")}${c.has("ginger") ? ` and grate the ${c.qty("ginger")}` : ""}${c.has("chili") && !/flakes|powder/.test(c.names("chili")) ? `; slit the ${c.qty("chili")}` : ""}.`,
        `Heat the ${c.staple("vegetable oil")} oil in a deep pan and fry the onion over medium heat for 10 minutes until deep golden. Add the garlic${c.has("ginger") ? ", ginger" : ""}${c.has("chili") ? `, the ${c.names("chili")}` : ""} and the ${c.qty("spice")}; stir for 1 minute.`,
        `Add the ${c.qty("tomato")}${c.is("tomato", "tomato") ? ", chopped" : ""} and cook for 5–8 minutes until the oil separates at the edges.`,
        `Stir in the ${c.qty("chickpeas")}, drained, with ${c.scaled(100, "ml")} water. Simmer for 15 minutes, mashing a few chickpeas to thicken the sauce.${c.has("greens") ? ` Stir in the ${c.qty("greens")} until wilted.` : ""}`,
        `Season with salt and pepper${c.has("lemon") ? ` and a squeeze of the ${c.qty("lemon")}` : ""}${c.has("herb") ? `; scatter with the ${c.names("herb")}` : ""} and serve${c.has("rice") ? ` with the ${c.names("rice")}` : " with rice or flatbread"}.`,
      ].filter(Boolean),
    tips: () => [
      "Cook the tomato-onion masala until oil beads at the edges: that is the sign it is ready.",
      "Mashing some chickpeas gives a thick sauce without cream.",
    ],
    drink: () => curryDrink,
    sides: () => ["Warm naan or bhatura", "Sliced red onion with lemon"],
  },
  {
    id: "saag",
    name: "Saag",
    cuisine: "Indian",
    mealTypes: ["dinner", "lunch"],
    difficulty: "medium",
    prepMin: 15,
    cookMin: 25,
    slots: [
      required("greens", { names: ["spinach", "kale", "swiss chard", "collard greens"], max: 2, per: { n: 150, unit: "g" }, split: true, fallback: ["spinach"], defining: true }),
      required("main", { names: ["paneer", "potato", "tofu", "chickpeas", "halloumi"], per: { n: 100, unit: "g" }, fallback: ["paneer", "potato"], defining: true }),
      onionSlot(),
      garlicSlot(),
      ginger,
      required("spice", { names: ["garam masala", "cumin", "turmeric", "curry powder"], max: 2, per: { n: 0.5, unit: "tsp" }, fallback: ["garam masala", "cumin"] }),
      optional("cream", { names: ["heavy cream", "yogurt", "greek yogurt", "coconut milk"], per: { n: 25, unit: "ml" } }),
      chili,
      rice,
    ],
    staples: seasoning(1, "vegetable oil"),
    title: (c) => (c.is("main", "potato") ? "Saag Aloo" : c.is("main", "paneer") ? "Saag Paneer" : `${c.title("main")} Saag`),
    description: (c) =>
      `${capitalize(c.names("greens"))} cooked down with onion, garlic and ${c.names("spice")} into a silky sauce around ${c.is("main", "potato") ? "tender potatoes" : `golden ${c.names("main")}`}. A North Indian classic.`,
    steps: (c) => {
      const main = c.first("main")!;
      const boiled = c.is("main", "potato", "chickpeas");
      return [
        riceStep(c),
        boiled
          ? c.is("main", "potato")
            ? `Peel the ${c.qty("main")}, cut into 2 cm cubes and boil in salted water for 8 minutes until just tender; drain.`
            : `Drain and rinse the ${c.qty("main")}.`
          : `${prepProtein(main, c.qty("main"))} Fry in half of the ${c.staple("vegetable oil")} oil ${searCue(main)}; lift out.`,
        `Blanch the ${c.qty("greens")} in boiling water for 1 minute, drain, squeeze dry and chop finely (or blend to a coarse purée).`,
        `Chop the ${c.qty("onion")}; crush the ${c.qty("garlic")}${c.has("ginger") ? ` and grate the ${c.qty("ginger")}` : ""}. Fry the onion in the ${boiled ? "" : "remaining "}oil for 8 minutes, add the garlic${c.has("ginger") ? ", ginger" : ""}${c.has("chili") ? `, the ${c.qty("chili")}` : ""} and the ${c.qty("spice")}, and stir for 1 minute.`,
        `Add the greens with a splash of water and simmer for 5 minutes${c.has("cream") ? `, then stir in the ${c.qty("cream")} off the boil` : ""}. Fold in the ${c.names("main")} and warm through for 3 minutes${c.is("main", "potato") ? ", letting the potatoes soak up the sauce" : ""}.`,
        `Season with salt and pepper and serve${c.has("rice") ? ` with the ${c.names("rice")}` : " with naan or rice"}.`,
      ].filter(Boolean);
    },
    tips: () => [
      "Squeeze the blanched greens hard: excess water dilutes the spices.",
      "A pinch of garam masala stirred in at the very end lifts the aroma.",
    ],
    drink: () => curryDrink,
    sides: () => ["Warm naan", "Cucumber raita"],
  },
  {
    id: "butter-chicken",
    name: "Butter chicken",
    cuisine: "Indian",
    mealTypes: ["dinner"],
    difficulty: "medium",
    prepMin: 20,
    cookMin: 30,
    slots: [
      required("protein", { names: ["chicken thigh", "chicken breast", "paneer", "tofu"], per: { n: 150, unit: "g" }, fallback: ["chicken thigh", "paneer"], defining: true }),
      optional("yogurt", { names: ["greek yogurt", "yogurt"], per: { n: 30, unit: "g" } }),
      required("tomato", { names: ["canned tomatoes", "tomato", "pasta sauce"], per: { n: 120, unit: "g" }, fallback: ["canned tomatoes"] }),
      required("butter", { names: ["butter", "ghee"], per: { n: 15, unit: "g" }, fallback: ["butter", "ghee"] }),
      optional("cream", { names: ["heavy cream", "light cream", "coconut milk"], per: { n: 40, unit: "ml" } }),
      onionSlot({ min: 0 }),
      garlicSlot(),
      ginger,
      required("spice", { names: ["garam masala", "curry powder", "chili powder", "paprika", "turmeric"], max: 2, per: { n: 0.75, unit: "tsp" }, fallback: ["garam masala"] }),
      optional("sweet", { names: ["honey", "sugar", "brown sugar"], per: { n: 0.5, unit: "tsp" } }),
      rice,
    ],
    staples: [{ name: "salt", per: { n: 0, unit: "taste" } }, { name: "vegetable oil", per: { n: 0.5, unit: "tbsp" } }],
    title: (c) => (proteinKind(c.first("protein")) === "poultry" ? "Butter Chicken (Murgh Makhani)" : `${c.title("protein")} Butter Masala`),
    description: (c) =>
      `${capitalize(c.names("protein"))} in a mild, velvety tomato sauce enriched with ${c.names("butter")}${c.has("cream") ? ` and ${c.names("cream")}` : ""} and warmed with ${c.names("spice")}. The Delhi dish that conquered the world.`,
    steps: (c) => {
      const p = c.first("protein")!;
      const chicken = proteinKind(p) === "poultry";
      return [
        `${chicken ? `Cut the ${c.qty("protein")} into bite-size pieces` : `Cut the ${c.qty("protein")} into 2 cm cubes`} and mix with ${c.has("yogurt") ? `the ${c.qty("yogurt")}, ` : ""}half of the ${c.qty("spice")} and a pinch of salt; leave for 15 minutes (or overnight in the fridge).`,
        riceStep(c),
        `Heat the ${c.staple("vegetable oil")} oil in a wide pan over high heat and brown the ${c.names("protein")} ${chicken ? "for 5–6 minutes (it finishes in the sauce)" : searCue(p)}; lift out.`,
        `Lower the heat, melt the ${c.qty("butter")} and cook ${c.has("onion") ? `the ${c.qty("onion")}, finely chopped, for 6 minutes, then ` : ""}the ${c.qty("garlic")}, crushed${c.has("ginger") ? `, and the ${c.qty("ginger")}, grated,` : ""} for 1 minute with the rest of the spice.`,
        `Add the ${c.qty("tomato")}${c.has("sweet") ? ` and the ${c.qty("sweet")}` : ""}, simmer for 10 minutes, then blend smooth.`,
        `Return the ${c.names("protein")} and simmer gently for ${chicken ? "10 minutes, until cooked through (74 °C)" : "5 minutes"}.${c.has("cream") ? ` Stir in the ${c.qty("cream")} and warm without boiling.` : ""} Season with salt and serve${c.has("rice") ? ` over the ${c.names("rice")}` : " with rice or naan"}.`,
      ].filter(Boolean);
    },
    tips: () => [
      "Blending the sauce before the chicken goes back gives the restaurant-smooth texture.",
      "Thigh meat stays juicier than breast in the simmer.",
    ],
    drink: () => ({ wine: "a fruity Grenache rosé or off-dry Riesling", soft: "mango lassi" }),
    sides: () => ["Garlic naan", "Jeera (cumin) rice"],
  },
  {
    id: "thai-curry",
    name: "Thai coconut curry",
    cuisine: "Thai",
    mealTypes: ["dinner", "lunch"],
    difficulty: "medium",
    prepMin: 15,
    cookMin: 20,
    slots: [
      required("paste", { names: ["curry paste"], per: { n: 1, unit: "tbsp" }, fallback: ["curry paste"], defining: true }),
      required("coconut", { names: ["coconut milk"], per: { n: 130, unit: "ml" }, fallback: ["coconut milk"] }),
      proteinSlot("protein", { not: [...CURED, ...CANNED_FISH, "ground beef", "ground lamb"], fallback: ["chicken thigh", "tofu", "chickpeas"] }),
      vegSlot("veg", { roles: [], names: ["bamboo shoots", "eggplant", "green beans", "bell pepper", "zucchini", "snow peas", "broccoli", "mushroom", "bok choy", "baby corn", "sweet potato", "pumpkin"], max: 2, per: { n: 110, unit: "g" }, fallback: ["green beans", "bell pepper"] }),
      optional("sauce", { names: ["fish sauce", "soy sauce", "tamari"], per: { n: 1, unit: "tsp" } }),
      optional("sweet", { names: ["brown sugar", "sugar", "honey"], per: { n: 0.5, unit: "tsp" } }),
      optional("herb", { names: ["basil", "cilantro", "lemongrass"], per: { n: 2, unit: "g" } }),
      optional("lime", { names: ["lime"], per: { n: 0.25, unit: "piece" } }),
      optional("rice", { names: ["rice"], per: { n: 70, unit: "g" } }),
    ],
    staples: [{ name: "vegetable oil", per: { n: 0.5, unit: "tbsp" } }, { name: "salt", per: { n: 0, unit: "taste" } }],
    title: (c) => `Thai ${ampersand([c.title("protein"), ...c.titles("veg")].slice(0, 3))} Curry`,
    description: (c) =>
      `${capitalize(c.names("protein"))} and ${c.names("veg")} simmered in coconut milk with ${c.names("paste")}${c.has("herb") ? ` and finished with ${c.names("herb")}` : ""}. Fragrant, creamy and on the table in half an hour.`,
    steps: (c) => {
      const p = c.first("protein")!;
      const k = proteinKind(p);
      const late = k === "shellfish" || k === "fish" || k === "legume";
      return [
        c.has("rice") ? `Rinse the ${c.qty("rice")} and simmer with ${c.scaled(110, "ml")} water, covered, for 12 minutes.` : "",
        `${prepProtein(p, c.qty("protein"))} ${prepVeg(c, "veg")}`,
        `Heat the ${c.staple("vegetable oil")} oil in a wok or deep pan and fry the ${c.qty("paste")} for 1–2 minutes, then add a third of the ${c.qty("coconut")} and let it bubble until the oil separates.`,
        late ? "" : `Add the ${c.names("protein")} and turn to coat, cooking for 3–4 minutes.`,
        `Pour in the rest of the coconut milk and ${c.scaled(60, "ml")} water. ${cookVegInStages(c, "veg", "6 minutes at a simmer", "3–4 minutes")}${late ? ` Add the ${c.names("protein")} and cook ${searCue(p).replace(/^until/, "until")}.` : k === "poultry" ? " Check the chicken is cooked through (74 °C)." : ""}`,
        `Season with ${c.has("sauce") ? `the ${c.qty("sauce")}` : "salt"}${c.has("sweet") ? ` and the ${c.qty("sweet")}` : ""}${c.has("lime") ? `, and a squeeze of the ${c.qty("lime")}` : ""}; taste for salt.${c.has("herb") ? ` Stir in the ${c.names("herb")} just before serving.` : ""}`,
        `Serve ${c.has("rice") ? `over the ${c.names("rice")}` : "with steamed jasmine rice"}.`,
      ].filter(Boolean);
    },
    tips: () => [
      "Frying the paste in the thick coconut cream first is what gives a Thai curry its depth.",
      "Balance salty, sweet and sour at the end: fish sauce, sugar, lime.",
    ],
    drink: () => ({ wine: "an off-dry Gewürztraminer", soft: "Thai iced tea or lemongrass water" }),
    sides: () => ["Steamed jasmine rice", "Cucumber relish"],
  },
];
