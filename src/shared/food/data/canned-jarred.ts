/**
 * Canned and jarred staples: tomatoes, coconut milk, stocks and broths, soups, olives, pickles.
 * Category pantry. Counted cans: gramsPerPiece = net weight of one standard can (400 g).
 * Nutrition: USDA FoodData Central SR Legacy per 100 g, rounded (broths "ready to serve").
 * Meat and chicken stocks carry the meat/poultry tag (vegetarian conflict); stock cubes and
 * "stock" without a named animal are taken as vegetable stock.
 * Also sauerkraut, canned pumpkin, roasted peppers, canned fruit and applesauce.
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const CANNED_JARRED: readonly Food[] = [
  food("canned-tomatoes", "pantry", "vegetable", "pieces", {
    aliases: `chopped tomatoes, tinned tomatoes, diced tomatoes, plum tomatoes, crushed tomatoes, whole peeled tomatoes,
      peeled tomatoes, passata, tomato passata, strained tomatoes, canned tomato, tinned chopped tomatoes, san marzano tomatoes, polpa,
      finely chopped tomatoes, fire roasted tomatoes,
      stewed tomatoes, tomatoes with green chilies, diced tomatoes and green chilies, tomatoes and green chiles,
      petite diced tomatoes`,
    kindOf: "tomato",
    gramsPerPiece: 400,
    densityGPerMl: 1.03,
    shelfLifeDays: { pantry: 540 },
    nutrition: per100g(16, 0.8, 0.1, 3.5, 0.9, 186),
  }),
  food("tomato-paste", "pantry", "condiment", "g", {
    aliases: "tomato puree, tomato concentrate, double concentrated tomato paste, tomato paste tube, concentrated tomato puree",
    densityGPerMl: 1.1,
    shelfLifeDays: { pantry: 540 },
    nutrition: per100g(82, 4.3, 0.5, 18.9, 4.1, 59),
  }),
  food("sun-dried-tomatoes", "pantry", "vegetable", "g", {
    aliases: "sun dried tomato, sundried tomatoes, semi dried tomatoes, sunblush tomatoes",
    tags: ["high-carb"],
    densityGPerMl: 0.23,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(258, 14.1, 3, 55.8, 12.3, 2095),
  }),
  food("coconut-milk", "pantry", "liquid", "pieces", {
    aliases: `coconut cream, light coconut milk, tinned coconut milk, canned coconut milk, reduced fat coconut milk, creamed coconut,
      full fat coconut milk, cream of coconut,
      coconut milk powder, coconut powder`,
    gramsPerPiece: 400,
    densityGPerMl: 0.97,
    shelfLifeDays: { pantry: 540 },
    nutrition: per100g(197, 2, 21.3, 2.8, 0, 13),
  }),
  food("vegetable-broth", "pantry", "liquid", "ml", {
    aliases: `vegetable stock, veg stock, stock, broth, stock cube, stock cubes, bouillon, vegetable bouillon, stock pot,
      vegetable stock cube, vegetable stock pot, vegan stock, bouillon powder, stock powder, vegetable stock powder,
      better than bouillon, bouillon base, soup base`,
    densityGPerMl: 1,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(5, 0.2, 0.1, 0.9, 0, 300),
  }),
  food("chicken-broth", "pantry", "liquid", "ml", {
    aliases: `chicken stock, chicken bouillon, chicken stock cube, chicken stock pot, chicken bone broth, chicken stock powder,
      chicken consomme, bone broth`,
    kindOf: "stock, broth",
    tags: ["poultry"],
    densityGPerMl: 1,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(15, 1.6, 0.5, 1, 0, 343),
  }),
  food("beef-broth", "pantry", "liquid", "ml", {
    aliases: "beef stock, beef bouillon, beef stock cube, beef stock pot, beef consomme, beef bone broth, lamb stock",
    kindOf: "stock, broth",
    tags: ["meat"],
    densityGPerMl: 1,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(7, 1.1, 0.2, 0.1, 0, 372),
  }),
  food("soup", "pantry", "other", "pieces", {
    aliases: `tomato soup, vegetable soup, canned soup, tinned soup, minestrone, lentil soup, cup a soup, carrot and coriander soup,
      pea soup, soup pouch, mushroom soup, cream of tomato soup, gazpacho, stew, chowder, bisque, gumbo, ramen soup, pho,
      borscht, borsch, matzo ball soup`,
    gramsPerPiece: 400,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(40, 1.8, 1.2, 5.5, 0.8, 340),
  }),
  food("olives", "pantry", "condiment", "g", {
    aliases: `olive, black olives, green olives, kalamata olives, pitted olives, stuffed olives, castelvetrano olives, sliced olives,
      olives in brine, pimento olives,
      tapenade, olive tapenade, black olive tapenade`,
    densityGPerMl: 0.57,
    shelfLifeDays: { pantry: 540 },
    nutrition: per100g(115, 0.8, 10.7, 6.3, 3.2, 735),
  }),
  food("pickles", "pantry", "condiment", "g", {
    aliases: `pickle, gherkins, gherkin, dill pickles, cornichons, pickled cucumbers, bread and butter pickles, sweet pickle, relish,
      pickled onions, cocktail onions, pickled pearl onions, pickled vegetables, pepperoncini, giardiniera, pickled beets,
      dill spears, kosher dill, kosher dills, dill chips, pickle chips, pickle spears, hot pepper rings, banana pepper rings,
      pepper rings, sandwich pickles, pickle slices, dill pickle chips,
      sushi ginger, pickled ginger, gari,
      dilly beans, pickled green beans, grape leaves, vine leaves, stuffed grape leaves, dolmas, dolmades`,
    densityGPerMl: 0.6,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(12, 0.5, 0.2, 2.4, 1, 809),
  }),
  food("capers", "pantry", "condiment", "g", {
    aliases: "caper, capers in brine, caperberries, baby capers",
    densityGPerMl: 0.58,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(23, 2.4, 0.9, 4.9, 3.2, 2348),
  }),
  food("sauerkraut", "pantry", "condiment", "g", {
    aliases: "sour cabbage, fermented cabbage, kraut, jarred sauerkraut, raw sauerkraut",
    densityGPerMl: 0.6,
    shelfLifeDays: { pantry: 540, fridge: 60 },
    nutrition: per100g(19, 0.9, 0.1, 4.3, 2.9, 661),
  }),
  food("pumpkin-puree", "pantry", "vegetable", "pieces", {
    aliases: "canned pumpkin, tinned pumpkin, pure pumpkin, solid pack pumpkin, pumpkin pie filling, pumpkin puree can",
    gramsPerPiece: 425,
    densityGPerMl: 1.04,
    shelfLifeDays: { pantry: 1095 },
    nutrition: per100g(34, 1.1, 0.3, 8.1, 2.9, 5),
  }),
  food("roasted-red-peppers", "pantry", "vegetable", "g", {
    aliases: `roasted red pepper, roasted peppers, roasted bell pepper, roasted bell peppers, roasted red bell peppers,
      fire roasted peppers, fire roasted red peppers, roasted yellow peppers, roasted pepper strips, flame roasted peppers,
      jarred roasted peppers, piquillo peppers, pimientos, pimiento`,
    densityGPerMl: 0.7,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(28, 1, 0.3, 5.5, 1.2, 600),
  }),
  food("canned-fruit", "pantry", "fruit", "pieces", {
    aliases: `tinned fruit, fruit cocktail, canned peaches, tinned peaches, peach slices in juice, canned pineapple,
      tinned pineapple, canned pears, tinned pears, mandarin segments, canned mandarins, fruit in syrup, fruit in juice,
      fruit cups, canned apricots, pie filling, cherry pie filling, apple pie filling,
      maraschino cherries, maraschino, fruit cocktail cups, peach cups, pear halves in juice, lychees in syrup`,
    tags: ["high-carb"],
    gramsPerPiece: 410,
    shelfLifeDays: { pantry: 540 },
    nutrition: per100g(57, 0.4, 0.1, 14.9, 1, 6),
  }),
  food("applesauce", "pantry", "fruit", "g", {
    aliases: "apple sauce, apple puree, unsweetened applesauce, applesauce cups, apple sauce pouch, bramley apple sauce",
    tags: ["high-carb"],
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(68, 0.2, 0.2, 17.5, 1.2, 2),
  }),
];
