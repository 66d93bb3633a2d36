/**
 * Fresh fruit of temperate climates and citrus: apples, pears, stone fruit, berries. Category produce, role fruit.
 * Nutrition: USDA FoodData Central SR Legacy, raw, per 100 g edible portion, rounded.
 * high-carb: ≥ 10 g net carbohydrate (carbs − fibre) per 100 g (see DietTag in ../types.ts).
 * Tropical fruit is in produce-fruit-tropical.ts, dried fruit in sweeteners-dried-fruit.ts, frozen berries in frozen.ts.
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const PRODUCE_FRUIT: readonly Food[] = [
  food("apple", "produce", "fruit", "pieces", {
    aliases: `gala apple, granny smith, pink lady, braeburn, fuji apple, honeycrisp, golden delicious, red apple, green apple,
      eating apple, cooking apple, bramley apple, jazz apple, royal gala, cox apple, envy apple, mcintosh, cortland, empire apple,
      jonagold, macoun, ambrosia apple, cosmic crisp`,
    tags: ["high-carb"],
    gramsPerPiece: 180,
    densityGPerMl: 0.5,
    shelfLifeDays: { pantry: 21, fridge: 42, freezer: 240 },
    nutrition: per100g(52, 0.3, 0.2, 13.8, 2.4, 1),
  }),
  food("orange", "produce", "fruit", "pieces", {
    aliases: "navel orange, blood orange, valencia orange, seville orange, jaffa orange, cara cara, cara cara orange",
    gramsPerPiece: 140,
    densityGPerMl: 0.76,
    shelfLifeDays: { pantry: 10, fridge: 21, freezer: 120 },
    nutrition: per100g(47, 0.9, 0.1, 11.8, 2.4, 0),
  }),
  food("clementine", "produce", "fruit", "pieces", {
    aliases: `mandarin, satsuma, tangerine, easy peeler, mandarin orange, cutie, tangelo, tangelos, minneola, kumquat,
      halo mandarins`,
    tags: ["high-carb"],
    gramsPerPiece: 75,
    densityGPerMl: 0.8,
    shelfLifeDays: { pantry: 7, fridge: 14 },
    nutrition: per100g(47, 0.9, 0.2, 12, 1.7, 1),
  }),
  food("lemon", "produce", "fruit", "pieces", {
    aliases: "unwaxed lemon, meyer lemon, lemon zest, waxed lemon",
    gramsPerPiece: 85,
    shelfLifeDays: { pantry: 7, fridge: 21, freezer: 120 },
    nutrition: per100g(29, 1.1, 0.3, 9.3, 2.8, 2),
  }),
  food("lime", "produce", "fruit", "pieces", {
    aliases: "key lime, persian lime, lime zest",
    gramsPerPiece: 67,
    shelfLifeDays: { pantry: 7, fridge: 21, freezer: 120 },
    nutrition: per100g(30, 0.7, 0.2, 10.5, 2.8, 2),
  }),
  food("grapefruit", "produce", "fruit", "pieces", {
    aliases: "pink grapefruit, ruby red grapefruit, white grapefruit, pomelo",
    gramsPerPiece: 250,
    densityGPerMl: 0.97,
    shelfLifeDays: { pantry: 7, fridge: 21 },
    nutrition: per100g(42, 0.8, 0.1, 10.7, 1.6, 0),
  }),
  food("grape", "produce", "fruit", "g", {
    aliases: "red grapes, green grapes, white grapes, black grapes, seedless grapes, table grapes, cotton candy grapes",
    tags: ["high-carb"],
    densityGPerMl: 0.64,
    shelfLifeDays: { fridge: 10, freezer: 300 },
    nutrition: per100g(69, 0.7, 0.2, 18.1, 0.9, 2),
  }),
  food("strawberry", "produce", "fruit", "g", {
    plural: "strawberries",
    aliases: "fresh strawberries, british strawberries",
    kindOf: "berries",
    gramsPerPiece: 12,
    densityGPerMl: 0.65,
    shelfLifeDays: { fridge: 5, freezer: 365 },
    nutrition: per100g(32, 0.7, 0.3, 7.7, 2, 1),
  }),
  food("blueberry", "produce", "fruit", "g", {
    plural: "blueberries",
    aliases: "wild blueberries, bilberry",
    kindOf: "berries",
    tags: ["high-carb"],
    densityGPerMl: 0.63,
    shelfLifeDays: { fridge: 10, freezer: 365 },
    nutrition: per100g(57, 0.7, 0.3, 14.5, 2.4, 1),
  }),
  food("raspberry", "produce", "fruit", "g", {
    plural: "raspberries",
    aliases: "golden raspberries",
    kindOf: "berries",
    densityGPerMl: 0.52,
    shelfLifeDays: { fridge: 3, freezer: 365 },
    nutrition: per100g(52, 1.2, 0.7, 11.9, 6.5, 1),
  }),
  food("blackberry", "produce", "fruit", "g", {
    plural: "blackberries",
    aliases: "bramble, boysenberry",
    kindOf: "berries",
    densityGPerMl: 0.61,
    shelfLifeDays: { fridge: 3, freezer: 365 },
    nutrition: per100g(43, 1.4, 0.5, 9.6, 5.3, 1),
  }),
  food("cranberry", "produce", "fruit", "g", {
    plural: "cranberries",
    aliases: "fresh cranberries",
    densityGPerMl: 0.42,
    shelfLifeDays: { fridge: 28, freezer: 365 },
    nutrition: per100g(46, 0.5, 0.1, 12.2, 4.6, 2),
  }),
  food("cherry", "produce", "fruit", "g", {
    plural: "cherries",
    aliases: "sweet cherries, black cherries, bing cherries, sour cherries, morello cherries",
    tags: ["high-carb"],
    densityGPerMl: 0.65,
    shelfLifeDays: { fridge: 7, freezer: 365 },
    nutrition: per100g(63, 1.1, 0.2, 16, 2.1, 0),
  }),
  food("pear", "produce", "fruit", "pieces", {
    aliases: "conference pear, williams pear, bartlett pear, bosc pear, anjou pear, comice pear, asian pear, nashi pear",
    tags: ["high-carb"],
    gramsPerPiece: 180,
    densityGPerMl: 0.59,
    shelfLifeDays: { pantry: 5, fridge: 7, freezer: 240 },
    nutrition: per100g(57, 0.4, 0.1, 15.2, 3.1, 1),
  }),
  food("peach", "produce", "fruit", "pieces", {
    plural: "peaches",
    aliases: "white peach, yellow peach, flat peach, doughnut peach",
    gramsPerPiece: 150,
    densityGPerMl: 0.65,
    shelfLifeDays: { pantry: 3, fridge: 5, freezer: 300 },
    nutrition: per100g(39, 0.9, 0.3, 9.5, 1.5, 0),
  }),
  food("nectarine", "produce", "fruit", "pieces", {
    aliases: "white nectarine, yellow nectarine",
    gramsPerPiece: 140,
    densityGPerMl: 0.6,
    shelfLifeDays: { pantry: 3, fridge: 5, freezer: 300 },
    nutrition: per100g(44, 1.1, 0.3, 10.6, 1.7, 0),
  }),
  food("plum", "produce", "fruit", "pieces", {
    aliases: "victoria plum, red plum, black plum, damson, greengage, pluot, plumcot",
    tags: ["high-carb"],
    gramsPerPiece: 66,
    densityGPerMl: 0.7,
    shelfLifeDays: { pantry: 4, fridge: 5, freezer: 300 },
    nutrition: per100g(46, 0.7, 0.3, 11.4, 1.4, 0),
  }),
  food("apricot", "produce", "fruit", "pieces", {
    aliases: "fresh apricots",
    gramsPerPiece: 35,
    densityGPerMl: 0.7,
    shelfLifeDays: { pantry: 3, fridge: 5, freezer: 300 },
    nutrition: per100g(48, 1.4, 0.4, 11.1, 2, 1),
  }),
  food("rhubarb", "produce", "fruit", "g", {
    aliases: "forced rhubarb, rhubarb stalks",
    densityGPerMl: 0.52,
    shelfLifeDays: { fridge: 7, freezer: 365 },
    nutrition: per100g(21, 0.9, 0.2, 4.5, 1.8, 4),
  }),
  food("blackcurrant", "produce", "fruit", "g", {
    aliases: "blackcurrants, black currant, redcurrant, red currant, whitecurrant, gooseberry, gooseberries, fresh currants",
    densityGPerMl: 0.47,
    shelfLifeDays: { fridge: 5, freezer: 365 },
    nutrition: per100g(63, 1.4, 0.4, 15.4, undefined, 2),
  }),
];
