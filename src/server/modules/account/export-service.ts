import { and, asc, eq } from "drizzle-orm";
import { EXPORT_VERSION, type HouseholdExport } from "../../../shared/schemas/account";
import type { MealType } from "../../../shared/schemas/common";
import type { HISTORY_ACTIONS } from "../../../shared/schemas/history";
import type { AppDeps } from "../../app-deps";
import { mealPlanSkips } from "../../db/schema/meal-plan-cooking";
import { mealPlans } from "../../db/schema/meal-plans";
import { pantryHistory, pantryItems, products } from "../../db/schema/pantry";
import { recipes } from "../../db/schema/recipes";
import type { SessionUser } from "../auth/service";
import { getSettings } from "../user-settings/repository";

const iso = (d: Date) => d.toISOString();
/** "/api/images/{householdId}/{uuid}.webp" of this household → its storage key, else null. */
const OWN_IMAGE = /^\/api\/images\/([0-9a-f-]{36})\/([0-9a-f-]{36})\.webp$/;

/**
 * GET /api/account/export: the household's own data as one JSON document (householdExportSchema):
 * products and pantry items (SPEC §4 sample items left out: every household gets those), recipes
 * with their stored images (base64), meal plans with their skipped days, pantry history and the caller's settings. Rows
 * come in creation order, so two exports of equal households are equal apart from ids and times
 * of export.
 */
export async function exportHousehold(deps: Pick<AppDeps, "db" | "storage">, user: SessionUser): Promise<HouseholdExport> {
  const { db } = deps;
  const hh = user.householdId;
  const [settings, productRows, itemRows, recipeRows, planRows, historyRows] = await Promise.all([
    getSettings(db, user.id),
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
  // Looked up by key, not by scanning lists (issue 19: thousands of plans or recipes stay linear).
  const skipsOf = new Map<string, string[]>();
  for (const x of skips) {
    const days = skipsOf.get(x.mealPlanId) ?? [];
    days.push(x.day);
    skipsOf.set(x.mealPlanId, days);
  }
  const images: HouseholdExport["images"] = [];
  const seen = new Set<string>();
  for (const r of recipeRows) {
    const m = r.imageUrl ? OWN_IMAGE.exec(r.imageUrl) : null;
    if (!m || m[1] !== hh || seen.has(r.imageUrl!)) continue;
    seen.add(r.imageUrl!);
    const obj = await deps.storage.get(`recipe-images/${m[1]}/${m[2]}.webp`);
    if (obj) images.push({ url: r.imageUrl!, contentType: obj.contentType, base64: obj.bytes.toString("base64") });
  }
  return {
    version: EXPORT_VERSION,
    exportedAt: iso(new Date()),
    settings,
    products: productRows.map((p) => ({
      id: p.id,
      name: p.name,
      brand: p.brand,
      category: p.category,
      imageUrl: p.imageUrl,
      barcode: p.barcode,
      foodId: p.foodId,
      createdAt: iso(p.createdAt),
    })),
    pantryItems: itemRows.map(({ item: i }) => ({
      id: i.id,
      productId: i.productId,
      qty: i.qty,
      minQty: i.minQty,
      unit: i.unit,
      source: i.source,
      expiresOn: i.expiresOn,
      createdAt: iso(i.createdAt),
      updatedAt: iso(i.updatedAt),
    })),
    // The database columns are text; writes only ever store the SPEC values.
    recipes: recipeRows.map(({ householdId: _h, createdAt, updatedAt, ...r }) => ({
      ...r,
      mealType: r.mealType as MealType | null,
      createdAt: iso(createdAt),
      updatedAt: iso(updatedAt),
    })),
    mealPlans: planRows.map(({ householdId: _h, createdAt, ...p }) => ({
      ...p,
      mealType: p.mealType as MealType,
      skippedDays: skipsOf.get(p.id) ?? [],
      createdAt: iso(createdAt),
    })),
    history: historyRows.map(({ id: _id, householdId: _h, userId: _u, createdAt, ...h }) => ({
      ...h,
      action: h.action as (typeof HISTORY_ACTIONS)[number],
      createdAt: iso(createdAt),
    })),
    images,
  };
}
