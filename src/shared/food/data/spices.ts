/**
 * Salt, pepper, ground and whole spices, spice blends. Category pantry, role spice.
 * Densities: FDC teaspoon weights (salt 1 tsp = 6 g → 1.22 g/ml; black pepper 2.3 g → 0.47;
 * cumin 2.1 g → 0.43; cinnamon 2.6 g → 0.53; 1 tsp = 4.92892159375 ml).
 * Nutrition: USDA FoodData Central SR Legacy, dried spice per 100 g, rounded; blends (garam masala,
 * five-spice, taco seasoning, za'atar) take typical labels.
 * Spices are used by the gram, so they are never tagged high-carb despite their carbohydrate.
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const SPICES: readonly Food[] = [
  food("salt", "pantry", "spice", "g", {
    aliases: `sea salt, table salt, kosher salt, rock salt, salt flakes, himalayan salt, pink salt, sea salt flakes, fine salt,
      iodised salt, iodized salt, coarse salt, garlic salt, celery salt, pink himalayan salt`,
    densityGPerMl: 1.22,
    shelfLifeDays: { pantry: 1825 },
    nutrition: per100g(0, 0, 0, 0, 0, 38758),
  }),
  food("black-pepper", "pantry", "spice", "g", {
    aliases: `ground black pepper, black peppercorns, peppercorns, cracked black pepper, ground pepper, white pepper,
      black pepper grinder, pepper grinder, mixed peppercorns, cracked pepper, whole black peppercorns, lemon pepper`,
    densityGPerMl: 0.47,
    shelfLifeDays: { pantry: 1095 },
    nutrition: per100g(251, 10.4, 3.3, 64, 25.3, 20),
  }),
  food("cumin", "pantry", "spice", "g", {
    aliases: "ground cumin, cumin seeds, cumin seed, jeera, cumin powder, whole cumin",
    densityGPerMl: 0.43,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(375, 17.8, 22.3, 44.2, 10.5, 168),
  }),
  food("paprika", "pantry", "spice", "g", {
    aliases: "smoked paprika, sweet paprika, hot paprika, pimenton, sweet smoked paprika, hungarian paprika",
    densityGPerMl: 0.46,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(282, 14.1, 12.9, 54, 34.9, 68),
  }),
  food("chili-flakes", "pantry", "spice", "g", {
    aliases: `red pepper flakes, crushed red pepper, chilli flakes, crushed chillies, dried chilli flakes, crushed chili,
      dried chillies, dried chili, chipotle flakes, aleppo pepper, gochugaru`,
    densityGPerMl: 0.37,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(318, 12, 17.3, 56.6, 27.2, 30),
  }),
  food("chili-powder", "pantry", "spice", "g", {
    aliases: `chilli powder, hot chili powder, mild chilli powder, cayenne pepper, cayenne, ancho chili powder, chipotle powder,
      kashmiri chilli powder, extra hot chilli powder`,
    densityGPerMl: 0.51,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(282, 13.5, 14.3, 49.7, 34.8, 1640),
  }),
  food("turmeric", "pantry", "spice", "g", {
    aliases: "ground turmeric, turmeric powder, haldi, fresh turmeric, turmeric root",
    densityGPerMl: 0.61,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(312, 9.7, 3.3, 67.1, 22.7, 27),
  }),
  food("cinnamon", "pantry", "spice", "g", {
    aliases: "ground cinnamon, cinnamon sticks, cinnamon stick, cassia, cinnamon powder, ceylon cinnamon, cinnamon bark, cassia bark",
    densityGPerMl: 0.53,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(247, 4, 1.2, 80.6, 53.1, 10),
  }),
  food("ground-ginger", "pantry", "spice", "g", {
    aliases: "ginger powder, dried ginger, ginger spice, crystallized ginger, crystallised ginger, candied ginger, stem ginger",
    densityGPerMl: 0.37,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(335, 9, 4.2, 71.6, 14.1, 27),
  }),
  food("garlic-powder", "pantry", "spice", "g", {
    aliases: "garlic granules, granulated garlic, dried garlic, garlic flakes",
    densityGPerMl: 0.63,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(331, 16.6, 0.7, 72.7, 9, 60),
  }),
  food("onion-powder", "pantry", "spice", "g", {
    aliases: "onion granules, dried onion, onion flakes, dried minced onion",
    densityGPerMl: 0.49,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(341, 10.4, 1, 79.1, 15.2, 73),
  }),
  food("curry-powder", "pantry", "spice", "g", {
    aliases: "madras curry powder, mild curry powder, hot curry powder, medium curry powder, japanese curry powder",
    densityGPerMl: 0.41,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(325, 14.3, 14, 55.8, 53.2, 52),
  }),
  food("garam-masala", "pantry", "spice", "g", {
    aliases: "garam masala powder, tandoori masala, chaat masala, tikka masala spice, masala spice",
    densityGPerMl: 0.41,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(379, 13, 15, 50, 26, 96),
  }),
  food("coriander-seed", "pantry", "spice", "g", {
    aliases: "ground coriander, coriander seeds, coriander powder, whole coriander, dhania powder",
    densityGPerMl: 0.37,
    shelfLifeDays: { pantry: 1095 },
    nutrition: per100g(298, 12.4, 17.8, 55, 41.9, 35),
  }),
  food("fennel-seeds", "pantry", "spice", "g", {
    aliases: "fennel seed, ground fennel, fennel powder, caraway seeds, caraway",
    densityGPerMl: 0.4,
    shelfLifeDays: { pantry: 1095 },
    nutrition: per100g(345, 15.8, 14.9, 52.3, 39.8, 88),
  }),
  food("nutmeg", "pantry", "spice", "g", {
    aliases: "ground nutmeg, whole nutmeg, mace",
    densityGPerMl: 0.45,
    shelfLifeDays: { pantry: 1095 },
    nutrition: per100g(525, 5.8, 36.3, 49.3, 20.8, 16),
  }),
  food("cloves", "pantry", "spice", "g", {
    aliases: "clove, ground cloves, whole cloves, clove powder",
    densityGPerMl: 0.43,
    shelfLifeDays: { pantry: 1095 },
    nutrition: per100g(274, 6, 13, 65.5, 33.9, 277),
  }),
  food("cardamom", "pantry", "spice", "g", {
    aliases: "cardamom pods, green cardamom, ground cardamom, black cardamom, cardamom seeds",
    densityGPerMl: 0.41,
    shelfLifeDays: { pantry: 1095 },
    nutrition: per100g(311, 10.8, 6.7, 68.5, 28, 18),
  }),
  food("allspice", "pantry", "spice", "g", {
    aliases: "ground allspice, pimento, allspice berries, mixed spice, pumpkin spice, pumpkin pie spice, apple pie spice",
    densityGPerMl: 0.4,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(263, 6.1, 8.7, 72.1, 21.6, 77),
  }),
  food("saffron", "pantry", "spice", "g", {
    aliases: "saffron threads, saffron strands, saffron powder",
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(310, 11.4, 5.9, 65.4, 3.9, 148),
  }),
  food("five-spice", "pantry", "spice", "g", {
    aliases: "chinese five spice, five spice powder, star anise, anise, aniseed",
    densityGPerMl: 0.45,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(347, 10, 10, 65, 35, 30),
  }),
  food("taco-seasoning", "pantry", "spice", "g", {
    aliases: `fajita seasoning, taco seasoning mix, fajita spice mix, chili seasoning, burrito seasoning, mexican seasoning,
      cajun seasoning, cajun spice, jerk seasoning, creole seasoning, bbq rub, steak seasoning, all purpose seasoning, seasoning,
      spice mix, ras el hanout, baharat, berbere, old bay seasoning, sumac, crab boil, shrimp boil, seafood boil,
      crawfish boil, adobo seasoning, adobo, sazon`,
    densityGPerMl: 0.5,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(263, 5, 2, 54, 10, 7500),
  }),
  food("zaatar", "pantry", "spice", "g", {
    name: "za'atar",
    aliases: "zaatar, zahtar, za atar",
    tags: ["sesame"],
    allergens: ["Sesame"],
    densityGPerMl: 0.4,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(300, 10, 12, 40, 20, 1500),
  }),
];
