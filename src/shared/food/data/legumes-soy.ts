/**
 * Beans, lentils, peas, soy foods and meat substitutes.
 * Canned beans: category pantry, gramsPerPiece = drained weight of one 400 g can (≈ 240 g),
 * nutrition = USDA FoodData Central SR Legacy "mature seeds, cooked, boiled" (what a can holds).
 * Lentils and split peas are sold dry: nutrition is for the dry seed.
 * Tofu and tempeh are chilled and shelved with produce in most shops: category produce.
 * high-carb: cooked beans carry ≥ 10 g net carbs per 100 g.
 * Meat substitutes (veggie burgers, Quorn) vary by product (soy, wheat, egg, pea protein), so the
 * food carries no tags; keyword flags on the full product name still apply (src/shared/domain/diet.ts).
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const LEGUMES_SOY: readonly Food[] = [
  food("chickpea", "pantry", "legume", "pieces", {
    plural: "chickpeas",
    aliases: `garbanzo beans, garbanzo, chick peas, chana, channa, chole, canned chickpeas, chickpeas in water, dried chickpeas,
      kabuli chana`,
    tags: ["high-carb"],
    gramsPerPiece: 240,
    densityGPerMl: 0.69,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(164, 8.9, 2.6, 27.4, 7.6, 7),
  }),
  food("black-beans", "pantry", "legume", "pieces", {
    aliases: "black bean, black turtle beans, frijoles negros, canned black beans",
    kindOf: "beans",
    tags: ["high-carb"],
    gramsPerPiece: 240,
    densityGPerMl: 0.73,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(132, 8.9, 0.5, 23.7, 8.7, 1),
  }),
  food("kidney-beans", "pantry", "legume", "pieces", {
    aliases: `red kidney beans, kidney bean, mixed beans, three bean mix, chilli beans, adzuki beans,
      small red beans, red beans, ranch style beans, bean salad, three bean salad`,
    kindOf: "beans",
    tags: ["high-carb"],
    gramsPerPiece: 240,
    densityGPerMl: 0.75,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(127, 8.7, 0.5, 22.8, 6.4, 2),
  }),
  food("cannellini-beans", "pantry", "legume", "pieces", {
    aliases: `white beans, navy beans, haricot beans, great northern beans, white kidney beans, cannellini, borlotti beans,
      cranberry beans, flageolet beans`,
    kindOf: "beans",
    tags: ["high-carb"],
    gramsPerPiece: 240,
    densityGPerMl: 0.76,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(139, 9.7, 0.4, 25.1, 6.3, 6),
  }),
  food("butter-beans", "pantry", "legume", "pieces", {
    aliases: "lima beans, butter bean, broad beans, fava beans, giant beans, gigantes",
    kindOf: "beans",
    tags: ["high-carb"],
    gramsPerPiece: 240,
    densityGPerMl: 0.79,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(115, 7.8, 0.4, 20.9, 7, 2),
  }),
  food("pinto-beans", "pantry", "legume", "pieces", {
    aliases: "pinto bean, frijoles, black eyed peas, black eyed beans, cowpeas",
    kindOf: "beans",
    tags: ["high-carb"],
    gramsPerPiece: 240,
    densityGPerMl: 0.72,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(143, 9, 0.7, 26.2, 9, 1),
  }),
  food("baked-beans", "pantry", "legume", "pieces", {
    aliases: `beanz, beans in tomato sauce, baked beans in tomato sauce, baked bean, canned baked beans, boston baked beans,
      pork and beans, pork n beans`,
    tags: ["high-carb"],
    gramsPerPiece: 415,
    densityGPerMl: 1.07,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(94, 4.8, 0.4, 21.1, 4.1, 376),
  }),
  food("lentils", "pantry", "legume", "g", {
    aliases: `lentil, red lentils, green lentils, brown lentils, puy lentils, black lentils, beluga lentils, masoor dal, dal, dhal,
      split red lentils, canned lentils, yellow lentils, toor dal, moong dal, mung beans`,
    tags: ["high-carb"],
    densityGPerMl: 0.81,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(352, 24.6, 1.1, 63.4, 10.7, 6),
  }),
  food("split-peas", "pantry", "legume", "g", {
    aliases: "yellow split peas, green split peas, split pea, chana dal, dried peas, marrowfat peas, mushy peas",
    tags: ["high-carb"],
    densityGPerMl: 0.83,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(341, 24.6, 1.2, 60.4, 25.5, 15),
  }),
  food("tofu", "produce", "protein", "g", {
    aliases: `firm tofu, extra firm tofu, silken tofu, bean curd, smoked tofu, marinated tofu, tofu block, soft tofu, beancurd,
      tofu puffs, soy mince, soya mince, soya chunks, textured vegetable protein, tvp`,
    tags: ["soy"],
    allergens: ["Soy"],
    densityGPerMl: 1.05,
    shelfLifeDays: { fridge: 30, freezer: 150 },
    nutrition: per100g(144, 17.3, 8.7, 2.8, 2.3, 14),
  }),
  food("tempeh", "produce", "protein", "g", {
    aliases: "tempe, smoked tempeh",
    tags: ["soy"],
    allergens: ["Soy"],
    densityGPerMl: 0.7,
    shelfLifeDays: { fridge: 10, freezer: 365 },
    nutrition: per100g(192, 20.3, 10.8, 7.6, 0, 9),
  }),
  food("edamame", "frozen", "legume", "g", {
    aliases: "edamame beans, soy beans, soybeans, soya beans, green soybeans",
    tags: ["soy"],
    allergens: ["Soy"],
    densityGPerMl: 0.66,
    shelfLifeDays: { fridge: 3, freezer: 365 },
    nutrition: per100g(121, 11.9, 5.2, 8.9, 5.2, 15),
  }),
  food("meat-substitute", "frozen", "protein", "g", {
    aliases: `veggie burger, vegetarian burger, vegan burger, plant based burger, bean burger, vegetarian sausage, vegan sausage,
      veggie sausage, meat free sausage, plant based mince, meat free mince, vegetarian mince, vegan mince, quorn, quorn mince,
      quorn pieces, mycoprotein, beyond burger, impossible burger, vegan chicken, vegetarian chicken pieces, plant based chicken,
      meatless crumbles, vegan nuggets, vegetarian nuggets, veggie nuggets, chikn, chick n, veggie patties, vegan patties,
      meatless patties, plant based patties, plant based sausage, meatless sausage, veggie dogs, veggie hot dogs, tofu dogs,
      meatless deli slices, plant based deli slices`,
    shelfLifeDays: { fridge: 7, freezer: 180 },
    nutrition: per100g(177, 15.7, 6.3, 14.3, 4.9, 569),
  }),
  food("seitan", "produce", "protein", "g", {
    aliases: "wheat gluten, vital wheat gluten, wheat meat",
    tags: ["gluten"],
    allergens: ["Gluten/Wheat"],
    shelfLifeDays: { fridge: 10, freezer: 180 },
    nutrition: per100g(141, 25, 2, 6, 1, 300),
  }),
  food("refried-beans", "pantry", "legume", "pieces", {
    aliases: "refried bean, refritos, frijoles refritos, vegetarian refried beans, refried black beans, refried pinto beans",
    tags: ["high-carb"],
    gramsPerPiece: 450,
    densityGPerMl: 1,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(90, 5.5, 1.2, 15.3, 5.1, 400),
  }),
];
