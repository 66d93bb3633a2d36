import { randomUUID } from "node:crypto";
import { AppError } from "../../../shared/errors";
import { webLink } from "../../../shared/domain/web-link";
import type { HouseholdImport } from "../../../shared/schemas/account-import";
import { CHUNK_ROWS, chunked } from "../../lib/yield-to-event-loop";
import type { ImportRows } from "./import-repository";

/** `rows` mapped by `fn`, CHUNK_ROWS at a time with a turn of the event loop between (issue 19: 5,000 rows in one go took 50–140 ms on a busy machine). */
async function mapInSlices<T, R>(rows: readonly T[], fn: (row: T) => R): Promise<R[]> {
  return (await chunked(rows, CHUNK_ROWS, async (slice) => slice.map(fn))).flat();
}

/** The SPEC placeholder picture (GET /api/placeholder/{token}) a recipe may point at. */
const PLACEHOLDER_IMAGE = /^\/api\/placeholder\/[\w.-]{1,200}$/;

/** Answer when the household already has data of its own. */
export const IMPORT_NEEDS_EMPTY =
  "Import only works into an empty household: this one already has pantry items, recipes, plans or history.";

/**
 * Turn a checked import file into rows of household `householdId`: every row gets a new id; links
 * inside the file (item → product, plan → recipe, history → item) follow the new ids, as do a
 * repeating plan's skipped days (each day once); timestamps are kept as exported; history is
 * written as `userId`'s. Picture links: a picture of the file → its stored copy (`imageUrls`); a
 * stored-image path not among them is dropped (it may be another household's), and so is any other
 * link that is not http(s) or the placeholder picture. A file id listed twice links to its last row.
 * The rows are mapped a slice at a time with a turn of the event loop between slices.
 * Output: (a promise of) the rows to insert (import-repository insertImportRows).
 * @throws AppError BAD_REQUEST when an item or plan links to a product or recipe not in the file.
 */
export async function importRows(
  data: HouseholdImport,
  p: { householdId: string; userId: string; imageUrls: Map<string, string> },
): Promise<ImportRows> {
  const hh = p.householdId;
  const image = (url: string | null) =>
    url === null ? null : (p.imageUrls.get(url) ?? (PLACEHOLDER_IMAGE.test(url) ? url : webLink(url)));
  const mapped = (map: Map<string, string>, id: string | null, what: string) => {
    if (id === null) return null;
    const to = map.get(id);
    if (!to) throw new AppError("BAD_REQUEST", `The file is damaged: ${what} ${id} is not in it.`);
    return to;
  };
  const withIds = <R extends { id: string }>(rows: R[]) => mapInSlices(rows, (r) => ({ ...r, newId: randomUUID() }));
  const idMap = (rows: { id: string; newId: string }[]) => new Map(rows.map((r) => [r.id, r.newId]));
  const fileProducts = await withIds(data.products);
  const fileItems = await withIds(data.pantryItems);
  const fileRecipes = await withIds(data.recipes);
  const [productIds, itemIds, recipeIds] = [idMap(fileProducts), idMap(fileItems), idMap(fileRecipes)];
  // Mapped in file order (products, items, recipes, plans): the first broken link is the one reported.
  const productRows = await mapInSlices(fileProducts, ({ id: _id, newId, createdAt, imageUrl, ...x }) => ({
    ...x,
    id: newId,
    imageUrl: image(imageUrl),
    householdId: hh,
    createdAt: new Date(createdAt),
  }));
  const itemRows = await mapInSlices(fileItems, ({ id: _id, newId, productId, createdAt, updatedAt, ...i }) => ({
    ...i,
    id: newId,
    householdId: hh,
    productId: mapped(productIds, productId, "product")!,
    createdAt: new Date(createdAt),
    updatedAt: new Date(updatedAt),
  }));
  const recipeRows = await mapInSlices(fileRecipes, ({ id: _id, newId, createdAt, updatedAt, imageUrl, ...r }) => ({
    ...r,
    id: newId,
    imageUrl: image(imageUrl),
    householdId: hh,
    createdAt: new Date(createdAt),
    updatedAt: new Date(updatedAt),
  }));
  const planRows = await mapInSlices(data.mealPlans, ({ id: _id, recipeId, skippedDays, createdAt, ...plan }) => ({
    plan: { ...plan, id: randomUUID(), householdId: hh, recipeId: mapped(recipeIds, recipeId, "recipe"), createdAt: new Date(createdAt) },
    skippedDays: [...new Set(skippedDays ?? [])],
  }));
  return {
    products: productRows,
    pantryItems: itemRows,
    recipes: recipeRows,
    mealPlans: planRows.map((r) => r.plan),
    skips: planRows.flatMap(({ plan, skippedDays }) => skippedDays.map((day) => ({ mealPlanId: plan.id, day }))),
    history: await mapInSlices(data.history, ({ pantryItemId, createdAt, ...h }) => ({
      ...h,
      householdId: hh,
      userId: p.userId,
      pantryItemId: pantryItemId === null ? null : (itemIds.get(pantryItemId) ?? null),
      createdAt: new Date(createdAt),
    })),
  };
}

/** How many rows of each kind an import file holds (the POST /api/account/import answer). */
export function importCounts(data: HouseholdImport) {
  return {
    products: data.products.length,
    pantryItems: data.pantryItems.length,
    recipes: data.recipes.length,
    mealPlans: data.mealPlans.length,
    history: data.history.length,
  };
}
