import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { recipes } from "../../db/schema/recipes";

export type RecipeRow = typeof recipes.$inferSelect;

export async function insertRecipe(db: Db, r: typeof recipes.$inferInsert): Promise<RecipeRow> {
  const [row] = await db.insert(recipes).values(r).returning();
  return row;
}

export async function listRecipes(db: Db, householdId: string): Promise<RecipeRow[]> {
  return db.select().from(recipes).where(eq(recipes.householdId, householdId)).orderBy(desc(recipes.createdAt));
}

/** One recipe, only within the household (another household's id → null). */
export async function findRecipe(db: Db, householdId: string, id: string): Promise<RecipeRow | null> {
  const [row] = await db.select().from(recipes).where(and(eq(recipes.id, id), eq(recipes.householdId, householdId)));
  return row ?? null;
}

export async function findRecipesByIds(db: Db, householdId: string, ids: string[]): Promise<RecipeRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(recipes).where(and(eq(recipes.householdId, householdId), inArray(recipes.id, ids)));
}
