/** Recipe families eaten by hand: tacos, quesadillas, sandwiches. */
import type { DishContext, RecipeFamily } from "../family-types";
import { ampersand, capitalize, joinList } from "../text";
import { drinkForProtein, prepProtein, proteinKind, searCue, isReadyToEat } from "./cook-notes";
import { CANNED_FISH, CURED, SLOW_COOK, SPECIALTY } from "./ingredient-lists";
import { optional, proteinSlot, required, seasoning, vegSlot } from "./slot-kits";

const RAW_TOPPINGS = ["lettuce", "tomato", "cabbage", "avocado", "bell pepper", "corn", "cucumber", "spinach", "arugula"];
const SAUCES = ["salsa", "sour cream", "greek yogurt", "hot sauce"];
const tortillas = (pieces: number) =>
  required("tortilla", { names: ["tortilla"], per: { n: pieces, unit: "piece" }, fallback: ["tortilla"], defining: true });
const salsa = optional("salsa", { names: SAUCES, per: { n: 1, unit: "tbsp" } });

/** How the sandwich filling is made ready, by what it is. */
function sandwichFilling(c: DishContext): string {
  const f = c.first("filling")!;
  const k = proteinKind(f);
  const spread = c.has("spread") ? c.names("spread") : "a little olive oil";
  if (k === "egg") return `Boil ${c.qty("filling")} for 9 minutes, cool in cold water, peel and mash with ${spread}, salt and pepper.`;
  if (k === "fish" || k === "legume")
    return `Drain ${c.qty("filling")}, then mash roughly with a fork and ${spread}; season with salt, pepper and a squeeze of lemon if you have one.`;
  if (k === "poultry" || k === "pork" || k === "beef" || k === "tofu" || k === "shellfish")
    return `${prepProtein(f, c.qty("filling"), "thin slices")} Fry in a little oil ${searCue(f)}; rest for 2 minutes.`;
  if (k === "cured") return `Lay out ${c.qty("filling")} ready to layer${c.is("filling", "bacon") ? `; fry it first ${searCue(f)}` : ""}.`;
  return `Prepare ${c.qty("filling")} as a spread.`;
}

/** Tacos, quesadillas and sandwiches. */
export const HANDHELD_FAMILIES: RecipeFamily[] = [
  {
    id: "tacos",
    name: "Tacos",
    cuisine: "Mexican-style",
    mealTypes: ["dinner", "lunch"],
    difficulty: "easy",
    prepMin: 15,
    cookMin: 12,
    slots: [
      tortillas(2),
      proteinSlot("protein", { not: [...CURED, ...CANNED_FISH], fallback: ["chicken breast", "black beans"] }),
      vegSlot("veg", { raw: true, roles: [], names: RAW_TOPPINGS, max: 3, per: { n: 70, unit: "g" }, fallback: ["lettuce", "tomato"] }),
      optional("cheese", { roles: ["cheese"], not: ["cream cheese", "parmesan"], per: { n: 20, unit: "g" } }),
      salsa,
      required("spice", {
        names: ["cumin", "chili powder", "paprika"],
        max: 2,
        per: { n: 0.5, unit: "tsp" },
        fallback: ["cumin", "chili powder"],
      }),
      optional("lime", { names: ["lime", "lemon"], per: { n: 0.25, unit: "piece" } }),
    ],
    staples: seasoning(0.5, "vegetable oil"),
    title: (c) => `${c.title("protein")} Tacos with ${ampersand(c.titles("veg").slice(0, 2))}`,
    description: (c) =>
      `Warm tortillas filled with ${c.has("spice") ? "spiced " : ""}${c.names("protein")} and fresh ${c.names("veg")}${c.has("cheese") ? `, finished with ${c.names("cheese")}` : ""}. Set everything out and let everyone build their own.`,
    steps: (c) => {
      const p = c.first("protein")!;
      const k = proteinKind(p);
      return [
        `${prepProtein(p, c.qty("protein"), "thin strips")} Toss with ${c.qty("spice")}, a pinch of salt and some black pepper.`,
        `Prepare the toppings: shred or chop ${c.qty("veg")}${c.has("cheese") ? `, grate ${c.qty("cheese")}` : ""}${c.has("lime") ? ` and cut the ${c.names("lime")} into wedges` : ""}.`,
        `Heat ${c.staple("vegetable oil")} oil in a frying pan over medium-high heat and cook the ${c.names("protein")} ${searCue(p)}${k === "legume" ? ", lightly crushing some with a fork" : ""}.`,
        `Warm ${c.qty("tortilla")} in a dry pan for 20–30 seconds per side, or wrapped in foil in a low oven; keep them under a clean towel.`,
        `Fill each tortilla with the ${c.names("protein")}, top with ${c.list("veg", "cheese")}${c.has("salsa") ? `, then a spoon of ${c.names("salsa")}` : ""}${c.has("lime") ? `, and squeeze over some ${c.names("lime")} juice` : ""}.`,
      ];
    },
    tips: (c) => [
      "Warm tortillas fold without cracking; two stacked tortillas hold juicy fillings better.",
      proteinKind(c.first("protein")) === "fish"
        ? "Flake the fish into large pieces only after cooking so it stays moist."
        : "Let cooked meat rest 2 minutes before filling so the juices stay in.",
    ],
    drink: (c) => ({ wine: "a Mexican-style lager or a crisp rosé", soft: drinkForProtein(c.first("protein")).soft }),
    sides: () => ["Black bean and corn salad", "Tortilla chips with salsa"],
  },
  {
    id: "quesadillas",
    name: "Quesadillas",
    cuisine: "Mexican-style",
    mealTypes: ["lunch", "snack", "dinner"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 10,
    slots: [
      tortillas(1),
      required("cheese", {
        roles: ["cheese"],
        not: ["cream cheese", "parmesan", "cottage cheese"],
        per: { n: 45, unit: "g" },
        fallback: ["cheddar cheese", "mozzarella"],
        defining: true,
      }),
      optional("filling", {
        roles: ["protein", "legume"],
        not: [...SPECIALTY, ...SLOW_COOK, "tofu", "salami", "sardines", "ground beef", "ground pork"],
        per: { n: 50, unit: "g" },
        defining: true,
      }),
      vegSlot("veg", {
        min: 0,
        max: 2,
        per: { n: 40, unit: "g" },
        names: ["bell pepper", "spinach", "corn", "mushroom", "zucchini"],
        roles: [],
      }),
      salsa,
    ],
    staples: seasoning(0.25, "vegetable oil"),
    title: (c) => `${ampersand([c.title("cheese"), c.title("filling"), ...c.titles("veg")].filter(Boolean).slice(0, 3))} Quesadillas`,
    description: (c) =>
      `Tortillas crisped in a pan around melted ${c.names("cheese")}${c.has("filling") ? ` and ${c.names("filling")}` : ""}${c.has("veg") ? ` with ${c.names("veg")}` : ""}. Cut into wedges; ready in about fifteen minutes.`,
    steps: (c) => {
      const f = c.first("filling");
      const needsCooking = f && !isReadyToEat(f);
      return [
        `Grate ${c.qty("cheese")}.${c.has("veg") ? ` Slice ${c.qty("veg")} thinly.` : ""}`,
        needsCooking
          ? `${prepProtein(f!, c.qty("filling"), "small pieces")} Cook in a little oil ${searCue(f)}.`
          : f
            ? `Drain or chop ${c.qty("filling")}.`
            : "",
        c.has("veg") ? `Soften the ${c.names("veg")} in the frying pan with a few drops of oil for 3–4 minutes; wipe the pan.` : "",
        `Scatter half of each tortilla with ${joinList(["cheese", ...c.labels("filling"), ...c.labels("veg")])}, then a little more cheese on top to glue it together; season with salt and pepper. Fold over.`,
        `Cook in a pan lightly filmed with the ${c.staple("vegetable oil")} vegetable oil over medium heat for 2–3 minutes per side, pressing with a spatula, until golden and the cheese has melted.`,
        `Rest 1 minute, cut into wedges and serve${c.has("salsa") ? ` with ${c.names("salsa")}` : ""}.`,
      ].filter(Boolean);
    },
    tips: () => [
      "Medium heat melts the cheese before the tortilla burns.",
      "Cheese on both sides of the filling holds the quesadilla together when you flip it.",
    ],
    drink: () => ({ wine: "a cold Mexican-style lager", soft: "agua fresca or lime soda" }),
    sides: () => ["Pico de gallo", "Simple green salad"],
  },
  {
    id: "sandwich",
    name: "Sandwich",
    cuisine: "Deli",
    mealTypes: ["lunch", "snack"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 5,
    slots: [
      required("bread", { roles: ["bread"], not: ["tortilla"], per: { n: 2, unit: "slice" }, fallback: ["bread"], defining: true }),
      required("filling", {
        roles: ["protein"],
        names: ["egg", "hummus", "chickpeas"],
        not: [
          ...SLOW_COOK,
          "ground beef",
          "ground pork",
          "ground turkey",
          "sausage",
          "chicken nuggets",
          "beef jerky",
          "hot dog",
          "mussels",
          "clams",
        ],
        per: { n: 70, unit: "g" },
        fallback: ["egg", "hummus"],
        defining: true,
      }),
      optional("cheese", { roles: ["cheese"], not: ["cream cheese", "parmesan", "cottage cheese"], per: { n: 20, unit: "g" } }),
      vegSlot("veg", { raw: true, roles: [], names: RAW_TOPPINGS, max: 2, per: { n: 40, unit: "g" }, fallback: ["lettuce", "tomato"] }),
      optional("spread", { names: ["mayonnaise", "mustard", "pesto", "butter"], per: { n: 1, unit: "tbsp" } }),
    ],
    staples: seasoning(0),
    title: (c) => {
      if (c.is("filling", "tuna") && c.has("cheese")) return "Tuna Melt";
      const f = proteinKind(c.first("filling")) === "egg" ? "Egg Salad" : c.title("filling");
      return `${ampersand([f, ...c.titles("veg"), c.title("cheese")].filter(Boolean).slice(0, 3))} Sandwich`;
    },
    description: (c) =>
      `${capitalize(c.names("bread"))} layered with ${joinList(["filling", "cheese", "veg"].flatMap((k) => c.labels(k)))}. A proper packed lunch in ten minutes.`,
    steps: (c) => [
      sandwichFilling(c),
      `Wash and dry the ${c.qty("veg")}; slice thinly.`,
      `${c.is("filling", "tuna") && c.has("cheese") ? "Toast the bread on one side under the grill" : `Toast ${c.qty("bread")} lightly if you like`}${c.has("spread") && proteinKind(c.first("filling")) !== "egg" ? `, then spread with ${c.names("spread")}` : ""}.`,
      c.is("filling", "tuna") && c.has("cheese")
        ? `Pile the tuna on the toasted side, cover with ${c.qty("cheese")} and grill for 2–3 minutes until bubbling; add the ${c.names("veg")} and top with the second slice.`
        : `Layer ${joinList(["the filling", c.qty("cheese"), ...c.labels("veg")].filter(Boolean))} between the slices, season with salt and pepper, press gently and cut diagonally.`,
    ],
    tips: () => [
      "Dry salad leaves and tomatoes well, and put them between the filling and the cheese, so the bread stays crisp.",
      "For a packed lunch, pack wet ingredients separately and assemble at lunchtime.",
    ],
    drink: (c) => ({ soft: proteinKind(c.first("filling")) === "fish" ? "iced lemon tea" : "sparkling apple juice" }),
    sides: () => ["A crunchy apple", "Carrot sticks"],
  },
];
