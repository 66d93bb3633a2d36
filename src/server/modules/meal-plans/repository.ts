import { and, asc, between, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mealPlans } from "../../db/schema/meal-plans";

export type MealPlanRow = typeof mealPlans.$inferSelect;

export async function insertMealPlan(db: Db, p: typeof mealPlans.$inferInsert): Promise<MealPlanRow> {
  const [row] = await db.insert(mealPlans).values(p).returning();
  return row;
}

/** Entries of a household whose day lies in [startDate, endDate] (inclusive, YYYY-MM-DD). */
export async function listMealPlans(db: Db, householdId: string, startDate: string, endDate: string): Promise<MealPlanRow[]> {
  return db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.householdId, householdId), between(mealPlans.day, startDate, endDate)))
    .orderBy(asc(mealPlans.day), asc(mealPlans.createdAt));
}
