/**
 * Types of the ingredient-line parser (src/shared/food/ingredient-line).
 *
 * A recipe ingredient line ("1 1/2 cups chicken broth, warmed") is split into an amount, a unit
 * from one canonical vocabulary (see unit-table.ts), the food name a cook would put on a shopping
 * list, and a note holding everything else (preparation, sizes, comments, alternatives amounts).
 */

/** The parser's answer for one line. Numbers are plain decimals (½ → 0.5, "1 1/4" → 1.25). */
export interface ParsedIngredientLine {
  /** First (or only) quantity; the lower end of a range; null when the line has no amount. */
  qty: number | null;
  /** Upper end of a range ("2-3", "2 to 3", "2 or 3" → 3); null when not a range. */
  qtyMax: number | null;
  /** Canonical unit (unit-table.ts), e.g. "tablespoon", "cup", "g", "clove"; null when none. */
  unit: string | null;
  /** Food name without amounts, units, sizes, preparation or comments; "" only for empty lines. */
  ingredient: string;
  /** Everything else worth keeping ("finely minced", "14 oz", "to taste"), ", "-joined; or null. */
  note: string | null;
}
