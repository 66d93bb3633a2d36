import { and, eq, ne, sql } from "drizzle-orm";
import { AppError } from "../../../shared/errors";
import { webLink } from "../../../shared/domain/web-link";
import type { HouseholdImport } from "../../../shared/schemas/account-import";
import type { AppDeps } from "../../app-deps";
import { mealPlanSkips } from "../../db/schema/meal-plan-cooking";
import { mealPlans } from "../../db/schema/meal-plans";
import { pantryHistory, pantryItems, products } from "../../db/schema/pantry";
import { recipes } from "../../db/schema/recipes";
import type { SessionUser } from "../auth/service";
import { storeImageBytes } from "../images/service";
import { saveSettings } from "../user-settings/repository";

/** The SPEC placeholder picture (GET /api/placeholder/{token}) a recipe may point at. */
const PLACEHOLDER_IMAGE = /^\/api\/placeholder\/[\w.-]{1,200}$/;

/** Answer when the household already has data of its own. */
export const IMPORT_NEEDS_EMPTY =
  "Import only works into an empty household: this one already has pantry items, recipes, plans or history.";

/**
 * POST /api/account/import: load an export, checked by householdImportSchema (every fixed-set value
 * through the API's own lists, `sample` items impossible), into the caller's household,
 * which must be empty (no own pantry items, recipes, plans or history; sample items do not count).
 * Every row gets a new id; links inside the file (item → product, plan → recipe, history → item)
 * are kept through the new ids, as are a repeating plan's skipped days; timestamps are kept as exported. Recipe images are checked and
 * stored again under this household (storeImageBytes) and the recipes point at the new copies.
 * The file's settings become the caller's. One transaction: all or nothing.
 * Output: counts of created rows.
 * @throws AppError CONFLICT (IMPORT_NEEDS_EMPTY); BAD_REQUEST for a link to a row not in the file
 *   or an image that is not one.
 */
export async function importHousehold(deps: Pick<AppDeps, "db" | "storage">, user: SessionUser, data: HouseholdImport) {
  const hh = user.householdId;
  const { db } = deps;
  if (!(await isEmpty(db, hh))) throw new AppError("CONFLICT", IMPORT_NEEDS_EMPTY);
  const imageUrls = new Map<string, string>();
  for (const img of data.images) imageUrls.set(img.url, await storeImageBytes(deps, hh, Buffer.from(img.base64, "base64")));
  // A picture of the file → its new copy; a stored-image path not among them is dropped (it may be
  // another household's), and so is any other link that is not http(s) or the placeholder picture.
  const image = (url: string | null) => (url === null ? null : (imageUrls.get(url) ?? (PLACEHOLDER_IMAGE.test(url) ? url : webLink(url))));
  const mapped = (map: Map<string, string>, id: string | null, what: string) => {
    if (id === null) return null;
    const to = map.get(id);
    if (!to) throw new AppError("BAD_REQUEST", `The file is damaged: ${what} ${id} is not in it.`);
    return to;
  };
  await db.transaction(async (tx) => {
    const productIds = new Map<string, string>();
    for (const { id, createdAt, imageUrl, ...p } of data.products) {
      const [row] = await tx
        .insert(products)
        .values({ ...p, imageUrl: image(imageUrl), householdId: hh, createdAt: new Date(createdAt) })
        .returning({ id: products.id });
      productIds.set(id, row.id);
    }
    const itemIds = new Map<string, string>();
    for (const { id, productId, createdAt, updatedAt, ...i } of data.pantryItems) {
      const [row] = await tx
        .insert(pantryItems)
        .values({
          ...i,
          householdId: hh,
          productId: mapped(productIds, productId, "product")!,
          createdAt: new Date(createdAt),
          updatedAt: new Date(updatedAt),
        })
        .returning({ id: pantryItems.id });
      itemIds.set(id, row.id);
    }
    const recipeIds = new Map<string, string>();
    for (const { id, createdAt, updatedAt, imageUrl, ...r } of data.recipes) {
      const [row] = await tx
        .insert(recipes)
        .values({
          ...r,
          imageUrl: image(imageUrl),
          householdId: hh,
          createdAt: new Date(createdAt),
          updatedAt: new Date(updatedAt),
        })
        .returning({ id: recipes.id });
      recipeIds.set(id, row.id);
    }
    for (const { id: _id, recipeId, skippedDays, createdAt, ...p } of data.mealPlans) {
      const [plan] = await tx
        .insert(mealPlans)
        .values({ ...p, householdId: hh, recipeId: mapped(recipeIds, recipeId, "recipe"), createdAt: new Date(createdAt) })
        .returning({ id: mealPlans.id });
      for (const day of new Set(skippedDays ?? [])) await tx.insert(mealPlanSkips).values({ mealPlanId: plan.id, day });
    }
    for (const { pantryItemId, createdAt, ...h } of data.history)
      await tx.insert(pantryHistory).values({
        ...h,
        householdId: hh,
        userId: user.id,
        pantryItemId: pantryItemId === null ? null : (itemIds.get(pantryItemId) ?? null),
        createdAt: new Date(createdAt),
      });
    await saveSettings(tx as unknown as AppDeps["db"], user.id, data.settings);
  });
  return {
    products: data.products.length,
    pantryItems: data.pantryItems.length,
    recipes: data.recipes.length,
    mealPlans: data.mealPlans.length,
    history: data.history.length,
  };
}

/** True when the household has no own (non-sample) pantry items, recipes, plans or history. */
async function isEmpty(db: AppDeps["db"], hh: string): Promise<boolean> {
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
