/**
 * Baking staples: flours, starches, leaveners, yeast, extracts, cocoa and chocolate for baking,
 * canned milks, coconut for baking. Category pantry.
 * Densities: FDC cup weights (all-purpose flour 1 cup = 125 g → 0.53 g/ml; cornstarch 128 g;
 * cocoa 86 g; baking powder 1 tsp = 4.6 g).
 * Nutrition: USDA FoodData Central SR Legacy per 100 g, rounded.
 * Leaveners, cocoa and extracts are used by the teaspoon: role baking, never tagged high-carb.
 * Vanilla extract (≈ 35 % alcohol) is not tagged alcohol: it is used by the drop and alcohol-free
 * vanilla is common; Halal households can exclude it by name in their constraints.
 * Gelatin is usually made from pork or beef: tagged meat and pork (vegetarian, Halal, Kosher).
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const BAKING: readonly Food[] = [
  food("flour", "pantry", "baking", "g", {
    aliases: `plain flour, all purpose flour, white flour, wheat flour, self raising flour, self rising flour, bread flour,
      strong white flour, strong bread flour, cake flour, wholemeal flour, whole wheat flour, wholewheat flour, pastry flour,
      spelt flour, rye flour, semolina, durum wheat semolina, pasta flour, tipo flour, strong flour, ap flour`,
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    densityGPerMl: 0.53,
    shelfLifeDays: { pantry: 240, freezer: 365 },
    nutrition: per100g(364, 10.3, 1, 76.3, 2.7, 2),
  }),
  food("cornstarch", "pantry", "baking", "g", {
    aliases: `cornflour, corn flour, corn starch, cornstarch powder, arrowroot, potato starch, tapioca starch, tapioca flour,
      tapioca, tapioca pearls, minute tapioca`,
    tags: ["high-carb"],
    densityGPerMl: 0.54,
    shelfLifeDays: { pantry: 540 },
    nutrition: per100g(381, 0.3, 0.1, 91.3, 0.9, 9),
  }),
  food("baking-powder", "pantry", "baking", "g", {
    aliases: "double acting baking powder, gluten free baking powder",
    densityGPerMl: 0.93,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(53, 0, 0, 27.7, 0.2, 10600),
  }),
  food("baking-soda", "pantry", "baking", "g", {
    aliases: "bicarbonate of soda, bicarb, bicarb soda, sodium bicarbonate, bicarbonate soda, bread soda",
    densityGPerMl: 0.93,
    shelfLifeDays: { pantry: 540 },
    nutrition: per100g(0, 0, 0, 0, 0, 27360),
  }),
  food("yeast", "pantry", "baking", "g", {
    aliases: `dried yeast, active dry yeast, instant yeast, fast action yeast, easy bake yeast, fresh yeast, bread yeast,
      nutritional yeast, dry yeast, rapid rise yeast`,
    densityGPerMl: 0.63,
    shelfLifeDays: { pantry: 365, fridge: 120 },
    nutrition: per100g(325, 40.4, 7.6, 41.2, 26.9, 51),
  }),
  food("vanilla-extract", "pantry", "baking", "ml", {
    aliases: `vanilla essence, vanilla, vanilla bean paste, vanilla pod, vanilla bean, vanilla flavouring, almond extract,
      pure vanilla extract`,
    densityGPerMl: 0.88,
    shelfLifeDays: { pantry: 1825 },
    nutrition: per100g(288, 0.1, 0.1, 12.7, 0, 9),
  }),
  food("cocoa-powder", "pantry", "baking", "g", {
    aliases: "cocoa, cacao powder, unsweetened cocoa, dutch process cocoa, baking cocoa, cacao, cacao nibs, cocoa nibs",
    densityGPerMl: 0.36,
    shelfLifeDays: { pantry: 1095 },
    nutrition: per100g(228, 19.6, 13.7, 57.9, 37, 21),
  }),
  food("chocolate-chips", "pantry", "baking", "g", {
    aliases: `choc chips, chocolate chunks, chocolate chip, semi sweet chocolate chips, milk chocolate chips, white chocolate chips,
      baking chocolate, cooking chocolate, chocolate drops, choc chunks, baking bar, chocolate baking bar,
      unsweetened chocolate, chocolate baking squares,
      butterscotch chips, butterscotch morsels, chocolate morsels, candy melts, melting wafers, baking chips, white chips,
      cinnamon chips, baking drops, chocolate baking drops, baking chunks, chocolate baking chunks, baking morsels, chocolate melts,
      chocolate baking wafers, chocolate callets`,
    kindOf: "chocolate",
    tags: ["dairy", "soy", "high-carb"],
    allergens: ["Dairy/Lactose", "Soy"],
    densityGPerMl: 0.72,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(480, 4.2, 30, 63.9, 5.9, 11),
  }),
  food("condensed-milk", "pantry", "dairy", "pieces", {
    aliases: "sweetened condensed milk, caramel condensed milk, dulce de leche, carnation caramel, cajeta",
    tags: ["dairy", "high-carb"],
    allergens: ["Dairy/Lactose"],
    gramsPerPiece: 397,
    densityGPerMl: 1.3,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(321, 7.9, 8.7, 54.4, 0, 127),
  }),
  food("evaporated-milk", "pantry", "dairy", "pieces", {
    aliases: "evap milk, light evaporated milk",
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    gramsPerPiece: 410,
    densityGPerMl: 1.07,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(134, 6.8, 7.6, 10, 0, 106),
  }),
  food("desiccated-coconut", "pantry", "baking", "g", {
    aliases: "shredded coconut, coconut flakes, flaked coconut, dried coconut, coconut chips, coconut flour",
    densityGPerMl: 0.36,
    shelfLifeDays: { pantry: 180 },
    nutrition: per100g(660, 6.9, 64.5, 23.7, 16.3, 37),
  }),
  food("gelatin", "pantry", "baking", "g", {
    aliases: "gelatine, gelatine leaves, leaf gelatine, powdered gelatin, gelatin powder, jello, jell o, gelatin dessert",
    tags: ["meat", "pork"],
    densityGPerMl: 0.6,
    shelfLifeDays: { pantry: 1095 },
    nutrition: per100g(335, 85.6, 0.1, 0, 0, 196),
  }),
  food("cake-mix", "pantry", "baking", "g", {
    aliases: `cake mixes, brownie mix, muffin mix, cupcake mix, cookie mix, sponge mix, chocolate cake mix, vanilla cake mix,
      corn muffin mix, bread mix, cornbread mix, frosting mix`,
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    densityGPerMl: 0.5,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(423, 4.4, 9.6, 79, 1, 645),
  }),
];
