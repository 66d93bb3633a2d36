/** Pasta recipe families: pasta with tomato sauce, pasta primavera, macaroni cheese. */
import type { DishContext, RecipeFamily, SlotSpec } from "../family-types";
import { ampersand, capitalize, joinList } from "../text";
import { cookVegInStages, drinkForProtein, prepVeg, proteinKind, searCue } from "./cook-notes";
import { VEG } from "./ingredient-lists";
import { garlicSlot, onionSlot, optional, required, seasoning, vegSlot } from "./slot-kits";

/** Asian noodles and lasagne sheets are pasta to the knowledge base, but not to these dishes. */
const NOT_PASTA = ["noodles", "egg noodles", "rice noodles", "instant noodles", "lasagna"];
const pasta = (fallback: string[]): SlotSpec =>
  required("pasta", { roles: ["pasta"], not: NOT_PASTA, per: { n: 90, unit: "g" }, fallback, defining: true });
const hardCheese = optional("cheese", {
  roles: ["cheese"],
  not: ["cream cheese", "cottage cheese"],
  per: { n: 15, unit: "g" },
  defining: true,
});
const herb = optional("herb", { names: ["basil", "parsley", "oregano"], per: { n: 2, unit: "g" } });

/** Boiling and draining, shared by the pasta families. */
function boilPasta(c: DishContext): string {
  return `Cook ${c.qty("pasta")} in the boiling water until al dente, 1 minute less than the packet says. Scoop out a mugful of the starchy cooking water, then drain.`;
}

/** Pasta with tomato sauce, pasta primavera and macaroni cheese. */
export const PASTA_FAMILIES: RecipeFamily[] = [
  {
    id: "pasta-tomato",
    name: "Pasta with tomato sauce",
    cuisine: "Italian",
    mealTypes: ["dinner", "lunch"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 25,
    slots: [
      pasta(["spaghetti", "pasta"]),
      required("tomato", {
        names: ["canned tomatoes", "tomato", "pasta sauce"],
        per: { n: 130, unit: "g" },
        fallback: ["canned tomatoes"],
        defining: true,
      }),
      onionSlot(),
      garlicSlot(),
      optional("meat", {
        names: ["ground beef", "ground pork", "ground turkey", "sausage", "bacon", "tuna", "lentils"],
        per: { n: 80, unit: "g" },
        defining: true,
      }),
      vegSlot("veg", {
        min: 0,
        max: 2,
        per: { n: 70, unit: "g" },
        roles: [],
        names: VEG.pasta,
        not: ["broccoli", "asparagus", "green beans", "arugula"],
      }),
      hardCheese,
      herb,
    ],
    staples: seasoning(0.75),
    title: (c) => {
      const p = c.title("pasta");
      const k = proteinKind(c.first("meat"));
      if (k === "ground" || /sausage/.test(c.names("meat"))) return `${p} with ${c.title("meat")} Ragù`;
      if (c.has("meat")) return `${p} with ${c.title("meat")} & Tomato Sauce`;
      if (c.has("veg")) return `${p} with ${ampersand(c.titles("veg"))} Tomato Sauce`;
      return `${p} al Pomodoro`;
    },
    description: (c) =>
      `${capitalize(c.names("pasta"))} tossed in a slow-simmered sauce of ${joinList([c.is("tomato", "tomato") ? "fresh tomatoes" : "tomatoes", c.names("onion"), "garlic", ...c.labels("meat"), ...c.labels("veg")])}. Finishing the pasta in the sauce makes it cling to every strand.`,
    steps: (c) => {
      const k = proteinKind(c.first("meat"));
      const cooksFirst = c.has("meat") && k !== "legume" && !c.is("meat", "tuna");
      return [
        "Bring a large pot of water to the boil and salt it well (about 10 g salt per litre).",
        `Finely chop the ${c.qty("onion")} and slice the ${c.qty("garlic")}.${c.has("veg") ? ` ${prepVeg(c, "veg")}` : ""}`,
        `Heat ${c.staple("olive oil")} olive oil in a wide pan over medium heat.${cooksFirst ? ` Cook the ${c.qty("meat")} ${searCue(c.first("meat"))}; spoon off excess fat.` : ""} Add the onion and cook for 6–8 minutes until soft and golden, then the garlic for 1 minute.`,
        cookVegInStages(c, "veg", "5 minutes", "3 minutes"),
        `Add the ${c.qty("tomato")}${c.is("tomato", "tomato") ? ", chopped" : ", crushed with a spoon"}${c.is("meat", "lentils") ? ` and the ${c.qty("meat")}, rinsed` : ""}. Season with salt and pepper and simmer for ${k === "ground" ? "20–25" : "15"} minutes, stirring now and then, until thick and glossy.`,
        boilPasta(c),
        `Tip the pasta into the sauce${c.is("meat", "tuna") ? ` with the ${c.qty("meat")}, drained and flaked` : ""} and toss over the heat for 1 minute with a splash of the cooking water until the sauce coats the pasta.`,
        `Serve straight away${c.has("cheese") ? `, with ${c.qty("cheese")} grated over` : ""}${c.has("herb") ? `${c.has("cheese") ? " and" : ","} scattered with ${c.names("herb")}` : ""}.`,
      ].filter(Boolean);
    },
    tips: (c) => [
      "Save some pasta water before draining: its starch turns the sauce silky and helps it cling.",
      c.is("tomato", "tomato")
        ? "Fresh tomatoes need a pinch of sugar and a few extra minutes if they are not fully ripe."
        : "A pinch of sugar softens the acidity of canned tomatoes; taste before adding.",
    ],
    drink: (c) =>
      c.has("meat")
        ? drinkForProtein(c.first("meat"))
        : { wine: "a Chianti or other light Italian red", soft: "sparkling water with lemon" },
    sides: (c) => ["Green salad with balsamic dressing", c.spareVeg() ? `Garlicky sautéed ${c.spareVeg()}` : "Garlic bread"],
  },
  {
    id: "pasta-primavera",
    name: "Pasta primavera",
    cuisine: "Italian-American",
    mealTypes: ["dinner", "lunch"],
    difficulty: "easy",
    prepMin: 15,
    cookMin: 15,
    slots: [
      pasta(["penne", "pasta"]),
      vegSlot("veg", {
        min: 2,
        max: 4,
        per: { n: 160, unit: "g" },
        roles: [],
        names: [...VEG.pasta, "carrot"],
        fallback: ["broccoli", "peas", "zucchini"],
      }),
      garlicSlot(),
      optional("protein", { names: ["chicken breast", "shrimp"], per: { n: 80, unit: "g" }, defining: true }),
      hardCheese,
      optional("cream", { names: ["cream", "cream cheese"], per: { n: 30, unit: "ml" } }),
      optional("lemon", { names: ["lemon"], per: { n: 0.25, unit: "piece" } }),
      herb,
    ],
    staples: seasoning(1),
    title: (c) => `${c.title("pasta")} Primavera with ${ampersand([c.title("protein"), ...c.titles("veg")].filter(Boolean).slice(0, 3))}`,
    description: (c) =>
      `${capitalize(c.names("pasta"))} with a heap of ${c.list("veg", "protein")}, tossed with ${joinList(["garlic", c.has("cream") ? `a little ${c.names("cream")}` : "olive oil", c.names("cheese")].filter(Boolean))}. Light, bright and ready in half an hour.`,
    steps: (c) =>
      [
        "Bring a large pot of well-salted water to the boil.",
        `${prepVeg(c, "veg")} Slice the ${c.qty("garlic")}.`,
        c.has("protein")
          ? `Heat a little of the olive oil in a large frying pan and cook the ${c.qty("protein")}, cut small, ${searCue(c.first("protein"))}. Set aside.`
          : "",
        `Heat the remaining olive oil (${c.staple("olive oil")} in all) in the pan over medium-high heat. ${cookVegInStages(c, "veg", "4 minutes", "2–3 minutes")} Add the garlic for the last minute.`,
        boilPasta(c),
        `Toss the pasta with ${joinList(["the vegetables", c.has("protein") ? `the ${c.names("protein")}` : "", c.qty("cream"), "a splash of pasta water"].filter(Boolean))} over low heat until glossy.${c.has("lemon") ? ` Grate in the zest of the ${c.qty("lemon")} and add a squeeze of juice.` : ""}`,
        `Season with salt and pepper and serve${c.has("cheese") ? ` topped with ${c.qty("cheese")}, grated` : ""}${c.has("herb") ? ` and torn ${c.names("herb")}` : ""}.`,
      ].filter(Boolean),
    tips: () => [
      "Keep the vegetables bright and a little crisp: they finish cooking in the hot pasta.",
      "Cut every vegetable to about the size of the pasta so each forkful has some of both.",
    ],
    drink: () => ({ wine: "a Pinot Grigio or Vermentino", soft: "elderflower pressé" }),
    sides: () => ["Rocket salad with shaved parmesan", "Warm focaccia"],
  },
  {
    id: "mac-and-cheese",
    name: "Macaroni cheese",
    cuisine: "American",
    mealTypes: ["dinner", "lunch"],
    difficulty: "medium",
    prepMin: 10,
    cookMin: 25,
    slots: [
      required("pasta", {
        roles: ["pasta"],
        not: [...NOT_PASTA, "spaghetti", "gnocchi", "filled pasta"],
        per: { n: 80, unit: "g" },
        fallback: ["macaroni", "pasta"],
        defining: true,
      }),
      required("cheese", {
        roles: ["cheese"],
        not: ["cream cheese", "feta"],
        max: 2,
        per: { n: 50, unit: "g" },
        split: true,
        fallback: ["cheddar cheese"],
        defining: true,
      }),
      required("milk", { names: ["milk"], per: { n: 160, unit: "ml" }, fallback: ["milk"] }),
      required("butter", { names: ["butter"], per: { n: 12, unit: "g" }, fallback: ["butter"] }),
      required("flour", { names: ["flour"], per: { n: 12, unit: "g" }, fallback: ["flour"] }),
      optional("mustard", { names: ["mustard"], per: { n: 0.5, unit: "tsp" } }),
      vegSlot("veg", { min: 0, max: 1, per: { n: 60, unit: "g" }, names: ["broccoli", "peas", "spinach", "cauliflower"], roles: [] }),
      optional("bread", { names: ["breadcrumbs"], per: { n: 8, unit: "g" } }),
    ],
    staples: seasoning(0),
    title: (c) =>
      `${c.all("cheese").length > 1 ? "Two-Cheese" : c.title("cheese").replace(/ Cheese$/, "")} Mac & Cheese${c.has("veg") ? ` with ${c.title("veg")}` : ""}`,
    description: (c) =>
      `Macaroni in a creamy ${c.names("cheese")} sauce made from scratch${c.has("veg") ? `, with ${c.names("veg")} folded through` : ""}, baked until bubbling. Comfort food that beats any boxed mix.`,
    steps: (c) => [
      "Heat the oven to 200 °C (180 °C fan). Bring a pot of salted water to the boil.",
      `Cook ${c.qty("pasta")} for 2 minutes less than the packet says${c.has("veg") ? `, adding the ${c.qty("veg")} for the last 2 minutes` : ""}; drain.`,
      `Meanwhile melt ${c.qty("butter")} in a saucepan over medium heat, stir in ${c.qty("flour")} and cook for 1 minute without browning.`,
      `Whisk in ${c.qty("milk")} a little at a time, then simmer, whisking, for 3–4 minutes until it coats the back of a spoon.`,
      `Off the heat, stir in three quarters of the ${c.qty("cheese")}, grated${c.has("mustard") ? `, and ${c.qty("mustard")}` : ""}. Season with salt and pepper.`,
      `Fold the pasta into the sauce, tip into a baking dish and scatter with the rest of the cheese${c.has("bread") ? ` and ${c.qty("bread")}` : ""}.`,
      "Bake for 15–20 minutes until golden and bubbling at the edges. Rest 5 minutes before serving.",
    ],
    tips: () => [
      "Grate the cheese yourself: pre-grated cheese has anti-caking starch that makes the sauce grainy.",
      "Take the sauce off the heat before adding the cheese so it melts smoothly instead of splitting.",
    ],
    drink: () => ({ wine: "a lightly oaked Chardonnay", soft: "cloudy apple juice" }),
    sides: (c) => [c.spareVeg() ? `Steamed ${c.spareVeg()}` : "Steamed green beans", "Tomato salad with red onion"],
  },
];
