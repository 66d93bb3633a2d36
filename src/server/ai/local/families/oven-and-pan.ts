/** Oven and pan dinners: sheet-pan roast, baked potatoes, pan-seared protein with potatoes and greens. */
import { pluralName } from "../dish-context";
import type { DishContext, RecipeFamily } from "../family-types";
import { ampersand, capitalize, joinList, titleCase } from "../text";
import {
  drinkForProtein,
  isReadyToEat,
  prepProtein,
  prepVeg,
  proteinKind,
  roastMinutes,
  searCue,
  searWhole,
  vegStages,
} from "./cook-notes";
import { CANNED_FISH, CURED, VEG } from "./ingredient-lists";
import { garlicSlot, onionSlot, optional, proteinSlot, required, seasoning, vegSlot } from "./slot-kits";

const GROUND = ["ground beef", "ground pork", "ground turkey"];
/** Beans that turn mushy rather than crisp on a hot tray. */
const SOFT_BEANS = ["black beans", "kidney beans", "pinto beans", "baked beans", "lentils", "split peas"];
const herbs = optional("herb", { names: ["rosemary", "thyme", "oregano", "paprika"], max: 2, per: { n: 0.5, unit: "tsp" } });
const lemon = optional("lemon", { names: ["lemon"], per: { n: 0.25, unit: "piece" } });
const plural = (c: DishContext, key: string) => titleCase(pluralName(c.first(key)!));

/** Sheet-pan roast, baked potatoes and pan-seared plates (dinner, lunch). */
export const OVEN_PAN_FAMILIES: RecipeFamily[] = [
  {
    id: "sheet-pan-roast",
    name: "Sheet-pan roast",
    cuisine: "Modern",
    mealTypes: ["dinner"],
    difficulty: "easy",
    prepMin: 15,
    cookMin: 40,
    slots: [
      proteinSlot("protein", {
        not: [...CANNED_FISH, ...GROUND, ...SOFT_BEANS, "ham", "salami", "bacon", "stewing beef"],
        per: { n: 150, unit: "g" },
        fallback: ["chicken thigh", "chickpeas"],
      }),
      vegSlot("veg", {
        min: 2,
        max: 3,
        per: { n: 220, unit: "g" },
        roles: [],
        names: VEG.roast,
        fallback: ["potato", "broccoli", "carrot"],
      }),
      onionSlot({ min: 0 }),
      garlicSlot({ min: 0 }),
      herbs,
      lemon,
    ],
    staples: seasoning(1.5),
    title: (c) => `Sheet-Pan ${c.title("protein")} with Roasted ${ampersand(c.titles("veg"))}`,
    description: (c) =>
      `${capitalize(c.names("protein"))} roasted on one tray with ${c.list("veg", "onion")}${c.has("herb") ? `, seasoned with ${c.names("herb")}` : ""}. The oven does the work and there is one pan to wash.`,
    steps: (c) => {
      const p = c.first("protein")!;
      const pMin = roastMinutes(p);
      const { firm, tender, leafy } = vegStages(c, "veg");
      const early = firm.length ? 35 - pMin : 0;
      return [
        "Heat the oven to 220 °C (200 °C fan). Line a large baking tray, or use two so nothing is crowded.",
        `Cut ${c.qty("veg")} into even 3 cm pieces${c.has("onion") ? ` and the ${c.qty("onion")} into wedges` : ""}.${c.has("garlic") ? ` Leave the ${c.qty("garlic")} whole, unpeeled.` : ""}`,
        `${proteinKind(p) === "legume" ? `Drain ${c.qty("protein")} and pat very dry.` : prepProtein(p, c.qty("protein"), "large pieces", "whole")} Toss with a third of the ${c.staple("olive oil")} olive oil, salt and pepper${c.has("herb") ? ` and half of the ${c.qty("herb")}` : ""}.`,
        early > 0
          ? `Toss the ${joinList(firm)} with the remaining oil${c.has("herb") ? ", the rest of the herbs" : ""} and salt, spread out and roast for ${early} minutes.`
          : "",
        `Add ${joinList([c.names("protein"), ...(early > 0 ? [] : firm), ...tender, ...c.labels("onion"), c.has("garlic") ? "garlic" : ""].filter(Boolean).map((x) => `the ${x}`))} to the tray in one layer and roast for ${pMin} minutes more, turning everything once${leafy.length ? `; scatter the ${joinList(leafy)} over for the last 5 minutes` : ""}.`,
        proteinKind(p) === "poultry"
          ? "Check the chicken: the thickest piece should read 74 °C (165 °F) and the juices run clear."
          : `Check the ${c.names("protein")} for doneness and the vegetables for browned edges; give either a few more minutes if needed.`,
        capitalize(
          `${c.has("lemon") ? `squeeze over the ${c.names("lemon")}, ` : ""}${c.has("garlic") ? "squeeze the soft garlic out of its skins over everything, " : ""}season and serve from the tray.`,
        ),
      ].filter(Boolean);
    },
    tips: () => [
      "Space is everything: crowded trays steam instead of roast.",
      "Cut vegetables that take longest smaller, so everything finishes together.",
    ],
    drink: (c) => drinkForProtein(c.first("protein")),
    sides: () => ["Green salad with a mustard dressing", "Crusty bread to mop up the juices"],
  },
  {
    id: "baked-potatoes",
    name: "Baked potatoes",
    cuisine: "British",
    mealTypes: ["lunch", "dinner"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 60,
    slots: [
      required("potato", { names: ["potato", "sweet potato"], per: { n: 1, unit: "piece" }, fallback: ["potato"], defining: true }),
      optional("topping", {
        names: ["tuna", "black beans", "baked beans", "chickpeas", "bacon", "ham"],
        per: { n: 80, unit: "g" },
        defining: true,
      }),
      optional("cheese", { roles: ["cheese"], not: ["parmesan"], per: { n: 30, unit: "g" }, defining: true }),
      optional("creamy", { names: ["sour cream", "greek yogurt", "butter", "cream cheese"], per: { n: 1, unit: "tbsp" } }),
      vegSlot("veg", {
        min: 0,
        max: 2,
        roles: [],
        names: ["broccoli", "spinach", "corn", "tomato", "bell pepper", "mushroom"],
        per: { n: 60, unit: "g" },
      }),
      optional("herb", { names: ["chives", "parsley"], per: { n: 1, unit: "g" } }),
    ],
    staples: seasoning(0.5),
    title: (c) => {
      const extras = [c.title("topping"), c.title("cheese"), ...c.titles("veg")].filter(Boolean).slice(0, 2);
      return extras.length ? `Baked ${plural(c, "potato")} with ${ampersand(extras)}` : `Classic Baked ${plural(c, "potato")}`;
    },
    description: (c) =>
      `Oven-baked ${pluralName(c.first("potato")!)} with crisp, salty skins and fluffy insides, ${c.has("topping") || c.has("cheese") ? `loaded with ${c.list("topping", "cheese", "veg")}` : "split and filled simply"}. Mostly oven time; the toppings take minutes.`,
    steps: (c) =>
      [
        "Heat the oven to 200 °C (180 °C fan).",
        `Scrub ${c.qty("potato")}, dry well and prick a few times with a fork. Rub with the olive oil, salt and black pepper.`,
        `Bake directly on the oven rack for ${c.is("potato", "sweet potato") ? "45–50" : "55–65"} minutes, until the skins are crisp and a knife slides in without resistance.`,
        c.has("topping")
          ? `Meanwhile prepare the topping: ${isReadyToEat(c.first("topping")) ? `warm or drain ${c.qty("topping")}` : `fry ${c.qty("topping")} ${searCue(c.first("topping"))}`}.`
          : "",
        c.has("veg") ? `Cook ${c.qty("veg")}, chopped, in a little oil for 3–5 minutes until tender.` : "",
        `Split each potato with a cross, squeeze the base to open it and fluff the inside with a fork${c.has("creamy") ? `, working in ${c.qty("creamy")}` : ""}.`,
        `Fill with ${joinList([...c.labels("topping"), c.has("cheese") ? `${c.qty("cheese")} (grated)` : "", ...c.labels("veg"), c.has("herb") ? `snipped ${c.names("herb")}` : ""].filter(Boolean)) || "a knob of butter, salt and plenty of black pepper"}${c.has("cheese") ? ", then return to the oven for 3 minutes to melt the cheese" : ""}.`,
      ].filter(Boolean),
    tips: () => [
      "Do not wrap the potatoes in foil: they steam and the skins stay soft.",
      "Floury potatoes (Russet, Maris Piper) give the fluffiest insides.",
    ],
    drink: (c) => (c.has("topping") ? drinkForProtein(c.first("topping")) : { wine: "a crisp cider", soft: "sparkling apple juice" }),
    sides: (c) => ["Coleslaw", c.spareVeg() ? `Steamed ${c.spareVeg()}` : "Green salad"],
  },
  {
    id: "pan-seared",
    name: "Pan-seared protein with potatoes and greens",
    cuisine: "Bistro",
    mealTypes: ["dinner"],
    difficulty: "medium",
    prepMin: 15,
    cookMin: 35,
    slots: [
      proteinSlot("protein", {
        roles: ["protein"],
        names: ["tofu", "halloumi", "paneer"],
        not: [...CURED, ...CANNED_FISH, ...GROUND, "stewing beef"],
        per: { n: 160, unit: "g" },
        fallback: ["chicken breast", "salmon", "tofu"],
      }),
      required("starch", { names: ["potato", "sweet potato"], per: { n: 200, unit: "g" }, fallback: ["potato"] }),
      vegSlot("veg", { max: 2, per: { n: 120, unit: "g" }, roles: [], names: VEG.side, fallback: ["green beans", "broccoli"] }),
      garlicSlot({ min: 0 }),
      optional("butter", { names: ["butter"], per: { n: 10, unit: "g" } }),
      herbs,
      lemon,
    ],
    staples: seasoning(1),
    title: (c) => `Pan-Seared ${c.title("protein")} with ${ampersand([`Crispy ${plural(c, "starch")}`, ...c.titles("veg")])}`,
    description: (c) =>
      `Golden-crusted ${c.names("protein")} with ${joinList([`crispy ${pluralName(c.first("starch")!)}`, ...c.labels("veg")])}${c.has("butter") ? `, basted with ${c.has("garlic") ? "garlic " : ""}butter` : ""}. A restaurant-style plate from a single frying pan and a pot.`,
    steps: (c) => {
      const p = c.first("protein")!;
      return [
        `Cut ${c.qty("starch")} into 2 cm cubes and boil in salted water for 8 minutes until just tender; drain and let them steam dry.`,
        prepVeg(c, "veg"),
        prepProtein(p, c.qty("protein"), "portions", "whole"),
        `Fry the potatoes in half of the ${c.staple("olive oil")} olive oil over medium-high heat for 12–15 minutes, turning, until crisp all over; season with salt and pepper and keep warm in a low oven.`,
        `Wipe the pan, add the remaining oil and sear the ${c.names("protein")} ${searWhole(p)}.${c.has("butter") ? ` For the last minute, add ${joinList([c.qty("butter"), c.has("garlic") ? `the ${c.qty("garlic")}, crushed` : "", c.names("herb")].filter(Boolean))}, and spoon the foaming butter over.` : c.has("garlic") ? ` Add the ${c.qty("garlic")}, crushed, to the pan for the last minute.` : ""}`,
        `Meanwhile steam or boil the ${c.names("veg")} for 3–5 minutes until bright and just tender; season.`,
        `Rest the ${c.names("protein")} for 3 minutes, then serve with ${joinList(["the potatoes", ...c.labels("veg")])}${c.has("lemon") ? `, with ${c.names("lemon")} wedges` : ""}, spooning over the pan juices.`,
      ];
    },
    tips: (c) => [
      "A dry surface and a hot pan give the crust; do not move the piece until it releases by itself.",
      proteinKind(c.first("protein")) === "poultry"
        ? "Chicken is done at 74 °C (165 °F) in the thickest part; resting keeps it juicy."
        : "Resting a few minutes lets the juices settle back in before slicing.",
    ],
    drink: (c) => drinkForProtein(c.first("protein")),
    sides: () => ["Dijon mustard or a quick pan sauce", "Mixed leaf salad"],
  },
];
