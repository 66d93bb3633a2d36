/**
 * Foods a shop or receipt names that the themed files lacked, added with the head-noun matcher
 * (issue 22): without them the head of "Vanilla Pudding", "Holiday Nog", "Peanut Butter Cups",
 * "Cream of Tartar", "1 Seafood" or "Vegetables" was read as its flavour or as a frozen food; and
 * common product nouns (frosting, pectin, licorice: wheat flour) and roots (jicama, taro) it did not know.
 * Categories as in the other files (fish and seafood are meat, SPEC §3). Nutrition is omitted:
 * these are composite products whose recipes vary (see define.ts). Tags follow the usual recipe
 * (dairy puddings; eggnog: milk, cream, egg; peanut butter cups: milk chocolate and peanut butter;
 * onion rings: wheat batter). Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded.
 */
import { food } from "./define";
import type { Food } from "../types";

export const MORE_FOODS: readonly Food[] = [
  food("fresh-vegetables", "produce", "vegetable", "g", {
    aliases: "vegetable, vegetables, veggies, fresh veg, mixed fresh vegetables, vegetable pack",
    shelfLifeDays: { fridge: 7 },
  }),
  food("pudding", "dairy", "dairy", "g", {
    aliases: "puddings, pudding cups, pudding pots, chocolate pudding, vanilla pudding, butterscotch pudding, tapioca pudding, parfait",
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    shelfLifeDays: { fridge: 30 },
  }),
  food("eggnog", "beverages", "beverage", "ml", {
    aliases: "egg nog, nog",
    tags: ["dairy", "egg"],
    allergens: ["Dairy/Lactose", "Eggs"],
    shelfLifeDays: { fridge: 7 },
  }),
  food("peanut-butter-cups", "snacks", "snack", "g", {
    aliases: "peanut butter cup, reeses, reeses cups, peanut butter chocolate cups",
    tags: ["peanut", "dairy", "high-carb"],
    allergens: ["Peanuts", "Dairy/Lactose"],
    shelfLifeDays: { pantry: 270 },
  }),
  food("cream-of-tartar", "pantry", "baking", "g", {
    aliases: "creme of tartar, potassium bitartrate",
    shelfLifeDays: { pantry: 1095 },
  }),
  food("horseradish", "pantry", "condiment", "g", {
    aliases: "horseradish sauce, prepared horseradish, creamed horseradish, horseradish root, grated horseradish, horseradish relish",
    shelfLifeDays: { pantry: 365, fridge: 120 },
  }),
  food("citrus-peel", "pantry", "spice", "g", {
    aliases: "orange peel, lemon peel, dried orange peel, dried lemon peel, candied peel, mixed peel, candied orange peel",
    shelfLifeDays: { pantry: 365 },
  }),
  food("onion-rings", "frozen", "vegetable", "g", {
    aliases: "onion ring, battered onion rings, breaded onion rings",
    tags: ["gluten"],
    allergens: ["Gluten/Wheat"],
    shelfLifeDays: { freezer: 365 },
  }),
  food("seafood-mix", "meat", "protein", "g", {
    aliases: "seafood, mixed seafood, seafood medley, seafood cocktail, frutti di mare, fruits de mer",
    tags: ["fish", "shellfish"],
    allergens: ["Fish", "Shellfish"],
    shelfLifeDays: { fridge: 2, freezer: 180 },
  }),
  food("frosting", "pantry", "baking", "g", {
    aliases: "frostings, icing, cake frosting, sprinkles, cake decorations, decorating icing, fondant",
    shelfLifeDays: { pantry: 365 },
  }),
  food("pectin", "pantry", "baking", "g", {
    aliases: "fruit pectin, liquid pectin, powdered pectin",
    shelfLifeDays: { pantry: 730 },
  }),
  food("jicama", "produce", "vegetable", "pieces", {
    aliases: "yam bean, mexican turnip",
    gramsPerPiece: 500,
    shelfLifeDays: { fridge: 21 },
  }),
  food("taro", "produce", "vegetable", "pieces", {
    aliases: "taro root, malanga, eddo, dasheen",
    gramsPerPiece: 250,
    shelfLifeDays: { pantry: 7, fridge: 14 },
  }),
  food("licorice", "snacks", "snack", "g", {
    aliases: "liquorice, licorice twists, red licorice, black licorice, liquorice allsorts",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    shelfLifeDays: { pantry: 365 },
  }),
];
