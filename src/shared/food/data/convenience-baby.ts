/**
 * Boxed convenience staples (mac and cheese, stuffing, instant mash, rice pudding) and baby
 * foods (formula, jars and pouches, baby cereal, teething snacks). Category pantry: baby snacks
 * sit in the baby aisle with the jars and formula. Tags follow the usual recipe: boxed mac and
 * cheese is wheat pasta with a milk cheese powder; infant formula is usually cow's-milk based (dairy); rusks are wheat-based.
 * Nutrition: FDC SR Legacy generic entries per 100 g as sold (dry mixes dry), rounded; typical
 * labels for baby foods. Products vary: these are estimates.
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const CONVENIENCE_BABY: readonly Food[] = [
  food("mac-and-cheese", "pantry", "pasta", "pieces", {
    aliases: `macaroni cheese, macaroni and cheese, mac n cheese, boxed mac and cheese, mac and cheese dinner, easy mac,
      pasta side`,
    tags: ["gluten", "dairy", "high-carb"],
    allergens: ["Gluten/Wheat", "Dairy/Lactose"],
    gramsPerPiece: 206,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(371, 13.5, 4, 70, 2.4, 1000),
  }),
  food("stuffing-mix", "pantry", "other", "g", {
    aliases: "stuffing, sage and onion stuffing, stuffing mix box, stove top stuffing, herb stuffing, stuffing balls",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(386, 11, 3.8, 76.2, 3.1, 1405),
  }),
  food("instant-mashed-potato", "pantry", "other", "g", {
    aliases: "instant mash, instant mashed potatoes, mashed potato flakes, potato flakes, dehydrated potato flakes",
    tags: ["high-carb"],
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(354, 8.3, 0.4, 81.2, 6.6, 81),
  }),
  food("rice-pudding", "pantry", "other", "pieces", {
    aliases: "creamed rice, rice pudding pots, tinned rice pudding, canned rice pudding, rice pudding can",
    tags: ["dairy", "high-carb"],
    allergens: ["Dairy/Lactose"],
    gramsPerPiece: 400,
    shelfLifeDays: { pantry: 540, fridge: 7 },
    nutrition: per100g(105, 3.3, 1.9, 18.5, 0.2, 50),
  }),
  food("infant-formula", "pantry", "other", "g", {
    aliases: `baby formula, formula milk, first infant milk, follow on milk, toddler milk, growing up milk, infant milk, baby milk,
      ready to feed formula, formula powder, formula`,
    tags: ["dairy", "high-carb"],
    allergens: ["Dairy/Lactose"],
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(510, 10.7, 27, 55, 0, 150),
  }),
  food("baby-food", "pantry", "other", "pieces", {
    aliases: `baby food jars, baby food jar, baby food pouch, baby food pouches, baby puree, weaning pouch, baby fruit puree,
      baby meals, baby jar, fruit pouch, baby pouch`,
    gramsPerPiece: 113,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(60, 0.4, 0.2, 14.5, 1.5, 2),
  }),
  food("baby-cereal", "pantry", "grain", "g", {
    aliases: "baby rice, infant cereal, baby porridge, rice cereal, baby oatmeal, oatmeal baby cereal, first baby rice",
    tags: ["high-carb"],
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(391, 7, 1.5, 80, 2, 10),
  }),
  food("baby-snacks", "pantry", "snack", "g", {
    aliases: `teething biscuits, teething rusks, rusks, baby rusks, baby puffs, baby crisps, toddler snacks, baby melts,
      yogurt melts, teething wafers, toddler puffs, yogurt bites for babies, baby yogurt melts`,
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    shelfLifeDays: { pantry: 180 },
    nutrition: per100g(400, 6, 4, 82, 2, 40),
  }),
];
