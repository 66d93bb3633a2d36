/** Mexican and Tex-Mex dishes: burrito bowl, fajitas, enchiladas, nachos. */
import type { RecipeFamily } from "../family-types";
import { ampersand, capitalize, joinList } from "../text";
import { drinkForProtein, prepProtein, proteinKind, searCue } from "./cook-notes";
import { CANNED_FISH, CURED, SLOW_COOK, SPECIALTY } from "./ingredient-lists";
import { garlicSlot, onionSlot, optional, proteinSlot, required, seasoning, vegSlot } from "./slot-kits";

const BEANS = ["black beans", "pinto beans", "kidney beans", "refried beans"];
const SPICE = ["taco seasoning", "cumin", "chili powder", "paprika", "oregano"];
const spice = required("spice", { names: SPICE, max: 2, per: { n: 0.75, unit: "tsp" }, fallback: ["cumin", "chili powder"] });
const creamy = optional("creamy", { names: ["sour cream", "greek yogurt", "guacamole", "avocado"], per: { n: 30, unit: "g" }, perFor: { avocado: { n: 0.5, unit: "piece" } } });
const cheese = optional("cheese", { names: ["cheddar cheese", "mozzarella", "feta", "vegan cheese"], per: { n: 30, unit: "g" }, defining: true });
const herb = optional("herb", { names: ["cilantro", "spring onion"], per: { n: 3, unit: "g" } });
const lime = optional("lime", { names: ["lime", "lemon"], per: { n: 0.25, unit: "piece" } });
const mexDrink = () => ({ wine: "a cold Mexican lager or a Malbec", soft: "limeade or agua de jamaica (hibiscus)" });

/** Burrito bowl, fajitas, enchiladas and nachos. */
export const MEXICAN_FAMILIES: RecipeFamily[] = [
  {
    id: "burrito-bowl",
    name: "Burrito bowl",
    cuisine: "Tex-Mex",
    mealTypes: ["lunch", "dinner"],
    difficulty: "easy",
    prepMin: 15,
    cookMin: 20,
    slots: [
      required("rice", { names: ["rice", "brown rice", "quinoa"], per: { n: 65, unit: "g" }, fallback: ["rice"], defining: true }),
      required("beans", { names: BEANS, per: { n: 80, unit: "g" }, fallback: ["black beans"], defining: true }),
      optional("protein", { names: ["chicken breast", "chicken thigh", "ground beef", "steak", "shrimp", "tofu", "ground turkey", "chorizo"], per: { n: 100, unit: "g" }, defining: true }),
      required("salsa", { names: ["salsa", "tomato", "cherry tomato"], per: { n: 60, unit: "g" }, fallback: ["tomato"] }),
      vegSlot("veg", { raw: true, roles: [], names: ["corn", "lettuce", "bell pepper", "red onion", "jalapeno"], min: 0, max: 2, per: { n: 60, unit: "g" } }),
      spice,
      creamy,
      cheese,
      lime,
      herb,
    ],
    staples: seasoning(0.75, "vegetable oil"),
    title: (c) => `${ampersand([c.title("protein"), `${c.title("beans")}`].filter(Boolean))} Burrito Bowl`,
    description: (c) =>
      `Everything you love in a burrito, in a bowl: ${joinList([`${c.names("rice")}${c.has("lime") ? ` with ${c.names("lime")}` : ""}`, c.names("beans"), ...c.labels("protein"), c.names("salsa"), ...c.labels("veg"), ...c.labels("cheese")])}. Build it your way.`,
    steps: (c) => {
      const p = c.first("protein");
      return [
        `Rinse the ${c.qty("rice")} and simmer with ${c.scaled(110, "ml")} water and a pinch of salt, covered, for 12–15 minutes; rest 5 minutes${c.has("lime") ? `, then fluff with the zest and half the juice of the ${c.qty("lime")}` : ""}${c.has("herb") && c.is("herb", "cilantro") ? " and some of the cilantro" : ""}.`,
        `Warm the ${c.qty("beans")}${c.is("beans", "refried beans") ? "" : ", drained,"} in a small pan with half of the ${c.qty("spice")} and a splash of water for 5 minutes; season with salt and pepper.`,
        p
          ? `${prepProtein(p, c.qty("protein"), "strips")} Toss with the rest of the spice and cook in the ${c.staple("vegetable oil")} oil ${searCue(p)}.`
          : `Toast the rest of the spice in the ${c.staple("vegetable oil")} oil for 30 seconds and stir into the beans.`,
        `${c.is("salsa", "salsa") ? `Spoon out the ${c.qty("salsa")}` : `Chop the ${c.qty("salsa")} with a pinch of salt for a quick pico de gallo`}${c.has("veg") ? `; prepare the ${c.qty("veg")} (corn warmed, the rest sliced)` : ""}.`,
        `Build the bowls: rice, beans${p ? `, the ${c.names("protein")}` : ""}, salsa${c.has("veg") ? `, the ${c.names("veg")}` : ""}${c.has("cheese") ? `, the ${c.qty("cheese")}, grated` : ""}${c.has("creamy") ? ` and a spoon of the ${c.qty("creamy")}` : ""}${c.has("herb") ? `, topped with the ${c.names("herb")}` : ""}.`,
      ];
    },
    tips: () => [
      "Season every part on its own; a bowl is only as good as its plainest component.",
      "Leftovers pack well: keep salsa and creamy toppings separate until eating.",
    ],
    drink: mexDrink,
    sides: () => ["Tortilla chips", "Pickled jalapeños"],
  },
  {
    id: "fajitas",
    name: "Fajitas",
    cuisine: "Tex-Mex",
    mealTypes: ["dinner"],
    difficulty: "easy",
    prepMin: 15,
    cookMin: 15,
    slots: [
      proteinSlot("protein", { roles: ["protein"], names: ["tofu", "mushroom", "halloumi"], not: [...CURED, ...CANNED_FISH, ...SPECIALTY, ...SLOW_COOK, "ground beef", "ground pork", "ground turkey", "ground lamb"], per: { n: 120, unit: "g" }, fallback: ["chicken breast", "mushroom"] }),
      required("pepper", { names: ["bell pepper"], per: { n: 100, unit: "g" }, fallback: ["bell pepper"], defining: true }),
      onionSlot({ per: { n: 50, unit: "g" } }),
      required("tortilla", { names: ["tortilla", "corn tortilla"], per: { n: 2, unit: "piece" }, fallback: ["tortilla", "corn tortilla"] }),
      spice,
      garlicSlot({ min: 0 }),
      lime,
      creamy,
      cheese,
      optional("salsa", { names: ["salsa", "hot sauce"], per: { n: 30, unit: "g" } }),
      herb,
    ],
    staples: seasoning(1, "vegetable oil"),
    title: (c) => `Sizzling ${c.title("protein")} Fajitas`,
    description: (c) =>
      `${capitalize(c.names("protein"))} seared with strips of ${c.names("pepper")} and ${c.names("onion")} in ${c.names("spice")}, wrapped in warm ${c.names("tortilla")} at the table.`,
    steps: (c) => {
      const p = c.first("protein")!;
      const veg = proteinKind(p) === "other" && p.food.role === "vegetable";
      return [
        `${veg ? `Slice the ${c.qty("protein")} thickly` : prepProtein(p, c.qty("protein"), "strips").replace(/\.$/, "")}; toss with the ${c.qty("spice")}, half of the ${c.staple("vegetable oil")} oil${c.has("garlic") ? `, the ${c.qty("garlic")}, crushed,` : ""}${c.has("lime") ? ` and the juice of the ${c.qty("lime")}` : ""}. Leave for 10 minutes.`,
        `Slice the ${c.qty("pepper")} and the ${c.qty("onion")} into strips.`,
        `Heat a large heavy pan until very hot. Cook the ${c.names("protein")} ${veg ? "for 5–6 minutes until browned and their juices have cooked off" : searCue(p)}; lift out.`,
        "Add the rest of the oil with the peppers and onion and cook over high heat for 5–6 minutes until charred at the edges but still crisp. Return the filling, toss and season with salt and pepper.",
        `Warm the ${c.qty("tortilla")} in a dry pan or wrapped in foil in the oven.`,
        `Serve the sizzling pan at the table with the tortillas${c.has("creamy") || c.has("cheese") || c.has("salsa") ? ` and bowls of ${joinList([c.qty("creamy"), c.has("cheese") ? `${c.qty("cheese")}, grated` : "", c.qty("salsa")].filter(Boolean))}` : ""}${c.has("herb") ? `, scattered with the ${c.names("herb")}` : ""}.`,
      ];
    },
    tips: () => ["Get the pan smoking hot: fajitas need char, not steam.", "Slice peppers and onion the same width so they cook evenly."],
    drink: mexDrink,
    sides: () => ["Mexican rice", "Refried beans"],
  },
  {
    id: "enchiladas",
    name: "Enchiladas",
    cuisine: "Mexican",
    mealTypes: ["dinner"],
    difficulty: "medium",
    prepMin: 20,
    cookMin: 25,
    slots: [
      required("tortilla", { names: ["corn tortilla", "tortilla"], per: { n: 2, unit: "piece" }, fallback: ["tortilla", "corn tortilla"] }),
      required("filling", { names: ["chicken breast", "chicken thigh", "ground beef", "ground turkey", ...BEANS, "sweet potato"], per: { n: 110, unit: "g" }, fallback: ["chicken breast", "black beans"], defining: true }),
      required("sauce", { names: ["enchilada sauce", "salsa", "canned tomatoes", "pasta sauce"], per: { n: 120, unit: "g" }, fallback: ["enchilada sauce", "canned tomatoes"] }),
      cheese,
      onionSlot(),
      garlicSlot(),
      spice,
      vegSlot("veg", { roles: [], names: ["bell pepper", "corn", "spinach", "zucchini"], min: 0, max: 1, per: { n: 50, unit: "g" } }),
      creamy,
      herb,
    ],
    staples: seasoning(0.75, "vegetable oil"),
    title: (c) => `${c.title("filling")}${c.has("cheese") ? ` & ${c.title("cheese")}` : ""} Enchiladas`,
    description: (c) =>
      `Tortillas rolled around ${joinList([c.names("filling"), ...c.labels("veg")])}, baked under ${c.is("sauce", "enchilada sauce") ? "red enchilada sauce" : "a spiced tomato sauce"}${c.has("cheese") ? ` and melted ${c.names("cheese")}` : ""}.`,
    steps: (c) => {
      const f = c.first("filling")!;
      const k = proteinKind(f);
      return [
        "Heat the oven to 200 °C (180 °C fan).",
        `Chop the ${c.qty("onion")}; crush the ${c.qty("garlic")}.${c.has("veg") ? ` Dice the ${c.qty("veg")}.` : ""}`,
        c.is("sauce", "enchilada sauce", "salsa")
          ? ""
          : `Simmer the ${c.qty("sauce")} with half of the ${c.names("spice")}, a pinch of salt and ${c.scaled(40, "ml")} water for 10 minutes; blend smooth.`,
        `Heat the ${c.staple("vegetable oil")} oil in a pan and soften the onion for 5 minutes, then add the garlic and ${c.is("sauce", "enchilada sauce", "salsa") ? `the ${c.qty("spice")}` : "the rest of the spice"}. ${k === "legume" ? `Add the ${c.qty("filling")}, drained, and mash lightly` : f.name === "sweet potato" ? `Add the ${c.qty("filling")}, diced small, with a splash of water, cover and cook for 10 minutes until tender` : `Add the ${c.qty("filling")}, diced small, and cook ${searCue(f)}`}${c.has("veg") ? `; stir in the ${c.names("veg")} for 2 minutes` : ""}. Season with salt and pepper.`,
        `Spread a third of the ${c.is("sauce", "enchilada sauce", "salsa") ? c.qty("sauce") : "sauce"} in a baking dish. Warm the ${c.qty("tortilla")} so they bend, fill each with the mixture${c.has("cheese") ? ` and a little of the ${c.qty("cheese")}` : ""}, roll up and lay seam side down.`,
        `Pour over the rest of the sauce${c.has("cheese") ? ", scatter with the remaining cheese" : ""} and bake for 20 minutes until bubbling.`,
        `Serve${c.has("creamy") ? ` with the ${c.qty("creamy")}` : ""}${c.has("herb") ? ` and the ${c.names("herb")} on top` : ""}.`,
      ].filter(Boolean);
    },
    tips: () => [
      "Warm corn tortillas before rolling or they crack.",
      "Leave the ends of the dish uncovered by sauce and they crisp like chips.",
    ],
    drink: (c) => ({ wine: "a Tempranillo or cold lager", soft: drinkForProtein(c.first("filling")).soft }),
    sides: () => ["Shredded lettuce with lime", "Mexican rice"],
  },
  {
    id: "nachos",
    name: "Nachos",
    cuisine: "Tex-Mex",
    mealTypes: ["snack", "dinner"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 10,
    slots: [
      required("chips", { names: ["tortilla chips"], per: { n: 60, unit: "g" }, fallback: ["tortilla chips"], defining: true }),
      required("cheese", { names: ["cheddar cheese", "mozzarella", "vegan cheese"], per: { n: 40, unit: "g" }, fallback: ["cheddar cheese", "vegan cheese"], defining: true }),
      optional("beans", { names: BEANS, per: { n: 50, unit: "g" }, defining: true }),
      optional("meat", { names: ["ground beef", "chorizo", "chicken breast", "ground turkey"], per: { n: 50, unit: "g" }, defining: true }),
      optional("salsa", { names: ["salsa", "tomato", "cherry tomato"], per: { n: 40, unit: "g" } }),
      optional("jalapeno", { names: ["jalapeno", "chili pepper", "hot sauce"], per: { n: 0.25, unit: "piece" }, perFor: { "hot sauce": { n: 0.5, unit: "tsp" } } }),
      creamy,
      herb,
    ],
    staples: [],
    title: (c) => `Loaded ${ampersand([c.title("meat"), c.title("beans")].filter(Boolean)) || "Cheese"} Nachos`,
    description: (c) =>
      `Tortilla chips piled with ${joinList([...c.labels("beans"), ...c.labels("meat"), c.names("cheese")])}, baked until melted and loaded with ${joinList([...c.labels("salsa"), ...c.labels("jalapeno"), ...c.labels("creamy")]) || "your favourite toppings"}.`,
    steps: (c) =>
      [
        "Heat the oven to 200 °C (180 °C fan).",
        c.has("meat") ? `Cook the ${c.qty("meat")}, crumbled or diced, in a dry pan ${searCue(c.first("meat"))}.` : "",
        c.has("beans") ? `Warm the ${c.qty("beans")}, drained${c.is("beans", "refried beans") ? "" : " and lightly mashed"}.` : "",
        `Spread half of the ${c.qty("chips")} on a baking tray, scatter with half of ${joinList([c.has("beans") ? "the beans" : "", c.has("meat") ? `the ${c.names("meat")}` : "", `the ${c.qty("cheese")}, grated`].filter(Boolean))}; repeat with the rest.`,
        "Bake for 6–8 minutes until the cheese has melted and the edges of the chips are toasted.",
        `Top with ${joinList([c.has("salsa") ? `the ${c.qty("salsa")}${c.is("salsa", "salsa") ? "" : ", chopped"}` : "", c.has("jalapeno") ? `the ${c.qty("jalapeno")}${/sauce/.test(c.names("jalapeno")) ? "" : ", sliced"}` : "", c.has("creamy") ? `spoons of the ${c.qty("creamy")}` : "", c.has("herb") ? `the ${c.names("herb")}` : ""].filter(Boolean)) || "a pinch of chili"} and serve straight from the tray.`,
      ].filter(Boolean),
    tips: () => ["Layer twice so the chips in the middle get cheese too.", "Add cold toppings only after baking."],
    drink: () => ({ wine: "a cold Mexican lager", soft: "limeade or cola with lime" }),
    sides: () => ["Guacamole", "Pickled jalapeños"],
  },
];
