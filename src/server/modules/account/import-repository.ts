import { and, eq, ne, sql } from "drizzle-orm";
import { mealPlanSkips } from "../../db/schema/meal-plan-cooking";
import { mealPlans } from "../../db/schema/meal-plans";
import { pantryHistory, pantryItems, products } from "../../db/schema/pantry";
import { recipes } from "../../db/schema/recipes";
import type { Tx } from "../../kernel/db";
import { chunked, yieldToEventLoop } from "../../lib/yield-to-event-loop";

/**
 * Rows per multi-row INSERT of an import. Measured on PGlite under load (2 cores, load 6): 500 rows
 * of history or pantry items took 110–400 ms per INSERT (their indexes), over issue 19's 200 ms, so
 * imports insert 100 at a time (about a fifth of that).
 */
export const IMPORT_INSERT_ROWS = 100;

/** Rows of an import, ready to insert (import-service importRows): new ids, this household's. */
export interface ImportRows {
  products: (typeof products.$inferInsert)[];
  pantryItems: (typeof pantryItems.$inferInsert)[];
  recipes: (typeof recipes.$inferInsert)[];
  mealPlans: (typeof mealPlans.$inferInsert)[];
  skips: (typeof mealPlanSkips.$inferInsert)[];
  history: (typeof pantryHistory.$inferInsert)[];
}

/** True when the household has no own (non-sample) pantry items, recipes, plans or history. */
export async function isHouseholdEmpty(db: Tx, householdId: string): Promise<boolean> {
  const hh = householdId;
  const [row] = await db
    .select({
      n: sql<number>`(
        (select count(*) from ${pantryItems} where ${and(eq(pantryItems.householdId, hh), ne(pantryItems.source, "sample"))})
        + (select count(*) from ${recipes} where ${eq(recipes.householdId, hh)})
        + (select count(*) from ${mealPlans} where ${eq(mealPlans.householdId, hh)})
        + (select count(*) from ${pantryHistory} where ${eq(pantryHistory.householdId, hh)}))::int`,
    })
    .from(sql`(select 1) as one`);
  return Number(row.n) === 0;
}

/**
 * Insert an import's rows, links first (products, items, recipes, plans, skipped days, history),
 * as multi-row INSERTs of IMPORT_INSERT_ROWS rows with a turn of the event loop before each (issue 19: a
 * long import must not stall other requests). Run it inside the import's transaction.
 */
export async function insertImportRows(tx: Tx, rows: ImportRows): Promise<void> {
  const insertAll = async <R>(list: R[], size: number, insert: (chunk: R[]) => Promise<unknown>) => {
    await yieldToEventLoop();
    await chunked(list, size, insert);
  };
  await insertAll(rows.products, IMPORT_INSERT_ROWS, (chunk) => tx.insert(products).values(chunk));
  await insertAll(rows.pantryItems, IMPORT_INSERT_ROWS, (chunk) => tx.insert(pantryItems).values(chunk));
  // Recipes carry up to 500 ingredients and 50 000 characters each: smaller chunks.
  await insertAll(rows.recipes, IMPORT_INSERT_ROWS / 2, (chunk) => tx.insert(recipes).values(chunk));
  await insertAll(rows.mealPlans, IMPORT_INSERT_ROWS, (chunk) => tx.insert(mealPlans).values(chunk));
  await insertAll(rows.skips, IMPORT_INSERT_ROWS, (chunk) => tx.insert(mealPlanSkips).values(chunk));
  await insertAll(rows.history, IMPORT_INSERT_ROWS, (chunk) => tx.insert(pantryHistory).values(chunk));
}
