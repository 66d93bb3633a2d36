/**
 * Fresh vegetables: fruiting vegetables, mushrooms, stalks, pods, corn and squashes. Category produce.
 * Nutrition: USDA FoodData Central SR Legacy, raw, per 100 g edible portion, rounded.
 * gramsPerPiece: typical edible weight of one medium item (USDA household measures).
 * Leafy greens and brassicas are in produce-greens.ts; roots, tubers and onions in produce-roots-alliums.ts.
 * Foods also sold canned (corn, artichoke hearts, jackfruit) keep a pantry life for the canned form;
 * the storage is chosen from the item's category (src/shared/domain/expiry.ts).
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const PRODUCE_VEGETABLES: readonly Food[] = [
  food("tomato", "produce", "vegetable", "pieces", {
    plural: "tomatoes",
    aliases: "vine tomato, salad tomato, beef tomato, beefsteak tomato, roma tomato, heirloom tomato",
    gramsPerPiece: 123,
    densityGPerMl: 0.76,
    shelfLifeDays: { pantry: 5, fridge: 7, freezer: 60 },
    nutrition: per100g(18, 0.9, 0.2, 3.9, 1.2, 5),
  }),
  food("cherry-tomato", "produce", "vegetable", "g", {
    plural: "cherry tomatoes",
    aliases: "grape tomato, baby plum tomato, cocktail tomato, mini plum tomato",
    kindOf: "tomato",
    gramsPerPiece: 17,
    densityGPerMl: 0.63,
    shelfLifeDays: { pantry: 5, fridge: 7, freezer: 60 },
    nutrition: per100g(18, 0.9, 0.2, 3.9, 1.2, 5),
  }),
  food("bell-pepper", "produce", "vegetable", "pieces", {
    aliases: `pepper, sweet pepper, red pepper, green pepper, yellow pepper, orange pepper, capsicum, mixed peppers, red bell pepper,
      green bell pepper, romano pepper, pointed pepper`,
    gramsPerPiece: 120,
    densityGPerMl: 0.63,
    shelfLifeDays: { fridge: 5, freezer: 240 },
    nutrition: per100g(26, 1, 0.3, 6, 2.1, 4),
  }),
  food("chili-pepper", "produce", "vegetable", "pieces", {
    aliases: `chili, chilli pepper, red chili, green chili, fresh chili, thai bird chili, thai chili, scotch bonnet, habanero,
      serrano pepper, hot pepper, fresno chili, poblano, anaheim pepper, padron peppers, shishito peppers, banana peppers,
      cubanelle, hatch chile`,
    gramsPerPiece: 45,
    densityGPerMl: 0.63,
    shelfLifeDays: { fridge: 7, freezer: 180 },
    nutrition: per100g(40, 1.9, 0.4, 8.8, 1.5, 9),
  }),
  food("jalapeno", "produce", "vegetable", "pieces", {
    plural: "jalapenos",
    aliases: "jalapeno pepper, pickled jalapenos, sliced jalapenos",
    kindOf: "chili",
    gramsPerPiece: 14,
    densityGPerMl: 0.38,
    shelfLifeDays: { fridge: 7, freezer: 180 },
    nutrition: per100g(29, 0.9, 0.4, 6.5, 2.8, 3),
  }),
  food("cucumber", "produce", "vegetable", "pieces", {
    aliases: "english cucumber, continental cucumber, mini cucumber, baby cucumber, persian cucumber",
    gramsPerPiece: 300,
    densityGPerMl: 0.53,
    shelfLifeDays: { fridge: 6 },
    nutrition: per100g(15, 0.7, 0.1, 3.6, 0.5, 2),
  }),
  food("zucchini", "produce", "vegetable", "pieces", {
    aliases: `courgette, baby courgette, summer squash, yellow squash, zucchini squash,
      zucchini noodles, zoodles, spiralized zucchini, zucchini spirals`,
    gramsPerPiece: 200,
    densityGPerMl: 0.52,
    shelfLifeDays: { fridge: 5, freezer: 300 },
    nutrition: per100g(17, 1.2, 0.3, 3.1, 1, 8),
  }),
  food("eggplant", "produce", "vegetable", "pieces", {
    aliases: "aubergine, brinjal, baby aubergine, japanese eggplant",
    gramsPerPiece: 450,
    densityGPerMl: 0.35,
    shelfLifeDays: { fridge: 5, freezer: 240 },
    nutrition: per100g(25, 1, 0.2, 5.9, 3, 2),
  }),
  food("avocado", "produce", "vegetable", "pieces", {
    aliases: "hass avocado, avo, ripe avocado",
    gramsPerPiece: 150,
    densityGPerMl: 0.63,
    shelfLifeDays: { pantry: 4, fridge: 5, freezer: 120 },
    nutrition: per100g(160, 2, 14.7, 8.5, 6.7, 7),
  }),
  food("mushroom", "produce", "vegetable", "g", {
    aliases: `button mushroom, chestnut mushroom, cremini mushroom, portobello mushroom, white mushroom, baby bella,
      shiitake mushroom, oyster mushroom, closed cup mushroom, flat mushroom, mixed mushrooms, portabella, shiitake, enoki,
      maitake, chanterelle, morel, king oyster mushroom, trumpet mushroom, porcini, wood ear`,
    gramsPerPiece: 18,
    densityGPerMl: 0.3,
    shelfLifeDays: { fridge: 5, freezer: 300 },
    nutrition: per100g(22, 3.1, 0.3, 3.3, 1, 5),
  }),
  food("celery", "produce", "vegetable", "pieces", {
    aliases: "celery stick, celery stalk, celery heart, celery rib, head of celery",
    gramsPerPiece: 40,
    densityGPerMl: 0.43,
    shelfLifeDays: { fridge: 14, freezer: 365 },
    nutrition: per100g(16, 0.7, 0.2, 3, 1.6, 80),
  }),
  food("asparagus", "produce", "vegetable", "g", {
    aliases: "asparagus spears, asparagus tips, green asparagus, white asparagus, british asparagus",
    gramsPerPiece: 16,
    densityGPerMl: 0.57,
    shelfLifeDays: { fridge: 4, freezer: 240 },
    nutrition: per100g(20, 2.2, 0.1, 3.9, 2.1, 2),
  }),
  food("green-beans", "produce", "vegetable", "g", {
    aliases: `green bean, string beans, french beans, runner beans, fine beans, haricots verts, snap beans, bobby beans,
      extra fine beans, flat beans,
      wax beans, yellow wax beans`,
    densityGPerMl: 0.46,
    shelfLifeDays: { fridge: 5, freezer: 365 },
    nutrition: per100g(31, 1.8, 0.2, 7, 2.7, 6),
  }),
  food("snow-peas", "produce", "vegetable", "g", {
    aliases: "snow pea, mangetout, mange tout, sugar snap peas, sugar snaps, snap peas, sugar snap, pea pods",
    densityGPerMl: 0.27,
    shelfLifeDays: { fridge: 5, freezer: 365 },
    nutrition: per100g(42, 2.8, 0.2, 7.6, 2.6, 4),
  }),
  food("corn", "produce", "vegetable", "g", {
    aliases: `sweetcorn, sweet corn, corn on the cob, corn cob, baby corn, maize, corn kernels, canned sweetcorn, corn cobettes,
      mini corn cobs`,
    tags: ["high-carb"],
    gramsPerPiece: 100,
    densityGPerMl: 0.65,
    shelfLifeDays: { pantry: 1095, fridge: 2, freezer: 240 },
    nutrition: per100g(86, 3.3, 1.4, 19, 2, 15),
  }),
  food("okra", "produce", "vegetable", "g", {
    aliases: "ladies fingers, bhindi, gumbo pods",
    densityGPerMl: 0.42,
    shelfLifeDays: { fridge: 3, freezer: 365 },
    nutrition: per100g(33, 1.9, 0.2, 7.5, 3.2, 7),
  }),
  food("artichoke", "produce", "vegetable", "pieces", {
    aliases: "globe artichoke, artichoke hearts, artichoke heart",
    gramsPerPiece: 130,
    shelfLifeDays: { pantry: 365, fridge: 7 },
    nutrition: per100g(47, 3.3, 0.2, 10.5, 5.4, 94),
  }),
  food("fennel", "produce", "vegetable", "pieces", {
    aliases: "fennel bulb, florence fennel",
    gramsPerPiece: 230,
    densityGPerMl: 0.37,
    shelfLifeDays: { fridge: 7 },
    nutrition: per100g(31, 1.2, 0.2, 7.3, 3.1, 52),
  }),
  food("bean-sprouts", "produce", "vegetable", "g", {
    aliases: `beansprouts, bean sprout, mung bean sprouts, alfalfa sprouts,
      microgreens, micro greens, pea shoots, broccoli sprouts, sunflower sprouts, sprouts mix, clover sprouts`,
    densityGPerMl: 0.44,
    shelfLifeDays: { fridge: 3 },
    nutrition: per100g(30, 3, 0.2, 5.9, 1.8, 6),
  }),
  food("pumpkin", "produce", "vegetable", "g", {
    aliases: "sugar pumpkin, pie pumpkin",
    densityGPerMl: 0.49,
    shelfLifeDays: { pantry: 60, fridge: 5, freezer: 365 },
    nutrition: per100g(26, 1, 0.1, 6.5, 0.5, 1),
  }),
  food("butternut-squash", "produce", "vegetable", "pieces", {
    aliases: "butternut, squash, winter squash, acorn squash, kabocha, spaghetti squash, butternut squash chunks",
    tags: ["high-carb"],
    gramsPerPiece: 1000,
    densityGPerMl: 0.59,
    shelfLifeDays: { pantry: 60, fridge: 5, freezer: 365 },
    nutrition: per100g(45, 1, 0.1, 11.7, 2, 4),
  }),
  food("tomatillo", "produce", "vegetable", "g", {
    aliases: "tomatillos, husk tomato, mexican green tomato, tomate verde",
    densityGPerMl: 0.56,
    shelfLifeDays: { fridge: 14, freezer: 365 },
    nutrition: per100g(32, 1, 1, 5.8, 1.9, 1),
  }),
  food("jackfruit", "produce", "fruit", "g", {
    aliases: "young jackfruit, green jackfruit, jack fruit, jackfruit pieces",
    tags: ["high-carb"],
    densityGPerMl: 0.7,
    shelfLifeDays: { pantry: 730, fridge: 5, freezer: 60 },
    nutrition: per100g(95, 1.7, 0.6, 23.3, 1.5, 2),
  }),
];
