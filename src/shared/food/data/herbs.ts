/**
 * Herbs. Herbs usually bought fresh (basil, cilantro, parsley, mint, dill, chives, lemongrass)
 * are category produce with fresh nutrition; herbs usually kept dried (oregano, thyme, rosemary,
 * sage, bay, tarragon, mixed herbs) are category pantry with dried nutrition. Role herb.
 * Nutrition: USDA FoodData Central SR Legacy per 100 g, rounded.
 * Densities (dried): FDC teaspoon weights (oregano 1 tsp ≈ 1 g → 0.2 g/ml).
 * UK "coriander" means the leaves (cilantro); ground coriander is in spices.ts.
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const HERBS: readonly Food[] = [
  food("basil", "produce", "herb", "g", {
    aliases: "fresh basil, sweet basil, basil leaves, thai basil, dried basil, holy basil, basil plant, genovese basil",
    densityGPerMl: 0.1,
    shelfLifeDays: { pantry: 730, fridge: 7, freezer: 120 },
    nutrition: per100g(23, 3.2, 0.6, 2.7, 1.6, 4),
  }),
  food("cilantro", "produce", "herb", "g", {
    aliases: "coriander, fresh coriander, coriander leaves, chinese parsley, cilantro leaves, coriander leaf, dhania",
    densityGPerMl: 0.07,
    shelfLifeDays: { pantry: 730, fridge: 10, freezer: 120 },
    nutrition: per100g(23, 2.1, 0.5, 3.7, 2.8, 46),
  }),
  food("parsley", "produce", "herb", "g", {
    aliases: "flat leaf parsley, curly parsley, italian parsley, fresh parsley, dried parsley, parsley leaves",
    densityGPerMl: 0.25,
    shelfLifeDays: { pantry: 730, fridge: 10, freezer: 180 },
    nutrition: per100g(36, 3, 0.8, 6.3, 3.3, 56),
  }),
  food("mint", "produce", "herb", "g", {
    aliases: "fresh mint, mint leaves, spearmint, peppermint, garden mint, dried mint",
    densityGPerMl: 0.11,
    shelfLifeDays: { pantry: 730, fridge: 10 },
    nutrition: per100g(44, 3.3, 0.7, 8.4, 6.8, 31),
  }),
  food("dill", "produce", "herb", "g", {
    aliases: "dill weed, fresh dill, dried dill, dill fronds",
    densityGPerMl: 0.06,
    shelfLifeDays: { pantry: 730, fridge: 10, freezer: 180 },
    nutrition: per100g(43, 3.5, 1.1, 7, 2.1, 61),
  }),
  food("chives", "produce", "herb", "g", {
    aliases: "chive, fresh chives, garlic chives, snipped chives",
    densityGPerMl: 0.2,
    shelfLifeDays: { pantry: 730, fridge: 10, freezer: 180 },
    nutrition: per100g(30, 3.3, 0.7, 4.4, 2.5, 3),
  }),
  food("lemongrass", "produce", "herb", "pieces", {
    aliases: "lemon grass, lemongrass stalk, lemongrass paste, kaffir lime leaves, lime leaves, makrut lime leaves",
    gramsPerPiece: 20,
    shelfLifeDays: { fridge: 14, freezer: 180 },
    nutrition: per100g(99, 1.8, 0.5, 25.3, undefined, 6),
  }),
  food("oregano", "pantry", "herb", "g", {
    aliases: "dried oregano, oregano leaves, fresh oregano, marjoram, greek oregano, mexican oregano",
    densityGPerMl: 0.2,
    shelfLifeDays: { pantry: 730, fridge: 10 },
    nutrition: per100g(265, 9, 4.3, 68.9, 42.5, 25),
  }),
  food("thyme", "pantry", "herb", "g", {
    aliases: "dried thyme, fresh thyme, thyme leaves, lemon thyme, thyme sprigs",
    densityGPerMl: 0.2,
    shelfLifeDays: { pantry: 730, fridge: 14, freezer: 180 },
    nutrition: per100g(276, 9.1, 7.4, 63.9, 37, 55),
  }),
  food("rosemary", "pantry", "herb", "g", {
    aliases: "dried rosemary, fresh rosemary, rosemary sprigs, rosemary leaves",
    densityGPerMl: 0.25,
    shelfLifeDays: { pantry: 730, fridge: 14, freezer: 180 },
    nutrition: per100g(331, 4.9, 15.2, 64.1, 42.6, 50),
  }),
  food("sage", "pantry", "herb", "g", {
    aliases: "dried sage, fresh sage, rubbed sage, sage leaves, ground sage",
    densityGPerMl: 0.14,
    shelfLifeDays: { pantry: 730, fridge: 10 },
    nutrition: per100g(315, 10.6, 12.8, 60.7, 40.3, 11),
  }),
  food("bay-leaf", "pantry", "herb", "pieces", {
    plural: "bay leaves",
    aliases: "bay, dried bay leaves, laurel leaves, fresh bay leaves",
    gramsPerPiece: 0.2,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(313, 7.6, 8.4, 75, 26.3, 23),
  }),
  food("tarragon", "pantry", "herb", "g", {
    aliases: "dried tarragon, fresh tarragon, french tarragon, chervil",
    densityGPerMl: 0.16,
    shelfLifeDays: { pantry: 730, fridge: 7 },
    nutrition: per100g(295, 22.8, 7.2, 50.2, 7.4, 62),
  }),
  food("italian-seasoning", "pantry", "herb", "g", {
    aliases: `mixed herbs, dried mixed herbs, herbes de provence, italian herbs, mediterranean herbs, herb mix, dried herbs,
      fines herbes, bouquet garni, herbs`,
    densityGPerMl: 0.2,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(271, 10, 5.5, 64, 40, 45),
  }),
];
