/** Salads and bowls: main-course salad, grain bowl. */
import type { DishContext, RecipeFamily } from "../family-types";
import { ampersand, joinList } from "../text";
import { drinkForProtein, isReadyToEat, prepProtein, proteinKind, roastMinutes, searCue, vegStages } from "./cook-notes";
import { CURED, SLOW_COOK, SPECIALTY, VEG } from "./ingredient-lists";
import { optional, proteinSlot, required, seasoning, vegSlot } from "./slot-kits";

const GREENS = ["lettuce", "spinach", "arugula", "kale"];
const SALAD_VEG = ["cucumber", "tomato", "bell pepper", "carrot", "radish", "celery", "corn", "avocado", "beet"];
const GRAINS = ["quinoa", "rice", "brown rice", "couscous", "bulgur", "barley"];

const GRAIN_MINUTES: Array<[RegExp, string]> = [
  [/brown rice/, "25–30"],
  [/barley/, "30–35"],
  [/bulgur/, "10–12"],
  [/quinoa/, "12–15"],
  [/rice/, "12–15"],
];

/** Simmering time of the bowl's grain in plenty of water. */
function grainMinutes(c: DishContext): string {
  const name = c.first("grain")?.name ?? "";
  return GRAIN_MINUTES.find(([re]) => re.test(name))?.[1] ?? "12–20";
}

/** The dressing sentence of a grain bowl, by its base. */
function bowlDressing(c: DishContext): string {
  const d = c.qty("dressing");
  if (c.is("dressing", "tahini"))
    return `Whisk ${d} with the juice of half a lemon, a pinch of salt and cold water, a spoon at a time, until pourable.`;
  if (c.is("dressing", "peanut butter"))
    return `Whisk ${d} with a splash of soy sauce or salt, a squeeze of lime or lemon and warm water until smooth and pourable.`;
  if (c.is("dressing", "soy sauce")) return `Mix ${d} with a spoonful of the olive oil, a pinch of sugar and a squeeze of lemon or lime.`;
  if (c.is("dressing", "greek yogurt", "yogurt"))
    return `Stir ${d} with a squeeze of lemon, a pinch of salt and a little water until spoonable.`;
  return `Whisk ${d} juice with the olive oil, a pinch of salt and black pepper.`;
}

/** Main-course salad and grain bowl. */
export const SALAD_BOWL_FAMILIES: RecipeFamily[] = [
  {
    id: "salad",
    name: "Main-course salad",
    cuisine: "Mediterranean",
    mealTypes: ["lunch", "dinner"],
    difficulty: "easy",
    prepMin: 15,
    cookMin: 5,
    slots: [
      required("greens", { names: GREENS, max: 2, per: { n: 50, unit: "g" }, split: true, fallback: ["lettuce"], defining: true }),
      vegSlot("veg", { raw: true, roles: [], names: SALAD_VEG, max: 3, per: { n: 120, unit: "g" }, fallback: ["cucumber", "tomato"] }),
      optional("protein", {
        roles: ["protein", "legume", "egg"],
        not: [...CURED, ...SPECIALTY, ...SLOW_COOK, "ground beef", "ground pork", "ground turkey"],
        per: { n: 90, unit: "g" },
        defining: true,
      }),
      optional("cheese", { roles: ["cheese"], not: ["cream cheese", "cottage cheese"], per: { n: 25, unit: "g" }, defining: true }),
      optional("crunch", { roles: ["nut"], not: ["peanut butter"], per: { n: 10, unit: "g" } }),
      optional("fruit", { names: ["apple", "pear", "orange", "strawberries", "grapes"], per: { n: 40, unit: "g" } }),
      required("acid", {
        names: ["lemon", "lime", "vinegar", "balsamic vinegar", "red wine vinegar"],
        per: { n: 0.5, unit: "tbsp" },
        fallback: ["lemon", "vinegar"],
      }),
      optional("mustard", { names: ["mustard", "honey"], per: { n: 0.25, unit: "tsp" } }),
    ],
    staples: seasoning(1),
    title: (c) => {
      const greek = c.is("cheese", "feta") && c.all("veg").some((v) => /cucumber|tomato/.test(v.name));
      if (greek && !c.has("protein")) return "Greek-Style Salad";
      const protein = c.is("protein", "egg") ? "Boiled Egg" : c.title("protein");
      const lead = c.has("protein") ? `${protein} Salad` : `${ampersand(c.titles("veg").slice(0, 2))} Salad`;
      return `${lead} with ${ampersand([c.has("protein") ? c.titles("veg")[0] : "", c.title("cheese") || c.title("greens")].filter(Boolean))}`;
    },
    description: (c) =>
      `A filling salad of ${c.list("greens", "veg")}${c.has("protein") || c.has("cheese") ? ` topped with ${c.list("protein", "cheese")}` : ""}, dressed with a sharp ${c.names("acid")} vinaigrette.`,
    steps: (c) => {
      const p = c.first("protein");
      const k = proteinKind(p);
      return [
        p && k === "egg" ? `Boil ${c.qty("protein")} for 8 minutes, cool in cold water, peel and quarter.` : "",
        p && k !== "egg" && !isReadyToEat(p) && k !== "cheese"
          ? `${prepProtein(p, c.qty("protein"), "strips")} Cook in a little oil ${searCue(p)}; rest, then slice.`
          : "",
        p && isReadyToEat(p) ? `Drain ${c.qty("protein")}; pat dry.` : "",
        `Wash and spin dry ${c.qty("greens")}. Cut ${c.qty("veg")} into bite-size pieces${c.has("fruit") ? `, and slice the ${c.qty("fruit")}` : ""}.`,
        c.has("crunch") ? `Toast ${c.qty("crunch")} in a dry pan for 2–3 minutes until fragrant.` : "",
        `Whisk the dressing: ${c.qty("acid")}${c.is("acid", "lemon", "lime") ? " juice" : ""} with ${c.staple("olive oil")} olive oil${c.has("mustard") ? `, ${c.qty("mustard")}` : ""}, salt and pepper.`,
        `Toss the greens and vegetables with most of the dressing just before serving, then top with ${[p ? `the ${c.names("protein")}` : "", c.has("cheese") ? `${c.qty("cheese")}, crumbled or shaved` : "", c.has("crunch") ? `the ${c.names("crunch")}` : ""].filter(Boolean).join(", ") || "a final crack of pepper"} and drizzle over the rest.`,
      ].filter(Boolean);
    },
    tips: () => [
      "Dry leaves hold dressing; wet ones dilute it and wilt.",
      "Dress at the last moment and season the dressing, not the leaves.",
    ],
    drink: (c) => ({ wine: "a chilled Provence rosé", soft: drinkForProtein(c.first("protein")).soft }),
    sides: () => ["Warm crusty bread", "A cup of soup"],
  },
  {
    id: "grain-bowl",
    name: "Grain bowl",
    cuisine: "Modern",
    mealTypes: ["lunch", "dinner"],
    difficulty: "easy",
    prepMin: 15,
    cookMin: 25,
    slots: [
      required("grain", { names: GRAINS, per: { n: 60, unit: "g" }, fallback: ["quinoa", "rice"], defining: true }),
      proteinSlot("protein", {
        names: ["tofu", "egg"],
        roles: ["protein", "legume", "egg"],
        not: [...CURED],
        per: { n: 100, unit: "g" },
        fallback: ["chickpeas", "egg", "tofu"],
      }),
      vegSlot("veg", {
        raw: true,
        roles: [],
        names: [...VEG.roast, ...SALAD_VEG],
        min: 2,
        max: 3,
        per: { n: 150, unit: "g" },
        fallback: ["sweet potato", "cucumber", "carrot"],
      }),
      required("dressing", {
        names: ["tahini", "peanut butter", "soy sauce", "greek yogurt", "yogurt", "lemon"],
        per: { n: 1, unit: "tbsp" },
        fallback: ["tahini", "lemon"],
      }),
      optional("greens", { names: GREENS, per: { n: 30, unit: "g" } }),
      optional("topping", { roles: ["nut"], not: ["peanut butter"], per: { n: 10, unit: "g" } }),
    ],
    staples: seasoning(1),
    title: (c) => `${ampersand([c.title("protein"), ...c.titles("veg")].slice(0, 3))} ${c.title("grain")} Bowl`,
    description: (c) =>
      `A bowl of ${c.names("grain")} topped with ${joinList([c.names("protein"), ...c.labels("veg")])} and a ${c.names("dressing")} dressing. Every part keeps for days, so it doubles as meal prep.`,
    steps: (c) => {
      const p = c.first("protein")!;
      const k = proteinKind(p);
      const { firm, tender, leafy } = vegStages(c, "veg");
      const roast = firm;
      const raw = [...tender, ...leafy];
      return [
        "Heat the oven to 220 °C (200 °C fan).",
        c.is("grain", "couscous")
          ? `Pour an equal volume of boiling salted water over ${c.qty("grain")}, cover for 5 minutes and fluff with a fork.`
          : `Rinse ${c.qty("grain")} and cook in plenty of salted boiling water until tender, ${grainMinutes(c)} minutes, then drain.`,
        roast.length
          ? `Cut the ${roast.join(" and ")} into 2 cm pieces, toss with half of the olive oil and salt, and roast for 20–25 minutes until browned at the edges.`
          : "",
        k === "egg"
          ? `Boil ${c.qty("protein")} for 7 minutes, cool in cold water and halve.`
          : k === "legume"
            ? `Drain ${c.qty("protein")}, pat dry, toss with oil and salt and roast on a second tray for ${roastMinutes(p)} minutes until crisp.`
            : `${prepProtein(p, c.qty("protein"))} Cook in a hot pan with a little oil ${searCue(p)}.`,
        raw.length ? `Slice the ${raw.join(" and ")} for serving fresh.` : "",
        bowlDressing(c),
        `Build the bowls: ${[c.has("greens") ? c.names("greens") : "", c.names("grain"), c.names("protein"), c.names("veg")].filter(Boolean).join(", ")}; spoon over the dressing and a thread of olive oil${c.has("topping") ? ` and scatter with ${c.qty("topping")}` : ""}, and finish with a grind of black pepper.`,
      ].filter(Boolean);
    },
    tips: () => [
      "Keep wet and crisp parts apart until serving if you pack bowls ahead.",
      "Season the cooked grain while warm: it absorbs flavour best then.",
    ],
    drink: (c) => ({ wine: "a Grüner Veltliner", soft: drinkForProtein(c.first("protein")).soft }),
    sides: () => ["Pickled red onion", "Warm flatbread"],
  },
];
