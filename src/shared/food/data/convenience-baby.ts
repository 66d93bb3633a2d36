/**
 * Boxed convenience staples (mac and cheese, stuffing, instant mash, rice pudding) and baby
 * foods (formula, jars and pouches, baby cereal, teething snacks). Category pantry (teething
 * snacks: snacks). Tags follow the usual recipe: boxed mac and cheese is wheat pasta with a milk
 * cheese powder; infant formula is usually cow's-milk based (dairy); rusks are wheat-based.
 * Nutrition omitted: products vary too much.
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food } from "./define";
import type { Food } from "../types";

export const CONVENIENCE_BABY: readonly Food[] = [
  food("mac-and-cheese", "pantry", "pasta", "pieces", {
    aliases: "macaroni cheese, macaroni and cheese, mac n cheese, boxed mac and cheese, mac and cheese dinner, easy mac",
    tags: ["gluten", "dairy", "high-carb"],
    allergens: ["Gluten/Wheat", "Dairy/Lactose"],
    gramsPerPiece: 206,
    shelfLifeDays: { pantry: 365 },
  }),
  food("stuffing-mix", "pantry", "other", "g", {
    aliases: "stuffing, sage and onion stuffing, stuffing mix box, stove top stuffing, herb stuffing, stuffing balls",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    shelfLifeDays: { pantry: 365 },
  }),
  food("instant-mashed-potato", "pantry", "other", "g", {
    aliases: "instant mash, instant mashed potatoes, mashed potato flakes, potato flakes, dehydrated potato flakes",
    tags: ["high-carb"],
    shelfLifeDays: { pantry: 365 },
  }),
  food("rice-pudding", "pantry", "other", "pieces", {
    aliases: "creamed rice, rice pudding pots, tinned rice pudding, canned rice pudding, rice pudding can",
    tags: ["dairy", "high-carb"],
    allergens: ["Dairy/Lactose"],
    gramsPerPiece: 400,
    shelfLifeDays: { pantry: 540, fridge: 7 },
  }),
  food("infant-formula", "pantry", "other", "g", {
    aliases: `baby formula, formula milk, first infant milk, follow on milk, toddler milk, growing up milk, infant milk, baby milk,
      ready to feed formula, formula powder, formula`,
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    shelfLifeDays: { pantry: 365 },
  }),
  food("baby-food", "pantry", "other", "pieces", {
    aliases: `baby food jars, baby food jar, baby food pouch, baby food pouches, baby puree, weaning pouch, baby fruit puree,
      baby meals, baby jar, fruit pouch, baby pouch`,
    gramsPerPiece: 113,
    shelfLifeDays: { pantry: 365 },
  }),
  food("baby-cereal", "pantry", "grain", "g", {
    aliases: "baby rice, infant cereal, baby porridge, rice cereal, baby oatmeal, oatmeal baby cereal, first baby rice",
    tags: ["high-carb"],
    shelfLifeDays: { pantry: 365 },
  }),
  food("baby-snacks", "snacks", "snack", "g", {
    aliases: "teething biscuits, teething rusks, rusks, baby rusks, baby puffs, baby crisps, toddler snacks, baby melts",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    shelfLifeDays: { pantry: 180 },
  }),
];
