/** Noodle and rice dishes: pad thai, sesame noodles, teriyaki bowl, bibimbap, jambalaya, mujadara. */
import type { RecipeFamily } from "../family-types";
import { ampersand, capitalize, joinList } from "../text";
import { drinkForProtein, prepProtein, proteinKind, searCue } from "./cook-notes";
import { CANNED_FISH, CURED } from "./ingredient-lists";
import { garlicSlot, onionSlot, optional, proteinSlot, required, seasoning, vegSlot } from "./slot-kits";
import { chosenPhrase } from "../amounts";

const RICE = ["rice", "brown rice"];
const scallion = optional("scallion", { names: ["spring onion"], per: { n: 8, unit: "g" } });
const sesame = optional("sesame", { names: ["sesame seeds"], per: { n: 1, unit: "tsp" } });
const riceStep = (c: Parameters<RecipeFamily["steps"]>[0], key = "rice") =>
  `Rinse the ${c.qty(key)} until the water runs clear and simmer with ${c.scaled(110, "ml")} water, covered, for 12 minutes (brown rice: 25 minutes with more water); rest 5 minutes.`;

/** Pad thai, sesame noodles, teriyaki bowl, bibimbap, jambalaya and mujadara. */
export const NOODLE_RICE_FAMILIES: RecipeFamily[] = [
  {
    id: "pad-thai",
    name: "Pad thai",
    cuisine: "Thai",
    mealTypes: ["dinner", "lunch"],
    difficulty: "medium",
    prepMin: 20,
    cookMin: 10,
    slots: [
      required("noodles", { names: ["rice noodles"], per: { n: 75, unit: "g" }, fallback: ["rice noodles"], defining: true }),
      proteinSlot("protein", { roles: ["protein"], names: ["tofu"], not: [...CURED, ...CANNED_FISH, "ground beef", "ground pork", "ground lamb", "steak"], per: { n: 100, unit: "g" }, fallback: ["shrimp", "tofu", "chicken breast"] }),
      optional("egg", { names: ["egg"], per: { n: 1, unit: "piece" } }),
      required("sauce", { names: ["fish sauce", "soy sauce", "tamari"], per: { n: 1, unit: "tbsp" }, fallback: ["fish sauce", "soy sauce"] }),
      required("sour", { names: ["tamarind", "lime", "vinegar"], per: { n: 0.5, unit: "tbsp" }, perFor: { lime: { n: 0.5, unit: "piece" } }, fallback: ["lime", "vinegar"] }),
      required("sweet", { names: ["brown sugar", "sugar", "honey", "maple syrup"], per: { n: 0.75, unit: "tbsp" }, fallback: ["brown sugar", "sugar"] }),
      optional("sprouts", { names: ["bean sprouts", "carrot", "cabbage"], per: { n: 40, unit: "g" }, defining: true }),
      garlicSlot(),
      scallion,
      optional("nuts", { names: ["peanuts", "cashews"], per: { n: 12, unit: "g" } }),
    ],
    staples: [{ name: "vegetable oil", per: { n: 1, unit: "tbsp" } }],
    title: (c) => `${c.title("protein")} Pad Thai`,
    description: (c) =>
      `Rice noodles stir-fried with ${joinList([c.names("protein"), ...c.labels("egg"), ...c.labels("sprouts")])} in a sweet-sour-salty sauce of ${joinList([c.names("sauce"), c.names("sour"), c.names("sweet")])}${c.has("nuts") ? `, under crushed ${c.names("nuts")}` : ""}. Street food at home.`,
    steps: (c) =>
      [
        `Soak the ${c.qty("noodles")} in warm (not boiling) water for 20–30 minutes until pliable but still firm; drain.`,
        `Mix the sauce: the ${c.qty("sauce")}, ${c.is("sour", "lime") ? `the juice of the ${c.qty("sour")}` : `the ${c.qty("sour")}`} and the ${c.qty("sweet")}, stirred until dissolved. Taste: it should be sweet, sour and salty at once.`,
        `${prepProtein(c.first("protein")!, c.qty("protein"))} Slice the ${c.qty("garlic")}${c.has("scallion") ? ` and cut the ${c.qty("scallion")} into 3 cm lengths` : ""}.`,
        `Heat half of the ${c.staple("vegetable oil")} oil in a wok over high heat and cook the ${c.names("protein")} ${searCue(c.first("protein"))}; push to one side.`,
        c.has("egg") ? `Add the rest of the oil, crack in the ${c.qty("egg")} and scramble until just set.` : "",
        `Add the garlic and the noodles with the sauce and toss for 2–3 minutes until the noodles are soft and glossy; add a splash of water if they stick.`,
        `Toss in ${joinList([c.has("sprouts") ? `the ${c.qty("sprouts")}` : "", c.has("scallion") ? "the spring onion" : ""].filter(Boolean)) || "a squeeze more lime"} for 30 seconds and serve${c.has("nuts") ? ` topped with the ${c.qty("nuts")}, crushed` : ""}.`,
      ].filter(Boolean),
    tips: () => [
      "Under-soak rather than over-soak the noodles: they finish cooking in the wok.",
      "Cook one or two portions at a time; a crowded wok makes soggy noodles.",
    ],
    drink: () => ({ wine: "an off-dry Riesling", soft: "Thai iced tea or fresh lime soda" }),
    sides: () => ["Lime wedges and chili flakes", "Cucumber salad"],
  },
  {
    id: "sesame-noodles",
    name: "Sesame noodles",
    cuisine: "Chinese",
    mealTypes: ["lunch", "dinner"],
    difficulty: "easy",
    prepMin: 15,
    cookMin: 10,
    slots: [
      required("noodles", { names: ["noodles", "egg noodles", "spaghetti", "rice noodles"], per: { n: 80, unit: "g" }, fallback: ["noodles", "rice noodles"], defining: true }),
      required("paste", { names: ["tahini", "peanut butter"], per: { n: 1, unit: "tbsp" }, fallback: ["tahini", "peanut butter"], defining: true }),
      required("soy", { names: ["soy sauce", "tamari"], per: { n: 1, unit: "tbsp" }, fallback: ["soy sauce", "tamari"] }),
      optional("vinegar", { names: ["vinegar", "lime"], per: { n: 0.5, unit: "tbsp" } }),
      vegSlot("veg", { raw: true, roles: [], names: ["cucumber", "carrot", "bean sprouts", "edamame", "bell pepper", "cabbage", "snow peas"], max: 2, per: { n: 70, unit: "g" }, fallback: ["cucumber"] }),
      optional("protein", { names: ["chicken breast", "tofu", "egg", "shrimp"], per: { n: 70, unit: "g" }, perFor: { egg: { n: 1, unit: "piece" } }, defining: true }),
      garlicSlot({ per: { n: 0.5, unit: "clove" } }),
      optional("sweet", { names: ["honey", "sugar", "maple syrup"], per: { n: 0.5, unit: "tsp" } }),
      optional("heat", { names: ["chili crisp", "chili flakes", "hot sauce"], per: { n: 0.5, unit: "tsp" } }),
      scallion,
      sesame,
    ],
    staples: [],
    title: (c) => `${c.is("paste", "peanut butter") ? "Peanut" : "Sesame"} Noodles with ${ampersand([c.title("protein"), ...c.titles("veg")].filter(Boolean).slice(0, 2))}`,
    description: (c) =>
      `Cold noodles tossed in a nutty ${c.names("paste")} and ${c.names("soy")} dressing with crisp ${c.names("veg")}${c.has("protein") ? ` and ${c.names("protein")}` : ""}. Keeps well for packed lunches.`,
    steps: (c) => {
      const p = c.first("protein");
      const k = proteinKind(p);
      return [
        `Cook the ${c.qty("noodles")} as the packet says, rinse under cold water until cool and drain well.`,
        p && k === "egg" ? `Boil the ${c.qty("protein")} for 7 minutes, cool in cold water, peel and halve.` : "",
        p && k !== "egg" ? `${prepProtein(p, c.qty("protein"))} Cook in a hot pan with a little oil ${searCue(p)}, then slice.` : "",
        `Whisk the ${c.qty("paste")} with the ${c.qty("soy")}${c.has("vinegar") ? `, the ${c.qty("vinegar")}${c.is("vinegar", "lime") ? " juice" : ""}` : ""}${c.has("sweet") ? `, the ${c.qty("sweet")}` : ""}, the ${c.qty("garlic")}, grated, and warm water, a spoon at a time, until it pours like cream.`,
        `Cut the ${c.qty("veg")} into thin matchsticks${c.has("scallion") ? ` and slice the ${c.qty("scallion")}` : ""}.`,
        `Toss the noodles with the dressing, top with the vegetables${p ? ` and the ${c.names("protein")}` : ""}${c.has("heat") ? `, a spoon of ${c.names("heat")}` : ""}${c.has("sesame") ? ` and the ${c.qty("sesame")}` : ""}.`,
      ].filter(Boolean);
    },
    tips: () => [
      "Rinse the noodles well: surface starch makes the dressing gluey.",
      "The dressing thickens on standing; loosen with a splash of water before serving leftovers.",
    ],
    drink: (c) => ({ wine: "a crisp Grüner Veltliner", soft: drinkForProtein(c.first("protein")).soft }),
    sides: () => ["Smashed cucumber salad", "Steamed bok choy"],
  },
  {
    id: "teriyaki-bowl",
    name: "Teriyaki bowl",
    cuisine: "Japanese",
    mealTypes: ["dinner", "lunch"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 20,
    slots: [
      proteinSlot("protein", { roles: ["protein"], names: ["tofu"], not: [...CURED, ...CANNED_FISH, "ground beef", "ground pork", "ground lamb", "ground turkey"], per: { n: 130, unit: "g" }, fallback: ["chicken thigh", "salmon", "tofu"] }),
      required("sauce", { names: ["teriyaki sauce", "soy sauce", "tamari"], per: { n: 1.5, unit: "tbsp" }, fallback: ["teriyaki sauce", "soy sauce", "tamari"] }),
      optional("sweet", { names: ["honey", "brown sugar", "maple syrup", "sugar"], per: { n: 0.5, unit: "tbsp" } }),
      required("rice", { names: RICE, per: { n: 70, unit: "g" }, fallback: ["rice"], defining: true }),
      vegSlot("veg", { roles: [], names: ["broccoli", "edamame", "carrot", "bok choy", "snow peas", "green beans", "cucumber", "spinach", "asparagus"], raw: true, max: 2, per: { n: 100, unit: "g" }, fallback: ["broccoli"] }),
      garlicSlot({ min: 0 }),
      optional("ginger", { names: ["ginger"], per: { n: 4, unit: "g" } }),
      scallion,
      sesame,
    ],
    staples: [{ name: "vegetable oil", per: { n: 0.5, unit: "tbsp" } }],
    title: (c) => `${c.title("protein")} Teriyaki Bowl with ${ampersand(c.titles("veg"))}`,
    description: (c) =>
      `${capitalize(c.names("protein"))} glazed in a sticky ${c.names("sauce").replace(/ sauce$/, "")} sauce over ${c.names("rice")}, with ${c.names("veg")}. A Japanese weeknight favourite.`,
    steps: (c) => {
      const p = c.first("protein")!;
      const teriyaki = c.is("sauce", "teriyaki sauce");
      return [
        riceStep(c),
        `${prepProtein(p, c.qty("protein"), "bite-size pieces", proteinKind(p) === "fish" ? "whole" : "slice")}`,
        `Mix the glaze: the ${c.qty("sauce")}${c.has("sweet") ? ` with the ${c.qty("sweet")}` : teriyaki ? "" : " with 1 tsp sugar"}${c.has("garlic") ? `, the ${c.qty("garlic")}, grated` : ""}${c.has("ginger") ? `, the ${c.qty("ginger")}, grated` : ""} and ${c.scaled(1, "tbsp")} water.`,
        `Steam or boil the ${c.qty("veg")}${c.all("veg").some((v) => v.name === "cucumber") ? " (cucumber stays raw, sliced)" : ""} for 3–4 minutes until bright and just tender.`,
        `Heat the ${c.staple("vegetable oil")} oil in a frying pan over medium-high heat and cook the ${c.names("protein")} ${searCue(p)}. Pour in the glaze and let it bubble for 1–2 minutes, turning, until sticky.`,
        `Fill bowls with the rice, add the ${c.names("protein")} and vegetables and spoon over the pan juices${c.has("scallion") ? `; scatter with the ${c.qty("scallion")}, sliced` : ""}${c.has("sesame") ? ` and the ${c.qty("sesame")}` : ""}.`,
      ];
    },
    tips: () => [
      "Add the glaze only at the end: its sugar burns if it goes in with raw meat.",
      "Chicken thighs stay juicier than breast under a sweet glaze.",
    ],
    drink: (c) => ({ wine: "a light Pinot Noir or cold sake", soft: drinkForProtein(c.first("protein")).soft }),
    sides: () => ["Miso soup", "Quick-pickled cucumber"],
  },
  {
    id: "bibimbap",
    name: "Bibimbap",
    cuisine: "Korean",
    mealTypes: ["dinner", "lunch"],
    difficulty: "medium",
    prepMin: 25,
    cookMin: 20,
    slots: [
      required("rice", { names: RICE, per: { n: 75, unit: "g" }, fallback: ["rice"], defining: true }),
      vegSlot("veg", { raw: true, roles: [], names: ["spinach", "carrot", "bean sprouts", "zucchini", "mushroom", "cucumber", "kale", "bok choy"], min: 2, max: 4, per: { n: 150, unit: "g" }, fallback: ["spinach", "carrot"] }),
      optional("protein", { names: ["ground beef", "steak", "tofu", "chicken thigh", "ground pork"], per: { n: 80, unit: "g" }, defining: true }),
      optional("egg", { names: ["egg"], per: { n: 1, unit: "piece" }, defining: true }),
      required("chili", { names: ["gochujang", "hot sauce", "chili crisp"], per: { n: 1, unit: "tbsp" }, fallback: ["gochujang", "hot sauce"] }),
      optional("soy", { names: ["soy sauce", "tamari"], per: { n: 1, unit: "tsp" } }),
      optional("oil", { names: ["sesame oil"], per: { n: 1, unit: "tsp" } }),
      garlicSlot({ per: { n: 0.5, unit: "clove" } }),
      optional("kimchi", { names: ["kimchi"], per: { n: 30, unit: "g" } }),
      sesame,
    ],
    staples: [{ name: "vegetable oil", per: { n: 1, unit: "tbsp" } }, { name: "salt", per: { n: 0, unit: "taste" } }],
    title: (c) => `${c.has("protein") ? `${c.title("protein")} ` : ""}Bibimbap with ${ampersand(c.titles("veg").slice(0, 2))}`,
    description: (c) =>
      `A bowl of rice topped with separately seasoned ${c.names("veg")}${c.has("protein") ? `, ${c.names("protein")}` : ""}${c.has("egg") ? " and a fried egg" : ""}, mixed at the table with ${c.names("chili")}. Korea's great everyday bowl.`,
    steps: (c) => {
      const p = c.first("protein");
      return [
        riceStep(c),
        `Prepare each vegetable on its own: ${c.all("veg").map((v) => (/spinach|kale|bok choy|bean sprout/.test(v.name) ? `blanch the ${chosenPhrase(v)} for 1 minute and squeeze dry` : /cucumber/.test(v.name) ? `cut the ${chosenPhrase(v)} into matchsticks` : `cut the ${chosenPhrase(v)} into matchsticks and stir-fry for 2 minutes`)).join("; ")}. Season each with a pinch of salt${c.has("oil") ? ` and a drop of the ${c.qty("oil")}` : ""}.`,
        p ? `${prepProtein(p, c.qty("protein"))} Fry with the ${c.qty("garlic")}, crushed, ${c.has("soy") ? `and the ${c.qty("soy")} ` : ""}in a little of the ${c.staple("vegetable oil")} oil ${searCue(p)}.` : `Fry the ${c.qty("garlic")}, crushed, in a little of the oil for 1 minute${c.has("soy") ? ` with the ${c.qty("soy")}` : ""} and spoon over the vegetables.`,
        c.has("egg") ? `Fry the ${c.qty("egg")} sunny side up in the rest of the oil.` : "",
        `Fill bowls with the hot rice and arrange the vegetables${p ? ` and ${c.names("protein")}` : ""}${c.has("kimchi") ? ` and the ${c.qty("kimchi")}` : ""} in sections on top${c.has("egg") ? ", with an egg in the middle" : ""}${c.has("sesame") ? `; sprinkle with the ${c.qty("sesame")}` : ""}.`,
        `Serve with the ${c.qty("chili")} to stir in; mix everything together before eating.`,
      ].filter(Boolean);
    },
    tips: () => [
      "Season each vegetable separately: that is what makes every bite different.",
      "In a hot stone or cast-iron bowl the rice forms a prized crisp crust.",
    ],
    drink: () => ({ wine: "a chilled light lager or soju", soft: "barley tea (boricha), hot or iced" }),
    sides: () => ["Kimchi", "Seaweed soup"],
  },
  {
    id: "jambalaya",
    name: "Jambalaya",
    cuisine: "Creole",
    mealTypes: ["dinner"],
    difficulty: "medium",
    prepMin: 15,
    cookMin: 35,
    slots: [
      required("rice", { names: ["rice"], per: { n: 70, unit: "g" }, fallback: ["rice"], defining: true }),
      required("protein", { names: ["sausage", "chorizo", "chicken thigh", "chicken breast", "shrimp", "ham", "kidney beans", "black beans"], max: 2, per: { n: 110, unit: "g" }, split: true, fallback: ["chicken thigh", "kidney beans"], defining: true }),
      onionSlot(),
      required("pepper", { names: ["bell pepper"], per: { n: 60, unit: "g" }, fallback: ["bell pepper"] }),
      optional("celery", { names: ["celery"], per: { n: 30, unit: "g" } }),
      garlicSlot(),
      required("tomato", { names: ["canned tomatoes", "tomato"], per: { n: 80, unit: "g" }, fallback: ["canned tomatoes"] }),
      required("broth", { names: ["chicken broth", "vegetable broth"], per: { n: 170, unit: "ml" }, fallback: ["chicken broth", "vegetable broth"] }),
      required("spice", { names: ["paprika", "chili powder", "thyme", "oregano"], max: 2, per: { n: 0.5, unit: "tsp" }, fallback: ["paprika"] }),
      optional("hot", { names: ["hot sauce"], per: { n: 0.5, unit: "tsp" } }),
    ],
    staples: seasoning(0.75, "vegetable oil"),
    title: (c) => `${ampersand(c.titles("protein"))} Jambalaya`,
    description: (c) =>
      `Rice cooked in one pot with ${c.names("protein")}, the Creole "holy trinity" of onion, pepper${c.has("celery") ? " and celery" : ""}, tomatoes and ${c.names("spice")}. Big, smoky and made for a crowd.`,
    steps: (c) => {
      const proteins = c.all("protein");
      const seared = proteins.filter((p) => !/shrimp|bean/.test(p.name));
      const late = proteins.filter((p) => /shrimp|bean/.test(p.name));
      return [
        `Dice the ${c.qty("onion")}, the ${c.qty("pepper")}${c.has("celery") ? ` and the ${c.qty("celery")}` : ""}; crush the ${c.qty("garlic")}.${seared.length ? ` Cut the ${joinList(seared.map(chosenPhrase))} into bite-size pieces.` : ""}`,
        seared.length ? `Heat the ${c.staple("vegetable oil")} oil in a heavy pot and brown the ${joinList(seared.map((p) => p.label))} for 5–6 minutes; lift out.` : `Heat the ${c.staple("vegetable oil")} oil in a heavy pot.`,
        `Cook the onion, pepper${c.has("celery") ? " and celery" : ""} in the pot for 6–8 minutes until soft, then add the garlic and the ${c.qty("spice")} for 1 minute.`,
        `Stir in the ${c.qty("rice")} to coat, then the ${c.qty("tomato")} and the ${c.qty("broth")}${seared.length ? `, and return the ${joinList(seared.map((p) => p.label))}` : ""}. Season with salt and pepper, bring to the boil, cover and simmer on low for 20 minutes without stirring.`,
        late.length ? `Scatter the ${joinList(late.map(chosenPhrase))}${late.some((p) => /bean/.test(p.name)) ? " (drained)" : ""} on top, cover again and cook for 5 minutes${late.some((p) => /shrimp/.test(p.name)) ? ", until the shrimp are pink" : ""}.` : "",
        `Rest covered for 5 minutes, fluff with a fork and serve${c.has("hot") ? ` with the ${c.qty("hot")} on the side` : ""}.`,
      ].filter(Boolean);
    },
    tips: () => [
      "Do not stir while the rice simmers: stirring releases starch and turns it gummy.",
      "Smoked sausage gives the most authentic flavour.",
    ],
    drink: () => ({ wine: "a juicy Zinfandel or a cold lager", soft: "iced tea with lemon" }),
    sides: () => ["Green salad", "Cornbread"],
  },
  {
    id: "mujadara",
    name: "Mujadara",
    cuisine: "Levantine",
    mealTypes: ["dinner", "lunch"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 40,
    slots: [
      required("lentils", { names: ["lentils"], per: { n: 50, unit: "g" }, fallback: ["lentils"], defining: true }),
      required("grain", { names: ["rice", "bulgur", "brown rice"], per: { n: 50, unit: "g" }, fallback: ["rice", "bulgur"], defining: true }),
      onionSlot({ per: { n: 120, unit: "g" } }),
      required("spice", { names: ["cumin", "cinnamon", "allspice", "coriander seed"], max: 2, per: { n: 0.5, unit: "tsp" }, fallback: ["cumin"] }),
      optional("yogurt", { names: ["greek yogurt", "yogurt", "plant yogurt"], per: { n: 50, unit: "g" } }),
      optional("salad", { names: ["cucumber", "tomato", "cherry tomato"], per: { n: 60, unit: "g" } }),
      optional("herb", { names: ["parsley", "mint", "cilantro"], per: { n: 3, unit: "g" } }),
    ],
    staples: seasoning(2),
    title: () => "Mujadara (Lentils & Rice with Crispy Onions)",
    description: (c) =>
      `Lentils and ${c.names("grain")} cooked together with ${c.names("spice")}, crowned with a heap of deeply browned onions. Humble, ancient and deeply satisfying.`,
    steps: (c) =>
      [
        `Rinse the ${c.qty("lentils")} and simmer in plenty of water for 15 minutes until just tender; drain. Rinse the ${c.qty("grain")}.`,
        `Slice the ${c.qty("onion")} thinly. Heat the ${c.staple("olive oil")} olive oil in a wide pan and fry the onions over medium heat, stirring often, for 25–30 minutes until dark golden and crisp at the edges. Lift out half for the top.`,
        `Add the ${c.qty("spice")} to the onions left in the pan for 30 seconds, then stir in the lentils, the ${c.names("grain")} and ${c.scaled(c.is("grain", "bulgur") ? 120 : 150, "ml")} water with salt and pepper. Cover and cook on low for ${c.is("grain", "bulgur") ? "12" : "15–18"} minutes until the water is absorbed.`,
        `Rest covered for 5 minutes, fluff and pile onto a platter under the crispy onions${c.has("herb") ? ` and the ${c.names("herb")}, chopped` : ""}.`,
        c.has("yogurt") || c.has("salad")
          ? `Serve with ${joinList([c.has("yogurt") ? `the ${c.qty("yogurt")}` : "", c.has("salad") ? `the ${c.qty("salad")}, chopped with a little salt and olive oil` : ""].filter(Boolean))}.`
          : "",
      ].filter(Boolean),
    tips: () => [
      "The onions are the dish: take them darker than feels right, but not black.",
      "Use green or brown lentils; red lentils collapse into mush.",
    ],
    drink: () => ({ wine: "a Lebanese red or a Côtes du Rhône", soft: "mint lemonade" }),
    sides: () => ["Cucumber and tomato salad", "Plain yogurt"],
  },
];
