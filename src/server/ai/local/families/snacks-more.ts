/** More snacks: guacamole, bruschetta, roasted chickpeas, fruit with nut butter, edamame, trail mix. */
import type { RecipeFamily } from "../family-types";
import { ampersand, joinList } from "../text";
import { DRIED_FRUIT } from "./ingredient-lists";
import { garlicSlot, optional, required } from "./slot-kits";

const salt = { name: "salt", per: { n: 0, unit: "taste" as const } };

/** Guacamole, bruschetta, roasted chickpeas, fruit with nut butter, edamame and trail mix. */
export const SNACK_MORE_FAMILIES: RecipeFamily[] = [
  {
    id: "guacamole",
    name: "Guacamole",
    cuisine: "Mexican",
    mealTypes: ["snack"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 0,
    slots: [
      required("avocado", { names: ["avocado"], per: { n: 0.75, unit: "piece" }, fallback: ["avocado"], defining: true }),
      required("lime", { names: ["lime", "lemon"], per: { n: 0.25, unit: "piece" }, fallback: ["lime"] }),
      optional("onion", { names: ["red onion", "onion", "spring onion", "shallot"], per: { n: 10, unit: "g" } }),
      optional("tomato", { names: ["tomato", "cherry tomato"], per: { n: 30, unit: "g" } }),
      optional("chili", { names: ["jalapeno", "chili pepper", "hot sauce"], per: { n: 0.25, unit: "piece" }, perFor: { "hot sauce": { n: 0.25, unit: "tsp" } } }),
      optional("herb", { names: ["cilantro"], per: { n: 2, unit: "g" } }),
      required("dippers", { names: ["tortilla chips", "crackers", "carrot", "cucumber", "bell pepper", "pita"], max: 2, per: { n: 50, unit: "g" }, split: true, fallback: ["tortilla chips", "carrot"] }),
    ],
    staples: [salt],
    title: (c) => `Guacamole with ${ampersand(c.titles("dippers"))}`,
    description: (c) =>
      `Chunky avocado mashed with ${joinList([c.names("lime"), ...c.labels("onion"), ...c.labels("tomato"), ...c.labels("chili"), ...c.labels("herb")])}, with ${c.names("dippers")} for scooping.`,
    steps: (c) =>
      [
        c.has("onion") || c.has("chili")
          ? `Finely chop ${joinList([c.has("onion") ? `the ${c.qty("onion")}` : "", c.has("chili") && !c.is("chili", "hot sauce") ? `the ${c.qty("chili")} (seeds out for less heat)` : ""].filter(Boolean)) || "the aromatics"} and crush with a pinch of salt.`
          : "",
        `Halve and stone the ${c.qty("avocado")}, scoop into a bowl and mash roughly with a fork, keeping some chunks.`,
        `Stir in the juice of the ${c.qty("lime")}${c.has("onion") ? ", the onion" : ""}${c.is("chili", "hot sauce") ? `, the ${c.qty("chili")}` : c.has("chili") ? ", the chili" : ""}${c.has("tomato") ? `, the ${c.qty("tomato")}, seeded and diced` : ""}${c.has("herb") ? ` and the ${c.qty("herb")}, chopped` : ""}. Season with salt.`,
        `Serve at once with the ${c.qty("dippers")}${c.all("dippers").some((d) => /carrot|cucumber|pepper/.test(d.name)) ? " (vegetables cut into sticks)" : ""}.`,
      ].filter(Boolean),
    tips: () => ["Press cling film onto the surface if it has to wait: air turns it brown.", "Salt and lime are what make guacamole taste of avocado."],
    drink: () => ({ wine: "a cold Mexican lager", soft: "limeade" }),
    sides: () => ["Salsa", "Quesadilla wedges"],
  },
  {
    id: "bruschetta",
    name: "Bruschetta",
    cuisine: "Italian",
    mealTypes: ["snack", "lunch"],
    difficulty: "easy",
    prepMin: 10,
    cookMin: 5,
    slots: [
      required("bread", { names: ["bread", "bread roll"], per: { n: 2, unit: "slice" }, fallback: ["bread"] }),
      required("tomato", { names: ["tomato", "cherry tomato"], per: { n: 100, unit: "g" }, fallback: ["tomato"], defining: true }),
      garlicSlot({ per: { n: 0.5, unit: "clove" } }),
      optional("herb", { names: ["basil", "oregano", "parsley"], per: { n: 2, unit: "g" } }),
      optional("cheese", { names: ["mozzarella", "ricotta", "goat cheese", "feta"], per: { n: 30, unit: "g" }, defining: true }),
      optional("vinegar", { names: ["balsamic vinegar", "vinegar"], per: { n: 0.5, unit: "tsp" } }),
    ],
    staples: [salt, { name: "black pepper", per: { n: 0, unit: "taste" } }, { name: "olive oil", per: { n: 1, unit: "tbsp" } }],
    title: (c) => `Tomato${c.has("herb") ? ` & ${c.title("herb")}` : ""} Bruschetta${c.has("cheese") ? ` with ${c.title("cheese")}` : ""}`,
    description: (c) =>
      `Grilled ${c.names("bread")} rubbed with garlic and piled with juicy chopped ${c.names("tomato")}${c.has("herb") ? ` and ${c.names("herb")}` : ""}${c.has("cheese") ? ` on a layer of ${c.names("cheese")}` : ""}. The simplest Italian starter.`,
    steps: (c) =>
      [
        `Chop the ${c.qty("tomato")} small and mix with half of the ${c.staple("olive oil")} olive oil${c.has("vinegar") ? `, the ${c.qty("vinegar")}` : ""}, salt and pepper${c.has("herb") ? ` and the ${c.qty("herb")}, torn` : ""}. Leave for 10 minutes.`,
        `Toast or grill the ${c.qty("bread")} until crisp and charred at the edges. Rub one side with the cut ${c.qty("garlic")} and drizzle with the rest of the oil.`,
        `${c.has("cheese") ? `Spread or lay the ${c.qty("cheese")} on the toast, then spoon` : "Spoon"} the tomatoes on top just before serving.`,
      ],
    tips: () => ["Top at the last minute so the toast stays crisp.", "Rough, open-textured bread catches the juices best."],
    drink: () => ({ wine: "a glass of Prosecco or Pinot Grigio", soft: "sparkling water with basil" }),
    sides: () => ["Marinated olives", "A few slices of prosciutto"],
  },
  {
    id: "roasted-chickpeas",
    name: "Crispy roasted chickpeas",
    cuisine: "Middle Eastern",
    mealTypes: ["snack"],
    difficulty: "easy",
    prepMin: 5,
    cookMin: 30,
    slots: [
      required("chickpeas", { names: ["chickpeas"], per: { n: 80, unit: "g" }, fallback: ["chickpeas"], defining: true }),
      required("spice", { names: ["paprika", "cumin", "chili powder", "za'atar", "curry powder", "garlic powder", "cinnamon"], max: 2, per: { n: 0.5, unit: "tsp" }, fallback: ["paprika", "cumin"], defining: true }),
      optional("lemon", { names: ["lemon", "lime"], per: { n: 0.25, unit: "piece" } }),
    ],
    staples: [salt, { name: "olive oil", per: { n: 0.5, unit: "tbsp" } }],
    title: (c) => `${ampersand(c.titles("spice"))} Roasted Chickpeas`,
    description: (c) =>
      `Chickpeas roasted until crunchy and tossed with ${c.names("spice")}${c.has("lemon") ? ` and ${c.names("lemon")} zest` : ""}. A high-fibre alternative to crisps.`,
    steps: (c) =>
      [
        "Heat the oven to 200 °C (180 °C fan).",
        `Drain and rinse the ${c.qty("chickpeas")}, then dry them very well on a clean tea towel, rubbing off any loose skins.`,
        `Toss with the ${c.staple("olive oil")} olive oil and a pinch of salt, spread on a tray in one layer and roast for 25–30 minutes, shaking halfway, until crisp and golden.`,
        `Toss the hot chickpeas with the ${c.qty("spice")}${c.has("lemon") ? ` and the zest of the ${c.qty("lemon")}` : ""}. Cool on the tray: they crisp further as they cool.`,
      ],
    tips: () => ["Dry chickpeas are crisp chickpeas: do not skip the towel.", "Add the spices after roasting so they do not burn."],
    drink: () => ({ wine: "a cold beer", soft: "mint tea" }),
    sides: () => ["Olives", "Carrot sticks"],
  },
  {
    id: "fruit-nut-butter",
    name: "Fruit with nut butter",
    cuisine: "American",
    mealTypes: ["snack"],
    difficulty: "easy",
    prepMin: 5,
    cookMin: 0,
    slots: [
      required("fruit", { names: ["apple", "pear", "banana", "celery"], max: 2, per: { n: 150, unit: "g" }, split: true, fallback: ["apple", "banana"], defining: true }),
      required("spread", { names: ["peanut butter", "almond butter", "tahini", "hazelnut spread", "cream cheese"], per: { n: 1.5, unit: "tbsp" }, fallback: ["peanut butter", "almond butter", "tahini"], defining: true }),
      optional("topping", { names: ["raisins", "granola", "chocolate chips", "chia seeds", "desiccated coconut", "cinnamon", "honey"], max: 2, per: { n: 6, unit: "g" } }),
    ],
    staples: [],
    title: (c) => `${ampersand(c.titles("fruit"))} with ${c.title("spread")}`,
    description: (c) =>
      `Crisp slices of ${c.names("fruit")} to dip in ${c.names("spread")}${c.has("topping") ? `, sprinkled with ${c.names("topping")}` : ""}. Sweet, salty and filling in two minutes.`,
    steps: (c) =>
      [
        `Wash the ${c.qty("fruit")}; core and slice apples and pears, peel and slice bananas, cut celery into sticks.`,
        `Stir the ${c.qty("spread")} (the oil separates) and spoon it into a small bowl, or spread it on the slices.`,
        c.has("topping") ? `Sprinkle with the ${c.qty("topping")}.` : "",
        "Eat straight away; a squeeze of lemon keeps apple slices white if they have to wait.",
      ].filter(Boolean),
    tips: () => ["Warm a stiff nut butter for 10 seconds so it dips easily.", "Celery sticks filled with peanut butter and raisins are the classic 'ants on a log'."],
    drink: () => ({ soft: "a glass of cold milk or oat milk" }),
    sides: () => ["A handful of nuts", "Yogurt"],
  },
  {
    id: "edamame",
    name: "Salted edamame",
    cuisine: "Japanese",
    mealTypes: ["snack"],
    difficulty: "easy",
    prepMin: 2,
    cookMin: 5,
    slots: [
      required("edamame", { names: ["edamame"], per: { n: 100, unit: "g" }, fallback: ["edamame"], defining: true }),
      optional("flavour", { names: ["chili flakes", "chili crisp", "garlic", "soy sauce", "sesame oil", "lime", "sesame seeds"], max: 2, per: { n: 0.5, unit: "tsp" }, perFor: { garlic: { n: 0.5, unit: "clove" }, lime: { n: 0.25, unit: "piece" } } }),
    ],
    staples: [salt],
    title: (c) => `${c.has("flavour") ? `${ampersand(c.titles("flavour"))} ` : "Salted "}Edamame`,
    description: (c) =>
      `Steaming green soybeans in their pods, tossed with flaky salt${c.has("flavour") ? ` and ${c.names("flavour")}` : ""}. Pop them out of the pods with your teeth.`,
    steps: (c) =>
      [
        `Boil the ${c.qty("edamame")} (frozen is fine) in well-salted water for 4–5 minutes until tender; drain.`,
        c.has("flavour")
          ? `Toss while hot with a generous pinch of salt and the ${c.qty("flavour")}${c.all("flavour").some((f) => f.name === "garlic") ? " (garlic grated and warmed in a little oil first)" : ""}.`
          : "Toss while hot with a generous pinch of flaky salt.",
        "Serve warm with a bowl for the empty pods.",
      ],
    tips: () => ["Salt the water well, then salt again after draining.", "Only the beans are eaten, not the pods."],
    drink: () => ({ wine: "a cold Japanese lager", soft: "iced green tea" }),
    sides: () => ["Miso soup", "Rice crackers"],
  },
  {
    id: "trail-mix",
    name: "Trail mix",
    cuisine: "American",
    mealTypes: ["snack"],
    difficulty: "easy",
    prepMin: 5,
    cookMin: 8,
    slots: [
      required("nuts", { roles: ["nut"], not: ["peanut butter", "chia seeds", "flaxseed"], max: 3, per: { n: 30, unit: "g" }, split: true, fallback: ["almonds", "pumpkin seeds", "sunflower seeds"], defining: true }),
      required("dried", { names: [...DRIED_FRUIT, "desiccated coconut"], max: 2, per: { n: 15, unit: "g" }, split: true, fallback: ["raisins"], defining: true }),
      optional("sweet", { names: ["chocolate chips", "dark chocolate"], per: { n: 8, unit: "g" } }),
      optional("crunch", { names: ["pretzels", "granola", "popcorn", "cereal"], per: { n: 10, unit: "g" } }),
      optional("spice", { names: ["cinnamon", "paprika"], per: { n: 0.25, unit: "tsp" } }),
    ],
    staples: [salt],
    title: (c) => `${ampersand([...c.titles("nuts").slice(0, 2), c.title("dried")])} Trail Mix`,
    description: (c) =>
      `A handful of energy: toasted ${c.names("nuts")} with ${joinList([c.names("dried"), ...c.labels("sweet"), ...c.labels("crunch")])}. Pack it for walks, desks and long afternoons.`,
    steps: (c) =>
      [
        `Toast the ${c.qty("nuts")} in a dry pan over medium heat for 4–6 minutes, shaking often, until fragrant; tip onto a plate, sprinkle with a pinch of salt${c.has("spice") ? ` and the ${c.qty("spice")}` : ""} and cool completely.`,
        `Chop any large pieces of the ${c.qty("dried")}.`,
        `Mix the nuts with the dried fruit${c.has("sweet") ? `, the ${c.qty("sweet")}` : ""}${c.has("crunch") ? ` and the ${c.qty("crunch")}` : ""}, and keep in a jar for up to 2 weeks.`,
      ],
    tips: () => ["Cool the nuts completely before adding chocolate or it melts.", "A portion is a small handful: it is energy-dense."],
    drink: () => ({ soft: "water or a cup of tea" }),
    sides: () => ["An apple", "Yogurt"],
  },
];
