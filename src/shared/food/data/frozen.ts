/**
 * Foods normally bought frozen. Category frozen. (Any food named with "frozen" is filed as
 * frozen by categoryFor in ../match.ts; this file holds the ones sold mainly frozen.)
 * Edamame and meat substitutes are in legumes-soy.ts with category frozen.
 * Nutrition: USDA FoodData Central SR Legacy "frozen, unprepared" per 100 g, rounded; composite
 * products whose recipes vary (pizza, nuggets, fish fingers) take the FDC generic entry or a typical label.
 * Also frozen ready meals, burritos, dumplings, spring rolls, samosas, garlic bread and bagged ice;
 * chilled versions of the same foods keep a few days in the fridge.
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const FROZEN: readonly Food[] = [
  food("frozen-peas", "frozen", "vegetable", "g", {
    aliases: "peas, garden peas, petits pois, petit pois, green peas, frozen garden peas, sweet peas, minted peas",
    tags: ["high-carb"],
    densityGPerMl: 0.57,
    shelfLifeDays: { freezer: 365 },
    nutrition: per100g(77, 5.2, 0.4, 13.6, 4.5, 108),
  }),
  food("mixed-vegetables", "frozen", "vegetable", "g", {
    aliases: `frozen mixed vegetables, frozen veg, mixed veg, stir fry vegetables, vegetable medley, frozen vegetables, stir fry mix,
      casserole vegetables, steam vegetables, broccoli and cauliflower mix, soup mix`,
    densityGPerMl: 0.57,
    shelfLifeDays: { freezer: 365 },
    nutrition: per100g(72, 3.3, 0.5, 13.5, 4, 47),
  }),
  food("frozen-berries", "frozen", "fruit", "g", {
    aliases: `mixed berries, frozen fruit, summer fruits, berry mix, frozen mixed berries, forest fruits, smoothie mix, frozen mango,
      frozen strawberries, frozen blueberries, frozen raspberries, berries, fruit mix, acai, acai puree, acai packs`,
    densityGPerMl: 0.59,
    shelfLifeDays: { freezer: 365 },
    nutrition: per100g(48, 0.8, 0.4, 11.5, 3.5, 1),
  }),
  food("fries", "frozen", "vegetable", "g", {
    aliases: `french fries, oven chips, frozen chips, potato wedges, wedges, frozen fries, straight cut chips, crinkle cut chips,
      curly fries, hash browns, hash brown, sweet potato fries, chunky chips, skinny fries, home fries, tater tots, potato waffles,
      roast potatoes, latkes, potato latkes, potato pancakes`,
    tags: ["high-carb"],
    shelfLifeDays: { freezer: 365 },
    nutrition: per100g(150, 2.2, 4.7, 24.8, 1.9, 23),
  }),
  food("ice-cream", "frozen", "snack", "ml", {
    aliases: `vanilla ice cream, chocolate ice cream, gelato, frozen yogurt, soft scoop, ice cream tub, strawberry ice cream,
      ice cream cones, ice cream sandwich, frozen dessert, mint choc chip ice cream, ice cream bar, choc ice, mint chip,
      mint chocolate chip, sundae, ice cream sundae, sherbet, sherbert, frozen dairy dessert, frozen custard, fudge bar,
      gelato bar, mochi ice cream, ice cream cake, neapolitan, non dairy frozen dessert`,
    tags: ["dairy", "high-carb"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 0.55,
    shelfLifeDays: { freezer: 90 },
    nutrition: per100g(207, 3.5, 11, 23.6, 0.7, 80),
  }),
  food("ice-lolly", "frozen", "snack", "pieces", {
    aliases: "popsicle, ice pop, sorbet, freeze pop, ice lollies, fruit lolly, italian ice, ice poles, sorbetto",
    tags: ["high-carb"],
    gramsPerPiece: 60,
    shelfLifeDays: { freezer: 240 },
    nutrition: per100g(78, 0, 0.2, 19, 0, 7),
  }),
  food("fish-fingers", "frozen", "protein", "pieces", {
    aliases: `fish finger, fish sticks, breaded fish, battered fish, fish cakes, fishcakes, fish goujons, breaded cod, battered cod,
      fish in batter, fish in breadcrumbs, scampi bites`,
    tags: ["fish", "gluten"],
    allergens: ["Fish", "Gluten/Wheat"],
    gramsPerPiece: 28,
    shelfLifeDays: { freezer: 540 },
    nutrition: per100g(220, 12.5, 10, 20.5, 1.1, 420),
  }),
  food("chicken-nuggets", "frozen", "protein", "g", {
    aliases: `nuggets, chicken dippers, breaded chicken tenders, breaded chicken, popcorn chicken, chicken kievs, chicken kiev,
      southern fried chicken, chicken strips breaded, crispy chicken, chicken burgers, chicken goujons breaded`,
    tags: ["poultry", "gluten"],
    allergens: ["Gluten/Wheat"],
    shelfLifeDays: { freezer: 90 },
    nutrition: per100g(296, 15, 19, 16, 1, 520),
  }),
  food("pizza", "frozen", "other", "pieces", {
    aliases: `frozen pizza, margherita pizza, cheese pizza, stone baked pizza, thin crust pizza, deep pan pizza, pizza slices,
      french bread pizza, mini pizzas, calzone, stromboli, pizza rolls`,
    tags: ["gluten", "dairy", "high-carb"],
    allergens: ["Gluten/Wheat", "Dairy/Lactose"],
    gramsPerPiece: 400,
    shelfLifeDays: { fridge: 4, freezer: 120 },
    nutrition: per100g(266, 11.4, 10.4, 31, 2.1, 598),
  }),
  food("puff-pastry", "frozen", "baking", "g", {
    aliases: `pastry, shortcrust pastry, filo pastry, phyllo, filo, pie crust, pastry sheets, ready rolled puff pastry, pie dough,
      pastry case, tart shells, croissant dough, pastry sheet, pie shell, pie shells`,
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    shelfLifeDays: { fridge: 21, freezer: 365 },
    nutrition: per100g(551, 7.4, 38.1, 45.1, 1.5, 245),
  }),
  food("meatballs", "frozen", "protein", "g", {
    aliases: "meatball, beef meatballs, swedish meatballs, italian meatballs, frozen meatballs, meatloaf",
    tags: ["meat"],
    gramsPerPiece: 30,
    shelfLifeDays: { fridge: 3, freezer: 120 },
    nutrition: per100g(286, 12.5, 22, 8.9, 1.6, 660),
  }),
  food("ready-meal", "frozen", "other", "pieces", {
    aliases: `ready meals, frozen meal, frozen dinner, microwave meal, microwave dinner, tv dinner, frozen entree, meal for one,
      frozen ready meal, chilled ready meal, pot pie, chicken pot pie, breakfast sandwich, breakfast sandwiches, curry, korma,
      tikka masala, vindaloo, biryani, stir fry meal, meal kit, enchiladas, enchilada, tamales, tamale, quesadillas, quesadilla,
      lo mein, paella, quiche, skillet meal, bowl meal`,
    gramsPerPiece: 400,
    shelfLifeDays: { fridge: 4, freezer: 120 },
    nutrition: per100g(130, 6, 5, 15, 1.5, 350),
  }),
  food("burrito", "frozen", "other", "pieces", {
    aliases: `burritos, frozen burrito, bean burrito, breakfast burrito, chimichanga, burrito bowl, taquitos, taquito, taco, tacos,
      empanada, empanadas`,
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    gramsPerPiece: 200,
    shelfLifeDays: { fridge: 5, freezer: 120 },
    nutrition: per100g(221, 7.7, 6.6, 33, 3.2, 470),
  }),
  food("dumplings", "frozen", "other", "g", {
    aliases: `dumpling, gyoza, potstickers, pot stickers, wontons, wonton, dim sum, bao buns, bao, steamed buns, pierogi,
      vegetable gyoza, momos, jiaozi, mandu`,
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    shelfLifeDays: { fridge: 3, freezer: 180 },
    nutrition: per100g(200, 8, 7, 26, 1.5, 520),
  }),
  food("spring-rolls", "frozen", "other", "pieces", {
    aliases: "spring roll, vegetable spring rolls, mini spring rolls, mini vegetable spring rolls, lumpia, egg rolls, egg roll",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    gramsPerPiece: 50,
    shelfLifeDays: { fridge: 3, freezer: 180 },
    nutrition: per100g(200, 4.5, 8, 28, 2, 400),
  }),
  food("samosa", "frozen", "other", "pieces", {
    aliases: "vegetable samosa, punjabi samosa, mini samosa, potato samosa, samosa pastry",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    gramsPerPiece: 60,
    shelfLifeDays: { fridge: 3, freezer: 180 },
    nutrition: per100g(260, 5, 13, 31, 3, 420),
  }),
  food("garlic-bread", "frozen", "bread", "pieces", {
    aliases: `garlic baguette, cheesy garlic bread, garlic bread slices, garlic pizza bread, garlic flatbread,
      garlic and herb bread, garlic knots, texas toast, garlic texas toast`,
    tags: ["gluten", "dairy", "high-carb"],
    allergens: ["Gluten/Wheat", "Dairy/Lactose"],
    gramsPerPiece: 210,
    shelfLifeDays: { fridge: 7, freezer: 90 },
    nutrition: per100g(350, 8, 16, 42, 2.4, 540),
  }),
  food("ice-cubes", "frozen", "other", "kg", {
    aliases: "ice, ice cube, bagged ice, bag of ice, crushed ice, party ice, ice bag",
    shelfLifeDays: { freezer: 180 },
    nutrition: per100g(0, 0, 0, 0, 0, 0),
  }),
];
