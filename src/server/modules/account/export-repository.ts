import { and, asc, eq } from "drizzle-orm";
import { mealPlanSkips } from "../../db/schema/meal-plan-cooking";
import { mealPlans } from "../../db/schema/meal-plans";
import { pantryHistory, pantryItems, products } from "../../db/schema/pantry";
import { recipes } from "../../db/schema/recipes";
import type { Tx } from "../../kernel/db";

/** Everything an export holds of one household, as rows (householdExportRows). */
export type HouseholdExportRows = Awaited<ReturnType<typeof householdExportRows>>;

/**
 * The household's own rows for an export, each list in creation order: products and pantry items
 * without the SPEC §4 sample items, recipes, meal plans (by day), their skipped days (by day) and
 * pantry history.
 */
export async function householdExportRows(db: Tx, householdId: string) {
  const hh = householdId;
  const [productRows, itemRows, recipeRows, planRows, historyRows] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(eq(products.householdId, hh), eq(products.isSample, false)))
      .orderBy(asc(products.createdAt), asc(products.id)),
    db
      .select({ item: pantryItems })
      .from(pantryItems)
      .innerJoin(products, eq(products.id, pantryItems.productId))
      .where(and(eq(pantryItems.householdId, hh), eq(products.isSample, false)))
      .orderBy(asc(pantryItems.createdAt), asc(pantryItems.id)),
    db.select().from(recipes).where(eq(recipes.householdId, hh)).orderBy(asc(recipes.createdAt), asc(recipes.id)),
    db
      .select()
      .from(mealPlans)
      .where(eq(mealPlans.householdId, hh))
      .orderBy(asc(mealPlans.day), asc(mealPlans.createdAt), asc(mealPlans.id)),
    db.select().from(pantryHistory).where(eq(pantryHistory.householdId, hh)).orderBy(asc(pantryHistory.createdAt), asc(pantryHistory.id)),
  ]);
  const skips = await db
    .select({ mealPlanId: mealPlanSkips.mealPlanId, day: mealPlanSkips.day })
    .from(mealPlanSkips)
    .innerJoin(mealPlans, eq(mealPlans.id, mealPlanSkips.mealPlanId))
    .where(eq(mealPlans.householdId, hh))
    .orderBy(asc(mealPlanSkips.day));
  return {
    products: productRows,
    pantryItems: itemRows.map((r) => r.item),
    recipes: recipeRows,
    mealPlans: planRows,
    skips,
    history: historyRows,
  };
}
