/**
 * World-pantry staples: Korean, Japanese, Middle Eastern, Indian and Mexican pastes, pickles,
 * flours, wrappers, seaweed and canned vegetables. Category pantry (kimchi is kept in the fridge:
 * it has only a fridge life, which expiry estimates fall back to).
 * Tags follow the usual recipe: gochujang contains soybean and wheat; most commercial kimchi
 * contains fish sauce and salted shrimp; compounded asafoetida is cut with wheat flour; dashi is
 * made from bonito (fish).
 * Nutrition: USDA FoodData Central SR Legacy per 100 g, rounded; pastes used by the
 * spoon (gochujang, harissa, chili crisp) take FDC Branded Foods / typical labels.
 * Counted cans (water chestnuts, bamboo shoots): gramsPerPiece = drained weight of one small can.
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const WORLD_PANTRY: readonly Food[] = [
  food("gochujang", "pantry", "condiment", "g", {
    aliases: "gochujang paste, korean chili paste, korean red pepper paste, korean hot pepper paste, hot pepper paste",
    tags: ["soy", "gluten"],
    allergens: ["Soy", "Gluten/Wheat"],
    densityGPerMl: 1.2,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(220, 5, 1.5, 45, 2.5, 2900),
  }),
  food("harissa", "pantry", "condiment", "g", {
    aliases: "harissa paste, rose harissa, harissa sauce, north african chili paste",
    densityGPerMl: 1.05,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(130, 3, 9, 10, 5, 1800),
  }),
  food("chili-crisp", "pantry", "condiment", "g", {
    aliases: "chili oil, chili crunch, crispy chili oil, chili oil crisp, crispy chili in oil, lao gan ma, chiu chow chili oil",
    densityGPerMl: 0.9,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(620, 5, 60, 13, 3, 900),
  }),
  food("kimchi", "pantry", "condiment", "g", {
    aliases: "kimchee, kim chi, napa cabbage kimchi, cabbage kimchi, mak kimchi, radish kimchi, kkakdugi, spicy kimchi",
    tags: ["fish", "shellfish"],
    allergens: ["Fish", "Shellfish"],
    densityGPerMl: 0.63,
    shelfLifeDays: { fridge: 90 },
    nutrition: per100g(15, 1.1, 0.5, 2.4, 1.6, 498),
  }),
  food("wasabi", "pantry", "condiment", "g", {
    aliases: "wasabi paste, wasabi powder, japanese horseradish, wasabi tube",
    densityGPerMl: 1,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(109, 4.8, 0.6, 23.5, 7.8, 17),
  }),
  food("tamarind", "pantry", "condiment", "g", {
    aliases: "tamarind paste, tamarind concentrate, tamarind pulp, tamarind block, imli",
    densityGPerMl: 1.2,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(239, 2.8, 0.6, 62.5, 5.1, 28),
  }),
  food("pomegranate-molasses", "pantry", "condiment", "ml", {
    aliases: "pomegranate syrup, pomegranate molasses syrup, dibs rumman, grenadine molasses",
    densityGPerMl: 1.35,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(270, 0.5, 0, 67, 0, 30),
  }),
  food("chipotle-peppers", "pantry", "condiment", "pieces", {
    aliases: `chipotle pepper, chipotle, chipotles, chipotle in adobo, chipotles in adobo, chipotle peppers in adobo,
      chipotle peppers in adobo sauce, adobo sauce`,
    gramsPerPiece: 200,
    densityGPerMl: 1,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(67, 1.5, 1.5, 11, 4, 1300),
  }),
  food("masa-harina", "pantry", "baking", "g", {
    aliases: "masa, masa flour, corn masa flour, instant corn masa, maseca, nixtamalized corn flour",
    tags: ["high-carb"],
    densityGPerMl: 0.48,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(365, 9.3, 3.8, 76.3, 6.4, 5),
  }),
  food("gram-flour", "pantry", "baking", "g", {
    aliases: "chickpea flour, besan, garbanzo flour, garbanzo bean flour, channa flour, besan flour",
    tags: ["high-carb"],
    densityGPerMl: 0.39,
    shelfLifeDays: { pantry: 180, freezer: 365 },
    nutrition: per100g(387, 22.4, 6.7, 57.8, 10.8, 64),
  }),
  food("poppadom", "pantry", "bread", "pieces", {
    plural: "poppadoms",
    aliases: "poppadum, puppodum, papadum, pappadum, papad, appalam, mini poppadoms, ready to eat poppadoms",
    tags: ["high-carb"],
    gramsPerPiece: 10,
    shelfLifeDays: { pantry: 180 },
    nutrition: per100g(371, 25.6, 3.3, 59.9, 10, 1745),
  }),
  food("rice-paper", "pantry", "bread", "pieces", {
    aliases: "rice paper wrappers, rice paper sheets, rice paper rolls, banh trang, rice wrappers, summer roll wrappers",
    tags: ["high-carb"],
    gramsPerPiece: 9,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(334, 5.9, 0.6, 75, 1, 300),
  }),
  food("nori", "pantry", "other", "pieces", {
    aliases: `nori sheets, sushi nori, seaweed, dried seaweed, seaweed sheets, roasted seaweed, seaweed snacks, kombu, wakame,
      dulse, laver, kelp`,
    gramsPerPiece: 3,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(35, 5.8, 0.3, 5.1, 0.3, 48),
  }),
  food("water-chestnuts", "pantry", "vegetable", "pieces", {
    aliases: "water chestnut, sliced water chestnuts, canned water chestnuts, whole water chestnuts",
    gramsPerPiece: 140,
    shelfLifeDays: { pantry: 1095 },
    nutrition: per100g(50, 0.9, 0.1, 12.3, 2.5, 8),
  }),
  food("bamboo-shoots", "pantry", "vegetable", "pieces", {
    aliases: "bamboo shoot, sliced bamboo shoots, canned bamboo shoots, bamboo shoot strips",
    gramsPerPiece: 140,
    shelfLifeDays: { pantry: 1095 },
    nutrition: per100g(19, 1.7, 0.4, 3.2, 1.4, 7),
  }),
  food("fenugreek", "pantry", "spice", "g", {
    aliases: "methi, fenugreek seeds, fenugreek seed, ground fenugreek, fenugreek leaves, dried fenugreek leaves, kasuri methi",
    densityGPerMl: 0.75,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(323, 23, 6.4, 58.4, 24.6, 67),
  }),
  food("asafoetida", "pantry", "spice", "g", {
    aliases: "hing, asafetida, asafoetida powder, compounded asafoetida",
    tags: ["gluten"],
    allergens: ["Gluten/Wheat"],
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(297, 4, 1.1, 67.8, 4.1, 0),
  }),
  food("dashi", "pantry", "liquid", "g", {
    aliases: "dashi stock, dashi granules, dashi powder, hondashi, bonito flakes, katsuobushi, instant dashi, fish stock granules",
    tags: ["fish"],
    allergens: ["Fish"],
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(3, 0.5, 0, 0.3, 0, 250),
  }),
];
