/**
 * Fresh leafy greens, salad leaves and brassicas (broccoli, cabbage family). Category produce.
 * Nutrition: USDA FoodData Central SR Legacy, raw, per 100 g edible portion, rounded.
 * gramsPerPiece: one head or bunch as usually sold (USDA household measures).
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const PRODUCE_GREENS: readonly Food[] = [
  food("broccoli", "produce", "vegetable", "pieces", {
    aliases: `calabrese, broccoli florets, tenderstem broccoli, broccolini, long stem broccoli, purple sprouting broccoli,
      broccoli crown, broccoli head, broccoli raab, broccoli rabe, rapini`,
    gramsPerPiece: 350,
    densityGPerMl: 0.38,
    shelfLifeDays: { fridge: 5, freezer: 365 },
    nutrition: per100g(34, 2.8, 0.4, 6.6, 2.6, 33),
  }),
  food("cauliflower", "produce", "vegetable", "pieces", {
    aliases: "cauliflower florets, cauli, cauliflower rice, riced cauliflower, cauliflower head",
    gramsPerPiece: 575,
    densityGPerMl: 0.45,
    shelfLifeDays: { fridge: 5, freezer: 365 },
    nutrition: per100g(25, 1.9, 0.3, 5, 2, 30),
  }),
  food("cabbage", "produce", "vegetable", "pieces", {
    aliases: `white cabbage, green cabbage, red cabbage, savoy cabbage, napa cabbage, chinese cabbage, chinese leaf, sweetheart cabbage,
      pointed cabbage, spring greens, hispi cabbage, coleslaw mix,
      broccoli slaw, rainbow slaw, shredded cabbage, angel hair coleslaw`,
    gramsPerPiece: 900,
    densityGPerMl: 0.32,
    shelfLifeDays: { fridge: 14, freezer: 365 },
    nutrition: per100g(25, 1.3, 0.1, 5.8, 2.5, 18),
  }),
  food("brussels-sprouts", "produce", "vegetable", "g", {
    aliases: "brussel sprouts, sprouts, brussels sprout, button sprouts",
    gramsPerPiece: 19,
    densityGPerMl: 0.37,
    shelfLifeDays: { fridge: 5, freezer: 365 },
    nutrition: per100g(43, 3.4, 0.3, 9, 3.8, 25),
  }),
  food("bok-choy", "produce", "vegetable", "pieces", {
    aliases: "pak choi, pak choy, bok choi, baby pak choi, baby bok choy, shanghai bok choy, chinese greens",
    gramsPerPiece: 120,
    densityGPerMl: 0.3,
    shelfLifeDays: { fridge: 3, freezer: 300 },
    nutrition: per100g(13, 1.5, 0.2, 2.2, 1, 65),
  }),
  food("lettuce", "produce", "vegetable", "pieces", {
    aliases: `iceberg lettuce, iceberg, romaine lettuce, romaine, cos lettuce, little gem, little gem lettuce, butter lettuce,
      butterhead lettuce, lambs lettuce, round lettuce, leaf lettuce, red leaf lettuce, romaine hearts`,
    gramsPerPiece: 360,
    densityGPerMl: 0.2,
    shelfLifeDays: { fridge: 7 },
    nutrition: per100g(15, 1.4, 0.2, 2.9, 1.3, 28),
  }),
  food("spinach", "produce", "vegetable", "g", {
    aliases: "baby spinach, spinach leaves, leaf spinach, baby spinach leaves, spinach leaf",
    densityGPerMl: 0.13,
    shelfLifeDays: { fridge: 5, freezer: 365 },
    nutrition: per100g(23, 2.9, 0.4, 3.6, 2.2, 79),
  }),
  food("kale", "produce", "vegetable", "g", {
    aliases: "curly kale, cavolo nero, lacinato kale, tuscan kale, dinosaur kale, black kale, baby kale",
    densityGPerMl: 0.28,
    shelfLifeDays: { fridge: 5, freezer: 365 },
    nutrition: per100g(49, 4.3, 0.9, 8.8, 3.6, 38),
  }),
  food("arugula", "produce", "vegetable", "g", {
    aliases: "rocket, wild rocket, roquette, rucola, rocket leaves, rocket salad",
    densityGPerMl: 0.085,
    shelfLifeDays: { fridge: 5 },
    nutrition: per100g(25, 2.6, 0.7, 3.7, 1.6, 27),
  }),
  food("mixed-salad", "produce", "vegetable", "g", {
    aliases: `salad, salad leaves, mixed leaves, mixed greens, salad greens, spring mix, mesclun, bagged salad, baby leaf salad,
      green salad, salad mix, leafy salad, salad bag, salad kit, chopped salad kit,
      power greens, super greens, field greens, salad blend, greens blend, herb salad mix, baby greens, spring mix salad`,
    densityGPerMl: 0.12,
    shelfLifeDays: { fridge: 5 },
    nutrition: per100g(17, 1.4, 0.2, 3.3, 2, 28),
  }),
  food("swiss-chard", "produce", "vegetable", "g", {
    aliases: "chard, rainbow chard, silverbeet, silver beet, ruby chard",
    densityGPerMl: 0.15,
    shelfLifeDays: { fridge: 3, freezer: 365 },
    nutrition: per100g(19, 1.8, 0.2, 3.7, 1.6, 213),
  }),
  food("watercress", "produce", "vegetable", "g", {
    aliases: "cress, land cress, mustard cress",
    densityGPerMl: 0.14,
    shelfLifeDays: { fridge: 4 },
    nutrition: per100g(11, 2.3, 0.1, 1.3, 0.5, 41),
  }),
  food("collard-greens", "produce", "vegetable", "g", {
    aliases: `collards, collard, collard leaves, mustard greens, turnip greens, southern greens, leafy greens, cooking greens,
      greens`,
    densityGPerMl: 0.15,
    shelfLifeDays: { fridge: 5, freezer: 365 },
    nutrition: per100g(32, 3, 0.6, 5.4, 4, 20),
  }),
  food("radicchio", "produce", "vegetable", "pieces", {
    aliases: "red chicory, treviso, radicchio di treviso, chioggia",
    gramsPerPiece: 250,
    densityGPerMl: 0.17,
    shelfLifeDays: { fridge: 7 },
    nutrition: per100g(23, 1.4, 0.3, 4.5, 0.9, 22),
  }),
  food("endive", "produce", "vegetable", "pieces", {
    aliases: "belgian endive, chicory, witlof, witloof, curly endive, frisee, escarole",
    gramsPerPiece: 120,
    densityGPerMl: 0.21,
    shelfLifeDays: { fridge: 5 },
    nutrition: per100g(17, 1.3, 0.2, 3.4, 3.1, 22),
  }),
  food("kohlrabi", "produce", "vegetable", "pieces", {
    aliases: "german turnip, kohl rabi, purple kohlrabi",
    gramsPerPiece: 250,
    densityGPerMl: 0.57,
    shelfLifeDays: { fridge: 14, freezer: 300 },
    nutrition: per100g(27, 1.7, 0.1, 6.2, 3.6, 20),
  }),
];
