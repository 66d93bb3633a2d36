/**
 * Condiments, table sauces, Asian bottled sauces and salad dressings. Category pantry.
 * Tags follow the usual recipe: soy sauce is brewed from soy and wheat; Worcestershire sauce
 * and fish sauce contain anchovy/fish; oyster sauce contains oyster extract; mayonnaise contains
 * egg; hoisin and teriyaki contain soy and wheat.
 * Nutrition: USDA FoodData Central SR Legacy per 100 g, rounded; products that vary
 * take the FDC generic entry or a typical label (sweet chili sauce, chutney, dressings).
 * Densities: FDC tablespoon weights (soy sauce 1 tbsp ≈ 18 g → 1.2 g/ml; ketchup 17 g → 1.15 g/ml),
 * 1.05 g/ml for other thick sauces. Cooking sauces and pastes are in cooking-sauces.ts.
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const CONDIMENTS_SAUCES: readonly Food[] = [
  food("soy-sauce", "pantry", "sauce", "ml", {
    aliases: `light soy sauce, dark soy sauce, shoyu, soya sauce, low sodium soy sauce, reduced salt soy sauce, kecap manis,
      sweet soy sauce, ponzu`,
    tags: ["soy", "gluten"],
    allergens: ["Soy", "Gluten/Wheat"],
    densityGPerMl: 1.2,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(53, 8.1, 0.6, 4.9, 0.8, 5493),
  }),
  food("tamari", "pantry", "sauce", "ml", {
    aliases: "tamari sauce, gluten free soy sauce, wheat free soy sauce",
    tags: ["soy"],
    allergens: ["Soy"],
    densityGPerMl: 1.2,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(60, 10.5, 0.1, 5.6, 0.8, 5586),
  }),
  food("ketchup", "pantry", "condiment", "g", {
    aliases: "tomato ketchup, catsup, reduced sugar ketchup, cocktail sauce",
    tags: ["high-carb"],
    densityGPerMl: 1.15,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(101, 1, 0.1, 27.4, 0.3, 907),
  }),
  food("mayonnaise", "pantry", "condiment", "g", {
    aliases: `mayo, real mayonnaise, light mayonnaise, garlic mayo, aioli, salad cream, japanese mayonnaise, kewpie mayo, tartare sauce,
      tartar sauce, miracle whip, sandwich spread, vegan mayo, mayo alternative`,
    tags: ["egg"],
    allergens: ["Eggs"],
    densityGPerMl: 0.93,
    shelfLifeDays: { pantry: 90 },
    nutrition: per100g(680, 1, 75, 0.6, 0, 635),
  }),
  food("mustard", "pantry", "condiment", "g", {
    aliases: `dijon mustard, dijon, wholegrain mustard, whole grain mustard, english mustard, yellow mustard, american mustard,
      honey mustard, french mustard, spicy brown mustard, mustard powder, mustard seeds`,
    densityGPerMl: 1.05,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(60, 3.7, 3.3, 5.8, 4, 1104),
  }),
  food("hot-sauce", "pantry", "condiment", "ml", {
    aliases: `sriracha, tabasco, chili sauce, hot pepper sauce, peri peri sauce, piri piri sauce, chili paste, sambal oelek,
      chipotle sauce, buffalo sauce, wing sauce, buffalo wing sauce`,
    densityGPerMl: 1.05,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(11, 0.5, 0.4, 1.8, 0.3, 2643),
  }),
  food("sweet-chili-sauce", "pantry", "sauce", "ml", {
    aliases: "sweet chilli dipping sauce, thai sweet chili sauce",
    tags: ["high-carb"],
    densityGPerMl: 1.25,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(228, 0.5, 0.3, 55, 1, 1300),
  }),
  food("bbq-sauce", "pantry", "sauce", "ml", {
    aliases: "barbecue sauce, barbeque sauce, bbq, smoky bbq sauce, hickory bbq sauce, brown sauce, hp sauce, steak sauce",
    tags: ["high-carb"],
    densityGPerMl: 1.1,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(172, 0.8, 0.6, 40.8, 0.9, 1027),
  }),
  food("worcestershire-sauce", "pantry", "sauce", "ml", {
    aliases: "worcester sauce, worcestershire, lea and perrins",
    tags: ["fish"],
    allergens: ["Fish"],
    densityGPerMl: 1.1,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(78, 0, 0, 19.5, 0, 980),
  }),
  food("fish-sauce", "pantry", "sauce", "ml", {
    aliases: "nam pla, nuoc mam, thai fish sauce",
    tags: ["fish"],
    allergens: ["Fish"],
    densityGPerMl: 1.2,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(35, 5.1, 0, 3.6, 0, 7851),
  }),
  food("oyster-sauce", "pantry", "sauce", "ml", {
    aliases: "oyster flavoured sauce",
    tags: ["shellfish"],
    allergens: ["Shellfish"],
    densityGPerMl: 1.2,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(51, 1.4, 0.3, 10.9, 0.3, 2733),
  }),
  food("hoisin-sauce", "pantry", "sauce", "ml", {
    aliases: "hoisin, plum sauce, char siu sauce",
    tags: ["soy", "gluten", "high-carb"],
    allergens: ["Soy", "Gluten/Wheat"],
    densityGPerMl: 1.2,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(220, 3.3, 3.4, 44.1, 2.8, 1615),
  }),
  food("teriyaki-sauce", "pantry", "sauce", "ml", {
    aliases: "teriyaki, teriyaki marinade, stir fry sauce, black bean sauce",
    tags: ["soy", "gluten"],
    allergens: ["Soy", "Gluten/Wheat"],
    densityGPerMl: 1.15,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(89, 5.9, 0, 15.6, 0.1, 3833),
  }),
  food("lemon-juice", "pantry", "condiment", "ml", {
    aliases: "bottled lemon juice, lime juice, fresh lemon juice, squeezy lemon",
    densityGPerMl: 1.03,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(22, 0.4, 0.2, 6.9, 0.3, 1),
  }),
  food("chutney", "pantry", "condiment", "g", {
    aliases: `mango chutney, onion chutney, caramelised onion chutney, tomato chutney, branston pickle, piccalilli, cranberry sauce,
      mint sauce, mint jelly`,
    tags: ["high-carb"],
    densityGPerMl: 1.3,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(200, 0.6, 0.3, 50, 1.5, 700),
  }),
  food("yeast-extract", "pantry", "condiment", "g", {
    aliases: "marmite, vegemite, yeast spread",
    tags: ["gluten"],
    allergens: ["Gluten/Wheat"],
    densityGPerMl: 1.2,
    shelfLifeDays: { pantry: 540 },
    nutrition: per100g(185, 23.9, 0.9, 20.4, 6.9, 3380),
  }),
  food("salad-dressing", "pantry", "condiment", "ml", {
    aliases: `dressing, salad dressings, vinaigrette, french dressing, italian dressing, thousand island dressing, thousand island,
      balsamic dressing, greek dressing, lemon dressing, light dressing, fat free dressing, house dressing, asian dressing`,
    densityGPerMl: 1,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(240, 0.4, 21.1, 12.2, 0, 993),
  }),
  food("ranch-dressing", "pantry", "condiment", "ml", {
    aliases: "ranch, buttermilk ranch, ranch sauce, hidden valley ranch",
    tags: ["dairy", "egg"],
    allergens: ["Dairy/Lactose", "Eggs"],
    densityGPerMl: 1,
    shelfLifeDays: { pantry: 365, fridge: 60 },
    nutrition: per100g(430, 1.3, 44.5, 5.9, 0.4, 901),
  }),
];
