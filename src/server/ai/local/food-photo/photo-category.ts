/**
 * SPEC §3 pantry category → the photo flow's own categories (SPEC §3 "The photo flow uses"),
 * with the food knowledge base deciding the finer choice inside the broad "pantry" category.
 * (The reverse direction, for storing, is pantryCategoryOf in src/shared/domain/photo-flow.ts.)
 */
import type { PhotoFlowCategory } from "../../../../shared/domain/photo-flow";
import { matchFood } from "../../../../shared/food/match";
import { foldText } from "../../../../shared/food/normalize";
import { ownValue } from "../../../../shared/own-key";
import type { FoodRole } from "../../../../shared/food/types";

const BY_CATEGORY: Record<string, PhotoFlowCategory> = {
  frozen: "Frozen",
  beverages: "Beverages",
  snacks: "Snacks",
  dairy: "Dairy & Eggs",
  meat: "Proteins",
  produce: "Produce",
};

/** Roles of shelf-stable ("pantry") foods → photo-flow category. */
const PANTRY_BY_ROLE: Partial<Record<FoodRole, PhotoFlowCategory>> = {
  grain: "Grains & Pasta",
  pasta: "Grains & Pasta",
  baking: "Grains & Pasta",
  legume: "Grains & Pasta",
  bread: "Bakery",
  spice: "Spices & Sauces",
  herb: "Spices & Sauces",
  condiment: "Spices & Sauces",
  sauce: "Spices & Sauces",
  fat: "Spices & Sauces",
  sweetener: "Spices & Sauces",
  nut: "Snacks",
  snack: "Snacks",
  fruit: "Snacks",
  beverage: "Beverages",
  protein: "Proteins",
  vegetable: "Canned & Jarred",
  liquid: "Canned & Jarred",
  dairy: "Canned & Jarred",
};

/** Knowledge-base pantry foods that (nearly) always come in cans or jars. */
const CANNED_FOODS = new Set(["soup", "rice-pudding", "baby-food", "baked-beans"]);

const CONTAINER_WORDS = /\b(canned|can|cans|tinned|tin|tins|jar|jarred|jars)\b/;

/**
 * The photo-flow category of a product.
 * Input: its SPEC §3 pantry category and, for the finer choice, its name.
 * Rules: frozen, beverages, snacks, dairy, meat and produce map directly (dairy → "Dairy & Eggs",
 * meat → "Proteins"). For "pantry": a name saying can/tin/jar, or a food that is fresh in the
 * knowledge base but shelf-stable here (tuna in water), → "Canned & Jarred" (dried herbs →
 * "Spices & Sauces", dried fruit → "Snacks"); otherwise by the
 * food's role (grains, pasta, flour, dried beans → "Grains & Pasta"; bread → "Bakery"; spices,
 * condiments, sauces, oils, sweeteners → "Spices & Sauces"; nuts, dried fruit → "Snacks"; …).
 * Anything unknown → "Item".
 */
export function photoCategoryFor(pantryCategory: string, name = ""): PhotoFlowCategory {
  const direct = ownValue(BY_CATEGORY, pantryCategory);
  if (direct) return direct;
  if (pantryCategory !== "pantry") return "Item";
  if (CONTAINER_WORDS.test(foldText(name))) return "Canned & Jarred";
  const food = matchFood(name)?.food;
  if (!food) return "Item";
  if (food.category === "meat" || food.category === "produce" || food.category === "dairy") {
    // A fresh food kept in the cupboard: dried herbs, dried fruit, or canned/packed.
    if (food.role === "herb" || food.role === "spice") return "Spices & Sauces";
    if (food.role === "fruit" && /\bdried\b/.test(foldText(name))) return "Snacks";
    return "Canned & Jarred";
  }
  if (CANNED_FOODS.has(food.id)) return "Canned & Jarred";
  return PANTRY_BY_ROLE[food.role] ?? "Item";
}
