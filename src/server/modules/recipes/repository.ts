import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { mealPlans } from "../../db/schema/meal-plans";
import { recipes } from "../../db/schema/recipes";
import type { Tx } from "../../kernel/db";

export type RecipeRow = typeof recipes.$inferSelect;

export async function insertRecipe(db: Tx, r: typeof recipes.$inferInsert): Promise<RecipeRow> {
  const [row] = await db.insert(recipes).values(r).returning();
  return row;
}

export async function listRecipes(db: Tx, householdId: string): Promise<RecipeRow[]> {
  return db.select().from(recipes).where(eq(recipes.householdId, householdId)).orderBy(desc(recipes.createdAt), desc(recipes.id));
}

/** Id and title of each of the household's recipes (no ingredients or instructions: for look-ups by id). */
export async function listRecipeTitles(db: Tx, householdId: string): Promise<{ id: string; title: string }[]> {
  return db.select({ id: recipes.id, title: recipes.title }).from(recipes).where(eq(recipes.householdId, householdId));
}

/**
 * The household's cooked meal plan entries that name a recipe: recipe id and day (YYYY-MM-DD), one
 * row per entry (the ranking model's cooked history besides 'cooked' interactions).
 */
export async function listCookedPlanEntries(db: Tx, householdId: string): Promise<{ recipeId: string; day: string }[]> {
  const rows = await db
    .select({ recipeId: mealPlans.recipeId, day: mealPlans.day })
    .from(mealPlans)
    .where(and(eq(mealPlans.householdId, householdId), eq(mealPlans.isCooked, true), isNotNull(mealPlans.recipeId)));
  return rows.map((r) => ({ recipeId: r.recipeId!, day: r.day }));
}

/** One recipe, only within the household (another household's id → null). */
export async function findRecipe(db: Tx, householdId: string, id: string): Promise<RecipeRow | null> {
  const [row] = await db
    .select()
    .from(recipes)
    .where(and(eq(recipes.id, id), eq(recipes.householdId, householdId)));
  return row ?? null;
}

/** The household's recipe imported from this source URL, if any (newest). */
export async function findRecipeBySource(db: Tx, householdId: string, sourceUrl: string): Promise<RecipeRow | null> {
  const [row] = await db
    .select()
    .from(recipes)
    .where(and(eq(recipes.householdId, householdId), eq(recipes.sourceUrl, sourceUrl)))
    .orderBy(desc(recipes.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findRecipesByIds(db: Tx, householdId: string, ids: string[]): Promise<RecipeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(recipes)
    .where(and(eq(recipes.householdId, householdId), inArray(recipes.id, ids)));
}

/** Update fields of a household's recipe; null when it is not the household's. */
export async function updateRecipe(
  db: Tx,
  householdId: string,
  id: string,
  patch: Partial<Pick<RecipeRow, "imageUrl" | "instructions" | "baseScore" | "tags">>,
): Promise<RecipeRow | null> {
  const [row] = await db
    .update(recipes)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(recipes.id, id), eq(recipes.householdId, householdId)))
    .returning();
  return row ?? null;
}

/**
 * Delete a household's recipe. Meal plan entries that pointed at it keep the meal under its
 * title (as a custom meal), so the plan never shows an empty slot. Returns the deleted row, or
 * null when it was not the household's.
 */
export async function deleteRecipe(db: Tx, householdId: string, id: string): Promise<RecipeRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(recipes)
      .where(and(eq(recipes.id, id), eq(recipes.householdId, householdId)))
      .for("update");
    if (!row) return null;
    await tx
      .update(mealPlans)
      .set({ customMealTitle: row.title, customMealLink: row.sourceUrl ?? row.recipeUrl })
      .where(and(eq(mealPlans.householdId, householdId), eq(mealPlans.recipeId, id)));
    await tx.delete(recipes).where(eq(recipes.id, id));
    return row;
  });
}

/** Id, title, source URL and ingredients of each of the household's recipes (import duplicate checks, issue 21). */
export async function listRecipeIdentities(
  db: Tx,
  householdId: string,
): Promise<Pick<RecipeRow, "id" | "title" | "sourceUrl" | "ingredients">[]> {
  return db
    .select({ id: recipes.id, title: recipes.title, sourceUrl: recipes.sourceUrl, ingredients: recipes.ingredients })
    .from(recipes)
    .where(eq(recipes.householdId, householdId));
}
