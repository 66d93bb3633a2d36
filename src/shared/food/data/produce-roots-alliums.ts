/**
 * Fresh roots, tubers and the onion family (plus garlic and fresh ginger). Category produce.
 * Nutrition: USDA FoodData Central SR Legacy, raw, per 100 g edible portion, rounded.
 * gramsPerPiece: typical weight of one medium item; garlic counts whole bulbs (≈ 40 g, about
 * 8 cloves of 5 g).
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const PRODUCE_ROOTS_ALLIUMS: readonly Food[] = [
  food("onion", "produce", "vegetable", "pieces", {
    aliases: "brown onion, yellow onion, white onion, cooking onion, spanish onion, sweet onion, baby onion, pearl onion, silverskin onion",
    gramsPerPiece: 150,
    densityGPerMl: 0.68,
    shelfLifeDays: { pantry: 30, fridge: 60, freezer: 240 },
    nutrition: per100g(40, 1.1, 0.1, 9.3, 1.7, 4),
  }),
  food("red-onion", "produce", "vegetable", "pieces", {
    aliases: "purple onion, bermuda onion",
    kindOf: "onion",
    gramsPerPiece: 150,
    densityGPerMl: 0.68,
    shelfLifeDays: { pantry: 30, fridge: 60, freezer: 240 },
    nutrition: per100g(40, 1.1, 0.1, 9.3, 1.7, 4),
  }),
  food("spring-onion", "produce", "vegetable", "pieces", {
    aliases: "green onion, scallion, salad onion, bunching onion",
    gramsPerPiece: 15,
    densityGPerMl: 0.42,
    shelfLifeDays: { fridge: 10, freezer: 300 },
    nutrition: per100g(32, 1.8, 0.2, 7.3, 2.6, 16),
  }),
  food("shallot", "produce", "vegetable", "pieces", {
    aliases: "banana shallot, echalion, french shallot, eschalot, round shallot",
    gramsPerPiece: 25,
    densityGPerMl: 0.68,
    shelfLifeDays: { pantry: 30, fridge: 60 },
    nutrition: per100g(72, 2.5, 0.1, 16.8, 3.2, 12),
  }),
  food("leek", "produce", "vegetable", "pieces", {
    aliases: "baby leek, trimmed leek",
    gramsPerPiece: 150,
    densityGPerMl: 0.38,
    shelfLifeDays: { fridge: 14, freezer: 300 },
    nutrition: per100g(61, 1.5, 0.3, 14.2, 1.8, 20),
  }),
  food("garlic", "produce", "vegetable", "pieces", {
    aliases: `garlic bulb, garlic clove, clove of garlic, cloves garlic, fresh garlic, minced garlic, garlic puree, garlic paste,
      lazy garlic, smoked garlic, elephant garlic`,
    gramsPerPiece: 40,
    densityGPerMl: 0.57,
    shelfLifeDays: { pantry: 120, freezer: 365 },
    nutrition: per100g(149, 6.4, 0.5, 33.1, 2.1, 17),
  }),
  food("ginger", "produce", "spice", "g", {
    aliases: "ginger root, root ginger, fresh ginger, ginger paste, minced ginger, ginger puree, thumb of ginger",
    densityGPerMl: 0.41,
    shelfLifeDays: { pantry: 7, fridge: 21, freezer: 180 },
    nutrition: per100g(80, 1.8, 0.8, 17.8, 2, 13),
  }),
  food("potato", "produce", "vegetable", "pieces", {
    plural: "potatoes",
    aliases: `baking potato, jacket potato, new potatoes, baby potatoes, salad potatoes, maris piper, king edward, russet potato,
      russet, yukon gold, red potato, white potato, charlotte potato, floury potato, waxy potato, fingerling potato,
      mashing potato, golden potatoes, yellow potatoes, purple potatoes, petite potatoes`,
    tags: ["high-carb"],
    gramsPerPiece: 200,
    densityGPerMl: 0.63,
    shelfLifeDays: { pantry: 35 },
    nutrition: per100g(77, 2, 0.1, 17.5, 2.2, 6),
  }),
  food("sweet-potato", "produce", "vegetable", "pieces", {
    plural: "sweet potatoes",
    aliases: "yam, kumara, orange sweet potato",
    tags: ["high-carb"],
    gramsPerPiece: 150,
    densityGPerMl: 0.56,
    shelfLifeDays: { pantry: 28, freezer: 365 },
    nutrition: per100g(86, 1.6, 0.1, 20.1, 3, 55),
  }),
  food("carrot", "produce", "vegetable", "pieces", {
    aliases: "baby carrots, chantenay carrots, carrot sticks, carrot batons, rainbow carrots, grated carrot",
    gramsPerPiece: 70,
    densityGPerMl: 0.54,
    shelfLifeDays: { fridge: 21, freezer: 365 },
    nutrition: per100g(41, 0.9, 0.2, 9.6, 2.8, 69),
  }),
  food("parsnip", "produce", "vegetable", "pieces", {
    aliases: "baby parsnip",
    tags: ["high-carb"],
    gramsPerPiece: 130,
    densityGPerMl: 0.56,
    shelfLifeDays: { fridge: 21, freezer: 300 },
    nutrition: per100g(75, 1.2, 0.3, 18, 4.9, 10),
  }),
  food("turnip", "produce", "vegetable", "pieces", {
    aliases: "swede, rutabaga, neeps",
    gramsPerPiece: 120,
    densityGPerMl: 0.55,
    shelfLifeDays: { fridge: 14, freezer: 300 },
    nutrition: per100g(28, 0.9, 0.1, 6.4, 1.8, 67),
  }),
  food("beet", "produce", "vegetable", "pieces", {
    aliases: "beetroot, cooked beetroot, red beet, golden beet, baby beetroot, pickled beetroot",
    gramsPerPiece: 80,
    densityGPerMl: 0.57,
    shelfLifeDays: { fridge: 14, freezer: 300 },
    nutrition: per100g(43, 1.6, 0.2, 9.6, 2.8, 78),
  }),
  food("radish", "produce", "vegetable", "g", {
    plural: "radishes",
    aliases: "red radish, breakfast radish, daikon, mooli, white radish",
    gramsPerPiece: 5,
    densityGPerMl: 0.49,
    shelfLifeDays: { fridge: 14 },
    nutrition: per100g(16, 0.7, 0.1, 3.4, 1.6, 39),
  }),
  food("celeriac", "produce", "vegetable", "pieces", {
    aliases: "celery root, knob celery",
    gramsPerPiece: 700,
    densityGPerMl: 0.66,
    shelfLifeDays: { fridge: 21, freezer: 300 },
    nutrition: per100g(42, 1.5, 0.3, 9.2, 1.8, 100),
  }),
  food("cassava", "produce", "vegetable", "pieces", {
    aliases: "yuca, manioc, mandioca, cassava root, tapioca root",
    tags: ["high-carb"],
    gramsPerPiece: 400,
    densityGPerMl: 0.87,
    shelfLifeDays: { pantry: 5, freezer: 365 },
    nutrition: per100g(160, 1.4, 0.3, 38.1, 1.8, 14),
  }),
];
