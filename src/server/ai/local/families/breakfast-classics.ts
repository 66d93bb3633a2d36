/** Everyday breakfast recipe families: scrambled eggs on toast, warm porridge. */
import type { RecipeFamily } from "../family-types";
import { ampersand, joinList } from "../text";
import { NOT_A_TOPPING, SOUR_FRUIT } from "./ingredient-lists";
import { optional, required, vegSlot } from "./slot-kits";

const salt = { name: "salt", per: { n: 0, unit: "taste" as const } };
const pepper = { name: "black pepper", per: { n: 0, unit: "taste" as const } };

/** Scrambled eggs on toast and porridge (breakfast). */
export const BREAKFAST_CLASSIC_FAMILIES: RecipeFamily[] = [
  {
    id: "scrambled-eggs-toast",
    name: "Scrambled eggs on toast",
    cuisine: "British",
    mealTypes: ["breakfast"],
    difficulty: "easy",
    prepMin: 5,
    cookMin: 8,
    slots: [
      required("egg", { names: ["egg"], per: { n: 2, unit: "piece" }, fallback: ["egg"], defining: true }),
      required("bread", { roles: ["bread"], not: ["tortilla"], per: { n: 1, unit: "slice" }, fallback: ["bread"], defining: true }),
      optional("butter", { names: ["butter"], per: { n: 8, unit: "g" } }),
      optional("milk", { names: ["milk", "cream"], per: { n: 1, unit: "tbsp" } }),
      vegSlot("side", {
        min: 0,
        max: 1,
        roles: [],
        names: ["tomato", "mushroom", "spinach", "avocado"],
        raw: true,
        per: { n: 70, unit: "g" },
        defining: true,
      }),
      optional("herb", { names: ["chives", "parsley"], per: { n: 1, unit: "g" } }),
      optional("cheese", { roles: ["cheese"], not: ["cream cheese"], per: { n: 15, unit: "g" } }),
    ],
    staples: [salt, pepper],
    title: (c) =>
      `Scrambled Eggs on ${c.title("bread") === "Bread" ? "Toast" : `${c.title("bread")} Toast`}${c.has("side") ? ` with ${c.is("side", "avocado") ? "Avocado" : `${c.is("side", "spinach") ? "Wilted" : "Pan-Fried"} ${c.title("side")}`}` : ""}`,
    description: (c) =>
      `Soft, creamy scrambled eggs${c.has("herb") ? ` with ${c.names("herb")}` : ""} piled on buttered ${c.is("bread", "bread") ? "toast" : `${c.names("bread")} toast`}${c.has("side") ? ` with ${c.names("side")} on the side` : ""}. Low heat and patience make all the difference.`,
    steps: (c) =>
      [
        c.has("side") && !c.is("side", "avocado")
          ? `${c.is("side", "spinach") ? `Wilt ${c.qty("side")} in a hot pan with a knob of butter for 1 minute` : `Halve or slice ${c.qty("side")} and fry in a hot pan with a little butter or oil for 3–4 minutes until browned`}; season and keep warm.`
          : c.has("side")
            ? `Halve, stone and slice ${c.qty("side")}; season with salt and a squeeze of lemon if you have one.`
            : "",
        `Beat ${c.qty("egg")}${c.has("milk") ? ` with ${c.qty("milk")}` : ""} and a pinch of salt.`,
        `Toast ${c.qty("bread")}${c.has("butter") ? " and butter it while hot" : ""}.`,
        `Melt ${c.has("butter") ? "a little of the butter" : "a knob of butter or a little oil"} in a non-stick pan over low heat, add the eggs and stir slowly with a spatula, scraping the bottom, for 3–5 minutes.`,
        `Take the pan off the heat while the eggs are still slightly wet; they finish in the residual heat.${c.has("cheese") ? ` Fold in ${c.qty("cheese")}, grated.` : ""}`,
        `Pile onto the toast, grind over black pepper${c.has("herb") ? ` and scatter with snipped ${c.names("herb")}` : ""}${c.has("side") ? `, with the ${c.names("side")} alongside` : ""}.`,
      ].filter(Boolean),
    tips: () => [
      "Low heat and constant stirring give small, creamy curds instead of rubbery lumps.",
      "Plates warmed in a low oven keep the eggs soft.",
    ],
    drink: () => ({ soft: "a pot of breakfast tea or fresh orange juice" }),
    sides: () => ["Grilled tomatoes", "Fresh fruit"],
  },
  {
    id: "porridge",
    name: "Porridge",
    cuisine: "Scottish",
    mealTypes: ["breakfast"],
    difficulty: "easy",
    prepMin: 2,
    cookMin: 8,
    slots: [
      required("oats", { names: ["oats"], per: { n: 50, unit: "g" }, fallback: ["oats"], defining: true }),
      required("milk", {
        names: ["milk", "oat milk", "almond milk", "soy milk"],
        per: { n: 200, unit: "ml" },
        fallback: ["milk", "oat milk"],
      }),
      { key: "fruit", roles: ["fruit"], not: SOUR_FRUIT, min: 0, max: 2, per: { n: 70, unit: "g" }, split: true, defining: true },
      optional("topping", { roles: ["nut"], names: ["peanut butter"], per: { n: 10, unit: "g" }, defining: true }),
      optional("sweet", { roles: ["sweetener"], not: NOT_A_TOPPING, per: { n: 1, unit: "tsp" } }),
      optional("spice", { names: ["cinnamon"], per: { n: 0.25, unit: "tsp" } }),
    ],
    staples: [salt],
    title: (c) =>
      `${c.has("spice") ? "Cinnamon " : ""}Porridge${c.has("fruit") || c.has("topping") ? ` with ${ampersand([...c.titles("fruit"), c.title("topping")].filter(Boolean).slice(0, 3))}` : ""}`,
    description: (c) =>
      `Creamy stovetop porridge made with ${c.names("milk")}${c.has("fruit") || c.has("topping") ? `, topped with ${c.list("fruit", "topping")}` : ""}. Warm, filling and ready in ten minutes.`,
    steps: (c) =>
      [
        `Put ${c.qty("oats")} in a saucepan with ${c.qty("milk")}${c.has("spice") ? `, ${c.qty("spice")}` : ""} and a pinch of salt.`,
        "Bring to a gentle simmer over medium heat, stirring, then cook for 4–5 minutes, stirring often, until thick and creamy. Loosen with a splash of water or milk if needed.",
        c.has("fruit")
          ? `Meanwhile slice ${c.qty("fruit")}${c.all("fruit").some((f) => /apple|pear/.test(f.name)) ? " (or grate apple or pear straight into the pan for the last minute)" : ""}.`
          : "",
        `Spoon into bowls and top with ${joinList([c.names("fruit"), c.has("topping") ? c.qty("topping") : "", c.has("sweet") ? `a drizzle of ${c.names("sweet")}` : ""].filter(Boolean)) || "a little brown sugar or a pat of butter"}.`,
      ].filter(Boolean),
    tips: () => [
      "The pinch of salt matters: it makes porridge taste sweeter and rounder.",
      "Let it stand for a minute off the heat; it thickens as it cools.",
    ],
    drink: () => ({ soft: "a cup of coffee or tea" }),
    sides: () => ["A boiled egg", "Fresh orange segments"],
  },
];
