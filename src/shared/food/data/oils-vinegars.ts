/**
 * Cooking oils and vinegars. Category pantry.
 * Density: vegetable oils ≈ 0.92 g/ml (FDC: 1 tbsp = 13.6 g); vinegars ≈ 1.01 g/ml.
 * Nutrition: USDA FoodData Central SR Legacy per 100 g, rounded.
 * Malt vinegar is brewed from barley (gluten); other vinegars are not tagged.
 * Peanut (groundnut) oil is its own food with the peanut allergen, never a vegetable-oil alias.
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const OILS_VINEGARS: readonly Food[] = [
  food("olive-oil", "pantry", "fat", "ml", {
    aliases: "extra virgin olive oil, evoo, light olive oil, pure olive oil, virgin olive oil, olive oil spray, mild olive oil",
    kindOf: "oil",
    densityGPerMl: 0.92,
    shelfLifeDays: { pantry: 540 },
    nutrition: per100g(884, 0, 100, 0, 0, 2),
  }),
  food("vegetable-oil", "pantry", "fat", "ml", {
    aliases: `oil, cooking oil, canola oil, rapeseed oil, sunflower oil, corn oil, frying oil, avocado oil, grapeseed oil, neutral oil,
      cooking spray, spray oil, soybean oil, safflower oil, low calorie cooking spray, shortening, vegetable shortening, crisco`,
    densityGPerMl: 0.92,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(884, 0, 100, 0, 0, 0),
  }),
  food("coconut-oil", "pantry", "fat", "g", {
    aliases: "virgin coconut oil, refined coconut oil, odourless coconut oil",
    kindOf: "oil",
    densityGPerMl: 0.92,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(892, 0, 99.1, 0, 0, 0),
  }),
  food("sesame-oil", "pantry", "fat", "ml", {
    aliases: "toasted sesame oil, dark sesame oil",
    tags: ["sesame"],
    allergens: ["Sesame"],
    densityGPerMl: 0.92,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(884, 0, 100, 0, 0, 0),
  }),
  food("vinegar", "pantry", "condiment", "ml", {
    aliases: `white vinegar, distilled vinegar, white wine vinegar, red wine vinegar, rice vinegar, rice wine vinegar, spirit vinegar,
      sherry vinegar, distilled white vinegar, champagne vinegar`,
    densityGPerMl: 1.01,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(18, 0, 0, 0, 0, 2),
  }),
  food("malt-vinegar", "pantry", "condiment", "ml", {
    aliases: "brown malt vinegar, chip shop vinegar, pickling vinegar",
    kindOf: "vinegar",
    tags: ["gluten"],
    allergens: ["Gluten/Wheat"],
    densityGPerMl: 1.01,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(21, 0.4, 0, 0.6, 0, 20),
  }),
  food("balsamic-vinegar", "pantry", "condiment", "ml", {
    aliases: "balsamic, balsamic glaze, balsamic reduction, aged balsamic, white balsamic, balsamic vinegar of modena",
    kindOf: "vinegar",
    densityGPerMl: 1.06,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(88, 0.5, 0, 17, 0, 23),
  }),
  food("apple-cider-vinegar", "pantry", "condiment", "ml", {
    aliases: "cider vinegar, acv, raw apple cider vinegar",
    kindOf: "vinegar",
    densityGPerMl: 1.01,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(21, 0, 0, 0.9, 0, 5),
  }),
  food("peanut-oil", "pantry", "fat", "ml", {
    aliases: "groundnut oil, peanut cooking oil, roasted peanut oil, arachis oil",
    kindOf: "oil",
    tags: ["peanut"],
    allergens: ["Peanuts"],
    densityGPerMl: 0.92,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(884, 0, 100, 0, 0, 0),
  }),
];
