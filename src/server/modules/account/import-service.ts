import { randomUUID } from "node:crypto";
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
import { CHUNK_ROWS, chunked } from "../../lib/yield-to-event-loop";
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
 * The file's settings become the caller's. One transaction: all or nothing, written in chunks of
 * CHUNK_ROWS rows with a turn of the event loop between them (issue 19).
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
  // New ids are made here, so every list goes in as multi-row INSERTs of CHUNK_ROWS rows with a
  // turn of the event loop between them (issue 19: a long import must not stall other requests).
  // A new id per row; a file id listed twice links to its last row (as one insert after another did).
  const withIds = <R extends { id: string }>(rows: R[]) => rows.map((r) => ({ ...r, newId: randomUUID() }));
  const idMap = (rows: { id: string; newId: string }[]) => new Map(rows.map((r) => [r.id, r.newId]));
  const fileProducts = withIds(data.products);
  const fileItems = withIds(data.pantryItems);
  const fileRecipes = withIds(data.recipes);
  const [productIds, itemIds, recipeIds] = [idMap(fileProducts), idMap(fileItems), idMap(fileRecipes)];
  const productRows = fileProducts.map(({ id: _id, newId, createdAt, imageUrl, ...p }) => ({
    ...p,
    id: newId,
    imageUrl: image(imageUrl),
    householdId: hh,
    createdAt: new Date(createdAt),
  }));
  const itemRows = fileItems.map(({ id: _id, newId, productId, createdAt, updatedAt, ...i }) => ({
    ...i,
    id: newId,
    householdId: hh,
    productId: mapped(productIds, productId, "product")!,
    createdAt: new Date(createdAt),
    updatedAt: new Date(updatedAt),
  }));
  const recipeRows = fileRecipes.map(({ id: _id, newId, createdAt, updatedAt, imageUrl, ...r }) => ({
    ...r,
    id: newId,
    imageUrl: image(imageUrl),
    householdId: hh,
    createdAt: new Date(createdAt),
    updatedAt: new Date(updatedAt),
  }));
  const planRows = data.mealPlans.map(({ id: _id, recipeId, skippedDays, createdAt, ...p }) => ({
    plan: { ...p, id: randomUUID(), householdId: hh, recipeId: mapped(recipeIds, recipeId, "recipe"), createdAt: new Date(createdAt) },
    skippedDays: [...new Set(skippedDays ?? [])],
  }));
  const skipRows = planRows.flatMap(({ plan, skippedDays }) => skippedDays.map((day) => ({ mealPlanId: plan.id, day })));
  const historyRows = data.history.map(({ pantryItemId, createdAt, ...h }) => ({
    ...h,
    householdId: hh,
    userId: user.id,
    pantryItemId: pantryItemId === null ? null : (itemIds.get(pantryItemId) ?? null),
    createdAt: new Date(createdAt),
  }));
  await db.transaction(async (tx) => {
    await chunked(productRows, CHUNK_ROWS, (rows) => tx.insert(products).values(rows));
    await chunked(itemRows, CHUNK_ROWS, (rows) => tx.insert(pantryItems).values(rows));
    // Recipes carry up to 500 ingredients and 50 000 characters each: smaller chunks.
    await chunked(recipeRows, CHUNK_ROWS / 10, (rows) => tx.insert(recipes).values(rows));
    await chunked(planRows, CHUNK_ROWS, (rows) => tx.insert(mealPlans).values(rows.map((r) => r.plan)));
    await chunked(skipRows, CHUNK_ROWS, (rows) => tx.insert(mealPlanSkips).values(rows));
    await chunked(historyRows, CHUNK_ROWS, (rows) => tx.insert(pantryHistory).values(rows));
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
