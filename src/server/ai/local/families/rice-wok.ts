/** Rice and wok recipe families: stir-fry, fried rice, risotto, noodle soup. */
import type { RecipeFamily } from "../family-types";
import { ampersand, capitalize, joinList } from "../text";
import { cookVegInStages, drinkForProtein, prepProtein, prepVeg, proteinKind, searCue } from "./cook-notes";
import { CANNED_FISH, CURED, VEG } from "./ingredient-lists";
import { garlicSlot, onionSlot, optional, proteinSlot, required, seasoning, vegSlot } from "./slot-kits";

const RICE = ["rice", "brown rice", "jasmine rice", "basmati rice"];
const soy = required("sauce", { names: ["soy sauce", "tamari"], per: { n: 1, unit: "tbsp" }, fallback: ["soy sauce"] });
const ginger = optional("ginger", { names: ["ginger"], per: { n: 5, unit: "g" } });
const scallion = optional("scallion", { names: ["scallion"], per: { n: 10, unit: "g" } });
/** Vegetables that go into a risotto only for its last minutes. */
const LATE_VEG = /pea|spinach|kale|arugula|asparagus|zucchini/;

/** Stir-fry, fried rice, risotto and noodle soup. */
export const RICE_WOK_FAMILIES: RecipeFamily[] = [
  {
    id: "stir-fry",
    name: "Stir-fry",
    cuisine: "Chinese-style",
    mealTypes: ["dinner", "lunch"],
    difficulty: "medium",
    prepMin: 15,
    cookMin: 12,
    slots: [
      proteinSlot("protein", { roles: ["protein"], not: [...CURED, ...CANNED_FISH, "ground beef", "ground pork", "ground turkey"] }),
      vegSlot("veg", { max: 3, per: { n: 150, unit: "g" }, roles: [], names: VEG.wok, fallback: ["broccoli", "bell pepper"] }),
      required("starch", {
        names: [...RICE, "noodles", "rice noodles", "egg noodles"],
        per: { n: 75, unit: "g" },
        fallback: ["rice", "noodles"],
        defining: true,
      }),
      soy,
      garlicSlot(),
      ginger,
      scallion,
      optional("extra", { names: ["honey", "sesame oil", "sweet chili sauce"], per: { n: 0.5, unit: "tsp" } }),
    ],
    staples: seasoning(1, "vegetable oil"),
    title: (c) => `${ampersand([c.title("protein"), ...c.titles("veg")].slice(0, 3))} Stir-Fry with ${c.title("starch")}`,
    description: (c) =>
      `${capitalize(c.names("protein"))} and crisp-tender ${c.names("veg")} tossed over high heat in a garlicky ${c.names("sauce")} glaze, served over ${c.names("starch")}. Everything is chopped before the wok heats, so cooking takes about ten minutes.`,
    steps: (c) => {
      const noodles = /noodle/.test(c.names("starch"));
      return [
        noodles
          ? `Cook ${c.qty("starch")} as the packet says, drain, rinse under cold water and toss with a drop of oil.`
          : `Rinse ${c.qty("starch")} until the water runs clear, then simmer with ${c.scaled(110, "ml")} water, covered, for 12 minutes; rest 5 minutes off the heat.`,
        `${prepProtein(c.first("protein")!, c.qty("protein"))} ${prepVeg(c, "veg")}`,
        `Mix the sauce: ${c.qty("sauce")}${c.has("extra") ? `, ${c.qty("extra")}` : ""} and ${c.scaled(2, "tbsp")} water. Crush the ${c.qty("garlic")}${c.has("ginger") ? ` and grate the ${c.qty("ginger")}` : ""}.`,
        `Heat half of the ${c.staple("vegetable oil")} oil in a wok or large frying pan over high heat until shimmering. Cook the ${c.names("protein")} ${searCue(c.first("protein"))}, then tip onto a plate.`,
        `Add the rest of the oil. ${cookVegInStages(c, "veg", "3 minutes (add a splash of water to steam them)", "2 minutes")}`,
        `Add the garlic${c.has("ginger") ? " and ginger" : ""} for 30 seconds, return the ${c.names("protein")}, pour in the sauce and toss for 1 minute until glossy.`,
        `Taste for salt and pepper and serve over the ${c.names("starch")}${c.has("scallion") ? `, scattered with the ${c.names("scallion")}, sliced` : ""}.`,
      ];
    },
    tips: (c) => [
      "Have everything cut and the sauce mixed before the wok goes on: the cooking is too fast to chop in between.",
      proteinKind(c.first("protein")) === "tofu"
        ? "Pressed, dry tofu browns instead of steaming; do not move it for the first 2 minutes."
        : "Cook the protein in batches if the pan is crowded, or it stews in its own juices.",
    ],
    drink: (c) => ({ wine: "an off-dry Riesling or Gewürztraminer", soft: drinkForProtein(c.first("protein")).soft }),
    sides: () => ["Smashed cucumber salad with rice vinegar", "Miso soup"],
  },
  {
    id: "fried-rice",
    name: "Fried rice",
    cuisine: "Chinese-style",
    mealTypes: ["lunch", "dinner"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 12,
    slots: [
      required("rice", { names: RICE, per: { n: 75, unit: "g" }, fallback: ["rice"], defining: true }),
      optional("egg", { names: ["egg"], per: { n: 1, unit: "piece" }, defining: true }),
      vegSlot("veg", {
        max: 3,
        per: { n: 100, unit: "g" },
        roles: [],
        names: VEG.wok,
        not: ["eggplant", "bok choy"],
        fallback: ["peas", "carrot"],
      }),
      optional("protein", {
        roles: ["protein"],
        names: ["tofu"],
        not: [...CANNED_FISH, "salami", "ground beef"],
        per: { n: 70, unit: "g" },
        defining: true,
      }),
      soy,
      garlicSlot(),
      scallion,
    ],
    staples: seasoning(1, "vegetable oil"),
    title: (c) =>
      `${ampersand([c.has("egg") ? "Egg" : "", c.title("protein"), ...c.titles("veg")].filter(Boolean).slice(0, 3))} Fried Rice`,
    description: (c) =>
      `Day-old ${c.names("rice")} fried until the grains separate and toast, with ${c.list("protein", "veg")}${c.has("egg") ? " and ribbons of egg" : ""}, seasoned with ${c.names("sauce")}. The best use of leftover rice there is.`,
    steps: (c) => [
      `If the rice is not cooked yet, simmer ${c.qty("rice")} in ${c.scaled(110, "ml")} water, covered, for 12 minutes, then spread on a tray to cool and dry for at least 30 minutes (day-old rice is better).`,
      `${prepVeg(c, "veg")} Crush the ${c.qty("garlic")}.${c.has("protein") ? ` ${prepProtein(c.first("protein")!, c.qty("protein"), "small dice")}` : ""}`,
      `Heat a third of the ${c.staple("vegetable oil")} oil in a wok over high heat.${c.has("egg") ? ` Scramble ${c.qty("egg")}, beaten, until just set, then set aside.` : ""}${c.has("protein") ? ` Cook the ${c.names("protein")} ${searCue(c.first("protein"))}; set aside.` : ""}`,
      `Add another third of the oil. ${cookVegInStages(c, "veg", "3 minutes", "2 minutes")} Add the garlic for 30 seconds.`,
      "Add the remaining oil and the rice, breaking up any clumps. Spread it out and leave for 1 minute to toast, then toss; repeat 3–4 times.",
      `Return everything to the wok, add ${c.qty("sauce")} around the edge of the pan so it sizzles, and toss well. Season with salt and pepper${c.has("scallion") ? ` and finish with sliced ${c.names("scallion")}` : ""}.`,
    ],
    tips: () => [
      "Cold, dry rice fries; warm fresh rice turns mushy. Spread fresh rice thinly and chill it uncovered to dry it fast.",
      "A very hot wok and not too much rice at once give the smoky, toasty flavour.",
    ],
    drink: () => ({ wine: "a crisp lager-style beer or a dry Riesling", soft: "jasmine tea" }),
    sides: () => ["Cucumber salad with sesame dressing", "Hot and sour soup"],
  },
  {
    id: "risotto",
    name: "Risotto",
    cuisine: "Italian",
    mealTypes: ["dinner"],
    difficulty: "medium",
    prepMin: 10,
    cookMin: 30,
    slots: [
      required("rice", { names: ["arborio rice", ...RICE], per: { n: 80, unit: "g" }, fallback: ["arborio rice", "rice"], defining: true }),
      vegSlot("veg", {
        max: 2,
        per: { n: 100, unit: "g" },
        roles: [],
        names: ["mushroom", "frozen peas", "spinach", "asparagus", "zucchini", "butternut squash", "pumpkin", "broccoli", "kale", "beet"],
        fallback: ["mushroom", "peas"],
      }),
      onionSlot(),
      garlicSlot({ min: 0 }),
      required("broth", {
        names: ["vegetable broth", "chicken broth", "beef broth"],
        per: { n: 250, unit: "ml" },
        fallback: ["vegetable broth"],
      }),
      optional("protein", { names: ["chicken breast", "shrimp", "bacon"], per: { n: 70, unit: "g" }, defining: true }),
      optional("cheese", { names: ["parmesan"], per: { n: 20, unit: "g" } }),
      optional("butter", { names: ["butter"], per: { n: 10, unit: "g" } }),
      optional("wine", { names: ["white wine"], per: { n: 30, unit: "ml" } }),
    ],
    staples: seasoning(0.5),
    title: (c) => `${ampersand([c.title("protein"), ...c.titles("veg")].filter(Boolean))} Risotto`,
    description: (c) =>
      `Creamy risotto stirred slowly with hot ${c.names("broth")}, with ${c.list("veg", "protein")}${c.has("cheese") ? `, finished with ${c.names("cheese")}` : ""}. No cream needed: the rice's own starch makes it silky.`,
    steps: (c) => {
      const late = c
        .all("veg")
        .filter((v) => LATE_VEG.test(v.name))
        .map((v) => v.name);
      const early = c
        .all("veg")
        .filter((v) => !LATE_VEG.test(v.name))
        .map((v) => v.name);
      return [
        `Warm ${c.qty("broth")} in a saucepan and keep it at a gentle simmer.`,
        `Finely chop the ${c.qty("onion")}${c.has("garlic") ? ` and ${c.qty("garlic")}` : ""}. ${prepVeg(c, "veg")}`,
        c.has("protein")
          ? `In a wide pan, cook the ${c.qty("protein")}, cut small, in a little oil ${searCue(c.first("protein"))}; set aside.`
          : "",
        `Heat ${c.staple("olive oil")} olive oil${c.has("butter") ? " and half the butter" : ""} in the pan over medium heat. Soften the onion for 5 minutes${c.has("garlic") ? ", adding the garlic for the last minute" : ""}.${early.length ? ` Add the ${joinList(early)} and cook for 4–5 minutes until any liquid has evaporated.` : ""}`,
        `Stir in ${c.qty("rice")} and toast for 2 minutes until the grains look glassy at the edges.${c.has("wine") ? ` Pour in ${c.qty("wine")} and let it bubble away.` : ""}`,
        "Add the hot broth a ladle at a time, stirring often and waiting until each ladle is almost absorbed before the next. After 18–20 minutes the rice should be tender with a slight bite.",
        late.length || c.has("protein")
          ? `For the last 3 minutes stir in ${[late.length ? `the ${joinList(late)}` : "", c.has("protein") ? `the ${c.names("protein")} to rewarm` : ""].filter(Boolean).join(" and ")}.`
          : "",
        `Off the heat, beat in ${[c.has("butter") ? "the rest of the butter" : "", c.has("cheese") ? `${c.qty("cheese")}, grated` : ""].filter(Boolean).join(" and ") || "a final splash of olive oil"}, cover and rest for 2 minutes. It should flow slowly when spooned onto a plate.`,
      ].filter(Boolean);
    },
    tips: () => [
      "Keep the broth hot: cold broth stops the cooking and the rice turns gluey.",
      "Risotto rice (arborio, carnaroli) gives the creamiest result; long-grain rice works but stays looser, so add the broth in smaller ladles.",
    ],
    drink: () => ({ wine: "a dry Italian white such as Soave or Pinot Grigio", soft: "sparkling water with lemon" }),
    sides: () => ["Rocket salad with lemon and olive oil", "Roasted cherry tomatoes"],
  },
  {
    id: "noodle-soup",
    name: "Noodle soup",
    cuisine: "East Asian-style",
    mealTypes: ["lunch", "dinner"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 15,
    slots: [
      required("noodles", {
        names: ["noodles", "rice noodles", "egg noodles", "instant noodles"],
        per: { n: 70, unit: "g" },
        fallback: ["noodles"],
        defining: true,
      }),
      required("broth", {
        names: ["chicken broth", "vegetable broth", "beef broth"],
        per: { n: 350, unit: "ml" },
        fallback: ["chicken broth", "vegetable broth"],
      }),
      proteinSlot("protein", {
        min: 0,
        roles: ["protein"],
        per: { n: 80, unit: "g" },
        not: [...CURED, ...CANNED_FISH, "ground beef", "ground pork", "ground turkey"],
      }),
      vegSlot("veg", {
        max: 3,
        per: { n: 100, unit: "g" },
        roles: [],
        names: VEG.wok,
        not: ["eggplant", "cauliflower"],
        fallback: ["spinach", "carrot"],
      }),
      optional("egg", { names: ["egg"], per: { n: 1, unit: "piece" } }),
      soy,
      garlicSlot(),
      ginger,
      scallion,
    ],
    staples: seasoning(0.25, "vegetable oil"),
    title: (c) => `${ampersand([c.title("protein"), ...c.titles("veg")].filter(Boolean).slice(0, 3))} Noodle Soup`,
    description: (c) =>
      `${capitalize(c.names("noodles"))} in a ${c.has("ginger") ? "ginger-" : "garlic-"}scented ${c.names("broth")} with ${c.list("protein", "veg")}${c.has("egg") ? ", topped with a jammy egg" : ""}. Warming, quick and easy to adapt.`,
    steps: (c) =>
      [
        c.has("egg") ? `Boil ${c.qty("egg")} for 6½ minutes, cool in cold water, peel and halve.` : "",
        `Slice the ${c.qty("garlic")}${c.has("ginger") ? ` and ${c.qty("ginger")}` : ""}. ${prepVeg(c, "veg")}${c.has("protein") ? ` ${prepProtein(c.first("protein")!, c.qty("protein"), "thin slices")}` : ""}`,
        `Heat the oil in a large pot, sizzle the garlic${c.has("ginger") ? " and ginger" : ""} for 1 minute, then add ${c.qty("broth")} and ${c.qty("sauce")}. Bring to a simmer.`,
        c.has("protein")
          ? `Add the ${c.names("protein")} and simmer ${proteinKind(c.first("protein")) === "shellfish" ? "for 2–3 minutes until pink" : proteinKind(c.first("protein")) === "tofu" ? "for 3 minutes" : "gently until cooked through, 5–7 minutes"}.`
          : "",
        `${cookVegInStages(c, "veg", "4 minutes", "2 minutes")}`,
        `Meanwhile cook ${c.qty("noodles")} separately as the packet says and drain; cooking them in the soup makes it starchy.`,
        `Divide the noodles between bowls, ladle over the soup${c.has("egg") ? ", add the egg halves" : ""}${c.has("scallion") ? ` and scatter with sliced ${c.names("scallion")}` : ""}. Taste and add more soy sauce, salt or pepper if needed.`,
      ].filter(Boolean),
    tips: () => [
      "Cook the noodles separately so the broth stays clear.",
      "Taste the broth before serving: a squeeze of lime or a pinch of sugar balances it.",
    ],
    drink: () => ({ wine: "a dry Riesling", soft: "hot green tea" }),
    sides: () => ["Steamed dumplings", "Quick-pickled cucumber"],
  },
];
