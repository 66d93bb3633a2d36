/**
 * Breakfast cereals, granola and muesli, and pancake mix. Category pantry.
 * Most boxed cereals use wheat or barley malt (gluten); the generic "cereal" food keeps the
 * brand-name cereals that have no food of their own (Cheerios, Special K, Rice Krispies …).
 * Nutrition: USDA FoodData Central SR Legacy per 100 g, rounded; products that vary take
 * the FDC generic entry (granola homemade, muesli, bran flakes) or a typical label.
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const BREAKFAST_CEREALS: readonly Food[] = [
  food("cereal", "pantry", "grain", "g", {
    aliases: `breakfast cereal, rice krispies, cheerios, special k, frosties, frosted flakes, cocoa pops, cocoa puffs, coco pops,
      shreddies, cereal box, cinnamon toast crunch, froot loops, toasted oats, honey bunches of oats, cream of wheat, farina,
      hot cereal, chex, rice chex, corn chex, kix, life cereal, lucky charms, trix, cap n crunch, corn pops, apple jacks,
      golden grahams, cocoa krispies, fruity pebbles, cocoa pebbles, mini wheats, frosted mini wheats, grape nuts, wheaties,
      fiber one cereal, crispix, malt o meal, oat squares, oat clusters cereal`,
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    densityGPerMl: 0.12,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(357, 7.5, 0.4, 84, 3.3, 729),
  }),
  food("granola", "pantry", "grain", "g", {
    aliases: "granola clusters, crunchy granola",
    tags: ["high-carb"],
    densityGPerMl: 0.5,
    shelfLifeDays: { pantry: 180 },
    nutrition: per100g(489, 13.7, 24.3, 53.9, 8.9, 26),
  }),
  food("cornflakes", "pantry", "grain", "g", {
    aliases: "corn flakes, cornflake, toasted corn flakes, corn flake cereal",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    densityGPerMl: 0.12,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(357, 7.5, 0.4, 84, 3.3, 729),
  }),
  food("muesli", "pantry", "grain", "g", {
    aliases: "bircher muesli, swiss style muesli, toasted muesli, fruit muesli, no added sugar muesli, luxury muesli",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    densityGPerMl: 0.36,
    shelfLifeDays: { pantry: 180 },
    nutrition: per100g(363, 9.7, 5.8, 72.2, 7.3, 213),
  }),
  food("bran-flakes", "pantry", "grain", "g", {
    aliases: "branflakes, all bran, raisin bran, bran cereal, wheat bran flakes, fibre flakes, fiber flakes, sultana bran",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    densityGPerMl: 0.16,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(331, 10, 2.4, 81, 15, 600),
  }),
  food("wheat-biscuits", "pantry", "grain", "pieces", {
    aliases: "weetabix, shredded wheat, weet bix, wheat bisks, whole wheat biscuits cereal, frosted shredded wheat",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    gramsPerPiece: 19,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(362, 12, 2, 69, 10, 112),
  }),
  food("pancake-mix", "pantry", "baking", "g", {
    aliases: "pancake batter mix, waffle mix, buttermilk pancake mix, shake and pour pancake mix, crepe mix, bisquick, baking mix",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    densityGPerMl: 0.53,
    shelfLifeDays: { pantry: 270 },
    nutrition: per100g(362, 9.9, 2.5, 73.5, 2.6, 1120),
  }),
];
