/** Hearty mains: shepherd's (or cottage) pie, burgers, kebabs, ratatouille. */
import type { RecipeFamily } from "../family-types";
import { ampersand, joinList } from "../text";
import { drinkForProtein, prepVeg, proteinKind, searCue } from "./cook-notes";
import { CANNED_FISH, CURED, SPECIALTY } from "./ingredient-lists";
import { garlicSlot, onionSlot, optional, proteinSlot, required, seasoning, vegSlot } from "./slot-kits";

/** Shepherd's pie, burgers, kebabs and ratatouille. */
export const OVEN_MAIN_FAMILIES: RecipeFamily[] = [
  {
    id: "shepherds-pie",
    name: "Shepherd's pie",
    cuisine: "British",
    mealTypes: ["dinner"],
    difficulty: "medium",
    prepMin: 25,
    cookMin: 50,
    slots: [
      required("meat", { names: ["ground lamb", "ground beef", "ground turkey", "lentils"], per: { n: 120, unit: "g" }, fallback: ["ground beef", "lentils"], defining: true }),
      required("potato", { names: ["potato", "sweet potato"], max: 2, per: { n: 220, unit: "g" }, split: true, fallback: ["potato"], defining: true }),
      onionSlot(),
      vegSlot("veg", { roles: [], names: ["carrot", "celery", "frozen peas", "mushroom", "parsnip", "corn"], max: 2, per: { n: 80, unit: "g" }, fallback: ["carrot"] }),
      garlicSlot({ min: 0 }),
      required("broth", { names: ["beef broth", "chicken broth", "vegetable broth"], per: { n: 80, unit: "ml" }, fallback: ["beef broth", "vegetable broth"] }),
      optional("paste", { names: ["tomato paste", "worcestershire sauce"], max: 2, per: { n: 0.5, unit: "tbsp" } }),
      optional("mash", { names: ["butter", "milk"], max: 2, per: { n: 15, unit: "g" }, perFor: { milk: { n: 30, unit: "ml" } } }),
      optional("cheese", { names: ["cheddar cheese", "parmesan"], per: { n: 15, unit: "g" } }),
      optional("herb", { names: ["thyme", "rosemary"], per: { n: 0.5, unit: "tsp" } }),
    ],
    staples: seasoning(0.75),
    title: (c) => (c.is("meat", "ground lamb") ? "Shepherd's Pie" : c.is("meat", "lentils") ? "Lentil Shepherd's Pie" : `Cottage Pie${c.is("meat", "ground turkey") ? " with Turkey" : ""}`),
    description: (c) =>
      `A savoury filling of ${c.names("meat")} with ${c.names("veg")} in a rich gravy, baked under fluffy ${c.names("potato")} mash${c.has("cheese") ? ` and ${c.names("cheese")}` : ""} until crisp on top.`,
    steps: (c) => {
      const legume = c.is("meat", "lentils");
      return [
        `Peel the ${c.qty("potato")}, cut into chunks and boil in salted water for 15–20 minutes until soft. Drain, steam dry for 2 minutes and mash${c.has("mash") ? ` with the ${c.qty("mash")}` : " with a spoon of the olive oil"}; season with salt and pepper.`,
        `Meanwhile dice the ${c.qty("onion")}${c.has("garlic") ? `, crush the ${c.qty("garlic")}` : ""}. ${prepVeg(c, "veg")}`,
        `Heat the ${c.staple("olive oil")} olive oil in a pan.${legume ? "" : ` Brown the ${c.qty("meat")} ${searCue(c.first("meat"))}; lift out.`} Soften the onion and vegetables for 8 minutes${c.has("garlic") ? ", adding the garlic for the last minute" : ""}.`,
        `${legume ? `Add the ${c.qty("meat")}, rinsed` : `Return the ${c.names("meat")}`}${c.has("paste") ? ` with the ${c.qty("paste")}` : ""}${c.has("herb") ? ` and the ${c.qty("herb")}` : ""}, pour in the ${c.qty("broth")}${legume ? ` and ${c.scaled(150, "ml")} water` : ""} and simmer for ${legume ? "25" : "15"} minutes until thick. Season.`,
        `Heat the oven to 200 °C (180 °C fan). Spoon the filling into a baking dish, cover with the mash and rough up the top with a fork${c.has("cheese") ? `; scatter with the ${c.qty("cheese")}, grated` : ""}.`,
        "Bake for 25–30 minutes until golden and bubbling at the edges. Rest for 5 minutes.",
      ];
    },
    tips: () => ["Let the filling cool a little before topping, so the mash sits on top instead of sinking.", "Fork ridges in the mash turn into crisp edges."],
    drink: (c) => (c.is("meat", "lentils") ? { wine: "a Côtes du Rhône", soft: "apple juice" } : drinkForProtein(c.first("meat"))),
    sides: () => ["Buttered peas", "Steamed greens"],
  },
  {
    id: "burgers",
    name: "Burgers",
    cuisine: "American",
    mealTypes: ["dinner", "lunch"],
    difficulty: "easy",
    prepMin: 15,
    cookMin: 12,
    slots: [
      required("patty", { names: ["ground beef", "ground turkey", "ground lamb", "ground pork", "black beans", "chickpeas", "kidney beans"], per: { n: 140, unit: "g" }, fallback: ["ground beef", "black beans"], defining: true }),
      required("bun", { names: ["bread roll", "bread", "pita"], per: { n: 1, unit: "piece" }, fallback: ["bread roll"] }),
      optional("binder", { names: ["breadcrumbs", "oats", "egg"], per: { n: 15, unit: "g" }, perFor: { egg: { n: 0.25, unit: "piece" } } }),
      optional("cheese", { names: ["cheddar cheese", "swiss cheese", "mozzarella", "blue cheese", "vegan cheese"], per: { n: 20, unit: "g" }, defining: true }),
      optional("salad", { names: ["lettuce", "tomato", "red onion", "pickles"], max: 3, per: { n: 25, unit: "g" } }),
      optional("sauce", { names: ["ketchup", "mayonnaise", "mustard", "bbq sauce"], max: 2, per: { n: 0.5, unit: "tbsp" } }),
      optional("spice", { names: ["cumin", "paprika", "garlic powder", "chili powder"], per: { n: 0.5, unit: "tsp" } }),
    ],
    staples: seasoning(0.5, "vegetable oil"),
    title: (c) => `${c.has("cheese") ? `${c.title("cheese")} ` : ""}${c.first("patty")!.food.role === "legume" ? `${c.title("patty")} Burgers` : c.is("patty", "ground beef") ? "Beef Burgers" : `${c.title("patty").replace(/^Ground /, "")} Burgers`}`,
    description: (c) =>
      `Juicy homemade ${c.first("patty")!.food.role === "legume" ? `${c.names("patty")} patties` : "patties"} in ${c.names("bun")}${c.has("salad") || c.has("cheese") ? ` with ${c.list("cheese", "salad")}` : ""}. Better than any drive-through and ready in half an hour.`,
    steps: (c) => {
      const legume = c.first("patty")!.food.role === "legume";
      return [
        legume
          ? `Drain the ${c.qty("patty")} well, pat dry and mash roughly with a fork${c.has("binder") ? `, then mix in the ${c.qty("binder")}` : ""}${c.has("spice") ? ` and the ${c.qty("spice")}` : ""}, salt and pepper. Shape into patties 2 cm thick and chill for 15 minutes.`
          : `Mix the ${c.qty("patty")} lightly with salt, pepper${c.has("spice") ? `, the ${c.qty("spice")}` : ""}${c.has("binder") ? ` and the ${c.qty("binder")}` : ""}. Shape into patties 2 cm thick, pressing a dimple in the centre so they stay flat.`,
        c.has("salad") ? `Slice the ${c.qty("salad")}.` : "",
        `Heat the ${c.staple("vegetable oil")} oil in a heavy pan over medium-high heat and cook the patties ${legume ? "for 4 minutes a side until crisp and hot through" : `for 4–5 minutes a side until ${c.is("patty", "ground turkey") ? "74 °C" : "71 °C"} in the centre`}${c.has("cheese") ? `; lay the ${c.qty("cheese")}, sliced, on top for the last minute and cover to melt` : ""}.`,
        `Halve and toast the ${c.qty("bun")} cut side down in the pan.`,
        `Build the burgers: bun${c.has("sauce") ? `, the ${c.qty("sauce")}` : ""}${c.has("salad") ? ", the salad" : ""}, the patty, and the lid.`,
      ].filter(Boolean);
    },
    tips: () => ["Handle the meat as little as possible for tender burgers.", "Salt the mince just before shaping, not hours ahead."],
    drink: (c) => (c.first("patty")!.food.role === "legume" ? { wine: "a cold pale ale", soft: "homemade lemonade" } : drinkForProtein(c.first("patty"))),
    sides: () => ["Oven chips or potato wedges", "Coleslaw"],
  },
  {
    id: "kebabs",
    name: "Kebabs",
    cuisine: "Greek",
    mealTypes: ["dinner", "lunch"],
    difficulty: "medium",
    prepMin: 25,
    cookMin: 15,
    slots: [
      proteinSlot("protein", { roles: ["protein"], names: ["tofu", "halloumi", "paneer"], not: [...CURED, ...CANNED_FISH, ...SPECIALTY, "ground beef", "ground pork", "ground turkey", "ground lamb"], per: { n: 140, unit: "g" }, fallback: ["chicken thigh", "halloumi", "tofu"] }),
      vegSlot("veg", { roles: [], names: ["bell pepper", "zucchini", "cherry tomato", "mushroom", "eggplant", "red onion"], not: ["red onion"], max: 2, per: { n: 100, unit: "g" }, fallback: ["bell pepper", "zucchini"] }),
      onionSlot({ min: 0 }),
      required("lemon", { names: ["lemon"], per: { n: 0.25, unit: "piece" }, fallback: ["lemon"] }),
      garlicSlot(),
      required("herb", { names: ["oregano", "thyme", "rosemary", "italian seasoning", "za'atar"], per: { n: 0.5, unit: "tsp" }, fallback: ["oregano"] }),
      optional("sauce", { names: ["tzatziki", "greek yogurt", "yogurt", "hummus"], per: { n: 40, unit: "g" } }),
      optional("bread", { names: ["pita", "naan"], per: { n: 1, unit: "piece" } }),
    ],
    staples: seasoning(1),
    title: (c) => `${c.title("protein")} & ${ampersand(c.titles("veg"))} Kebabs`,
    description: (c) =>
      `Skewers of ${c.names("protein")} and ${c.names("veg")} marinated in lemon, garlic and ${c.names("herb")}, charred under a hot grill${c.has("bread") ? ` and served in warm ${c.names("bread")}` : ""}${c.has("sauce") ? ` with ${c.names("sauce")}` : ""}.`,
    steps: (c) => {
      const p = c.first("protein")!;
      const k = proteinKind(p);
      return [
        `Mix the zest and juice of the ${c.qty("lemon")} with the ${c.qty("garlic")}, crushed, the ${c.qty("herb")}, the ${c.staple("olive oil")} olive oil, salt and pepper.`,
        `Cut the ${c.qty("protein")} into 3 cm pieces${k === "tofu" ? " (pressed dry first)" : ""} and toss with half of the marinade; leave for at least 15 minutes (chicken or meat up to a day in the fridge).`,
        `Cut the ${c.qty("veg")}${c.has("onion") ? ` and the ${c.qty("onion")}` : ""} into 3 cm pieces and toss with the rest of the marinade.`,
        `Thread onto skewers, alternating protein and vegetables. Heat the grill or a griddle pan to high.`,
        `Cook for ${k === "poultry" ? "12–15 minutes, turning, until charred and 74 °C inside" : k === "cheese" ? "6–8 minutes, turning, until golden" : k === "shellfish" || k === "fish" ? "5–6 minutes, turning once, until just opaque" : "8–10 minutes, turning, until charred at the edges"}.`,
        `Serve${c.has("bread") ? ` with the ${c.qty("bread")}, warmed` : ""}${c.has("sauce") ? ` and the ${c.qty("sauce")}` : ""}, with any pan juices spooned over.`,
      ];
    },
    tips: () => ["Soak wooden skewers in water for 30 minutes so they do not burn.", "Leave a little space between pieces so the heat reaches every side."],
    drink: (c) => ({ wine: "a Greek Assyrtiko or a light red", soft: drinkForProtein(c.first("protein")).soft }),
    sides: () => ["Greek salad", "Lemon rice or warm pita"],
  },
  {
    id: "ratatouille",
    name: "Ratatouille",
    cuisine: "French",
    mealTypes: ["dinner", "lunch"],
    difficulty: "medium",
    prepMin: 20,
    cookMin: 45,
    slots: [
      required("eggplant", { names: ["eggplant"], per: { n: 100, unit: "g" }, fallback: ["eggplant"], defining: true }),
      required("zucchini", { names: ["zucchini"], per: { n: 100, unit: "g" }, fallback: ["zucchini"], defining: true }),
      required("pepper", { names: ["bell pepper"], per: { n: 70, unit: "g" }, fallback: ["bell pepper"] }),
      required("tomato", { names: ["tomato", "canned tomatoes", "cherry tomato"], per: { n: 120, unit: "g" }, fallback: ["canned tomatoes"] }),
      onionSlot(),
      garlicSlot(),
      optional("herb", { names: ["thyme", "basil", "rosemary", "oregano", "italian seasoning"], max: 2, per: { n: 0.5, unit: "tsp" } }),
      optional("side", { names: ["bread", "rice", "polenta", "couscous"], per: { n: 60, unit: "g" } }),
    ],
    staples: seasoning(2),
    title: () => "Provençal Ratatouille",
    description: (c) =>
      `Summer vegetables of Provence, ${joinList([c.names("eggplant"), c.names("zucchini"), c.names("pepper"), c.names("tomato")])}, cooked slowly in olive oil with garlic${c.has("herb") ? ` and ${c.names("herb")}` : ""} until soft and rich.`,
    steps: (c) =>
      [
        `Cut the ${c.qty("eggplant")}, the ${c.qty("zucchini")} and the ${c.qty("pepper")} into 2 cm pieces; chop the ${c.qty("onion")} and slice the ${c.qty("garlic")}.${c.is("tomato", "canned tomatoes") ? "" : ` Chop the ${c.qty("tomato")}.`}`,
        `Heat half of the ${c.staple("olive oil")} olive oil in a wide pan and brown the eggplant over medium-high heat for 6–8 minutes; lift out. Add a little more oil and brown the zucchini for 4–5 minutes; lift out.`,
        "Add the rest of the oil and cook the onion and pepper for 8 minutes until soft, then the garlic for 1 minute.",
        `Add the ${c.is("tomato", "canned tomatoes") ? c.qty("tomato") : "tomatoes"}${c.has("herb") ? ` and the ${c.qty("herb")}` : ""}, return the eggplant and zucchini, season with salt and pepper and simmer gently, partly covered, for 25–30 minutes until everything is tender and the sauce is thick.`,
        `Rest for 10 minutes and serve warm or at room temperature${c.has("side") ? ` with the ${c.qty("side")}${/rice|polenta|couscous/.test(c.names("side")) ? ", cooked as the packet says" : ""}` : ""}.`,
      ],
    tips: () => ["Brown each vegetable separately: crowding makes them stew instead of colour.", "Ratatouille tastes even better the next day."],
    drink: () => ({ wine: "a Provence rosé or a Côtes de Provence red", soft: "sparkling water with lemon and thyme" }),
    sides: () => ["Crusty baguette", "A fried egg on top"],
  },
];
