/**
 * Sugars, syrups, honey, jams and dried fruit. Category pantry.
 * Densities: FDC cup weights (granulated sugar 1 cup = 200 g → 0.85 g/ml; packed brown sugar
 * 220 g → 0.93; powdered sugar 120 g → 0.51; honey 1 tbsp = 21 g → 1.42; maple syrup 1.32).
 * Nutrition: USDA FoodData Central SR Legacy per 100 g, rounded.
 * Honey carries the "honey" tag (Vegan conflict, see ../types.ts DietTag).
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const SWEETENERS_DRIED_FRUIT: readonly Food[] = [
  food("sugar", "pantry", "sweetener", "g", {
    aliases: `white sugar, granulated sugar, caster sugar, castor sugar, cane sugar, superfine sugar, table sugar, golden caster sugar,
      sugar cubes, coconut sugar, raw sugar, preserving sugar, jam sugar`,
    tags: ["high-carb"],
    densityGPerMl: 0.85,
    shelfLifeDays: { pantry: 1825 },
    nutrition: per100g(387, 0, 0, 100, 0, 1),
  }),
  food("brown-sugar", "pantry", "sweetener", "g", {
    aliases: `light brown sugar, dark brown sugar, soft brown sugar, demerara sugar, muscovado sugar, muscovado, demerara,
      turbinado sugar, light muscovado, dark muscovado, soft light brown sugar, soft dark brown sugar`,
    kindOf: "sugar",
    tags: ["high-carb"],
    densityGPerMl: 0.93,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(380, 0.1, 0, 98.1, 0, 28),
  }),
  food("powdered-sugar", "pantry", "sweetener", "g", {
    aliases: "icing sugar, confectioners sugar, powdered icing sugar, fondant icing sugar, royal icing sugar",
    tags: ["high-carb"],
    densityGPerMl: 0.51,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(389, 0, 0, 99.8, 0, 2),
  }),
  food("honey", "pantry", "sweetener", "g", {
    aliases: `runny honey, clear honey, set honey, manuka honey, raw honey, squeezy honey, clover honey, wildflower honey, acacia honey,
      local honey, honeycomb,
      honey comb, honey bear, comb honey, honey sticks, creamed honey, whipped honey`,
    tags: ["honey", "high-carb"],
    densityGPerMl: 1.42,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(304, 0.3, 0, 82.4, 0.2, 4),
  }),
  food("maple-syrup", "pantry", "sweetener", "ml", {
    aliases: `pure maple syrup, pancake syrup, maple flavoured syrup, agave syrup, agave nectar, agave, date syrup, rice syrup,
      brown rice syrup`,
    tags: ["high-carb"],
    densityGPerMl: 1.32,
    shelfLifeDays: { pantry: 365, fridge: 365 },
    nutrition: per100g(260, 0, 0.1, 67, 0, 12),
  }),
  food("golden-syrup", "pantry", "sweetener", "g", {
    aliases: "light corn syrup, corn syrup, dark corn syrup, treacle, black treacle, molasses, light treacle, syrup",
    tags: ["high-carb"],
    densityGPerMl: 1.4,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(325, 0.3, 0, 80, 0, 64),
  }),
  food("jam", "pantry", "sweetener", "g", {
    aliases: `strawberry jam, raspberry jam, apricot jam, preserves, fruit spread, conserve, marmalade, orange marmalade, jelly,
      grape jelly, blackcurrant jam, seedless raspberry jam, cherry jam, apple butter, fruit butter`,
    tags: ["high-carb"],
    densityGPerMl: 1.33,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(278, 0.4, 0.1, 68.9, 1.1, 32),
  }),
  food("sweetener", "pantry", "sweetener", "g", {
    aliases: `artificial sweetener, stevia, sucralose, splenda, erythritol, xylitol, monk fruit sweetener, sweetener tablets,
      granulated sweetener, aspartame, canderel, truvia`,
    densityGPerMl: 0.5,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(336, 0, 0, 91.2, 0, 1),
  }),
  food("raisins", "pantry", "fruit", "g", {
    aliases: `raisin, sultanas, currants, golden raisins, dried fruit, mixed dried fruit, mixed fruit, dried mixed fruit,
      seedless raisins, thompson raisins`,
    tags: ["high-carb"],
    densityGPerMl: 0.61,
    shelfLifeDays: { pantry: 180, fridge: 365 },
    nutrition: per100g(299, 3.1, 0.5, 79.2, 3.7, 11),
  }),
  food("dates", "pantry", "fruit", "g", {
    aliases: "medjool dates, dried dates, pitted dates, deglet nour dates, chopped dates, date",
    tags: ["high-carb"],
    gramsPerPiece: 24,
    densityGPerMl: 0.62,
    shelfLifeDays: { pantry: 180, fridge: 365 },
    nutrition: per100g(282, 2.5, 0.4, 75, 8, 2),
  }),
  food("dried-cranberries", "pantry", "fruit", "g", {
    aliases: "craisins, sweetened dried cranberries, dried cherries, dried blueberries, goji berries",
    tags: ["high-carb"],
    densityGPerMl: 0.51,
    shelfLifeDays: { pantry: 180 },
    nutrition: per100g(308, 0.2, 1.1, 82.4, 5.3, 5),
  }),
  food("dried-apricots", "pantry", "fruit", "g", {
    aliases: "dried apricot, ready to eat apricots, soft dried apricots, dried figs, dried mango, dried apple",
    tags: ["high-carb"],
    densityGPerMl: 0.55,
    shelfLifeDays: { pantry: 180 },
    nutrition: per100g(241, 3.4, 0.5, 62.6, 7.3, 10),
  }),
  food("prunes", "pantry", "fruit", "g", {
    aliases: "prune, dried plums, pitted prunes",
    tags: ["high-carb"],
    densityGPerMl: 0.74,
    shelfLifeDays: { pantry: 180 },
    nutrition: per100g(240, 2.2, 0.4, 63.9, 7.1, 2),
  }),
];
