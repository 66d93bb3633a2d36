/**
 * Milk, cream, butter, yogurt, eggs (SPEC §3: eggs are dairy), and margarine shelved beside them.
 * Category dairy. Cheeses are in cheese.ts. Plant milks are beverages (beverages.ts).
 * Nutrition: USDA FoodData Central SR Legacy per 100 g, rounded (whole milk 3.25 %, plain
 * whole-milk yogurt, large raw egg). Densities: FDC household measures (1 cup milk = 244 g).
 * Also custard (milk and egg), kefir, aerosol whipped cream and plant-based yogurt (no dairy tag:
 * shelved with yogurt, so category dairy).
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const DAIRY_EGGS: readonly Food[] = [
  food("milk", "dairy", "dairy", "l", {
    aliases: `whole milk, semi skimmed milk, skimmed milk, skim milk, low fat milk, full fat milk, fat free milk, lactose free milk,
      goats milk, cows milk, uht milk, long life milk, fresh milk, 2% milk, 1% milk, reduced fat milk, chocolate milk, powdered milk,
      milk powder, dried milk`,
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 1.03,
    shelfLifeDays: { fridge: 7, freezer: 90 },
    nutrition: per100g(61, 3.2, 3.3, 4.8, 0, 43),
  }),
  food("buttermilk", "dairy", "dairy", "ml", {
    aliases: "cultured buttermilk",
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 1.03,
    shelfLifeDays: { fridge: 14, freezer: 90 },
    nutrition: per100g(40, 3.3, 0.9, 4.8, 0, 105),
  }),
  food("butter", "dairy", "fat", "g", {
    aliases: `salted butter, unsalted butter, butter block, spreadable butter, sweet cream butter, cultured butter,
      slightly salted butter, garlic butter, butter sticks, stick of butter`,
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 0.911,
    shelfLifeDays: { fridge: 60, freezer: 270 },
    nutrition: per100g(717, 0.9, 81.1, 0.1, 0, 643),
  }),
  food("margarine", "dairy", "fat", "g", {
    aliases: `vegetable spread, baking spread, dairy free spread, vegan butter, plant butter, buttery spread, olive spread,
      sunflower spread, vegan block, baking block, country crock, i cant believe its not butter, earth balance, smart balance`,
    densityGPerMl: 0.91,
    shelfLifeDays: { fridge: 120, freezer: 365 },
    nutrition: per100g(717, 0.2, 80.7, 0.7, 0, 700),
  }),
  food("ghee", "dairy", "fat", "g", {
    aliases: "clarified butter, desi ghee, butter ghee, butter oil",
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 0.9,
    shelfLifeDays: { pantry: 270, fridge: 365 },
    nutrition: per100g(876, 0.3, 99.5, 0, 0, 2),
  }),
  food("heavy-cream", "dairy", "dairy", "ml", {
    aliases: `cream, double cream, whipping cream, heavy whipping cream, thickened cream, clotted cream, extra thick double cream,
      pouring cream, fresh cream`,
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 1,
    shelfLifeDays: { fridge: 10, freezer: 90 },
    nutrition: per100g(340, 2.8, 36.1, 2.7, 0, 27),
  }),
  food("light-cream", "dairy", "dairy", "ml", {
    aliases: `single cream, half and half, table cream, coffee cream, coffee creamer, cooking cream, creamer, coffee mate,
      international delight`,
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 1.01,
    shelfLifeDays: { fridge: 10, freezer: 90 },
    nutrition: per100g(195, 2.7, 19.3, 3.7, 0, 40),
  }),
  food("sour-cream", "dairy", "dairy", "g", {
    aliases: "soured cream, creme fraiche, smetana, sour cream dip, cultured cream, crema, mexican crema, crema mexicana",
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 1.01,
    shelfLifeDays: { fridge: 21 },
    nutrition: per100g(198, 2.4, 19.4, 4.6, 0, 31),
  }),
  food("yogurt", "dairy", "dairy", "g", {
    aliases: `yoghurt, natural yogurt, plain yogurt, low fat yogurt, fruit yogurt, strawberry yogurt, vanilla yogurt, kids yogurt,
      yogurt pots, set yogurt, bio yogurt, probiotic yogurt, whole milk yogurt, drinking yogurt, fromage frais, lassi, yogurt drink,
      fruit on the bottom, blended yogurt, whipped yogurt, cream top yogurt, custard style yogurt, yogurt tubes,
      yogurt pouches, drinkable yogurt`,
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 1.03,
    shelfLifeDays: { fridge: 14, freezer: 60 },
    nutrition: per100g(61, 3.5, 3.3, 4.7, 0, 46),
  }),
  food("greek-yogurt", "dairy", "dairy", "g", {
    aliases: "greek style yogurt, greek style natural yogurt, skyr, strained yogurt, labneh, icelandic yogurt, total greek yogurt",
    kindOf: "yogurt",
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 1.05,
    shelfLifeDays: { fridge: 14, freezer: 60 },
    nutrition: per100g(97, 9, 5, 4, 0, 35),
  }),
  food("egg", "dairy", "egg", "pieces", {
    aliases: `large eggs, free range eggs, hen eggs, whole egg, medium eggs, brown eggs, white eggs, duck eggs, quail eggs, egg whites,
      egg white, egg yolk, egg yolks, yolk, yolks, liquid egg, barn eggs, cage free eggs, pasture raised eggs, dozen eggs`,
    tags: ["egg"],
    allergens: ["Eggs"],
    gramsPerPiece: 50,
    shelfLifeDays: { fridge: 35, freezer: 365 },
    nutrition: per100g(143, 12.6, 9.5, 0.7, 0, 142),
  }),
  food("whipped-cream", "dairy", "dairy", "g", {
    aliases: "squirty cream, spray cream, aerosol cream, whipped topping, canned whipped cream, whipped light cream, reddi wip",
    tags: ["dairy", "high-carb"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 0.2,
    shelfLifeDays: { fridge: 21 },
    nutrition: per100g(257, 3.2, 22.2, 12.5, undefined, 130),
  }),
  food("custard", "dairy", "dairy", "g", {
    aliases: `ready made custard, fresh custard, vanilla custard, custard pots, custard powder, instant custard, tinned custard,
      creme anglaise, flan, creme brulee, mousse, chocolate mousse, panna cotta`,
    tags: ["dairy", "egg", "high-carb"],
    allergens: ["Dairy/Lactose", "Eggs"],
    densityGPerMl: 1.05,
    shelfLifeDays: { pantry: 365, fridge: 7 },
    nutrition: per100g(122, 5.5, 5.3, 12.9, 0, 71),
  }),
  food("kefir", "dairy", "dairy", "ml", {
    aliases: `milk kefir, kefir drink, plain kefir, cultured milk drink, kefir milk,
      probiotic drink, probiotic yogurt drink, cultured dairy drink`,
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 1.03,
    shelfLifeDays: { fridge: 14 },
    nutrition: per100g(41, 3.8, 0.9, 4.5, undefined, 40),
  }),
  food("plant-yogurt", "dairy", "dairy", "g", {
    aliases: "dairy free yogurt, vegan yogurt, plant based yogurt, coconut yogurt, oat yogurt, oatgurt, coconut yoghurt alternative",
    densityGPerMl: 1.03,
    shelfLifeDays: { fridge: 14, freezer: 60 },
    nutrition: per100g(66, 3.5, 1.8, 9.2, 0.6, 10),
  }),
];
