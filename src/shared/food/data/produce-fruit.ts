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
    shelfLifeDays: { pantry: 21, fridge: 42, freezer: 240 },
    nutrition: per100g(52, 0.3, 0.2, 13.8, 2.4),
  }),
  food("orange", "produce", "fruit", "pieces", {
    aliases: "navel orange, blood orange, valencia orange, seville orange, jaffa orange, cara cara, cara cara orange",
    gramsPerPiece: 140,
    shelfLifeDays: { pantry: 10, fridge: 21, freezer: 120 },
    nutrition: per100g(47, 0.9, 0.1, 11.8, 2.4),
  }),
  food("clementine", "produce", "fruit", "pieces", {
    aliases: "mandarin, satsuma, tangerine, easy peeler, mandarin orange, cutie, tangelo, tangelos, minneola",
    tags: ["high-carb"],
    gramsPerPiece: 75,
    shelfLifeDays: { pantry: 7, fridge: 14 },
    nutrition: per100g(47, 0.9, 0.2, 12, 1.7),
  }),
  food("lemon", "produce", "fruit", "pieces", {
    aliases: "unwaxed lemon, meyer lemon, lemon zest, waxed lemon",
    gramsPerPiece: 85,
    shelfLifeDays: { pantry: 7, fridge: 21, freezer: 120 },
    nutrition: per100g(29, 1.1, 0.3, 9.3, 2.8),
  }),
  food("lime", "produce", "fruit", "pieces", {
    aliases: "key lime, persian lime, lime zest",
    gramsPerPiece: 67,
    shelfLifeDays: { pantry: 7, fridge: 21, freezer: 120 },
    nutrition: per100g(30, 0.7, 0.2, 10.5, 2.8),
  }),
  food("grapefruit", "produce", "fruit", "pieces", {
    aliases: "pink grapefruit, ruby red grapefruit, white grapefruit, pomelo",
    gramsPerPiece: 250,
    shelfLifeDays: { pantry: 7, fridge: 21 },
    nutrition: per100g(42, 0.8, 0.1, 10.7, 1.6),
  }),
  food("grape", "produce", "fruit", "g", {
    aliases: "red grapes, green grapes, white grapes, black grapes, seedless grapes, table grapes, cotton candy grapes",
    tags: ["high-carb"],
    shelfLifeDays: { fridge: 10, freezer: 300 },
    nutrition: per100g(69, 0.7, 0.2, 18.1, 0.9),
  }),
  food("strawberry", "produce", "fruit", "g", {
    plural: "strawberries",
    aliases: "fresh strawberries, british strawberries",
    kindOf: "berries",
    gramsPerPiece: 12,
    shelfLifeDays: { fridge: 5, freezer: 365 },
    nutrition: per100g(32, 0.7, 0.3, 7.7, 2),
  }),
  food("blueberry", "produce", "fruit", "g", {
    plural: "blueberries",
    aliases: "wild blueberries, bilberry",
    kindOf: "berries",
    tags: ["high-carb"],
    shelfLifeDays: { fridge: 10, freezer: 365 },
    nutrition: per100g(57, 0.7, 0.3, 14.5, 2.4),
  }),
  food("raspberry", "produce", "fruit", "g", {
    plural: "raspberries",
    aliases: "golden raspberries",
    kindOf: "berries",
    shelfLifeDays: { fridge: 3, freezer: 365 },
    nutrition: per100g(52, 1.2, 0.7, 11.9, 6.5),
  }),
  food("blackberry", "produce", "fruit", "g", {
    plural: "blackberries",
    aliases: "bramble, boysenberry",
    kindOf: "berries",
    shelfLifeDays: { fridge: 3, freezer: 365 },
    nutrition: per100g(43, 1.4, 0.5, 9.6, 5.3),
  }),
  food("cranberry", "produce", "fruit", "g", {
    plural: "cranberries",
    aliases: "fresh cranberries",
    shelfLifeDays: { fridge: 28, freezer: 365 },
    nutrition: per100g(46, 0.5, 0.1, 12.2, 4.6),
  }),
  food("cherry", "produce", "fruit", "g", {
    plural: "cherries",
    aliases: "sweet cherries, black cherries, bing cherries, sour cherries, morello cherries",
    tags: ["high-carb"],
    shelfLifeDays: { fridge: 7, freezer: 365 },
    nutrition: per100g(63, 1.1, 0.2, 16, 2.1),
  }),
  food("pear", "produce", "fruit", "pieces", {
    aliases: "conference pear, williams pear, bartlett pear, bosc pear, anjou pear, comice pear, asian pear, nashi pear",
    tags: ["high-carb"],
    gramsPerPiece: 180,
    shelfLifeDays: { pantry: 5, fridge: 7, freezer: 240 },
    nutrition: per100g(57, 0.4, 0.1, 15.2, 3.1),
  }),
  food("peach", "produce", "fruit", "pieces", {
    plural: "peaches",
    aliases: "white peach, yellow peach, flat peach, doughnut peach",
    gramsPerPiece: 150,
    shelfLifeDays: { pantry: 3, fridge: 5, freezer: 300 },
    nutrition: per100g(39, 0.9, 0.3, 9.5, 1.5),
  }),
  food("nectarine", "produce", "fruit", "pieces", {
    aliases: "white nectarine, yellow nectarine",
    gramsPerPiece: 140,
    shelfLifeDays: { pantry: 3, fridge: 5, freezer: 300 },
    nutrition: per100g(44, 1.1, 0.3, 10.6, 1.7),
  }),
  food("plum", "produce", "fruit", "pieces", {
    aliases: "victoria plum, red plum, black plum, damson, greengage, pluot, plumcot",
    tags: ["high-carb"],
    gramsPerPiece: 66,
    shelfLifeDays: { pantry: 4, fridge: 5, freezer: 300 },
    nutrition: per100g(46, 0.7, 0.3, 11.4, 1.4),
  }),
  food("apricot", "produce", "fruit", "pieces", {
    aliases: "fresh apricots",
    gramsPerPiece: 35,
    shelfLifeDays: { pantry: 3, fridge: 5, freezer: 300 },
    nutrition: per100g(48, 1.4, 0.4, 11.1, 2),
  }),
  food("rhubarb", "produce", "fruit", "g", {
    aliases: "forced rhubarb, rhubarb stalks",
    shelfLifeDays: { fridge: 7, freezer: 365 },
    nutrition: per100g(21, 0.9, 0.2, 4.5, 1.8),
  }),
  food("blackcurrant", "produce", "fruit", "g", {
    aliases: "blackcurrants, black currant, redcurrant, red currant, whitecurrant, gooseberry, gooseberries, fresh currants",
    shelfLifeDays: { fridge: 5, freezer: 365 },
  }),
];
