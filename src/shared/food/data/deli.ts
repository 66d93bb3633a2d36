/**
 * Deli counter foods: sliced cooked meats, pâté, luncheon meat, and chilled deli salads and dips
 * (canned luncheon meat is canned-meat in more-foods.ts).
 * Categories: meats → meat; dips (tzatziki, guacamole) → snacks, like hummus; deli salads and
 * falafel → other (SPEC §3 has no deli category).
 * Tags follow the usual recipe: coleslaw and potato salad are dressed with mayonnaise (egg);
 * tzatziki is yogurt-based (dairy); pâté is usually pork or pork-and-liver (meat, pork).
 * Nutrition: USDA FoodData Central SR Legacy per 100 g, rounded; dishes whose
 * recipes vary (coleslaw, potato salad, falafel) take the SR Legacy "home-prepared" entry.
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const DELI: readonly Food[] = [
  food("pastrami", "meat", "protein", "g", {
    aliases: "beef pastrami, sliced pastrami, new york pastrami, pastrami slices",
    tags: ["meat"],
    shelfLifeDays: { fridge: 14, freezer: 60 },
    nutrition: per100g(147, 21.8, 5.8, 1.5, 0, 1078),
  }),
  food("corned-beef", "meat", "protein", "g", {
    aliases: "corned beef brisket, canned corned beef, tinned corned beef, bully beef, salt beef, corned silverside",
    tags: ["meat"],
    shelfLifeDays: { pantry: 1095, fridge: 7, freezer: 30 },
    nutrition: per100g(250, 27.1, 14.9, 0, 0, 897),
  }),
  food("pate", "meat", "protein", "g", {
    name: "pâté",
    aliases: "pate, liver pate, pork pate, brussels pate, ardennes pate, terrine, liverwurst, braunschweiger, coarse pate",
    tags: ["meat", "pork"],
    shelfLifeDays: { pantry: 365, fridge: 7, freezer: 60 },
    nutrition: per100g(319, 14.2, 28, 1.5, undefined, 697),
  }),
  food("luncheon-meat", "meat", "protein", "pieces", {
    aliases: "bologna, lunch meat, deli meat, cold cuts, luncheon meat slices",
    tags: ["meat", "pork"],
    gramsPerPiece: 340,
    shelfLifeDays: { fridge: 14, freezer: 60 },
    nutrition: per100g(315, 13.4, 26.6, 4.6, 0, 1369),
  }),
  food("coleslaw", "other", "other", "g", {
    aliases: "slaw, creamy coleslaw, deli coleslaw, classic coleslaw",
    tags: ["egg"],
    allergens: ["Eggs"],
    densityGPerMl: 0.5,
    shelfLifeDays: { fridge: 5 },
    nutrition: per100g(69, 1.3, 2.6, 12.4, 1.5, 23),
  }),
  food("potato-salad", "other", "other", "g", {
    aliases: "potato salads, german potato salad, creamy potato salad, deli potato salad",
    tags: ["egg", "high-carb"],
    allergens: ["Eggs"],
    densityGPerMl: 1.05,
    shelfLifeDays: { fridge: 5 },
    nutrition: per100g(143, 2.7, 8.2, 11.2, 1.3, 528),
  }),
  food("tzatziki", "snacks", "condiment", "g", {
    aliases: "tzatziki dip, cacik, raita, cucumber yogurt dip, greek yogurt dip",
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 1,
    shelfLifeDays: { fridge: 7 },
    nutrition: per100g(95, 4, 7, 4.5, 0.3, 300),
  }),
  food("guacamole", "snacks", "condiment", "g", {
    aliases: "guac, avocado dip, chunky guacamole, guacamole dip",
    densityGPerMl: 0.97,
    shelfLifeDays: { fridge: 5, freezer: 90 },
    nutrition: per100g(155, 2, 14.2, 8.6, 6.2, 240),
  }),
  food("falafel", "other", "protein", "pieces", {
    aliases: "falafels, felafel, falafel balls, falafel bites, falafel wrap filling",
    tags: ["high-carb"],
    gramsPerPiece: 17,
    shelfLifeDays: { fridge: 5, freezer: 90 },
    nutrition: per100g(333, 13.3, 17.8, 31.8, 4.9, 294),
  }),
];
