import { and, asc, between, desc, eq, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import { mealPlanCookings, mealPlanSkips, type CookingChange } from "../../db/schema/meal-plan-cooking";
import { mealPlans } from "../../db/schema/meal-plans";
import type { Tx } from "../../kernel/db";

export type MealPlanRow = typeof mealPlans.$inferSelect;
export type CookingRow = typeof mealPlanCookings.$inferSelect;

export async function insertMealPlan(db: Tx, p: typeof mealPlans.$inferInsert): Promise<MealPlanRow> {
  const [row] = await db.insert(mealPlans).values(p).returning();
  return row;
}

/**
 * Entries of a household shown in [startDate, endDate] (inclusive, YYYY-MM-DD): single entries
 * on those days, plus every recurring series that started on or before endDate (the caller
 * expands them). Oldest day first.
 */
export async function listMealPlans(db: Tx, householdId: string, startDate: string, endDate: string): Promise<MealPlanRow[]> {
  return db
    .select()
    .from(mealPlans)
    .where(
      and(
        eq(mealPlans.householdId, householdId),
        or(
          and(isNull(mealPlans.recurrenceRule), between(mealPlans.day, startDate, endDate)),
          and(isNotNull(mealPlans.recurrenceRule), lte(mealPlans.day, endDate)),
        ),
      ),
    )
    .orderBy(asc(mealPlans.day), asc(mealPlans.createdAt));
}

/** One entry within the household (another household's id → null). */
export async function findMealPlan(db: Tx, householdId: string, id: string): Promise<MealPlanRow | null> {
  const [row] = await db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.id, id), eq(mealPlans.householdId, householdId)));
  return row ?? null;
}

export async function updateMealPlan(db: Tx, id: string, p: Partial<typeof mealPlans.$inferInsert>): Promise<MealPlanRow> {
  const [row] = await db.update(mealPlans).set(p).where(eq(mealPlans.id, id)).returning();
  return row;
}

export async function deleteMealPlan(db: Tx, id: string): Promise<void> {
  await db.delete(mealPlans).where(eq(mealPlans.id, id));
}

/** Skipped days of the given series. */
export async function listSkips(db: Tx, mealPlanIds: string[]): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  if (mealPlanIds.length === 0) return out;
  const rows = await db.select().from(mealPlanSkips).where(inArray(mealPlanSkips.mealPlanId, mealPlanIds));
  for (const r of rows) out.set(r.mealPlanId, (out.get(r.mealPlanId) ?? new Set()).add(r.day));
  return out;
}

/** Skip one occurrence of a series (idempotent). */
export async function insertSkip(db: Tx, mealPlanId: string, day: string): Promise<void> {
  await db.insert(mealPlanSkips).values({ mealPlanId, day }).onConflictDoNothing();
}

export async function insertCooking(
  db: Tx,
  p: { householdId: string; mealPlanId: string; userId: string; changes: CookingChange[]; interactionId: string | null },
): Promise<CookingRow> {
  const [row] = await db.insert(mealPlanCookings).values(p).returning();
  return row;
}

/** The entry's newest cooking that was not undone, if any. */
export async function findOpenCooking(db: Tx, mealPlanId: string): Promise<CookingRow | null> {
  const [row] = await db
    .select()
    .from(mealPlanCookings)
    .where(and(eq(mealPlanCookings.mealPlanId, mealPlanId), isNull(mealPlanCookings.undoneAt)))
    .orderBy(desc(mealPlanCookings.createdAt))
    .limit(1);
  return row ?? null;
}

/** Mark a cooking undone; false when another request undid it first. */
export async function markCookingUndone(db: Tx, id: string): Promise<boolean> {
  const rows = await db
    .update(mealPlanCookings)
    .set({ undoneAt: new Date() })
    .where(and(eq(mealPlanCookings.id, id), isNull(mealPlanCookings.undoneAt)))
    .returning({ id: mealPlanCookings.id });
  return rows.length > 0;
}

/** Update an entry only while its isCooked flag is `expected` (guards double cooking); null otherwise. */
export async function updateMealPlanIf(
  db: Tx,
  id: string,
  expected: boolean,
  p: Partial<typeof mealPlans.$inferInsert>,
): Promise<MealPlanRow | null> {
  const [row] = await db
    .update(mealPlans)
    .set(p)
    .where(and(eq(mealPlans.id, id), eq(mealPlans.isCooked, expected)))
    .returning();
  return row ?? null;
}
