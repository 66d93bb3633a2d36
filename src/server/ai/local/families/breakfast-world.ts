/** Savoury breakfasts from around the world: huevos rancheros, congee, avocado toast, potato hash, Spanish tortilla, full breakfast. */
import type { RecipeFamily } from "../family-types";
import { ampersand, joinList } from "../text";
import { searCue } from "./cook-notes";
import { onionSlot, optional, required, seasoning, vegSlot } from "./slot-kits";
import { chosenPhrase } from "../amounts";

const eggs = (n: number) => required("egg", { names: ["egg"], per: { n, unit: "piece" }, fallback: ["egg"], defining: true });
const morningDrink = { soft: "fresh orange juice or a pot of coffee" };

/** Huevos rancheros, congee, avocado toast, potato hash, Spanish tortilla and a full breakfast. */
export const BREAKFAST_WORLD_FAMILIES: RecipeFamily[] = [
  {
    id: "huevos-rancheros",
    name: "Huevos rancheros",
    cuisine: "Mexican",
    mealTypes: ["breakfast", "lunch"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 20,
    slots: [
      eggs(2),
      required("tortilla", { names: ["corn tortilla", "tortilla"], per: { n: 2, unit: "piece" }, fallback: ["corn tortilla", "tortilla"] }),
      required("salsa", {
        names: ["salsa", "canned tomatoes", "tomato"],
        per: { n: 100, unit: "g" },
        fallback: ["canned tomatoes"],
        defining: true,
      }),
      optional("beans", { names: ["refried beans", "black beans", "pinto beans", "kidney beans"], per: { n: 70, unit: "g" }, defining: true }),
      onionSlot({ min: 0 }),
      optional("chili", { names: ["jalapeno", "chili pepper", "chili flakes", "hot sauce"], per: { n: 0.25, unit: "piece" }, perFor: { "chili flakes": { n: 0.25, unit: "tsp" }, "hot sauce": { n: 0.5, unit: "tsp" } } }),
      optional("cheese", { names: ["feta", "cheddar cheese", "goat cheese"], per: { n: 20, unit: "g" } }),
      optional("avocado", { names: ["avocado"], per: { n: 0.5, unit: "piece" } }),
      optional("herb", { names: ["cilantro", "spring onion"], per: { n: 3, unit: "g" } }),
    ],
    staples: seasoning(0.75, "vegetable oil"),
    title: (c) => `Huevos Rancheros${c.has("beans") ? ` with ${c.title("beans")}s` : ""}`,
    description: (c) =>
      `Fried eggs on warm ${c.names("tortilla")}${c.has("beans") ? ` spread with ${c.names("beans")}` : ""}, under a quick ranchero sauce of ${joinList([c.names("salsa"), ...c.labels("onion"), ...c.labels("chili")])}. A Mexican farmhouse breakfast that also makes a fine lunch.`,
    steps: (c) =>
      [
        `Make the sauce: heat half of the ${c.staple("vegetable oil")} oil in a frying pan over medium heat${c.has("onion") ? ` and soften the ${c.qty("onion")}, finely chopped, for 5 minutes` : ""}.${c.has("chili") ? ` Add the ${c.qty("chili")}${/flakes|sauce/.test(c.names("chili")) ? "" : ", seeded and chopped"}.` : ""} Add the ${c.qty("salsa")}${c.is("salsa", "tomato") ? ", chopped," : ""} and simmer for 8–10 minutes until thick; season with salt and pepper.`,
        c.has("beans") ? `Warm the ${c.qty("beans")} in a small pan with a splash of water, mashing about half of them with a fork.` : "",
        `Warm the ${c.qty("tortilla")} in a dry pan for 30 seconds a side and keep them wrapped in a clean tea towel.`,
        `Heat the rest of the oil in a non-stick pan and fry the ${c.qty("egg")} over medium-low heat for 3–4 minutes, until the whites are set and the yolks still runny.`,
        `Lay the tortillas on plates${c.has("beans") ? ", spread with the beans" : ""}, top with the eggs and spoon the sauce around the yolks${c.has("cheese") ? `. Crumble over the ${c.qty("cheese")}` : ""}${c.has("avocado") ? `${c.has("cheese") ? " and add" : ". Add"} the ${c.qty("avocado")}, sliced` : ""}${c.has("herb") ? `, then scatter with the ${c.names("herb")}, chopped` : ""}.`,
      ].filter(Boolean),
    tips: () => [
      "Keep the sauce thick: a watery sauce makes the tortillas soggy before you sit down.",
      "Cover the pan for the last minute if the whites around the yolk will not set.",
    ],
    drink: () => ({ soft: "a glass of cold horchata or fresh orange juice" }),
    sides: () => ["Sliced avocado with lime", "Black coffee"],
  },
  {
    id: "congee",
    name: "Congee",
    cuisine: "Chinese",
    mealTypes: ["breakfast", "lunch"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 60,
    slots: [
      required("rice", { names: ["rice", "brown rice"], per: { n: 45, unit: "g" }, fallback: ["rice"], defining: true }),
      optional("broth", { names: ["chicken broth", "vegetable broth", "dashi"], per: { n: 200, unit: "ml" } }),
      required("ginger", { names: ["ginger"], per: { n: 5, unit: "g" }, fallback: ["ginger"] }),
      optional("protein", {
        names: ["chicken thigh", "chicken breast", "shrimp", "tofu", "white fish", "ground pork", "egg"],
        per: { n: 70, unit: "g" },
        perFor: { egg: { n: 1, unit: "piece" } },
        defining: true,
      }),
      optional("greens", { names: ["bok choy", "spinach", "mushroom"], per: { n: 50, unit: "g" }, defining: true }),
      optional("season", { names: ["soy sauce", "tamari"], per: { n: 1, unit: "tsp" } }),
      optional("scallion", { names: ["spring onion", "cilantro"], per: { n: 8, unit: "g" } }),
      optional("finish", { names: ["sesame oil", "chili crisp"], per: { n: 0.5, unit: "tsp" } }),
    ],
    staples: seasoning(0),
    title: (c) => `${ampersand([c.is("protein", "egg") ? "Egg" : c.title("protein"), c.title("greens")].filter(Boolean)) || "Ginger"} Congee`,
    description: (c) =>
      `Rice simmered slowly${c.has("broth") ? ` in ${c.names("broth")}` : ""} with ginger until it breaks into a silky porridge${c.has("protein") || c.has("greens") ? `, with ${c.list("protein", "greens")} cooked in the pot` : ""}. Gentle, warming and endlessly adaptable.`,
    steps: (c) => {
      const egg = c.is("protein", "egg");
      return [
        `Rinse ${c.qty("rice")} twice and put it in a heavy pot with ${c.has("broth") ? `${c.qty("broth")} and ` : ""}${c.scaled(c.has("broth") ? 300 : 500, "ml")} water. Slice the ${c.qty("ginger")} into thin matchsticks and add half.`,
        "Bring to the boil, then simmer with the lid ajar for 50–60 minutes, stirring every 10 minutes and scraping the bottom, until the grains burst and the congee is creamy. Add water if it thickens too much.",
        c.has("protein") && !egg
          ? `Cut the ${c.qty("protein")} into thin slices or small pieces and stir into the congee for the last 8 minutes, until cooked through.`
          : "",
        c.has("greens") ? `Add the ${c.qty("greens")}, sliced, for the last 3 minutes.` : "",
        egg ? `Crack the ${c.qty("protein")} into the simmering congee for the last 4 minutes, or poach them to a soft set.` : "",
        `Season with salt and white or black pepper${c.has("season") ? ` and the ${c.qty("season")}` : ""}.`,
        `Ladle into bowls and top with the rest of the ginger${c.has("scallion") ? ` and the ${c.names("scallion")}, thinly sliced` : ""}${c.has("finish") ? `, with a few drops of ${c.names("finish")}` : ""}.`,
      ].filter(Boolean);
    },
    tips: () => [
      "Freezing rinsed rice overnight makes the grains break faster: congee in half the time.",
      "Congee thickens as it stands; loosen leftovers with a splash of hot water.",
    ],
    drink: () => ({ soft: "hot jasmine or oolong tea" }),
    sides: () => ["Chinese crullers or toast soldiers", "Quick-pickled cucumber"],
  },
  {
    id: "avocado-toast",
    name: "Avocado toast",
    cuisine: "Modern",
    mealTypes: ["breakfast", "lunch", "snack"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 5,
    slots: [
      required("bread", { names: ["bread", "bagel", "english muffin"], per: { n: 2, unit: "slice" }, fallback: ["bread"] }),
      required("avocado", { names: ["avocado", "guacamole"], per: { n: 0.5, unit: "piece" }, perFor: { guacamole: { n: 60, unit: "g" } }, fallback: ["avocado"], defining: true }),
      optional("citrus", { names: ["lime", "lemon"], per: { n: 0.25, unit: "piece" } }),
      optional("topping", {
        names: ["egg", "feta", "cherry tomato", "tomato", "smoked salmon", "radish", "goat cheese"],
        max: 2,
        per: { n: 40, unit: "g" },
        perFor: { egg: { n: 1, unit: "piece" } },
        defining: true,
      }),
      optional("heat", { names: ["chili flakes", "hot sauce", "chili crisp"], per: { n: 0.25, unit: "tsp" } }),
    ],
    staples: seasoning(0.5),
    title: (c) => `Avocado Toast${c.has("topping") ? ` with ${ampersand(c.all("topping").map((t, i) => (t.name === "egg" ? "Fried Egg" : c.titles("topping")[i])))}` : ""}`,
    description: (c) =>
      `Crisp toast piled with ${c.is("avocado", "guacamole") ? "guacamole" : "crushed avocado"}${c.has("citrus") ? ` and ${c.names("citrus")}` : ""}${c.has("topping") ? `, topped with ${c.names("topping")}` : ""}. Ready in ten minutes.`,
    steps: (c) => {
      const egg = c.all("topping").some((t) => t.name === "egg");
      const others = c.all("topping").filter((t) => t.name !== "egg").map((t) => t.label);
      return [
        `Toast the ${c.qty("bread")} until deep golden, then brush with the ${c.staple("olive oil")} olive oil.`,
        c.is("avocado", "guacamole")
          ? `Stir the ${c.qty("avocado")}${c.has("citrus") ? ` with a squeeze of the ${c.qty("citrus")}` : ""} and season with salt and pepper.`
          : `Halve and stone the ${c.qty("avocado")}, scoop into a bowl and crush with a fork, leaving some chunks, with ${c.has("citrus") ? `the juice of the ${c.qty("citrus")}` : "a squeeze of citrus if you have it"}, salt and pepper.`,
        egg ? `Fry or poach the ${chosenPhrase(c.all("topping").find((t) => t.name === "egg")!)} until the whites are set and the yolks runny.` : "",
        `Spread the avocado thickly on the toast${others.length ? `, add the ${joinList(others)}, sliced or crumbled` : ""}${egg ? ", top each with an egg" : ""}${c.has("heat") ? ` and finish with the ${c.names("heat")}` : ""}.`,
      ].filter(Boolean);
    },
    tips: () => [
      "Toast the bread well: it needs to stay crisp under the avocado.",
      "A ripe avocado gives slightly when pressed near the stem.",
    ],
    drink: () => morningDrink,
    sides: () => ["Fresh fruit", "A flat white or green tea"],
  },
  {
    id: "potato-hash",
    name: "Potato hash",
    cuisine: "American",
    mealTypes: ["breakfast", "dinner"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 25,
    slots: [
      required("potato", { names: ["potato", "sweet potato"], per: { n: 200, unit: "g" }, fallback: ["potato", "sweet potato"], defining: true }),
      onionSlot(),
      optional("meat", { names: ["bacon", "sausage", "chorizo", "ham", "corned beef"], per: { n: 60, unit: "g" }, defining: true }),
      vegSlot("veg", { min: 0, max: 2, roles: [], names: ["bell pepper", "kale", "spinach", "mushroom", "zucchini", "brussels sprouts", "corn"], per: { n: 80, unit: "g" } }),
      optional("egg", { names: ["egg"], per: { n: 1, unit: "piece" }, defining: true }),
      optional("spice", { names: ["paprika", "chili flakes", "thyme", "rosemary"], per: { n: 0.5, unit: "tsp" } }),
    ],
    staples: seasoning(1, "vegetable oil"),
    title: (c) => `${ampersand([c.title("meat"), c.title("potato"), ...c.titles("veg")].filter(Boolean).slice(0, 3))} Hash${c.has("egg") ? " with Fried Eggs" : ""}`,
    description: (c) =>
      `Crisp-edged ${c.names("potato")} fried with ${joinList([c.names("onion"), ...c.labels("meat"), ...c.labels("veg")])}${c.has("egg") ? ", topped with runny fried eggs" : ""}. A one-pan plate that turns leftovers into a feast.`,
    steps: (c) =>
      [
        `Cut the ${c.qty("potato")} into 1.5 cm cubes and boil in salted water for 5–6 minutes until just tender; drain well and let them steam dry.`,
        `Meanwhile slice the ${c.qty("onion")}.${c.has("meat") ? ` Cut the ${c.qty("meat")} into small pieces.` : ""}${c.has("veg") ? ` Chop the ${c.qty("veg")}.` : ""}`,
        `Heat the ${c.staple("vegetable oil")} oil in a large frying pan over medium-high heat.${c.has("meat") ? ` Fry the ${c.names("meat")} ${searCue(c.first("meat"))}, then lift out.` : ""} Add the potatoes in one layer and leave them for 5 minutes until a crust forms, then turn and repeat.`,
        `Add the onion${c.has("veg") ? ` and the ${c.names("veg")}` : ""}${c.has("spice") ? ` with the ${c.qty("spice")}` : ""} and cook for 5–6 minutes, turning now and then.${c.has("meat") ? ` Return the ${c.names("meat")}.` : ""} Season with salt and pepper.`,
        c.has("egg")
          ? `Make hollows in the hash, crack in the ${c.qty("egg")}, cover and cook on low for 4–5 minutes until the whites are set.`
          : "",
        "Serve straight from the pan.",
      ].filter(Boolean),
    tips: () => [
      "Dry potatoes crisp; wet ones steam. Let them stand for a few minutes after draining.",
      "Resist stirring: the crust forms only when the potatoes sit still.",
    ],
    drink: () => morningDrink,
    sides: () => ["Hot sauce or ketchup", "Buttered toast"],
  },
  {
    id: "spanish-tortilla",
    name: "Spanish tortilla",
    cuisine: "Spanish",
    mealTypes: ["breakfast", "lunch", "snack"],
    difficulty: "medium",
    prepMin: 15,
    cookMin: 35,
    slots: [
      eggs(1.5),
      required("potato", { names: ["potato"], per: { n: 130, unit: "g" }, fallback: ["potato"], defining: true }),
      onionSlot({ per: { n: 40, unit: "g" } }),
      optional("extra", { names: ["roasted red peppers", "bell pepper", "chorizo", "spinach"], per: { n: 30, unit: "g" }, defining: true }),
    ],
    staples: seasoning(2),
    title: (c) => `Spanish Tortilla${c.has("extra") ? ` with ${c.title("extra")}` : ""}`,
    description: (c) =>
      `Thin slices of ${c.names("potato")} and ${c.names("onion")} slowly poached in olive oil, then set in beaten eggs${c.has("extra") ? ` with ${c.names("extra")}` : ""}. Served warm or at room temperature, in wedges.`,
    steps: (c) =>
      [
        `Peel the ${c.qty("potato")} and slice 3 mm thin; slice the ${c.qty("onion")} thinly.${c.has("extra") ? ` Chop the ${c.qty("extra")}.` : ""}`,
        `Warm the ${c.staple("olive oil")} olive oil in a 20–24 cm non-stick pan over medium-low heat. Add the potatoes and onion with a good pinch of salt and cook gently for 20 minutes, turning now and then, until soft but hardly coloured.${c.has("extra") ? ` Stir in the ${c.names("extra")} for the last 3 minutes.` : ""}`,
        `Beat the ${c.qty("egg")} in a large bowl with salt and pepper. Tip the potatoes into a sieve over a bowl (keep the oil), then fold them into the eggs and leave for 10 minutes.`,
        "Heat 1 tbsp of the kept oil in the pan over medium heat, pour in the mixture and cook for 5–6 minutes, shaking the pan, until the edges set.",
        "Put a large plate over the pan, turn the tortilla out onto it, then slide it back in, cooked side up. Cook for 3 minutes more for a soft centre.",
        "Rest for 5 minutes before cutting into wedges.",
      ],
    tips: () => [
      "Letting the potatoes soak in the eggs for 10 minutes gives a tortilla that holds together.",
      "Use the kept oil for frying eggs or roasting vegetables later in the week.",
    ],
    drink: () => ({ wine: "a glass of dry fino sherry or Verdejo", soft: "sparkling water with lemon" }),
    sides: () => ["Tomato-rubbed toast (pan con tomate)", "Green salad with olives"],
  },
  {
    id: "full-breakfast",
    name: "Full breakfast",
    cuisine: "British",
    mealTypes: ["breakfast"],
    difficulty: "medium",
    prepMin: 10,
    cookMin: 20,
    slots: [
      eggs(1),
      required("bread", { names: ["bread", "english muffin", "bagel"], per: { n: 1, unit: "slice" }, fallback: ["bread"] }),
      optional("meat", { names: ["sausage", "bacon", "ham"], max: 2, per: { n: 50, unit: "g" }, defining: true }),
      optional("beans", { names: ["baked beans"], per: { n: 100, unit: "g" }, defining: true }),
      vegSlot("veg", { min: 0, max: 2, roles: [], names: ["mushroom", "tomato", "cherry tomato"], per: { n: 80, unit: "g" }, split: false }),
      optional("butter", { names: ["butter"], per: { n: 5, unit: "g" } }),
    ],
    staples: seasoning(0.5, "vegetable oil"),
    title: (c) => `Full Breakfast with ${ampersand([...c.titles("meat"), c.has("beans") ? "Beans" : "", ...c.titles("veg")].filter(Boolean).slice(0, 3)) || "Eggs & Toast"}`,
    description: (c) =>
      `A proper cooked breakfast: fried eggs and toast with ${joinList([...c.labels("meat"), ...c.labels("beans"), ...c.labels("veg")]) || "whatever the morning needs"}. Everything times out to land on the plate hot.`,
    steps: (c) =>
      [
        "Heat the oven to 100 °C to keep things warm as they finish.",
        c.has("meat")
          ? `Fry the ${c.qty("meat")} in a little of the ${c.staple("vegetable oil")} oil over medium heat (sausages 12–15 minutes, turning, until browned and 71 °C inside; bacon 3–4 minutes a side); keep warm in the oven.`
          : "",
        c.has("veg")
          ? `In the same pan cook the ${c.qty("veg")}${c.all("veg").some((v) => /tomato/.test(v.name)) ? " (tomatoes halved, cut side down)" : ", sliced"} for 5–6 minutes until soft and browned; season with salt and pepper.`
          : "",
        c.has("beans") ? `Warm the ${c.qty("beans")} in a small pan over low heat.` : "",
        `Toast the ${c.qty("bread")}${c.has("butter") ? ` and spread with the ${c.qty("butter")}` : ""}.`,
        `Add the rest of the oil to the pan and fry the ${c.qty("egg")} over medium-low heat for 3–4 minutes, basting the whites with the hot oil; season with salt and pepper.`,
        "Plate everything together and serve at once.",
      ].filter(Boolean),
    tips: () => [
      "Start with whatever takes longest (sausages) and keep each part warm in a low oven.",
      "A gentle heat under the eggs keeps the whites tender instead of lacy and tough.",
    ],
    drink: () => ({ soft: "a pot of strong tea or fresh orange juice" }),
    sides: () => ["Grilled tomato halves", "Brown sauce or ketchup"],
  },
];
