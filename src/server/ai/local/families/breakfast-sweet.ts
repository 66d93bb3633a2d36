/** Sweet breakfast recipe families: overnight oats, pancakes, French toast, smoothie, yogurt parfait. */
import type { RecipeFamily, SlotSpec } from "../family-types";
import { ampersand, joinList } from "../text";
import { DRIED_FRUIT, NOT_A_TOPPING, SOUR_FRUIT } from "./ingredient-lists";
import { optional, required } from "./slot-kits";

const MILKS = ["milk", "oat milk", "almond milk", "soy milk"];
const FRESH_ONLY = [...SOUR_FRUIT, ...DRIED_FRUIT];
const milk = (ml: number): SlotSpec => required("milk", { names: MILKS, per: { n: ml, unit: "ml" }, fallback: ["milk", "oat milk"] });
const fruit = (min: number, max: number, grams: number, fallback: string[], dried = false): SlotSpec => ({
  key: "fruit",
  roles: ["fruit"],
  not: dried ? SOUR_FRUIT : FRESH_ONLY,
  min,
  max,
  per: { n: grams, unit: "g" },
  split: true,
  fallback,
  defining: true,
});
const sweetener = optional("sweet", { roles: ["sweetener"], not: NOT_A_TOPPING, per: { n: 1, unit: "tsp" } });
const yogurt = (grams: number) => optional("yogurt", { names: ["yogurt", "greek yogurt"], per: { n: grams, unit: "g" } });
const pinchOfSalt = [{ name: "salt", per: { n: 0, unit: "taste" as const } }];
const breakfastDrink = { soft: "a cup of coffee or black tea" };

/** Overnight oats, pancakes, French toast, smoothie and yogurt parfait. */
export const BREAKFAST_SWEET_FAMILIES: RecipeFamily[] = [
  {
    id: "overnight-oats",
    name: "Overnight oats",
    cuisine: "Modern",
    mealTypes: ["breakfast"],
    difficulty: "easy",
    prepMin: 5,
    cookMin: 0,
    slots: [
      required("oats", { names: ["oats"], per: { n: 50, unit: "g" }, fallback: ["oats"], defining: true }),
      milk(120),
      yogurt(50),
      fruit(1, 2, 80, ["banana", "apple"], true),
      optional("crunch", { roles: ["nut"], names: ["peanut butter", "chia seeds"], per: { n: 15, unit: "g" }, defining: true }),
      sweetener,
    ],
    staples: pinchOfSalt,
    title: (c) => `${ampersand([...c.titles("fruit"), c.title("crunch")].filter(Boolean))} Overnight Oats`,
    description: (c) =>
      `Oats soaked overnight in ${c.names("milk")}${c.has("yogurt") ? ` and ${c.names("yogurt")}` : ""} until creamy, topped with ${c.names("fruit")}. Five minutes the evening before, nothing to do in the morning.`,
    steps: (c) => [
      `In ${c.servings > 1 ? `${c.servings} jars or a lidded bowl` : "a jar"}, stir together ${c.qty("oats")}, ${c.qty("milk")}${c.has("yogurt") ? `, ${c.qty("yogurt")}` : ""} and a pinch of salt${c.has("sweet") ? `, sweetened with ${c.qty("sweet")}` : ""}.`,
      `Chop ${c.qty("fruit")} into small pieces; stir half into the oats and keep the rest for the top.`,
      "Cover and refrigerate for at least 6 hours or overnight; the oats absorb the liquid and soften.",
      `In the morning, stir, loosen with a splash more ${c.names("milk")} if too thick, and top with the remaining ${c.names("fruit")}${c.has("crunch") ? ` and the ${c.qty("crunch")}` : ""}.`,
    ],
    tips: (c) => [
      "Rolled oats give the best texture; quick oats turn mushy and steel-cut oats stay hard.",
      c.all("fruit").some((f) => /banana|apple|pear/.test(f.name))
        ? "Add sliced banana, apple or pear in the morning, or it browns overnight."
        : "Keeps for 3 days in the fridge, so make several jars at once.",
    ],
    drink: () => breakfastDrink,
    sides: () => ["A boiled egg for extra protein", "Fresh orange segments"],
  },
  {
    id: "pancakes",
    name: "Pancakes",
    cuisine: "American",
    mealTypes: ["breakfast"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 15,
    slots: [
      required("flour", { names: ["flour"], per: { n: 60, unit: "g" }, fallback: ["flour"], defining: true }),
      required("egg", { names: ["egg"], per: { n: 0.5, unit: "piece" }, fallback: ["egg"] }),
      milk(90),
      required("raise", { names: ["baking powder"], per: { n: 0.5, unit: "tsp" }, fallback: ["baking powder"] }),
      optional("sugar", { names: ["sugar"], per: { n: 1, unit: "tsp" } }),
      optional("butter", { names: ["butter"], per: { n: 8, unit: "g" } }),
      fruit(0, 1, 50, []),
      optional("topping", { roles: ["sweetener"], not: NOT_A_TOPPING, per: { n: 1, unit: "tbsp" } }),
    ],
    staples: [...pinchOfSalt, { name: "vegetable oil", per: { n: 0.5, unit: "tsp" } }],
    title: (c) =>
      (c.has("fruit") ? `${c.title("fruit")} Pancakes` : "Fluffy Pancakes") + (c.has("topping") ? ` with ${c.title("topping")}` : ""),
    description: (c) =>
      `Thick, fluffy pancakes from ${c.names("flour")}, ${c.names("milk")} and egg${c.has("fruit") ? `, studded with ${c.names("fruit")}` : ""}. A weekend breakfast that takes under half an hour.`,
    steps: (c) => [
      `Whisk ${c.qty("flour")}, ${c.qty("raise")}${c.has("sugar") ? `, ${c.qty("sugar")}` : ""} and a pinch of salt in a bowl.`,
      `In a jug beat ${c.qty("egg")} with ${c.qty("milk")}${c.has("butter") ? ` and ${c.qty("butter")}, melted` : ""}. Pour into the dry ingredients and stir just until no dry flour remains; a few lumps are fine.`,
      "Rest the batter for 5 minutes while the pan heats: the baking powder starts working and the pancakes rise higher.",
      `Wipe a non-stick pan with a little oil and set over medium heat. Pour in about 3 tablespoons of batter per pancake${c.has("fruit") ? `, dot with ${c.names("fruit")}` : ""} and cook until bubbles cover the surface and the edges look dry, 2–3 minutes.`,
      "Flip and cook 1–2 minutes more until golden. Keep warm in a low oven while you cook the rest.",
      `Serve stacked${c.has("topping") ? ` with ${c.names("topping")}` : " with your favourite topping"}.`,
    ],
    tips: () => [
      "Do not overmix: stirring develops gluten and makes pancakes tough and flat.",
      "The first pancake tests the heat; if it browns before bubbles appear, turn the heat down.",
    ],
    drink: () => ({ soft: "a glass of cold milk or a latte" }),
    sides: () => ["Crispy bacon or a plant-based sausage", "Fresh berries"],
  },
  {
    id: "french-toast",
    name: "French toast",
    cuisine: "French",
    mealTypes: ["breakfast"],
    difficulty: "easy",
    prepMin: 5,
    cookMin: 12,
    slots: [
      required("bread", { roles: ["bread"], not: ["tortilla"], per: { n: 2, unit: "slice" }, fallback: ["bread"], defining: true }),
      required("egg", { names: ["egg"], per: { n: 1, unit: "piece" }, fallback: ["egg"] }),
      milk(60),
      optional("spice", { names: ["cinnamon"], per: { n: 0.25, unit: "tsp" } }),
      optional("butter", { names: ["butter"], per: { n: 10, unit: "g" } }),
      fruit(0, 1, 60, []),
      optional("topping", { roles: ["sweetener"], not: NOT_A_TOPPING, per: { n: 1, unit: "tbsp" } }),
    ],
    staples: [...pinchOfSalt, { name: "vegetable oil", per: { n: 0.5, unit: "tsp" } }],
    title: (c) => `${c.has("spice") ? "Cinnamon " : ""}French Toast${c.has("fruit") ? ` with ${c.title("fruit")}` : ""}`,
    description: (c) =>
      `Slices of ${c.names("bread")} soaked in ${c.has("spice") ? "cinnamon " : ""}egg custard and fried golden${c.has("fruit") ? `, served with ${c.names("fruit")}` : ""}. A good use for bread that is a day or two old.`,
    steps: (c) => [
      `Beat ${c.qty("egg")} with ${c.qty("milk")}${c.has("spice") ? `, ${c.qty("spice")}` : ""} and a pinch of salt in a shallow dish.`,
      `Soak ${c.qty("bread")} in the mixture for 20–30 seconds per side, until soaked through but not falling apart.`,
      `Heat ${c.has("butter") ? `a little of the ${c.qty("butter")} with ` : ""}a few drops of oil in a frying pan over medium heat.`,
      "Fry the slices for 2–3 minutes per side until deep golden; adjust the heat so the centre cooks before the outside darkens.",
      `Serve hot${c.has("fruit") ? ` with the ${c.names("fruit")}, sliced` : ""}${c.has("topping") ? ` and a drizzle of ${c.names("topping")}` : ""}.`,
    ],
    tips: () => [
      "Slightly stale bread soaks up custard without turning soggy; fresh bread can be dried in a 150 °C oven for 5 minutes.",
      "A little oil with the butter stops it burning while the toast browns.",
    ],
    drink: () => breakfastDrink,
    sides: () => ["Greek yogurt", "Fresh berries"],
  },
  {
    id: "smoothie",
    name: "Smoothie",
    cuisine: "Modern",
    mealTypes: ["breakfast", "snack"],
    difficulty: "easy",
    prepMin: 5,
    cookMin: 0,
    slots: [
      fruit(1, 3, 150, ["banana", "apple"]),
      milk(150),
      yogurt(60),
      optional("green", { names: ["spinach", "kale"], per: { n: 20, unit: "g" } }),
      optional("boost", { names: ["oats", "peanut butter", "chia seeds"], per: { n: 15, unit: "g" } }),
      sweetener,
    ],
    staples: [],
    title: (c) => `${ampersand([...c.titles("fruit"), c.title("green")].filter(Boolean))} Smoothie`,
    description: (c) =>
      `A thick blended drink of ${c.names("fruit")} with ${c.names("milk")}${c.has("yogurt") ? ` and ${c.names("yogurt")}` : ""}. Ripe or frozen fruit gives the creamiest result.`,
    steps: (c) => [
      `Peel and chop the ${c.qty("fruit")}; frozen pieces can go in as they are.`,
      `Pour ${c.qty("milk")} into the blender first${c.has("yogurt") ? `, then add ${c.qty("yogurt")}` : ""}: liquid at the bottom keeps the blades turning.`,
      `Add the fruit${c.has("green") ? `, ${c.qty("green")}` : ""}${c.has("boost") ? ` and ${c.qty("boost")}` : ""}${c.has("sweet") ? `, plus ${c.qty("sweet")} if the fruit is tart` : ""}.`,
      "Blend on high for 45–60 seconds until completely smooth. Add a splash more liquid if it will not move, or a few ice cubes to thicken.",
      "Pour into glasses and drink straight away.",
    ],
    tips: (c) => [
      c.has("green")
        ? "Blend the greens with the liquid first, then add the fruit: no leafy bits."
        : "Freeze overripe bananas in chunks for an ice-cold, creamy smoothie without ice.",
      "Taste before sweetening; ripe fruit is usually sweet enough.",
    ],
    drink: () => ({ soft: "nothing else needed; a glass of water alongside" }),
    sides: () => ["Wholegrain toast with nut butter", "A handful of almonds"],
    mainDish: (c) => `${ampersand(c.titles("fruit"))} smoothie`,
  },
  {
    id: "yogurt-parfait",
    name: "Yogurt parfait",
    cuisine: "Modern",
    mealTypes: ["breakfast", "snack"],
    difficulty: "easy",
    prepMin: 5,
    cookMin: 0,
    slots: [
      required("yogurt", {
        names: ["greek yogurt", "yogurt"],
        per: { n: 150, unit: "g" },
        fallback: ["greek yogurt", "yogurt"],
        defining: true,
      }),
      fruit(1, 2, 100, ["strawberries", "banana"]),
      required("crunch", {
        roles: ["nut"],
        names: ["granola", "oats"],
        not: ["peanut butter"],
        per: { n: 30, unit: "g" },
        fallback: ["granola", "oats"],
        defining: true,
      }),
      sweetener,
    ],
    staples: [],
    title: (c) => `${ampersand([...c.titles("fruit"), c.title("crunch")])} Yogurt Parfait`,
    description: (c) =>
      `Layers of creamy ${c.names("yogurt")}, ${joinList(c.labels("fruit"), "&")} and crunchy ${c.names("crunch")} in a glass. Assemble just before eating so it stays crisp.`,
    steps: (c) => [
      `Chop the ${c.qty("fruit")} into small pieces.`,
      c.is("crunch", "oats")
        ? `Toast ${c.qty("crunch")} in a dry pan over medium heat for 3–4 minutes, stirring, until golden and nutty; cool.`
        : `Measure out ${c.qty("crunch")}.`,
      `In ${c.servings > 1 ? `${c.servings} glasses` : "a glass"}, layer a third of the ${c.qty("yogurt")}, then fruit, then ${c.names("crunch")}; repeat twice, ending with fruit and a little crunch on top.`,
      c.has("sweet") ? `Drizzle with ${c.qty("sweet")} and serve.` : "Serve straight away.",
    ],
    tips: () => [
      "Thick (strained) yogurt holds the layers apart; thin yogurt can be drained in a sieve lined with kitchen paper for 20 minutes.",
      "Add the crunchy layer at the last minute, or it softens.",
    ],
    drink: () => breakfastDrink,
    sides: () => ["A soft-boiled egg", "Green tea"],
  },
];
