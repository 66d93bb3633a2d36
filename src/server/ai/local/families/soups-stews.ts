/** One-pot recipe families: vegetable soup, stew, chili. */
import type { DishContext, RecipeFamily } from "../family-types";
import { ampersand, capitalize, joinList } from "../text";
import { drinkForProtein, prepProtein, prepVeg, proteinKind, searCue, vegStages } from "./cook-notes";
import { CANNED_FISH, CURED, VEG } from "./ingredient-lists";
import { garlicSlot, onionSlot, optional, proteinSlot, required, seasoning, vegSlot } from "./slot-kits";

const BROTHS = ["vegetable broth", "chicken broth", "beef broth"];
const tomatoes = (grams: number, min = 1) =>
  required("tomato", { names: ["canned tomatoes", "tomato"], min, per: { n: grams, unit: "g" }, fallback: ["canned tomatoes"] });
/** The soup's vegetables that are not leafy (they go in before the broth). */
const hearty = (c: DishContext) => [...vegStages(c, "veg").firm, ...vegStages(c, "veg").tender];
const simmeredProtein = (k: ReturnType<typeof proteinKind>) => k === "legume" || k === "tofu" || k === "shellfish" || k === "fish";

/** Vegetable soup, stew and chili. */
export const SOUP_STEW_FAMILIES: RecipeFamily[] = [
  {
    id: "vegetable-soup",
    name: "Vegetable soup",
    cuisine: "European",
    mealTypes: ["lunch", "dinner"],
    difficulty: "easy",
    prepMin: 15,
    cookMin: 30,
    slots: [
      vegSlot("veg", {
        min: 2,
        max: 4,
        per: { n: 220, unit: "g" },
        roles: [],
        names: VEG.simmer,
        fallback: ["carrot", "potato", "celery"],
      }),
      onionSlot(),
      garlicSlot(),
      required("broth", { names: BROTHS, per: { n: 300, unit: "ml" }, fallback: ["vegetable broth"] }),
      tomatoes(60, 0),
      optional("beans", { roles: ["legume"], not: ["peanut"], per: { n: 60, unit: "g" }, defining: true }),
      optional("pasta", { names: ["pasta", "macaroni", "rice"], per: { n: 20, unit: "g" } }),
      optional("herb", { names: ["parsley", "thyme", "bay leaf"], per: { n: 1, unit: "g" } }),
      optional("cheese", { names: ["parmesan"], per: { n: 10, unit: "g" } }),
    ],
    staples: seasoning(1),
    title: (c) => `${ampersand([...c.titles("veg"), c.title("beans")].filter(Boolean).slice(0, 3))} Soup`,
    description: (c) =>
      `A hearty pot of ${c.list("veg", "beans")} simmered in ${c.names("broth")}${c.has("pasta") ? ` with a little ${c.names("pasta")}` : ""}. Makes good use of vegetables past their best and tastes even better the next day.`,
    steps: (c) =>
      [
        `Dice the ${c.qty("onion")}, slice the ${c.qty("garlic")}, and cut ${c.qty("veg")} into 1.5 cm pieces.`,
        `Heat ${c.staple("olive oil")} olive oil in a large pot over medium heat and cook the onion for 6–8 minutes until soft. Add the garlic for 1 minute.`,
        hearty(c).length ? `Add the ${joinList(hearty(c))} and cook for 5 minutes, stirring, so they start to soften.` : "",
        `Pour in ${c.qty("broth")}${c.has("tomato") ? ` and ${c.qty("tomato")}` : ""}${c.has("herb") ? ` with the ${c.names("herb")}` : ""}, bring to the boil, then simmer partly covered for 15–20 minutes until the vegetables are tender.`,
        c.has("beans") || c.has("pasta")
          ? `Add ${joinList([c.has("beans") ? `${c.qty("beans")} (drained)` : "", c.qty("pasta")].filter(Boolean))} and simmer ${c.has("pasta") ? `10–15 minutes more, until the ${c.names("pasta")} is tender` : "5 minutes more"}.`
          : "",
        vegStages(c, "veg").leafy.length ? `Stir in the ${joinList(vegStages(c, "veg").leafy)} for the last 2 minutes.` : "",
        `Season with salt and pepper and serve${c.has("cheese") ? ` with ${c.qty("cheese")} grated over` : ""}. For a smooth soup, blend half and stir it back in.`,
      ].filter(Boolean),
    tips: () => [
      "Cook the onion slowly until sweet: it is the base of the soup's flavour.",
      "Soup thickens as it stands; loosen leftovers with a splash of water when reheating.",
    ],
    drink: () => ({ wine: "a dry Sauvignon Blanc", soft: "hot apple and ginger tea" }),
    sides: () => ["Crusty bread with butter", "Cheese toasties"],
  },
  {
    id: "stew",
    name: "Stew",
    cuisine: "European",
    mealTypes: ["dinner"],
    difficulty: "medium",
    prepMin: 20,
    cookMin: 75,
    slots: [
      proteinSlot("protein", {
        slow: true,
        not: [...CURED, ...CANNED_FISH, "shrimp", "tofu", "salmon"],
        per: { n: 160, unit: "g" },
        fallback: ["stewing beef", "chicken thigh", "chickpeas"],
      }),
      required("root", {
        names: ["potato", "sweet potato", "carrot", "parsnip"],
        max: 2,
        per: { n: 200, unit: "g" },
        split: true,
        fallback: ["potato", "carrot"],
        defining: true,
      }),
      vegSlot("veg", {
        min: 0,
        max: 2,
        per: { n: 80, unit: "g" },
        roles: [],
        names: [
          "bell pepper",
          "mushroom",
          "green beans",
          "celery",
          "zucchini",
          "frozen peas",
          "turnip",
          "celeriac",
          "butternut squash",
          "pumpkin",
          "cabbage",
        ],
      }),
      onionSlot(),
      garlicSlot(),
      required("broth", { names: BROTHS, per: { n: 250, unit: "ml" }, fallback: ["vegetable broth"] }),
      tomatoes(50, 0),
      optional("herb", { names: ["thyme", "rosemary", "bay leaf"], per: { n: 1, unit: "g" } }),
      optional("flour", { names: ["flour"], per: { n: 8, unit: "g" } }),
    ],
    staples: seasoning(1),
    title: (c) => `${ampersand([c.title("protein"), ...c.titles("root")])} Stew`,
    description: (c) =>
      `${capitalize(c.names("protein"))} braised slowly with ${joinList([...c.labels("root"), ...c.labels("veg"), "onion"])} in ${c.names("broth")} until spoon-tender. Mostly hands-off time in the pot.`,
    steps: (c) => {
      const k = proteinKind(c.first("protein"));
      const minutes =
        k === "beef" || k === "pork" ? "1½ hours, until the meat is spoon-tender" : k === "poultry" ? "35–40 minutes" : "25 minutes";
      return [
        simmeredProtein(k)
          ? `${prepProtein(c.first("protein")!, c.qty("protein"))}${c.has("flour") ? ` Mix the ${c.qty("flour")} to a paste with a little cold water, to thicken the stew at the end.` : ""}`
          : `Cut ${c.qty("protein")} into 3–4 cm chunks, pat dry and season well${c.has("flour") ? ` then toss with ${c.qty("flour")}` : ""}.`,
        `Dice the ${c.qty("onion")}, crush the ${c.qty("garlic")}, and cut ${c.qty("root")} into large chunks.${c.has("veg") ? ` ${prepVeg(c, "veg")}` : ""}`,
        simmeredProtein(k)
          ? ""
          : `Heat half of the ${c.staple("olive oil")} olive oil in a heavy casserole over medium-high heat and brown the ${c.names("protein")} in batches, 2–3 minutes per side. Set aside.`,
        `Add the rest of the oil and cook the onion for 6 minutes, scraping up the browned bits, then the garlic for 1 minute.`,
        `Return the ${simmeredProtein(k) ? `${c.names("protein")}` : "meat with its juices"}, add ${joinList([`the ${c.names("root")}`, c.qty("tomato"), c.has("herb") ? `the ${c.names("herb")}` : "", c.qty("broth")].filter(Boolean))}. Bring to a simmer, cover and cook gently for ${minutes}.`,
        c.has("veg") ? `Add the ${c.names("veg")} for the last 15 minutes.` : "",
        `Uncover and simmer 10 minutes to thicken if needed. Season with salt and pepper${c.has("herb") ? ", remove any herb stalks" : ""} and serve.`,
      ].filter(Boolean);
    },
    tips: (c) => [
      "Brown in batches and leave the pieces alone until they release from the pan: that crust is the stew's flavour.",
      proteinKind(c.first("protein")) === "beef"
        ? "Stewing cuts (chuck, shin) need the long simmer; lean steak turns dry."
        : "Stews keep 3 days in the fridge and improve overnight.",
    ],
    drink: (c) => drinkForProtein(c.first("protein")),
    sides: () => ["Crusty bread", "Buttered green beans"],
  },
  {
    id: "chili",
    name: "Chili",
    cuisine: "Tex-Mex",
    mealTypes: ["dinner"],
    difficulty: "easy",
    prepMin: 15,
    cookMin: 40,
    slots: [
      optional("meat", { names: ["ground beef", "ground turkey", "ground pork"], per: { n: 110, unit: "g" }, defining: true }),
      required("beans", {
        names: ["black beans", "kidney beans", "pinto beans", "chickpeas", "lentils"],
        max: 2,
        per: { n: 110, unit: "g" },
        split: true,
        fallback: ["kidney beans", "black beans"],
        defining: true,
      }),
      tomatoes(150),
      onionSlot(),
      garlicSlot(),
      vegSlot("veg", {
        min: 0,
        max: 2,
        per: { n: 70, unit: "g" },
        names: ["bell pepper", "corn", "zucchini", "carrot", "sweet potato"],
        roles: [],
      }),
      required("spice", {
        names: ["chili powder", "cumin", "paprika"],
        max: 2,
        per: { n: 1, unit: "tsp" },
        fallback: ["chili powder", "cumin"],
      }),
      optional("cheese", { names: ["cheddar cheese", "sour cream"], per: { n: 20, unit: "g" } }),
    ],
    staples: seasoning(0.5),
    title: (c) =>
      c.has("meat")
        ? `${c.title("meat")} & ${c.title("beans")} Chili`
        : `${ampersand([c.title("beans"), ...c.titles("veg")].slice(0, 3))} Chili`,
    description: (c) =>
      `A smoky pot of ${c.list("meat", "beans")} simmered with ${c.list("tomato", "veg", "spice")}. Even better the next day, and it freezes well.`,
    steps: (c) => [
      `Dice the ${c.qty("onion")}, crush the ${c.qty("garlic")}.${c.has("veg") ? ` ${prepVeg(c, "veg")}` : ""}`,
      `Heat ${c.staple("olive oil")} olive oil in a large pot over medium-high heat.${c.has("meat") ? ` Brown the ${c.qty("meat")} ${searCue(c.first("meat"))}.` : ""} Add the ${c.list("onion", "veg")} and cook for 6–8 minutes until soft.`,
      `Stir in the garlic and ${c.qty("spice")} and cook for 1 minute, until the spices smell toasty.`,
      `Add ${c.qty("tomato")}, then ${c.qty("beans")} (drained and rinsed), then ${c.scaled(60, "ml")} water. Season with salt and pepper, bring to a simmer and cook uncovered for 30 minutes, stirring now and then, until thick.`,
      `Taste: add salt, a pinch of sugar if sharp, or more chili if you like heat. Serve${c.has("cheese") ? ` topped with ${c.qty("cheese")}` : ""}.`,
    ],
    tips: () => [
      "Toasting the spices in the oil for a minute before the liquid goes in deepens their flavour.",
      "Mash a ladle of the beans against the side of the pot to thicken the chili naturally.",
    ],
    drink: (c) =>
      c.has("meat")
        ? { wine: "a Zinfandel or Malbec", soft: "iced tea with lime" }
        : { wine: "a fruity Grenache", soft: "iced tea with lime" },
    sides: () => ["Steamed rice or cornbread", "Sliced avocado with lime"],
  },
];
