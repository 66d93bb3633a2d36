/**
 * The authored recipe families of the local engine, in a fixed order (the order breaks ranking
 * ties, so it must stay stable for determinism). Add a family to its file and it appears here.
 */
import type { RecipeFamily } from "../family-types";
import { BREAKFAST_CLASSIC_FAMILIES } from "./breakfast-classics";
import { BREAKFAST_EGG_FAMILIES } from "./breakfast-eggs";
import { BREAKFAST_SWEET_FAMILIES } from "./breakfast-sweet";
import { CURRY_FAMILIES } from "./curries";
import { HANDHELD_FAMILIES } from "./handhelds";
import { OVEN_PAN_FAMILIES } from "./oven-and-pan";
import { PASTA_FAMILIES } from "./pasta";
import { RICE_WOK_FAMILIES } from "./rice-wok";
import { SALAD_BOWL_FAMILIES } from "./salads-bowls";
import { SNACK_FAMILIES } from "./snacks";
import { SAVORY_SNACK_FAMILIES } from "./snacks-savory";
import { SOUP_STEW_FAMILIES } from "./soups-stews";

/** Every recipe family, breakfast first and snacks last. */
export const RECIPE_FAMILIES: readonly RecipeFamily[] = [
  ...BREAKFAST_EGG_FAMILIES,
  ...BREAKFAST_SWEET_FAMILIES,
  ...BREAKFAST_CLASSIC_FAMILIES,
  ...PASTA_FAMILIES,
  ...RICE_WOK_FAMILIES,
  ...SOUP_STEW_FAMILIES,
  ...CURRY_FAMILIES,
  ...HANDHELD_FAMILIES,
  ...SALAD_BOWL_FAMILIES,
  ...OVEN_PAN_FAMILIES,
  ...SNACK_FAMILIES,
  ...SAVORY_SNACK_FAMILIES,
];
