/**
 * Fresh tropical and subtropical fruit, bananas and melons. Category produce, role fruit
 * (plantain: role vegetable, it is cooked as a starch).
 * Nutrition: USDA FoodData Central SR Legacy, raw, per 100 g edible portion, rounded.
 * high-carb: ≥ 10 g net carbohydrate (carbs − fibre) per 100 g (see DietTag in ../types.ts).
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const PRODUCE_FRUIT_TROPICAL: readonly Food[] = [
  food("banana", "produce", "fruit", "pieces", {
    aliases: "ripe banana, fairtrade bananas, baby bananas",
    tags: ["high-carb"],
    gramsPerPiece: 120,
    densityGPerMl: 0.63,
    shelfLifeDays: { pantry: 5, freezer: 90 },
    nutrition: per100g(89, 1.1, 0.3, 22.8, 2.6, 1),
  }),
  food("mango", "produce", "fruit", "pieces", {
    plural: "mangoes",
    aliases: "ataulfo mango, alphonso mango, honey mango, kent mango, mango chunks",
    tags: ["high-carb"],
    gramsPerPiece: 200,
    densityGPerMl: 0.7,
    shelfLifeDays: { pantry: 5, fridge: 7, freezer: 300 },
    nutrition: per100g(60, 0.8, 0.4, 15, 1.6, 1),
  }),
  food("pineapple", "produce", "fruit", "pieces", {
    aliases: "pineapple chunks, pineapple rings, pineapple slices",
    tags: ["high-carb"],
    gramsPerPiece: 900,
    densityGPerMl: 0.7,
    shelfLifeDays: { pantry: 2, fridge: 5, freezer: 300 },
    nutrition: per100g(50, 0.5, 0.1, 13.1, 1.4, 1),
  }),
  food("watermelon", "produce", "fruit", "g", {
    aliases: "seedless watermelon, mini watermelon",
    densityGPerMl: 0.64,
    shelfLifeDays: { pantry: 10, fridge: 14, freezer: 240 },
    nutrition: per100g(30, 0.6, 0.2, 7.6, 0.4, 1),
  }),
  food("melon", "produce", "fruit", "pieces", {
    aliases: "cantaloupe, honeydew, honeydew melon, galia melon, rockmelon, piel de sapo, charentais melon",
    gramsPerPiece: 800,
    densityGPerMl: 0.68,
    shelfLifeDays: { pantry: 5, fridge: 10, freezer: 240 },
    nutrition: per100g(34, 0.8, 0.2, 8.2, 0.9, 16),
  }),
  food("kiwi", "produce", "fruit", "pieces", {
    aliases: "kiwifruit, kiwi fruit, golden kiwi, gold kiwi",
    tags: ["high-carb"],
    gramsPerPiece: 75,
    densityGPerMl: 0.76,
    shelfLifeDays: { pantry: 5, fridge: 28 },
    nutrition: per100g(61, 1.1, 0.5, 14.7, 3, 3),
  }),
  food("pomegranate", "produce", "fruit", "pieces", {
    aliases: "pomegranate seeds, pomegranate arils",
    tags: ["high-carb"],
    gramsPerPiece: 280,
    densityGPerMl: 0.74,
    shelfLifeDays: { pantry: 14, fridge: 60, freezer: 365 },
    nutrition: per100g(83, 1.7, 1.2, 18.7, 4, 3),
  }),
  food("fig", "produce", "fruit", "pieces", {
    aliases: "fresh figs, black figs",
    tags: ["high-carb"],
    gramsPerPiece: 50,
    shelfLifeDays: { fridge: 3, freezer: 300 },
    nutrition: per100g(74, 0.8, 0.3, 19.2, 2.9, 1),
  }),
  food("passion-fruit", "produce", "fruit", "pieces", {
    aliases: "passionfruit, granadilla",
    tags: ["high-carb"],
    gramsPerPiece: 18,
    densityGPerMl: 1,
    shelfLifeDays: { pantry: 7, fridge: 14 },
    nutrition: per100g(97, 2.2, 0.7, 23.4, 10.4, 28),
  }),
  food("papaya", "produce", "fruit", "pieces", {
    aliases: "pawpaw",
    gramsPerPiece: 500,
    densityGPerMl: 0.61,
    shelfLifeDays: { pantry: 3, fridge: 7 },
    nutrition: per100g(43, 0.5, 0.3, 10.8, 1.7, 8),
  }),
  food("coconut", "produce", "fruit", "pieces", {
    aliases: "fresh coconut, whole coconut, young coconut",
    gramsPerPiece: 400,
    densityGPerMl: 0.34,
    shelfLifeDays: { pantry: 30, fridge: 60 },
    nutrition: per100g(354, 3.3, 33.5, 15.2, 9, 20),
  }),
  food("plantain", "produce", "vegetable", "pieces", {
    aliases: "green plantain, ripe plantain, yellow plantain, cooking banana, platano",
    tags: ["high-carb"],
    gramsPerPiece: 180,
    shelfLifeDays: { pantry: 7, freezer: 90 },
    nutrition: per100g(122, 1.3, 0.4, 31.9, 2.3, 4),
  }),
  food("lychee", "produce", "fruit", "g", {
    aliases: "lychees, litchi, lichee, fresh lychees, rambutan",
    tags: ["high-carb"],
    densityGPerMl: 0.8,
    shelfLifeDays: { fridge: 7, freezer: 365 },
    nutrition: per100g(66, 0.8, 0.4, 16.5, 1.3, 1),
  }),
  food("persimmon", "produce", "fruit", "pieces", {
    aliases: "sharon fruit, kaki, fuyu persimmon, hachiya persimmon",
    tags: ["high-carb"],
    gramsPerPiece: 170,
    shelfLifeDays: { pantry: 3, fridge: 7, freezer: 240 },
    nutrition: per100g(70, 0.6, 0.2, 18.6, 3.6, 1),
  }),
  food("dragon-fruit", "produce", "fruit", "pieces", {
    aliases: "dragonfruit, pitaya, pitahaya, red dragon fruit",
    gramsPerPiece: 400,
    shelfLifeDays: { pantry: 3, fridge: 7 },
    nutrition: per100g(60, 1.2, 0, 13, 3, 0),
  }),
  food("guava", "produce", "fruit", "pieces", {
    aliases: "guavas, pink guava, white guava, common guava",
    gramsPerPiece: 55,
    densityGPerMl: 0.7,
    shelfLifeDays: { pantry: 3, fridge: 4, freezer: 240 },
    nutrition: per100g(68, 2.6, 1, 14.3, 5.4, 2),
  }),
];
