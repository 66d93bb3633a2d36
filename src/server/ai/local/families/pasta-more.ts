/** More pasta: carbonara, aglio e olio, pesto pasta, lasagne, pasta salad. */
import type { DishContext, RecipeFamily, SlotSpec } from "../family-types";
import { ampersand, capitalize, joinList } from "../text";
import { drinkForProtein, prepVeg, proteinKind, searCue } from "./cook-notes";
import { garlicSlot, onionSlot, optional, required, seasoning } from "./slot-kits";
import { chosenPhrase } from "../amounts";

/** Asian noodles, lasagne sheets and ready meals are pasta to the knowledge base, but not to these dishes. */
const NOT_PASTA = ["noodles", "egg noodles", "rice noodles", "instant noodles", "lasagna", "mac and cheese", "filled pasta", "gnocchi"];
const longPasta = (): SlotSpec => required("pasta", { roles: ["pasta"], not: NOT_PASTA, per: { n: 90, unit: "g" }, fallback: ["spaghetti", "pasta"], defining: true });
const shortPasta = (n: number): SlotSpec => required("pasta", { roles: ["pasta"], not: [...NOT_PASTA, "spaghetti"], per: { n, unit: "g" }, fallback: ["pasta"], defining: true });

/** The salted-water and draining sentence shared by these pasta dishes. */
const boil = (c: DishContext, keep = "a mugful") =>
  `Cook the ${c.qty("pasta")} in plenty of well-salted boiling water until al dente, 1 minute less than the packet says. Keep ${keep} of the starchy cooking water, then drain.`;

/** Carbonara, aglio e olio, pesto pasta, lasagne and pasta salad. */
export const PASTA_MORE_FAMILIES: RecipeFamily[] = [
  {
    id: "carbonara",
    name: "Carbonara",
    cuisine: "Italian",
    mealTypes: ["dinner", "lunch"],
    difficulty: "medium",
    prepMin: 10,
    cookMin: 15,
    slots: [
      longPasta(),
      required("egg", { names: ["egg"], per: { n: 1.5, unit: "piece" }, fallback: ["egg"] }),
      required("cheese", { names: ["parmesan"], per: { n: 25, unit: "g" }, fallback: ["parmesan"], defining: true }),
      optional("meat", { names: ["bacon", "prosciutto", "ham", "sausage"], per: { n: 50, unit: "g" }, defining: true }),
      optional("veg", { names: ["zucchini", "mushroom", "frozen peas", "asparagus"], per: { n: 80, unit: "g" }, defining: true }),
    ],
    staples: [{ name: "salt", per: { n: 0, unit: "taste" } }, { name: "black pepper", per: { n: 0.5, unit: "tsp" } }, { name: "olive oil", per: { n: 0.5, unit: "tbsp" } }],
    title: (c) => (c.has("meat") ? `${c.title("pasta")} alla Carbonara${c.is("meat", "bacon") ? "" : ` with ${c.title("meat")}`}` : `${c.has("veg") ? `${c.title("veg")} ` : ""}Carbonara`),
    description: (c) =>
      `${capitalize(c.names("pasta"))} in a silky sauce of eggs, ${c.names("cheese")} and black pepper${c.has("meat") || c.has("veg") ? `, with crisp ${c.list("meat", "veg")}` : ""}. No cream: the pasta water and eggs make it glossy.`,
    steps: (c) =>
      [
        `Whisk the ${c.qty("egg")} with the ${c.qty("cheese")}, finely grated (keep a little for serving), and the ${c.staple("black pepper")} coarsely ground black pepper.`,
        `Bring a large pot of salted water to the boil. ${c.has("meat") ? `Cut the ${c.qty("meat")} into small strips. ` : ""}${c.has("veg") ? `${prepVeg(c, "veg")}` : ""}`.trim(),
        `Heat the ${c.staple("olive oil")} olive oil in a wide pan over medium heat${c.has("meat") ? ` and cook the ${c.names("meat")} ${searCue(c.first("meat"))}` : ""}${c.has("veg") ? `${c.has("meat") ? ", then add" : " and cook"} the ${c.names("veg")} for 4–5 minutes until tender and golden` : ""}. Take the pan off the heat.`,
        boil(c),
        "Tip the pasta into the pan (off the heat) with a splash of the cooking water and toss. Wait 30 seconds, then pour in the egg mixture, tossing fast and adding more water a spoon at a time until the sauce is creamy and coats every strand.",
        "Serve at once with the rest of the cheese and more pepper; taste for salt first (the cheese is salty).",
      ].filter(Boolean),
    tips: () => [
      "Keep the pan off the heat when the eggs go in, or they scramble.",
      "Starchy pasta water is the emulsifier: add it a spoon at a time.",
    ],
    drink: (c) => (c.has("meat") ? drinkForProtein(c.first("meat")) : { wine: "a Frascati or Verdicchio", soft: "sparkling water with lemon" }),
    sides: () => ["Rocket salad with lemon", "Sautéed greens"],
  },
  {
    id: "aglio-olio",
    name: "Spaghetti aglio e olio",
    cuisine: "Italian",
    mealTypes: ["dinner", "lunch"],
    difficulty: "easy",
    prepMin: 5,
    cookMin: 12,
    slots: [
      longPasta(),
      garlicSlot({ per: { n: 2, unit: "clove" } }),
      optional("chili", { names: ["chili flakes", "chili pepper"], per: { n: 0.25, unit: "tsp" }, perFor: { "chili pepper": { n: 0.25, unit: "piece" } } }),
      optional("herb", { names: ["parsley", "basil"], per: { n: 4, unit: "g" } }),
      optional("extra", { names: ["shrimp", "anchovy", "broccoli", "cherry tomato", "spinach", "tuna"], per: { n: 60, unit: "g" }, perFor: { anchovy: { n: 2, unit: "piece" } }, defining: true }),
      optional("lemon", { names: ["lemon"], per: { n: 0.25, unit: "piece" } }),
      optional("cheese", { names: ["parmesan"], per: { n: 10, unit: "g" } }),
    ],
    staples: [{ name: "salt", per: { n: 0, unit: "taste" } }, { name: "olive oil", per: { n: 2, unit: "tbsp" } }],
    title: (c) => `${c.title("pasta")} Aglio e Olio${c.has("extra") ? ` with ${c.title("extra")}` : ""}`,
    description: (c) =>
      `${capitalize(c.names("pasta"))} tossed in olive oil gently infused with sliced garlic${c.has("chili") ? ` and ${c.names("chili")}` : ""}${c.has("extra") ? `, with ${c.names("extra")}` : ""}. The Roman midnight pasta: almost nothing in the cupboard, almost no time.`,
    steps: (c) => {
      const x = c.first("extra");
      const k = proteinKind(x);
      return [
        `Bring a large pot of salted water to the boil. Slice the ${c.qty("garlic")} thinly${c.has("herb") ? ` and chop the ${c.qty("herb")}` : ""}.`,
        boil(c, "two mugfuls"),
        `Meanwhile warm the ${c.staple("olive oil")} olive oil in a wide pan over low heat with the garlic${c.has("chili") ? ` and the ${c.qty("chili")}` : ""}; let it sizzle gently for 3–4 minutes until pale gold (never brown).`,
        x
          ? k === "shellfish"
            ? `Add the ${c.qty("extra")} and cook ${searCue(x)}.`
            : x.name === "anchovy"
              ? `Stir in the ${c.qty("extra")} until they melt into the oil.`
              : x.name === "tuna"
                ? `Add the ${c.qty("extra")}, drained and flaked.`
                : `Add the ${c.qty("extra")}, chopped, and cook for 3–4 minutes until tender.`
          : "",
        `Add the pasta and a ladle of the cooking water and toss hard over medium heat for 1–2 minutes until the oil and water turn into a light, clinging sauce. Taste for salt.`,
        `Serve${c.has("herb") ? ` with the ${c.names("herb")}` : ""}${c.has("lemon") ? `, a little zest and juice of the ${c.qty("lemon")}` : ""}${c.has("cheese") ? ` and the ${c.qty("cheese")}, grated` : ""}.`,
      ].filter(Boolean);
    },
    tips: () => ["Start the garlic in cold oil over low heat: burnt garlic makes the dish bitter.", "Tossing hard with pasta water is what makes the sauce."],
    drink: () => ({ wine: "a crisp Frascati or Vermentino", soft: "sparkling water with lemon" }),
    sides: () => ["Green salad", "Sautéed greens with lemon"],
  },
  {
    id: "pesto-pasta",
    name: "Pesto pasta",
    cuisine: "Italian",
    mealTypes: ["dinner", "lunch"],
    difficulty: "easy",
    prepMin: 5,
    cookMin: 15,
    slots: [
      shortPasta(90),
      required("pesto", { names: ["pesto"], per: { n: 1.5, unit: "tbsp" }, fallback: ["pesto"], defining: true }),
      optional("veg", { names: ["green beans", "potato", "cherry tomato", "zucchini", "frozen peas", "spinach", "broccoli"], max: 2, per: { n: 80, unit: "g" }, split: true, defining: true }),
      optional("protein", { names: ["chicken breast", "shrimp", "salmon", "white fish"], per: { n: 90, unit: "g" }, defining: true }),
      optional("cheese", { names: ["parmesan", "mozzarella"], per: { n: 10, unit: "g" } }),
      optional("nuts", { names: ["pine nuts", "walnuts", "almonds"], per: { n: 6, unit: "g" } }),
    ],
    staples: [{ name: "salt", per: { n: 0, unit: "taste" } }, { name: "olive oil", per: { n: 0.25, unit: "tbsp" } }],
    title: (c) => `${c.title("pasta")} al Pesto${c.has("protein") || c.has("veg") ? ` with ${ampersand([c.title("protein"), ...c.titles("veg")].filter(Boolean).slice(0, 2))}` : ""}`,
    description: (c) =>
      `${capitalize(c.names("pasta"))} tossed with pesto and a splash of pasta water${c.has("veg") || c.has("protein") ? `, with ${c.list("veg", "protein")}` : ""}. Genoa's green pasta in fifteen minutes.`,
    steps: (c) => {
      const p = c.first("protein");
      const boiled = c.all("veg").filter((v) => /green bean|potato|pea|broccoli/.test(v.name));
      const raw = c.all("veg").filter((v) => !boiled.includes(v));
      return [
        boiled.length
          ? `Bring a large pot of salted water to the boil. Cut the ${joinList(boiled.map(chosenPhrase))} into bite-size pieces and cook them with the pasta (potatoes from the start, beans, peas and broccoli for the last 5 minutes).`
          : "Bring a large pot of salted water to the boil.",
        p ? `Season the ${c.qty("protein")} with salt and cook in the ${c.staple("olive oil")} olive oil ${searCue(p)}; cut into pieces.` : "",
        c.has("nuts") ? `Toast the ${c.qty("nuts")} in a dry pan until golden.` : "",
        boil(c),
        `Toss the pasta${boiled.length ? " and vegetables" : ""} with the ${c.qty("pesto")} and a few spoons of the cooking water until creamy${raw.length ? `; fold in the ${joinList(raw.map(chosenPhrase))}, halved or sliced` : ""}.`,
        `Serve${p ? ` topped with the ${c.names("protein")}` : ""}${c.has("nuts") ? `${p ? "," : ""} with the nuts` : ""}${c.has("cheese") ? ` and the ${c.qty("cheese")}` : ""}${p || c.has("nuts") || c.has("cheese") ? "" : ` with a thread of ${c.has("protein") ? "oil" : "olive oil"}`}.`,
      ].filter(Boolean);
    },
    tips: () => ["Never heat pesto in a pan: the basil turns dark and bitter.", "Potatoes and green beans with pesto is the classic Ligurian way."],
    drink: () => ({ wine: "a Vermentino or Pinot Grigio", soft: "elderflower pressé" }),
    sides: () => ["Tomato and mozzarella salad", "Garlic bread"],
  },
  {
    id: "lasagne",
    name: "Lasagne",
    cuisine: "Italian",
    mealTypes: ["dinner"],
    difficulty: "hard",
    prepMin: 30,
    cookMin: 75,
    slots: [
      required("sheets", { names: ["lasagna"], per: { n: 60, unit: "g" }, fallback: ["lasagna"], defining: true }),
      required("meat", { names: ["ground beef", "ground pork", "ground turkey", "ground lamb", "lentils", "mushroom"], max: 2, per: { n: 120, unit: "g" }, split: true, fallback: ["ground beef", "lentils"], defining: true }),
      required("tomato", { names: ["canned tomatoes", "pasta sauce", "tomato"], per: { n: 130, unit: "g" }, fallback: ["canned tomatoes"] }),
      onionSlot(),
      garlicSlot(),
      optional("carrot", { names: ["carrot", "celery"], per: { n: 30, unit: "g" } }),
      required("butter", { names: ["butter"], per: { n: 12, unit: "g" }, fallback: ["butter"] }),
      required("flour", { names: ["flour"], per: { n: 12, unit: "g" }, fallback: ["flour"] }),
      required("milk", { names: ["milk"], per: { n: 150, unit: "ml" }, fallback: ["milk"] }),
      required("cheese", { names: ["parmesan", "mozzarella", "cheddar cheese"], max: 2, per: { n: 35, unit: "g" }, split: true, fallback: ["parmesan"] }),
      optional("herb", { names: ["oregano", "basil", "italian seasoning", "thyme"], per: { n: 0.5, unit: "tsp" } }),
    ],
    staples: seasoning(0.75),
    title: (c) => (c.all("meat").every((m) => m.food.role === "protein") ? "Classic Lasagne al Forno" : `${ampersand(c.titles("meat"))} Lasagne`),
    description: (c) =>
      `Layers of pasta, a slow ${c.names("meat")} ragù and a creamy béchamel, baked under ${c.names("cheese")} until bubbling and brown. A weekend project that feeds everyone.`,
    steps: (c) => {
      const browned = c.all("meat").filter((m) => m.food.role !== "legume");
      const lentil = c.all("meat").filter((m) => m.food.role === "legume");
      return [
        `Finely chop the ${c.qty("onion")}${c.has("carrot") ? ` and the ${c.qty("carrot")}` : ""}; crush the ${c.qty("garlic")}.`,
        `Heat the ${c.staple("olive oil")} olive oil in a heavy pan and soften the onion${c.has("carrot") ? ` and ${c.names("carrot")}` : ""} for 8 minutes.${browned.length ? ` Add the ${joinList(browned.map(chosenPhrase))} and cook, breaking it up, until browned, 8–10 minutes.` : ""} Add the garlic for 1 minute.`,
        `Add the ${c.qty("tomato")}${lentil.length ? `, the ${joinList(lentil.map(chosenPhrase))} (rinsed) and ${c.scaled(100, "ml")} water` : ""}${c.has("herb") ? `, the ${c.qty("herb")}` : ""}, salt and pepper. Simmer gently for 30–40 minutes until thick.`,
        `Make the béchamel: melt the ${c.qty("butter")}, stir in the ${c.qty("flour")} for 1 minute, then whisk in the ${c.qty("milk")} a little at a time and simmer for 4 minutes until it coats a spoon. Season with salt, pepper and a grating of nutmeg if you have it.`,
        `Heat the oven to 190 °C (170 °C fan). In a baking dish layer ragù, ${c.names("sheets")} sheets (from the ${c.qty("sheets")}) and béchamel, three or four times, ending with béchamel. Scatter with the ${c.qty("cheese")}, grated.`,
        "Bake for 35–40 minutes until deep golden and bubbling. Rest for 15 minutes before cutting so the layers hold.",
      ];
    },
    tips: () => [
      "Rest the lasagne before cutting: it slices cleanly instead of sliding apart.",
      "A thin layer of sauce under the first sheets stops them sticking.",
    ],
    drink: () => ({ wine: "a Chianti Classico or Sangiovese", soft: "sparkling water with a slice of orange" }),
    sides: () => ["Green salad with vinaigrette", "Garlic bread"],
  },
  {
    id: "pasta-salad",
    name: "Pasta salad",
    cuisine: "Italian-American",
    mealTypes: ["lunch"],
    difficulty: "easy",
    prepMin: 15,
    cookMin: 12,
    slots: [
      shortPasta(75),
      required("veg", { names: ["cherry tomato", "tomato", "cucumber", "bell pepper", "red onion", "corn", "arugula", "spinach", "roasted red peppers", "artichoke"], min: 2, max: 3, per: { n: 120, unit: "g" }, split: true, fallback: ["cherry tomato", "cucumber"], defining: true }),
      optional("protein", { names: ["tuna", "chicken breast", "ham", "salami", "chickpeas", "egg"], per: { n: 60, unit: "g" }, perFor: { egg: { n: 1, unit: "piece" } }, defining: true }),
      optional("cheese", { names: ["feta", "mozzarella", "parmesan"], per: { n: 25, unit: "g" }, defining: true }),
      optional("olives", { names: ["olives", "capers", "pickles"], per: { n: 12, unit: "g" } }),
      required("acid", { names: ["vinegar", "balsamic vinegar", "lemon"], per: { n: 1, unit: "tbsp" }, perFor: { lemon: { n: 0.25, unit: "piece" } }, fallback: ["vinegar", "lemon"] }),
      optional("herb", { names: ["basil", "parsley", "oregano"], per: { n: 2, unit: "g" } }),
    ],
    staples: seasoning(1.5),
    title: (c) => `${ampersand([c.title("protein"), c.title("cheese")].filter(Boolean)) || ampersand(c.titles("veg").slice(0, 2))} Pasta Salad`,
    description: (c) =>
      `Cold ${c.names("pasta")} tossed with ${c.list("veg", "protein", "cheese", "olives")} in a sharp ${c.names("acid")} dressing. Even better after an hour in the fridge.`,
    steps: (c) => {
      const p = c.first("protein");
      return [
        `Cook the ${c.qty("pasta")} in plenty of well-salted boiling water until just al dente. Drain, rinse under cold water and drain well.`,
        p?.name === "egg" ? `Boil the ${c.qty("protein")} for 9 minutes, cool, peel and quarter.` : "",
        p?.name === "chicken breast" ? `Season the ${c.qty("protein")} and cook in a little of the oil ${searCue(p)}; cool and slice.` : "",
        `Cut the ${c.qty("veg")} into bite-size pieces${c.has("cheese") ? `; cube or crumble the ${c.qty("cheese")}` : ""}${p && p.name !== "egg" && p.name !== "chicken breast" ? `; drain or slice the ${c.qty("protein")}` : ""}.`,
        `Whisk the dressing: ${c.is("acid", "lemon") ? `the juice of the ${c.qty("acid")}` : `the ${c.qty("acid")}`} with the ${c.staple("olive oil")} olive oil, salt and pepper.`,
        `Toss the pasta with the dressing, the vegetables${p ? ` and the ${c.names("protein")}` : ""}${c.has("cheese") ? `, the ${c.names("cheese")}` : ""}${c.has("olives") ? `, the ${c.qty("olives")}` : ""}${c.has("herb") ? ` and the ${c.qty("herb")}, torn` : ""}. Chill for 30 minutes and toss again before serving.`,
      ].filter(Boolean);
    },
    tips: () => ["Dress the pasta while it is still slightly warm so it drinks in the flavour.", "Hold back some dressing to refresh it before serving."],
    drink: () => ({ wine: "a chilled rosé", soft: "iced tea with lemon" }),
    sides: () => ["Green salad", "Crusty bread"],
  },
];
