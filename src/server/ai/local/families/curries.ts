/** Curry-house recipe families: a protein-and-vegetable curry and a lentil dal. */
import type { RecipeFamily } from "../family-types";
import { ampersand, capitalize, joinList } from "../text";
import { cookVegInStages, prepProtein, prepVeg, proteinKind } from "./cook-notes";
import { CANNED_FISH, CURED, VEG } from "./ingredient-lists";
import { garlicSlot, onionSlot, optional, proteinSlot, required, seasoning, vegSlot } from "./slot-kits";

const rice = optional("rice", { names: ["basmati rice", "rice", "jasmine rice", "brown rice"], per: { n: 70, unit: "g" } });
/** Proteins that only need warming through in the sauce (added late). */
const simmeredProtein = (k: ReturnType<typeof proteinKind>) => k === "legume" || k === "tofu" || k === "shellfish" || k === "fish";

/** Curry and lentil dal (lunch, dinner). */
export const CURRY_FAMILIES: RecipeFamily[] = [
  {
    id: "curry",
    name: "Curry",
    cuisine: "Indian-style",
    mealTypes: ["dinner", "lunch"],
    difficulty: "medium",
    prepMin: 15,
    cookMin: 30,
    slots: [
      proteinSlot("protein", { not: [...CURED, ...CANNED_FISH, "ground beef"], fallback: ["chicken thigh", "chickpeas"] }),
      vegSlot("veg", {
        min: 1,
        max: 3,
        per: { n: 130, unit: "g" },
        roles: [],
        names: VEG.simmer,
        not: ["celery", "celeriac", "turnip", "parsnip", "corn"],
        fallback: ["spinach", "bell pepper"],
      }),
      required("base", {
        names: ["coconut milk", "canned tomatoes", "yogurt"],
        per: { n: 100, unit: "ml" },
        perFor: { "canned tomatoes": { n: 120, unit: "g" }, yogurt: { n: 60, unit: "g" } },
        fallback: ["coconut milk", "canned tomatoes"],
        defining: true,
      }),
      onionSlot(),
      garlicSlot(),
      optional("ginger", { names: ["ginger"], per: { n: 5, unit: "g" } }),
      required("spice", { names: ["curry powder", "garam masala", "curry paste"], per: { n: 1, unit: "tsp" }, fallback: ["curry powder"] }),
      rice,
    ],
    staples: seasoning(1, "vegetable oil"),
    title: (c) =>
      `${ampersand([c.title("protein"), ...c.titles("veg")].slice(0, 3))} ${c.is("base", "coconut milk") ? "Coconut Curry" : "Curry"}`,
    description: (c) =>
      `${capitalize(c.list("protein", "veg"))} simmered in a ${c.is("base", "coconut milk") ? "creamy coconut" : "rich tomato"} sauce built on ${joinList(["onion", "garlic", c.has("ginger") ? "ginger" : "", c.names("spice")].filter(Boolean))}. Serve with ${c.has("rice") ? c.names("rice") : "rice or flatbread"}.`,
    steps: (c) => {
      const k = proteinKind(c.first("protein"));
      return [
        c.has("rice")
          ? `Rinse ${c.qty("rice")} and simmer with ${c.scaled(110, "ml")} water, covered, for 12 minutes; rest off the heat.`
          : "",
        `${prepProtein(c.first("protein")!, c.qty("protein"))} Dice the ${c.qty("onion")}; crush the ${c.qty("garlic")}${c.has("ginger") ? ` and grate the ${c.qty("ginger")}` : ""}. ${prepVeg(c, "veg")}`,
        `Heat ${c.staple("vegetable oil")} oil in a deep pan over medium heat and cook the onion for 8–10 minutes until golden; this sweetness carries the sauce.`,
        `Add the garlic${c.has("ginger") ? ", ginger" : ""} and ${c.qty("spice")} and stir for 1 minute.${simmeredProtein(k) ? "" : ` Add the ${c.names("protein")} and turn to coat, cooking for 3–4 minutes.`}`,
        `Pour in ${c.qty("base")}${c.is("base", "coconut milk") ? "" : ` and ${c.scaled(60, "ml")} water`}, bring to a gentle simmer and ${c.is("base", "yogurt") ? "keep it below the boil so the yogurt does not split; " : ""}cook for ${k === "poultry" ? "15 minutes, until the chicken is cooked through (74 °C)" : "10 minutes"}.`,
        `${cookVegInStages(c, "veg", "8 minutes", "4 minutes")}${simmeredProtein(k) ? ` Add the ${c.names("protein")} with the tender vegetables${k === "shellfish" ? " and cook just until pink" : ""}.` : ""}`,
        `Season with salt and pepper and serve ${c.has("rice") ? `over the ${c.names("rice")}` : "with rice or warm flatbread"}.`,
      ].filter(Boolean);
    },
    tips: () => [
      "Take the onions to deep golden: pale onions give a flat, sharp curry.",
      "Finish with a squeeze of lemon or lime to lift the spices.",
    ],
    drink: () => ({ wine: "an off-dry Gewürztraminer or Riesling", soft: "mango lassi or salted lassi" }),
    sides: () => ["Cucumber raita", "Warm naan or chapati"],
  },
  {
    id: "dal",
    name: "Lentil dal",
    cuisine: "Indian",
    mealTypes: ["dinner", "lunch"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 30,
    slots: [
      required("lentils", {
        names: ["red lentils", "lentils"],
        per: { n: 70, unit: "g" },
        fallback: ["red lentils", "lentils"],
        defining: true,
      }),
      onionSlot(),
      garlicSlot(),
      optional("ginger", { names: ["ginger"], per: { n: 5, unit: "g" } }),
      required("tomato", { names: ["canned tomatoes", "tomato"], min: 0, per: { n: 60, unit: "g" }, fallback: ["canned tomatoes"] }),
      required("spice", {
        names: ["cumin", "turmeric", "garam masala", "curry powder"],
        max: 3,
        per: { n: 0.5, unit: "tsp" },
        fallback: ["cumin", "turmeric"],
      }),
      optional("greens", { names: ["spinach", "kale"], per: { n: 40, unit: "g" }, defining: true }),
      optional("coconut", { names: ["coconut milk"], per: { n: 40, unit: "ml" } }),
      optional("rice", { names: ["basmati rice", "rice"], per: { n: 70, unit: "g" } }),
      optional("lemon", { names: ["lemon", "lime"], per: { n: 0.25, unit: "piece" } }),
    ],
    staples: seasoning(1, "vegetable oil"),
    title: (c) => `${c.has("greens") ? `${c.title("greens")} & ` : ""}Lentil Dal${c.has("coconut") ? " with Coconut" : ""}`,
    description: (c) =>
      `${capitalize(c.names("lentils"))} simmered until creamy with ${joinList([c.names("onion"), "garlic", c.names("spice")])}${c.has("greens") ? `, with ${c.names("greens")} stirred through` : ""}. Cheap, comforting and naturally vegan.`,
    steps: (c) =>
      [
        `Rinse ${c.qty("lentils")} until the water runs almost clear.`,
        `Put them in a pot with ${c.scaled(300, "ml")} water${c.has("tomato") ? ` and ${c.qty("tomato")}` : ""}, bring to the boil, skim off the foam and simmer, stirring now and then, until soft and porridge-like: about 20 minutes for red lentils, 30–35 for green or brown. Add water if it gets too thick.`,
        c.has("rice") ? `Meanwhile rinse ${c.qty("rice")} and simmer with ${c.scaled(110, "ml")} water, covered, for 12 minutes.` : "",
        `Meanwhile dice the ${c.qty("onion")}; slice the ${c.qty("garlic")}${c.has("ginger") ? ` and grate ${c.qty("ginger")}` : ""}. Heat ${c.staple("vegetable oil")} oil in a frying pan and fry the onion for 8–10 minutes until deep golden.`,
        `Add the garlic${c.has("ginger") ? ", ginger" : ""} and ${c.qty("spice")}; sizzle for 1 minute until fragrant (this flavoured oil is the tarka).`,
        `Stir the tarka into the lentils${c.has("coconut") ? ` with ${c.qty("coconut")}` : ""}.${c.has("greens") ? ` Add ${c.qty("greens")} and let it wilt for 2 minutes.` : ""} Season with salt and pepper${c.has("lemon") ? ` and a squeeze of ${c.names("lemon")}` : ""}.`,
        `Serve ${c.has("rice") ? `with the ${c.names("rice")}` : "with rice or flatbread"}.`,
      ].filter(Boolean),
    tips: () => [
      "Salt the dal at the end: salt added early slows the lentils' softening.",
      "Fry the spices only until fragrant; burnt cumin turns bitter.",
    ],
    drink: () => ({ wine: "an off-dry Riesling", soft: "salted lassi or masala chai" }),
    sides: () => ["Basmati rice", "Cucumber raita"],
  },
];
