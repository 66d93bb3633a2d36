import { EXPORT_VERSION, type HouseholdExport } from "../../../shared/schemas/account";
import type { MealType } from "../../../shared/schemas/common";
import type { HISTORY_ACTIONS } from "../../../shared/schemas/history";
import type { UserSettings } from "../../../shared/schemas/user-settings";
import type { Storage } from "../../kernel/ports/storage";
import type { HouseholdExportRows } from "./export-repository";

const iso = (d: Date) => d.toISOString();
/** "/api/images/{householdId}/{uuid}.webp" of this household → its storage key, else null. */
const OWN_IMAGE = /^\/api\/images\/([0-9a-f-]{36})\/([0-9a-f-]{36})\.webp$/;

/**
 * The stored pictures the household's recipes point at, each once, read from storage as base64.
 * Only the household's own images (`/api/images/{householdId}/…`); others and missing files are
 * left out. Output: the export's `images` list, in recipe order.
 */
export async function ownRecipeImages(
  storage: Storage,
  householdId: string,
  recipeRows: { imageUrl: string | null }[],
): Promise<HouseholdExport["images"]> {
  const images: HouseholdExport["images"] = [];
  const seen = new Set<string>();
  for (const r of recipeRows) {
    const m = r.imageUrl ? OWN_IMAGE.exec(r.imageUrl) : null;
    if (!m || m[1] !== householdId || seen.has(r.imageUrl!)) continue;
    seen.add(r.imageUrl!);
    const obj = await storage.get(`recipe-images/${m[1]}/${m[2]}.webp`);
    if (obj) images.push({ url: r.imageUrl!, contentType: obj.contentType, base64: obj.bytes.toString("base64") });
  }
  return images;
}

/**
 * Shape one export document (householdExportSchema) from the household's rows, the caller's
 * settings and the stored images; stamped with the current time. Rows keep their order.
 */
export function toHouseholdExport(rows: HouseholdExportRows, settings: UserSettings, images: HouseholdExport["images"]): HouseholdExport {
  // Looked up by key, not by scanning lists (issue 19: thousands of plans or recipes stay linear).
  const skipsOf = new Map<string, string[]>();
  for (const x of rows.skips) {
    const days = skipsOf.get(x.mealPlanId) ?? [];
    days.push(x.day);
    skipsOf.set(x.mealPlanId, days);
  }
  return {
    version: EXPORT_VERSION,
    exportedAt: iso(new Date()),
    settings,
    products: rows.products.map((p) => ({
      id: p.id,
      name: p.name,
      brand: p.brand,
      category: p.category,
      imageUrl: p.imageUrl,
      barcode: p.barcode,
      foodId: p.foodId,
      createdAt: iso(p.createdAt),
    })),
    pantryItems: rows.pantryItems.map((i) => ({
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
    recipes: rows.recipes.map(({ householdId: _h, createdAt, updatedAt, ...r }) => ({
      ...r,
      mealType: r.mealType as MealType | null,
      createdAt: iso(createdAt),
      updatedAt: iso(updatedAt),
    })),
    mealPlans: rows.mealPlans.map(({ householdId: _h, createdAt, ...p }) => ({
      ...p,
      mealType: p.mealType as MealType,
      skippedDays: skipsOf.get(p.id) ?? [],
      createdAt: iso(createdAt),
    })),
    history: rows.history.map(({ id: _id, householdId: _h, userId: _u, createdAt, ...h }) => ({
      ...h,
      action: h.action as (typeof HISTORY_ACTIONS)[number],
      createdAt: iso(createdAt),
    })),
    images,
  };
}
