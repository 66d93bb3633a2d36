/** Classic composed salads: tabbouleh, Caesar, niçoise, panzanella. */
import type { RecipeFamily } from "../family-types";
import { joinList } from "../text";
import { drinkForProtein, prepProtein, proteinKind, searCue } from "./cook-notes";
import { garlicSlot, optional, required, seasoning } from "./slot-kits";

const vinegar = (fallback: string[]) =>
  required("acid", { names: ["vinegar", "balsamic vinegar", "lemon"], per: { n: 0.75, unit: "tbsp" }, perFor: { lemon: { n: 0.25, unit: "piece" } }, fallback });
/** "the juice of the ½ lemon" or "the 2 tbsp vinegar". */
const acidPhrase = (c: Parameters<RecipeFamily["steps"]>[0]) => (c.is("acid", "lemon") ? `the juice of the ${c.qty("acid")}` : `the ${c.qty("acid")}`);

/** Tabbouleh, Caesar salad, salade niçoise and panzanella. */
export const SALAD_WORLD_FAMILIES: RecipeFamily[] = [
  {
    id: "tabbouleh",
    name: "Tabbouleh",
    cuisine: "Levantine",
    mealTypes: ["lunch", "dinner"],
    difficulty: "easy",
    prepMin: 25,
    cookMin: 0,
    slots: [
      required("herb", { names: ["parsley"], per: { n: 30, unit: "g" }, fallback: ["parsley"], defining: true }),
      required("grain", { names: ["bulgur", "couscous", "quinoa"], per: { n: 25, unit: "g" }, fallback: ["bulgur", "quinoa"], defining: true }),
      required("tomato", { names: ["tomato", "cherry tomato"], per: { n: 80, unit: "g" }, fallback: ["tomato"] }),
      optional("mint", { names: ["mint"], per: { n: 4, unit: "g" } }),
      optional("cucumber", { names: ["cucumber"], per: { n: 50, unit: "g" } }),
      optional("onion", { names: ["spring onion", "red onion", "onion"], per: { n: 15, unit: "g" } }),
      required("lemon", { names: ["lemon"], per: { n: 0.5, unit: "piece" }, fallback: ["lemon"] }),
      optional("protein", { names: ["chickpeas", "feta", "halloumi", "lamb", "chicken breast"], per: { n: 70, unit: "g" }, defining: true }),
    ],
    staples: seasoning(1.5),
    title: (c) => `Tabbouleh${c.has("protein") ? ` with ${c.title("protein")}` : ""}`,
    description: (c) =>
      `A Lebanese herb salad: heaps of chopped ${c.names("herb")}${c.has("mint") ? ` and ${c.names("mint")}` : ""} with a little ${c.names("grain")}, ${c.names("tomato")}, lemon and olive oil${c.has("protein") ? `, served with ${c.names("protein")}` : ""}.`,
    steps: (c) => {
      const p = c.first("protein");
      const k = proteinKind(p);
      return [
        c.is("grain", "quinoa")
          ? `Simmer the ${c.qty("grain")} in salted water for 12 minutes, drain and cool.`
          : `Pour boiling water just to cover the ${c.qty("grain")}, cover for ${c.is("grain", "bulgur") ? "15" : "5"} minutes, then fluff with a fork and cool.`,
        `Pick the leaves from the ${c.qty("herb")}${c.has("mint") ? ` and the ${c.qty("mint")}` : ""} and chop very finely with a sharp knife (do not bruise them in a processor).`,
        `Dice the ${c.qty("tomato")}${c.has("cucumber") ? ` and the ${c.qty("cucumber")}` : ""} small${c.has("onion") ? `; slice the ${c.qty("onion")} finely` : ""}.`,
        p && (k === "poultry" || k === "beef") ? `${prepProtein(p, c.qty("protein"), "strips")} Cook in a little of the oil ${searCue(p)}.` : "",
        p && k === "cheese" ? `Slice the ${c.qty("protein")}${c.is("protein", "halloumi") ? ` and fry in a dry pan ${searCue(p)}` : " or crumble it"}.` : "",
        p && k === "legume" ? `Drain and rinse the ${c.qty("protein")}.` : "",
        `Toss everything with the juice of the ${c.qty("lemon")}, the ${c.staple("olive oil")} olive oil, salt and pepper just before serving${p ? `, with the ${c.names("protein")} on top` : ""}.`,
      ].filter(Boolean);
    },
    tips: () => ["It is a herb salad with a little grain, not the other way round.", "Dry the herbs well before chopping or they turn to mush."],
    drink: () => ({ wine: "a crisp Lebanese white or Sauvignon Blanc", soft: "mint lemonade" }),
    sides: () => ["Warm pita", "Hummus"],
  },
  {
    id: "caesar-salad",
    name: "Caesar salad",
    cuisine: "American",
    mealTypes: ["lunch", "dinner"],
    difficulty: "easy",
    prepMin: 20,
    cookMin: 10,
    slots: [
      required("lettuce", { names: ["lettuce", "kale"], per: { n: 100, unit: "g" }, fallback: ["lettuce"], defining: true }),
      optional("protein", { names: ["chicken breast", "chicken thigh", "shrimp", "salmon", "egg"], per: { n: 110, unit: "g" }, perFor: { egg: { n: 1, unit: "piece" } }, defining: true }),
      required("cheese", { names: ["parmesan"], per: { n: 15, unit: "g" }, fallback: ["parmesan"] }),
      required("bread", { names: ["bread", "croutons"], per: { n: 30, unit: "g" }, fallback: ["bread"] }),
      required("dressing", { names: ["mayonnaise", "greek yogurt"], per: { n: 1, unit: "tbsp" }, fallback: ["mayonnaise", "greek yogurt"] }),
      required("lemon", { names: ["lemon"], per: { n: 0.25, unit: "piece" }, fallback: ["lemon"] }),
      garlicSlot({ per: { n: 0.5, unit: "clove" } }),
      optional("savory", { names: ["anchovy", "worcestershire sauce", "mustard"], per: { n: 0.5, unit: "tsp" }, perFor: { anchovy: { n: 1, unit: "piece" } } }),
    ],
    staples: seasoning(1),
    title: (c) => `${c.has("protein") ? `${c.is("protein", "egg") ? "Egg" : c.title("protein")} ` : ""}Caesar Salad`,
    description: (c) =>
      `Crisp ${c.names("lettuce")} with garlicky croutons and shaved ${c.names("cheese")} in a tangy, creamy dressing${c.has("protein") ? `, topped with ${c.names("protein")}` : ""}.`,
    steps: (c) => {
      const p = c.first("protein");
      const k = proteinKind(p);
      return [
        "Heat the oven to 200 °C (180 °C fan).",
        c.is("bread", "croutons")
          ? `Warm the ${c.qty("bread")} in the oven for 3 minutes.`
          : `Tear the ${c.qty("bread")} into bite-size pieces, toss with half of the ${c.staple("olive oil")} olive oil and a pinch of salt, and bake for 8–10 minutes until golden.`,
        p && k === "egg" ? `Boil the ${c.qty("protein")} for 7 minutes, cool, peel and halve.` : "",
        p && k !== "egg" ? `${prepProtein(p, c.qty("protein"), "strips", "whole")} Cook in ${c.is("bread", "croutons") ? "the olive oil" : "the rest of the olive oil"} ${k === "fish" || k === "shellfish" ? searCue(p) : `${searCue(p)}; rest 5 minutes and slice`}.` : "",
        `Whisk the dressing: the ${c.qty("dressing")}, the ${c.qty("garlic")}, grated, the juice of the ${c.qty("lemon")}${c.has("savory") ? `, the ${c.qty("savory")}${c.is("savory", "anchovy") ? ", mashed" : ""}` : ""}, half of the ${c.qty("cheese")}, finely grated, salt, plenty of pepper and a splash of water to loosen.`,
        `Wash and dry the ${c.qty("lettuce")}${c.is("lettuce", "kale") ? ", strip it from the stems and massage with a pinch of salt for 1 minute" : " and tear into large pieces"}.`,
        `Toss the leaves with the dressing, pile onto plates and top with the croutons${p ? ` and the ${c.names("protein")}` : ""}; shave over the rest of the cheese.`,
      ].filter(Boolean);
    },
    tips: () => ["Leaves must be bone dry or the dressing slides off.", "Dress in a big bowl with your hands so every leaf is coated."],
    drink: (c) => ({ wine: "a lightly oaked Chardonnay", soft: drinkForProtein(c.first("protein")).soft }),
    sides: () => ["A cup of tomato soup", "Garlic bread"],
  },
  {
    id: "nicoise",
    name: "Salade niçoise",
    cuisine: "French",
    mealTypes: ["lunch", "dinner"],
    difficulty: "medium",
    prepMin: 20,
    cookMin: 15,
    slots: [
      required("fish", { names: ["tuna", "salmon", "sardine", "mackerel"], per: { n: 80, unit: "g" }, fallback: ["tuna"], defining: true }),
      required("egg", { names: ["egg"], per: { n: 1, unit: "piece" }, fallback: ["egg"] }),
      required("potato", { names: ["potato"], per: { n: 120, unit: "g" }, fallback: ["potato"] }),
      required("beans", { names: ["green beans"], per: { n: 70, unit: "g" }, fallback: ["green beans"], defining: true }),
      required("tomato", { names: ["tomato", "cherry tomato"], per: { n: 80, unit: "g" }, fallback: ["tomato"] }),
      optional("olives", { names: ["olives", "capers", "anchovy"], max: 2, per: { n: 12, unit: "g" } }),
      optional("leaves", { names: ["lettuce", "mixed salad", "arugula"], per: { n: 30, unit: "g" } }),
      optional("onion", { names: ["red onion", "shallot", "spring onion"], per: { n: 15, unit: "g" } }),
      vinegar(["vinegar", "lemon"]),
      optional("mustard", { names: ["mustard"], per: { n: 0.25, unit: "tsp" } }),
    ],
    staples: seasoning(1.5),
    title: (c) => `Salade Niçoise${c.is("fish", "tuna") ? "" : ` with ${c.title("fish")}`}`,
    description: (c) =>
      `A composed salad from Nice: ${joinList([c.names("fish"), "boiled eggs", "new potatoes", c.names("beans"), c.names("tomato"), ...c.labels("olives")])}, dressed with a mustardy vinaigrette.`,
    steps: (c) => {
      const fresh = !/tuna|sardine/.test(c.names("fish")) || c.is("fish", "salmon");
      return [
        `Boil the ${c.qty("potato")}, halved if large, in salted water for 12–15 minutes until tender; add the ${c.qty("beans")}, trimmed, for the last 3 minutes. Drain and cool.`,
        `Boil the ${c.qty("egg")} for 8 minutes, cool in cold water, peel and quarter.`,
        fresh ? `Season the ${c.qty("fish")} and sear in a little of the oil ${searCue(c.first("fish"))}; break into large flakes.` : `Drain the ${c.qty("fish")} and break into large flakes.`,
        `Whisk ${acidPhrase(c)}${c.has("mustard") ? ` with the ${c.qty("mustard")}` : ""}, the ${c.staple("olive oil")} olive oil, salt and pepper.`,
        `Cut the ${c.qty("tomato")} into wedges${c.has("onion") ? `; slice the ${c.qty("onion")} finely` : ""}. Toss the potatoes and beans with half of the dressing.`,
        `Arrange ${c.has("leaves") ? `the ${c.qty("leaves")}, ` : ""}the potatoes, beans, tomatoes, eggs and fish on a platter${c.has("olives") ? `, dot with the ${c.qty("olives")}` : ""} and spoon over the rest of the dressing.`,
      ];
    },
    tips: () => ["Dress the potatoes while warm: they soak up the vinaigrette.", "Arrange rather than toss, so every element stays distinct."],
    drink: () => ({ wine: "a chilled Provence rosé", soft: "sparkling water with lemon" }),
    sides: () => ["Crusty baguette", "Tapenade"],
  },
  {
    id: "panzanella",
    name: "Panzanella",
    cuisine: "Italian",
    mealTypes: ["lunch", "dinner"],
    difficulty: "easy",
    prepMin: 20,
    cookMin: 10,
    slots: [
      required("bread", { names: ["bread", "bread roll"], per: { n: 60, unit: "g" }, fallback: ["bread"], defining: true }),
      required("tomato", { names: ["tomato", "cherry tomato"], per: { n: 150, unit: "g" }, fallback: ["tomato"], defining: true }),
      optional("cucumber", { names: ["cucumber", "bell pepper", "roasted red peppers"], max: 2, per: { n: 50, unit: "g" } }),
      optional("onion", { names: ["red onion", "shallot", "onion"], per: { n: 20, unit: "g" } }),
      optional("herb", { names: ["basil", "parsley"], per: { n: 3, unit: "g" } }),
      vinegar(["vinegar"]),
      optional("capers", { names: ["capers", "olives", "anchovy"], per: { n: 8, unit: "g" } }),
      optional("cheese", { names: ["mozzarella", "feta", "goat cheese"], per: { n: 40, unit: "g" }, defining: true }),
    ],
    staples: seasoning(2),
    title: (c) => `Panzanella${c.has("cheese") ? ` with ${c.title("cheese")}` : ""}`,
    description: (c) =>
      `A Tuscan bread salad: toasted ${c.names("bread")} soaking up the juices of ripe ${c.names("tomato")}${c.has("cucumber") ? ` with ${c.names("cucumber")}` : ""}, ${c.names("acid")} and olive oil.`,
    steps: (c) =>
      [
        `Heat the oven to 200 °C (180 °C fan). Tear the ${c.qty("bread")} into chunks, toss with a third of the ${c.staple("olive oil")} olive oil and bake for 8–10 minutes until crisp outside.`,
        `Chop the ${c.qty("tomato")} into chunks, put them in a big bowl with a good pinch of salt and leave for 10 minutes to release their juice.`,
        `${c.has("cucumber") ? `Chop the ${c.qty("cucumber")}. ` : ""}${c.has("onion") ? `Slice the ${c.qty("onion")} very thinly and soak in cold water for 5 minutes to soften its bite.` : ""}`.trim(),
        `Whisk ${acidPhrase(c)} with the rest of the olive oil and pepper, pour over the tomatoes and add the bread${c.has("cucumber") ? `, the ${c.names("cucumber")}` : ""}${c.has("onion") ? ", the drained onion" : ""}${c.has("capers") ? ` and the ${c.qty("capers")}` : ""}. Toss and leave 15 minutes.`,
        `Serve${c.has("cheese") ? ` with the ${c.qty("cheese")}, torn,` : ""}${c.has("herb") ? ` scattered with the ${c.names("herb")}` : ""} at room temperature.`,
      ].filter(Boolean),
    tips: () => ["Stale bread is best: fresh bread turns soggy.", "Salting the tomatoes first draws out the juice that flavours the bread."],
    drink: () => ({ wine: "a young Chianti or Vermentino", soft: "sparkling water with basil and lemon" }),
    sides: () => ["Grilled chicken or fish", "Marinated olives"],
  },
];

