/** Egg-based recipe families: frittata, omelette, shakshuka, breakfast burrito. */
import type { DishContext, RecipeFamily } from "../family-types";
import { ampersand, joinList } from "../text";
import { CURED, VEG } from "./ingredient-lists";
import { garlicSlot, onionSlot, optional, required, seasoning, vegSlot } from "./slot-kits";
import { cookVegInStages, prepVeg, searCue } from "./cook-notes";

const eggs = required("egg", { names: ["egg"], per: { n: 2, unit: "piece" }, fallback: ["egg"], defining: true });
const cheese = (grams: number) => optional("cheese", { roles: ["cheese"], per: { n: grams, unit: "g" }, defining: true });
const cured = optional("meat", { names: [...CURED], per: { n: 40, unit: "g" }, defining: true });

/** "Bacon, Spinach & Cheddar Cheese" from the meat, vegetables and cheese chosen (at most three). */
function fillingTitle(c: DishContext): string {
  const parts = [c.title("meat"), ...c.titles("veg"), c.title("cheese")].filter(Boolean);
  return ampersand(parts.slice(0, 3));
}

const softDrink = { soft: "fresh orange juice or a pot of coffee" };

/** Frittata, omelette, shakshuka and breakfast burritos. */
export const BREAKFAST_EGG_FAMILIES: RecipeFamily[] = [
  {
    id: "frittata",
    name: "Frittata",
    cuisine: "Italian",
    mealTypes: ["breakfast", "lunch", "dinner"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 15,
    slots: [
      eggs,
      vegSlot("veg", { roles: [], names: VEG.eggs, fallback: ["spinach", "bell pepper"], per: { n: 100, unit: "g" } }),
      onionSlot({ min: 0 }),
      cheese(25),
      cured,
      optional("milk", { names: ["milk", "cream"], per: { n: 1, unit: "tbsp" } }),
    ],
    staples: seasoning(0.5),
    title: (c) => `${fillingTitle(c)} Frittata`,
    description: (c) =>
      `A thick Italian omelette packed with ${c.list("meat", "veg", "cheese")}, set on the hob and finished under the grill. Good hot or cold, so leftovers make tomorrow's lunch.`,
    steps: (c) =>
      [
        `Heat the oven grill (broiler) to high. Whisk ${c.qty("egg")}${c.has("milk") ? ` with ${c.qty("milk")}` : ""}, a good pinch of salt and some pepper${c.has("cheese") ? `, then stir in half of the ${c.qty("cheese")}` : ""}.`,
        prepVeg(c, "veg"),
        `Heat ${c.staple("olive oil")} olive oil in a ${c.servings > 4 ? "28 cm (or two 20 cm)" : "24 cm"} ovenproof non-stick pan over medium heat.${c.has("meat") ? ` Cook the ${c.names("meat")} ${searCue(c.first("meat"))}.` : ""}${c.has("onion") ? ` Add the ${c.qty("onion")}, sliced, and soften for 5 minutes.` : ""}`,
        cookVegInStages(c, "veg"),
        "Spread everything evenly, pour in the eggs and cook on low without stirring for 6–8 minutes, until the edges are set but the centre still wobbles.",
        `${c.has("cheese") ? `Scatter over the rest of the ${c.names("cheese")} and slide` : "Slide"} the pan under the grill for 2–3 minutes, until puffed, golden and set in the middle.`,
        "Rest for 2 minutes, loosen the edges with a spatula and cut into wedges.",
      ].filter(Boolean),
    tips: (c) => [
      "Take the pan off the hob while the centre still wobbles: the grill finishes it and keeps it tender.",
      c.all("veg").some((v) => /spinach|kale|mushroom|zucchini/.test(v.name))
        ? "Cook watery vegetables until their liquid evaporates before adding the eggs, or the frittata weeps."
        : "Cut the vegetables small so every wedge gets some of each.",
    ],
    drink: () => ({ wine: "a glass of Prosecco", soft: "fresh orange juice" }),
    sides: (c) => ["Green salad with a sharp mustard dressing", c.spareVeg() ? `Quick-roasted ${c.spareVeg()}` : "Toasted sourdough"],
  },
  {
    id: "omelette",
    name: "Omelette",
    cuisine: "French",
    mealTypes: ["breakfast", "lunch"],
    difficulty: "easy",
    prepMin: 5,
    cookMin: 8,
    slots: [
      eggs,
      cheese(20),
      vegSlot("veg", { roles: [], names: VEG.eggs, not: ["potato"], min: 0, max: 2, per: { n: 50, unit: "g" } }),
      cured,
      optional("herb", { roles: ["herb"], per: { n: 2, unit: "g" } }),
    ],
    staples: [...seasoning(0), { name: "butter", per: { n: 1, unit: "tsp" } }],
    title: (c) => (c.has("veg") || c.has("cheese") || c.has("meat") ? `${fillingTitle(c)} Omelette` : "Classic French Omelette"),
    description: (c) =>
      `A soft, folded omelette made to order, one per person${c.has("veg") || c.has("cheese") || c.has("meat") ? `, filled with ${c.list("meat", "veg", "cheese")}` : ""}. Ready in under ten minutes.`,
    steps: (c) =>
      [
        c.has("veg") ? `${prepVeg(c, "veg")} Cook the ${c.names("veg")} in a little butter in the omelette pan for 3–4 minutes, then set aside.` : "",
        c.has("meat") ? `Cook the ${c.qty("meat")} ${searCue(c.first("meat"))}, then set aside with the filling.` : "",
        `${c.servings > 1 ? `For each omelette, beat 2 of the ${c.qty("egg")}` : `Beat the ${c.qty("egg")}`} with a pinch of salt and pepper${c.has("herb") ? ` and some chopped ${c.names("herb")}` : ""} until no streaks of white remain.`,
        "Melt a knob of butter in a 20 cm non-stick pan over medium-high heat until it foams, then pour in the eggs.",
        "Stir with a spatula while shaking the pan for 20–30 seconds, then leave it for 30 seconds until the base sets but the top is still slightly runny.",
        `Spoon ${[c.has("veg") || c.has("meat") ? "the filling" : "", c.has("cheese") ? `a share of the ${c.names("cheese")}` : ""].filter(Boolean).join(" and ") || "a little extra butter"} over one half, fold the omelette over and slide it onto a warm plate.`,
        c.servings > 1 ? "Repeat for the remaining omelettes; keep the finished ones in a low oven (90 °C)." : "",
      ].filter(Boolean),
    tips: () => [
      "Medium-high heat and constant movement give a tender, pale omelette; high heat alone makes it rubbery.",
      "Season the eggs just before cooking: salted eggs left to stand turn watery.",
    ],
    drink: () => softDrink,
    sides: () => ["Buttered toast", "Cherry tomatoes with a pinch of salt"],
  },
  {
    id: "shakshuka",
    name: "Shakshuka",
    cuisine: "North African",
    mealTypes: ["breakfast", "lunch", "dinner"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 25,
    slots: [
      eggs,
      required("tomato", {
        names: ["canned tomatoes", "tomato"],
        per: { n: 200, unit: "g" },
        fallback: ["canned tomatoes"],
        defining: true,
      }),
      onionSlot(),
      garlicSlot(),
      vegSlot("veg", {
        min: 0,
        max: 2,
        per: { n: 60, unit: "g" },
        roles: [],
        names: ["bell pepper", "spinach", "zucchini", "eggplant", "mushroom", "kale"],
      }),
      required("spice", {
        names: ["cumin", "paprika", "chili powder"],
        max: 2,
        per: { n: 0.5, unit: "tsp" },
        fallback: ["cumin", "paprika"],
        min: 1,
      }),
      optional("cheese", { names: ["feta", "goat cheese"], per: { n: 25, unit: "g" } }),
      optional("bread", {
        roles: ["bread"],
        not: ["tortilla", "corn tortilla", "pizza dough", "croissant", "naan"],
        per: { n: 1, unit: "slice" },
      }),
    ],
    staples: seasoning(1),
    title: (c) =>
      `Shakshuka${c.has("veg") ? ` with ${ampersand(c.titles("veg"))}` : ""}${c.has("cheese") ? ` & ${c.title("cheese")}` : ""}`,
    description: (c) =>
      `Eggs gently poached in a spiced ${c.is("tomato", "tomato") ? "fresh tomato" : "tomato"} sauce with ${c.list("onion", "veg")}. One pan, and ${c.has("bread") ? `your ${c.names("bread")}` : "crusty bread"} to mop up the sauce.`,
    steps: (c) => [
      `Slice the ${c.qty("onion")} and crush the ${c.qty("garlic")}.${c.has("veg") ? ` ${prepVeg(c, "veg")}` : ""}`,
      `Heat ${c.staple("olive oil")} olive oil in a wide lidded frying pan over medium heat. Cook the ${joinList([...c.labels("onion"), ...c.labels("veg").filter((v) => !/spinach|kale/.test(v))])} for 8–10 minutes until soft and sweet${c.all("veg").some((v) => /spinach|kale/.test(v.name)) ? `, then stir in the ${joinList(c.labels("veg").filter((v) => /spinach|kale/.test(v)))} until wilted` : ""}.`,
      `Stir in the garlic and ${c.qty("spice")} and cook for 1 minute until fragrant.`,
      `Add the ${c.qty("tomato")}${c.is("tomato", "tomato") ? ", chopped" : ""}, season with salt and pepper and simmer for 10 minutes until thick enough to hold a hollow.`,
      `Make ${c.servings * 2} hollows with a spoon and crack the eggs into them. Cover and cook on low for 6–8 minutes, until the whites are set and the yolks still runny.`,
      `${c.has("cheese") ? `Crumble over the ${c.qty("cheese")} and serve` : "Serve"} straight from the pan${c.has("bread") ? ` with the ${c.names("bread")}, toasted` : " with crusty bread"}.`,
    ],
    tips: () => [
      "The sauce must be thick before the eggs go in; a watery sauce makes the whites spread and turn grey.",
      "A lid traps steam that cooks the tops of the whites before the yolks harden.",
    ],
    drink: () => ({ soft: "fresh mint tea" }),
    sides: (c) => [c.has("bread") ? `Toasted ${c.names("bread")}` : "Warm pita or crusty bread", "Cucumber and yogurt salad"],
  },
  {
    id: "breakfast-burrito",
    name: "Breakfast burrito",
    cuisine: "Tex-Mex",
    mealTypes: ["breakfast", "lunch"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 12,
    slots: [
      required("tortilla", { names: ["tortilla"], per: { n: 1, unit: "piece" }, fallback: ["tortilla"], defining: true }),
      eggs,
      optional("beans", { roles: ["legume"], per: { n: 50, unit: "g" }, defining: true }),
      cheese(25),
      cured,
      vegSlot("veg", {
        min: 0,
        max: 2,
        per: { n: 60, unit: "g" },
        roles: [],
        names: ["bell pepper", "spinach", "tomato", "mushroom", "zucchini", "corn", "kale"],
      }),
      optional("salsa", { names: ["salsa", "hot sauce"], per: { n: 1, unit: "tbsp" } }),
    ],
    staples: seasoning(0.5, "vegetable oil"),
    title: (c) => {
      const parts = [c.title("meat") || "Egg", c.title("beans"), ...c.titles("veg"), c.title("cheese")];
      return `${ampersand(parts.filter(Boolean).slice(0, 3))} Breakfast Burritos`;
    },
    description: (c) =>
      `Soft scrambled eggs${c.has("beans") || c.has("veg") || c.has("meat") ? ` with ${c.list("meat", "beans", "veg")}` : ""} rolled up in warm tortillas. They wrap in foil and travel well.`,
    steps: (c) =>
      [
        c.has("veg") ? `${prepVeg(c, "veg")}` : "",
        `Heat ${c.staple("vegetable oil")} oil in a non-stick pan over medium heat.${c.has("meat") ? ` Cook the ${c.qty("meat")} ${searCue(c.first("meat"))}.` : ""}${c.has("veg") ? ` Add the ${c.names("veg")} and cook for 4–5 minutes until soft.` : ""}${c.has("beans") ? ` Stir in the ${c.qty("beans")} (drained) to warm through.` : ""}`,
        `Beat the ${c.qty("egg")} with salt and pepper, pour into the pan and stir gently over low heat until softly set, 2–3 minutes. Take off the heat while still glossy.`,
        `Warm the ${c.qty("tortilla")} in a dry pan for 20 seconds per side so they fold without cracking.`,
        `Divide the filling between the tortillas${c.has("cheese") ? ` and top with ${c.qty("cheese")}, grated${c.has("salsa") ? `, and a spoon of ${c.names("salsa")}` : ""}` : c.has("salsa") ? ` and add a spoon of ${c.names("salsa")}` : ""}. Fold in the sides, roll up tightly and toast seam-side down for 1 minute to seal.`,
      ].filter(Boolean),
    tips: () => [
      "Keep the eggs slightly underdone: they keep cooking inside the warm tortilla.",
      "To make ahead, wrap each burrito in foil; reheat in a 180 °C oven for 15 minutes.",
    ],
    drink: () => ({ soft: "iced coffee or a glass of cold milk" }),
    sides: () => ["Sliced avocado with lime", "Fresh fruit"],
  },
];
