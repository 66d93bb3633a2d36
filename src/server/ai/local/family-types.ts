/**
 * Types of the built-in recipe-idea engine's dish templates ("recipe families").
 *
 * A family is authored once (families/*.ts) with ingredient *names*; the engine resolves those
 * names to knowledge-base foods at module load (family-compile.ts) and fills the slots from a
 * household's pantry per request (slot-fill.ts).
 */
import type { DietTag, Food, FoodRole } from "../../../shared/food/types";
import type { MealType } from "../../../shared/schemas/common";

/** Units an authored amount may use. "taste" means "to taste" (no quantity). */
export type QtyUnit = "g" | "ml" | "piece" | "tbsp" | "tsp" | "slice" | "clove" | "taste";

/** An amount for ONE serving, e.g. { n: 120, unit: "g" }. */
export interface Qty {
  n: number;
  unit: QtyUnit;
}

/** Which foods may fill a slot. A food fits when it matches `roles` OR `names`, and none of `not`/`notTags`. */
export interface SlotFilter {
  roles?: FoodRole[];
  /** Ingredient names (resolved with matchFood) that fit regardless of role. */
  names?: string[];
  /** Ingredient names that never fit this slot, even when their role does. */
  not?: string[];
  /** Foods carrying any of these diet tags never fit. */
  notTags?: DietTag[];
}

/** One ingredient slot of a family, as authored. */
export interface SlotSpec extends SlotFilter {
  key: string;
  /** Minimum and maximum number of foods in the slot (min 0 = optional, filled from the pantry only). */
  min: number;
  max: number;
  /** Amount per serving for each food (or for the whole slot when `split`). */
  per: Qty;
  /** Amounts for particular foods, by ingredient name ({ "canned tomatoes": { n: 100, unit: "g" } }). */
  perFor?: Record<string, Qty>;
  /** When true, `per` is the slot total per serving, shared among the chosen foods. */
  split?: boolean;
  /** Names tried in order when the pantry cannot fill a required slot (first allowed one wins). */
  fallback?: string[];
  /** Part of the dish's defining ingredients (keyIngredients). */
  defining?: boolean;
}

/** A staple assumed on hand (salt, pepper, oil, water): listed, but not counted in the match. */
export interface StapleSpec {
  name: string;
  per: Qty;
}

/** Which drink suits the dish. `wine` is omitted for dishes that call for a soft drink only. */
export interface DrinkPair {
  wine?: string;
  soft: string;
}

/** One chosen ingredient of a filled slot. */
export interface Chosen {
  food: Food;
  /** The food's canonical name, lower case (what allIngredients lists). */
  name: string;
  /** How the steps call it: plural when several pieces or a countable food by weight ("mushrooms"). */
  label: string;
  /** The pantry item name it came from, or null when it is a fallback default. */
  pantryName: string | null;
  /** Amount per serving. */
  per: Qty;
  /** The amount for all servings, formatted ("300 g", "4 pieces", "to taste"). */
  amount: string;
}

/** Read-only view of a filled family handed to the authored text builders. */
export interface DishContext {
  servings: number;
  /** All foods chosen for a slot (empty when an optional slot stayed empty). */
  all(key: string): Chosen[];
  /** First chosen food of a slot, or undefined. */
  first(key: string): Chosen | undefined;
  has(key: string): boolean;
  /** "broccoli, carrots and bell pepper" (labels, lower case), "" when empty. */
  names(key: string): string;
  /** The labels of a slot's foods (["broccoli", "carrots"]). */
  labels(key: string): string[];
  /** The labels of several slots in one list: list("veg", "cheese") → "broccoli, carrots and feta". */
  list(...keys: string[]): string;
  /** "300 g chicken breast" / "200 g broccoli and 1 piece bell pepper", "" when empty. */
  qty(key: string): string;
  /** Title word of the first food ("Chicken Breast", "Black Bean"), "" when empty. */
  title(key: string): string;
  /** Title-cased names of all foods of the slot (["Broccoli", "Bell Pepper"]). */
  titles(key: string): string[];
  /** Formatted staple amount for all servings ("2 tbsp"). */
  staple(name: string): string;
  /** True when the first food of the slot is one of the named ingredients. */
  is(key: string, ...names: string[]): boolean;
  /** True when any chosen food of the slot carries the tag. */
  tagged(key: string, tag: DietTag): boolean;
  /** Scaled amount for free text in steps, e.g. scaled(250, "ml") → "500 ml" for 2 servings. */
  scaled(n: number, unit: QtyUnit): string;
  /** A vegetable from the pantry the dish does not use yet (for side dishes), or undefined. */
  spareVeg(): string | undefined;
}

/** Text that can depend on the chosen ingredients. */
export type Text<T = string> = (c: DishContext) => T;

/** A recipe family as authored in families/*.ts. */
export interface RecipeFamily {
  id: string;
  name: string;
  cuisine: string;
  mealTypes: MealType[];
  difficulty: "easy" | "medium" | "hard";
  /** Minutes for 2 servings; prep grows a little for larger households. */
  prepMin: number;
  cookMin: number;
  slots: SlotSpec[];
  staples: StapleSpec[];
  title: Text;
  description: Text;
  steps: Text<string[]>;
  tips: Text<string[]>;
  drink: Text<DrinkPair>;
  sides: Text<string[]>;
  /** Defaults to the title. */
  mainDish?: Text;
}
