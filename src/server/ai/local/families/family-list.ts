/**
 * The authored recipe families of the local engine, in a fixed order (the order breaks ranking
 * ties, so it must stay stable for determinism). Add a family to its file and it appears here.
 */
import type { RecipeFamily } from "../family-types";
import { BREAKFAST_BAKE_FAMILIES } from "./breakfast-bakes";
import { BREAKFAST_CLASSIC_FAMILIES } from "./breakfast-classics";
import { BREAKFAST_EGG_FAMILIES } from "./breakfast-eggs";
import { BREAKFAST_SWEET_FAMILIES } from "./breakfast-sweet";
import { BREAKFAST_WORLD_FAMILIES } from "./breakfast-world";
import { CURRY_FAMILIES } from "./curries";
import { CURRY_MORE_FAMILIES } from "./curries-more";
import { HANDHELD_FAMILIES } from "./handhelds";
import { MEXICAN_FAMILIES } from "./mexican";
import { NOODLE_RICE_FAMILIES } from "./noodles-rice";
import { OVEN_PAN_FAMILIES } from "./oven-and-pan";
import { OVEN_MAIN_FAMILIES } from "./oven-mains";
import { OVEN_MORE_FAMILIES } from "./oven-more";
import { PASTA_FAMILIES } from "./pasta";
import { PASTA_MORE_FAMILIES } from "./pasta-more";
import { RICE_WOK_FAMILIES } from "./rice-wok";
import { SALAD_BOWL_FAMILIES } from "./salads-bowls";
import { SALAD_WORLD_FAMILIES } from "./salads-world";
import { SNACK_FAMILIES } from "./snacks";
import { SNACK_MORE_FAMILIES } from "./snacks-more";
import { SAVORY_SNACK_FAMILIES } from "./snacks-savory";
import { SOUP_STEW_FAMILIES } from "./soups-stews";
import { SOUP_WORLD_FAMILIES } from "./soups-world";

/** Every recipe family, breakfast first and snacks last. */
export const RECIPE_FAMILIES: readonly RecipeFamily[] = [
  ...BREAKFAST_EGG_FAMILIES,
  ...BREAKFAST_SWEET_FAMILIES,
  ...BREAKFAST_CLASSIC_FAMILIES,
  ...BREAKFAST_WORLD_FAMILIES,
  ...BREAKFAST_BAKE_FAMILIES,
  ...PASTA_FAMILIES,
  ...PASTA_MORE_FAMILIES,
  ...RICE_WOK_FAMILIES,
  ...NOODLE_RICE_FAMILIES,
  ...SOUP_STEW_FAMILIES,
  ...SOUP_WORLD_FAMILIES,
  ...CURRY_FAMILIES,
  ...CURRY_MORE_FAMILIES,
  ...HANDHELD_FAMILIES,
  ...MEXICAN_FAMILIES,
  ...SALAD_BOWL_FAMILIES,
  ...SALAD_WORLD_FAMILIES,
  ...OVEN_PAN_FAMILIES,
  ...OVEN_MAIN_FAMILIES,
  ...OVEN_MORE_FAMILIES,
  ...SNACK_FAMILIES,
  ...SAVORY_SNACK_FAMILIES,
  ...SNACK_MORE_FAMILIES,
];
