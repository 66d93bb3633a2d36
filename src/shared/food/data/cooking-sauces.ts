/**
 * Cooking sauces and pastes: pesto, pasta sauces, salsa, miso, curry pastes, gravy. Category pantry.
 * Pesto contains cheese and pine nuts; creamy pasta sauces contain milk.
 * Curry sauces with cream or nuts (korma, butter chicken) are not aliased to curry paste, so their
 * words still raise dairy/nut flags.
 * Nutrition: USDA FoodData Central SR Legacy per 100 g, rounded; pastes that vary
 * (curry paste, pesto, alfredo) take FDC Branded Foods / typical labels.
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const COOKING_SAUCES: readonly Food[] = [
  food("pesto", "pantry", "sauce", "g", {
    aliases: "basil pesto, green pesto, red pesto, pesto sauce, pesto genovese, sun dried tomato pesto, pesto alla genovese",
    tags: ["dairy", "nut"],
    allergens: ["Dairy/Lactose", "Tree nuts", "Nuts"],
    densityGPerMl: 1.05,
    shelfLifeDays: { pantry: 365, fridge: 7 },
    nutrition: per100g(418, 5, 41, 7.3, 1.7, 1008),
  }),
  food("pasta-sauce", "pantry", "sauce", "g", {
    aliases: `marinara, marinara sauce, tomato sauce, spaghetti sauce, bolognese sauce, arrabbiata sauce, tomato and basil sauce,
      pizza sauce, napoli sauce, passata sauce, tomato pasta sauce, pasta bake sauce, puttanesca sauce, tomato and herb sauce,
      vodka sauce, red sauce, sugo`,
    densityGPerMl: 1.05,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(51, 1.4, 1.5, 8.1, 1.8, 437),
  }),
  food("salsa", "pantry", "condiment", "g", {
    aliases: "tomato salsa, salsa dip, chunky salsa, pico de gallo, salsa verde, mild salsa, hot salsa",
    densityGPerMl: 1.05,
    shelfLifeDays: { pantry: 365, fridge: 7 },
    nutrition: per100g(36, 1.5, 0.2, 7, 1.9, 430),
  }),
  food("miso", "pantry", "condiment", "g", {
    aliases: "miso paste, white miso, red miso, shiro miso, miso soup paste",
    tags: ["soy"],
    allergens: ["Soy"],
    densityGPerMl: 1.15,
    shelfLifeDays: { pantry: 365, fridge: 365 },
    nutrition: per100g(198, 12.8, 6, 25.4, 5.4, 3728),
  }),
  food("curry-paste", "pantry", "sauce", "g", {
    aliases: `tikka masala paste, madras paste, rogan josh paste, balti paste, tandoori paste, curry sauce, jalfrezi sauce,
      vindaloo paste, cooking sauce`,
    densityGPerMl: 1.05,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(100, 2, 3, 15, 3, 3900),
  }),
  food("gravy", "pantry", "sauce", "g", {
    aliases: "gravy granules, gravy mix, instant gravy, onion gravy, gravy powder",
    tags: ["gluten"],
    allergens: ["Gluten/Wheat"],
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(53, 3.8, 2.4, 4.8, 0.4, 547),
  }),
  food("alfredo-sauce", "pantry", "sauce", "g", {
    aliases: `alfredo, white sauce, cheese sauce, four cheese sauce, creamy pasta sauce, garlic parmesan sauce,
      alfredo pasta sauce, queso dip, nacho cheese sauce, queso, salsa con queso, queso blanco dip`,
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    shelfLifeDays: { pantry: 365, fridge: 10 },
    nutrition: per100g(160, 2.5, 14.5, 4.5, 0.2, 590),
  }),
  food("enchilada-sauce", "pantry", "sauce", "ml", {
    aliases: "red enchilada sauce, green enchilada sauce, enchilada sauces, mild enchilada sauce",
    shelfLifeDays: { pantry: 540 },
    nutrition: per100g(30, 0.8, 1.3, 4.5, 1.2, 560),
  }),
];
