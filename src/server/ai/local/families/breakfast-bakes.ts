/** Make-ahead and sweet breakfasts: egg muffins, chia pudding, baked oatmeal, crêpes, granola. */
import type { RecipeFamily } from "../family-types";
import { ampersand, capitalize, joinList } from "../text";
import { DRIED_FRUIT, SOUR_FRUIT, VEG } from "./ingredient-lists";
import { optional, required, vegSlot } from "./slot-kits";

const salt = { name: "salt", per: { n: 0, unit: "taste" as const } };
/** Dairy milk first, then plant milks, so a dairy-free or vegan household still gets the dish. */
const MILKS = ["milk", "oat milk", "soy milk", "almond milk", "coconut milk"];
const milk = (ml: number) => required("milk", { names: MILKS, per: { n: ml, unit: "ml" }, fallback: MILKS });
const FRESH_FRUIT = { roles: ["fruit" as const], not: [...SOUR_FRUIT, ...DRIED_FRUIT] };
const sweet = (n: number, min = 0) =>
  min > 0
    ? required("sweet", { names: ["maple syrup", "honey", "brown sugar"], per: { n, unit: "tbsp" }, fallback: ["maple syrup", "brown sugar"] })
    : optional("sweet", { names: ["maple syrup", "honey", "brown sugar"], per: { n, unit: "tbsp" } });

/** Egg muffins, chia pudding, baked oatmeal, crêpes and granola. */
export const BREAKFAST_BAKE_FAMILIES: RecipeFamily[] = [
  {
    id: "egg-muffins",
    name: "Egg muffins",
    cuisine: "American",
    mealTypes: ["breakfast", "snack"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 20,
    slots: [
      required("egg", { names: ["egg"], per: { n: 1.5, unit: "piece" }, fallback: ["egg"], defining: true }),
      vegSlot("veg", { roles: [], names: VEG.eggs, max: 2, per: { n: 60, unit: "g" }, fallback: ["spinach", "bell pepper"] }),
      optional("cheese", { roles: ["cheese"], not: ["cream cheese", "cottage cheese", "paneer", "halloumi"], per: { n: 15, unit: "g" }, defining: true }),
      optional("meat", { names: ["ham", "bacon", "sausage", "smoked salmon"], per: { n: 25, unit: "g" }, defining: true }),
      optional("scallion", { names: ["spring onion", "chives"], per: { n: 5, unit: "g" } }),
      optional("milk", { names: ["milk"], per: { n: 1, unit: "tbsp" } }),
    ],
    staples: [salt, { name: "black pepper", per: { n: 0, unit: "taste" } }, { name: "olive oil", per: { n: 0.25, unit: "tbsp" } }],
    title: (c) => `${ampersand([c.title("meat"), ...c.titles("veg"), c.title("cheese")].filter(Boolean).slice(0, 3))} Egg Muffins`,
    description: (c) =>
      `Little baked omelettes of ${c.list("meat", "veg", "cheese")}, made in a muffin tin. Bake once and breakfast is sorted for days.`,
    steps: (c) =>
      [
        `Heat the oven to 180 °C (160 °C fan) and brush a muffin tin (about 2 holes per person) with the ${c.staple("olive oil")} olive oil.`,
        `Chop the ${c.qty("veg")} small${c.has("meat") ? ` and dice the ${c.qty("meat")}` : ""}${c.has("scallion") ? `; slice the ${c.qty("scallion")}` : ""}. Divide among the holes${c.has("cheese") ? ` with the ${c.qty("cheese")}, grated or crumbled` : ""}.`,
        `Whisk the ${c.qty("egg")}${c.has("milk") ? ` with the ${c.qty("milk")}` : ""}, salt and pepper, and pour over the filling until each hole is three-quarters full.`,
        "Bake for 18–20 minutes until puffed and set in the centre. Cool for 5 minutes before lifting out with a knife.",
        "Keep leftovers in the fridge for up to 4 days; reheat for 30 seconds in the microwave.",
      ],
    tips: () => [
      "Cook watery vegetables such as mushrooms or spinach first, or the muffins weep.",
      "Silicone or paper cases make them easy to lift out.",
    ],
    drink: () => ({ soft: "a flat white or fresh orange juice" }),
    sides: () => ["Fresh fruit", "Wholegrain toast"],
  },
  {
    id: "chia-pudding",
    name: "Chia pudding",
    cuisine: "Modern",
    mealTypes: ["breakfast", "snack"],
    difficulty: "easy",
    prepMin: 5,
    cookMin: 0,
    slots: [
      required("chia", { names: ["chia seeds"], per: { n: 25, unit: "g" }, fallback: ["chia seeds"], defining: true }),
      milk(150),
      sweet(0.5),
      optional("fruit", { ...FRESH_FRUIT, names: ["frozen berries"], max: 2, per: { n: 70, unit: "g" }, split: true, defining: true }),
      optional("flavour", { names: ["vanilla extract", "cinnamon", "cocoa powder"], per: { n: 0.25, unit: "tsp" } }),
      optional("crunch", { roles: ["nut"], not: ["chia seeds", "peanut butter"], per: { n: 10, unit: "g" } }),
    ],
    staples: [],
    title: (c) => `${c.has("fruit") ? `${ampersand(c.titles("fruit"))} ` : ""}Chia Pudding${c.is("milk", "coconut milk") ? " with Coconut" : ""}`,
    description: (c) =>
      `Chia seeds soaked overnight in ${c.names("milk")} until thick and spoonable${c.has("fruit") ? `, topped with ${c.names("fruit")}` : ""}. Five minutes tonight, breakfast ready tomorrow.`,
    steps: (c) =>
      [
        `Whisk the ${c.qty("chia")} into the ${c.qty("milk")}${c.has("sweet") ? ` with the ${c.qty("sweet")}` : ""}${c.has("flavour") ? ` and the ${c.qty("flavour")}` : ""}.`,
        "Wait 5 minutes and whisk again to break up clumps, then cover and chill for at least 4 hours or overnight.",
        `Stir, loosen with a splash more milk if very thick, and spoon into glasses${c.has("fruit") ? `; top with the ${c.qty("fruit")}, sliced` : ""}${c.has("crunch") ? `${c.has("fruit") ? " and" : ";"} scatter with the ${c.qty("crunch")}, chopped` : ""}.`,
      ],
    tips: () => [
      "The second whisk after 5 minutes is what keeps the seeds from settling in a clump.",
      "It keeps for 3 days in the fridge, so make several jars at once.",
    ],
    drink: () => ({ soft: "a cup of green tea or black coffee" }),
    sides: () => ["A handful of granola", "Sliced banana"],
  },
  {
    id: "baked-oatmeal",
    name: "Baked oatmeal",
    cuisine: "American",
    mealTypes: ["breakfast"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 35,
    slots: [
      required("oats", { names: ["oats"], per: { n: 50, unit: "g" }, fallback: ["oats"], defining: true }),
      milk(120),
      required("fruit", { ...FRESH_FRUIT, names: ["frozen berries"], max: 2, per: { n: 80, unit: "g" }, split: true, fallback: ["banana", "apple"], defining: true }),
      sweet(0.75, 1),
      optional("egg", { names: ["egg"], per: { n: 0.5, unit: "piece" } }),
      optional("spice", { names: ["cinnamon", "vanilla extract"], per: { n: 0.25, unit: "tsp" } }),
      optional("nuts", { roles: ["nut"], not: ["peanut butter", "chia seeds", "flaxseed"], per: { n: 10, unit: "g" } }),
      optional("rise", { names: ["baking powder"], per: { n: 0.25, unit: "tsp" } }),
    ],
    staples: [salt, { name: "butter", per: { n: 5, unit: "g" } }],
    title: (c) => `${ampersand(c.titles("fruit"))}${c.has("nuts") ? ` & ${c.title("nuts")}` : ""} Baked Oatmeal`,
    description: (c) =>
      `Oats baked in ${c.names("milk")} with ${c.names("fruit")}${c.has("nuts") ? ` and ${c.names("nuts")}` : ""} until set, golden and soft in the middle. Slice it warm or reheat squares all week.`,
    steps: (c) =>
      [
        `Heat the oven to 190 °C (170 °C fan) and grease a baking dish with the ${c.staple("butter")} butter.`,
        `Mix the ${c.qty("oats")}${c.has("rise") ? `, the ${c.qty("rise")}` : ""}${c.has("spice") ? `, the ${c.qty("spice")}` : ""} and a pinch of salt in the dish.`,
        `Whisk the ${c.qty("milk")} with the ${c.qty("sweet")}${c.has("egg") ? ` and the ${c.qty("egg")}` : ""}.`,
        `Slice the ${c.qty("fruit")}; fold half into the oats, pour over the milk and scatter the rest on top${c.has("nuts") ? ` with the ${c.qty("nuts")}, chopped` : ""}.`,
        "Bake for 30–35 minutes until set and golden at the edges. Rest for 5 minutes before serving.",
      ],
    tips: () => [
      "Overripe bananas are perfect here: they sweeten the whole dish.",
      "Assemble it the night before and bake in the morning.",
    ],
    drink: () => ({ soft: "a cup of coffee or a glass of cold milk" }),
    sides: () => ["A spoon of Greek yogurt", "Extra fresh fruit"],
  },
  {
    id: "crepes",
    name: "Crêpes",
    cuisine: "French",
    mealTypes: ["breakfast", "snack"],
    difficulty: "medium",
    prepMin: 10,
    cookMin: 20,
    slots: [
      required("flour", { names: ["flour"], per: { n: 30, unit: "g" }, fallback: ["flour"] }),
      required("egg", { names: ["egg"], per: { n: 0.5, unit: "piece" }, fallback: ["egg"] }),
      milk(75),
      required("filling", {
        names: ["lemon", "jam", "hazelnut spread", "honey", "maple syrup", "sugar"],
        per: { n: 1, unit: "tbsp" },
        perFor: { lemon: { n: 0.25, unit: "piece" } },
        fallback: ["sugar"],
        defining: true,
      }),
      optional("fruit", { ...FRESH_FRUIT, names: ["frozen berries"], per: { n: 60, unit: "g" }, defining: true }),
      optional("butter", { names: ["butter"], per: { n: 5, unit: "g" } }),
    ],
    staples: [salt, { name: "vegetable oil", per: { n: 0.25, unit: "tsp" } }],
    title: (c) => `Crêpes with ${ampersand([c.is("filling", "lemon") ? "Lemon & Sugar" : c.title("filling"), c.title("fruit")].filter(Boolean))}`,
    description: (c) =>
      `Thin French pancakes, folded around ${joinList([c.is("filling", "lemon") ? "lemon and sugar" : c.names("filling"), ...c.labels("fruit")])}. The batter takes five minutes; the first crêpe is always the cook's.`,
    steps: (c) =>
      [
        `Whisk the ${c.qty("flour")} with a pinch of salt, the ${c.qty("egg")} and a third of the ${c.qty("milk")} to a smooth paste, then whisk in the rest of the milk${c.has("butter") ? ` and the ${c.qty("butter")}, melted` : ""}. Rest for 15 minutes; it should be as thin as single cream.`,
        `Heat a 20–24 cm frying pan over medium-high heat and wipe with a little of the ${c.staple("vegetable oil")} oil on kitchen paper.`,
        "Pour in a small ladle of batter and swirl to cover the base thinly. Cook for about 1 minute until lacy and golden underneath, flip and cook 30 seconds more. Stack on a plate and repeat, oiling the pan every few crêpes.",
        `Fill each crêpe with ${c.is("filling", "lemon") ? `a squeeze of the ${c.qty("filling")} and a sprinkle of sugar` : `the ${c.qty("filling")}`}${c.has("fruit") ? ` and the ${c.qty("fruit")}, sliced` : ""}, fold into quarters and serve warm.`,
      ],
    tips: () => [
      "Resting the batter lets the flour swell, so the crêpes are tender and do not tear.",
      "If the first crêpe is thick, thin the batter with a splash of milk.",
    ],
    drink: () => ({ wine: "a glass of dry cider, Breton style", soft: "hot chocolate or a café au lait" }),
    sides: () => ["Fresh berries", "Whipped cream"],
  },
  {
    id: "granola",
    name: "Homemade granola",
    cuisine: "American",
    mealTypes: ["breakfast", "snack"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 25,
    slots: [
      required("oats", { names: ["oats"], per: { n: 45, unit: "g" }, fallback: ["oats"], defining: true }),
      optional("nuts", { roles: ["nut"], not: ["peanut butter"], max: 2, per: { n: 15, unit: "g" }, split: true, defining: true }),
      required("sweet", { names: ["maple syrup", "honey"], per: { n: 1, unit: "tbsp" }, fallback: ["maple syrup"] }),
      optional("dried", { names: [...DRIED_FRUIT, "desiccated coconut"], per: { n: 12, unit: "g" }, defining: true }),
      optional("spice", { names: ["cinnamon", "vanilla extract"], per: { n: 0.25, unit: "tsp" } }),
      optional("serve", { names: ["greek yogurt", "yogurt", "milk", "oat milk", "plant yogurt"], per: { n: 100, unit: "g" } }),
    ],
    staples: [salt, { name: "vegetable oil", per: { n: 0.5, unit: "tbsp" } }],
    title: (c) => `${ampersand([...c.titles("nuts"), c.title("dried")].filter(Boolean).slice(0, 2)) || capitalize(c.title("sweet"))} Granola`,
    description: (c) =>
      `Crunchy clusters of oats${c.has("nuts") ? ` and ${c.names("nuts")}` : ""} baked with ${c.names("sweet")}${c.has("dried") ? `, with ${c.names("dried")} stirred in` : ""}. Far cheaper and less sweet than the boxed kind.`,
    steps: (c) =>
      [
        "Heat the oven to 160 °C (140 °C fan) and line a tray with baking paper.",
        `Mix the ${c.qty("oats")}${c.has("nuts") ? ` and the ${c.qty("nuts")}, roughly chopped` : ""}${c.has("spice") ? `, the ${c.qty("spice")}` : ""} and a pinch of salt.`,
        `Warm the ${c.qty("sweet")} with the ${c.staple("vegetable oil")} oil, pour over the oats and stir until everything is coated.`,
        "Spread on the tray, press down lightly and bake for 20–25 minutes, turning the tray halfway, until golden. Leave to cool on the tray without stirring so it sets in clusters.",
        `${c.has("dried") ? `Break up and mix in the ${c.qty("dried")}. ` : "Break into clusters. "}Keep in a jar for up to 2 weeks${c.has("serve") ? `; serve with the ${c.qty("serve")}` : ""}.`,
      ],
    tips: () => [
      "Let it cool completely on the tray: it only crisps as it cools.",
      "Add dried fruit after baking or it turns hard and bitter.",
    ],
    drink: () => ({ soft: "a cold glass of milk or a cup of coffee" }),
    sides: () => ["Greek yogurt", "Fresh berries"],
  },
];
