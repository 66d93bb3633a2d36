import type { z } from "zod";
import { toDayString } from "../../../shared/domain/dates";
import { estimateBestBefore } from "../../../shared/domain/expiry";
import { mergeTarget } from "../../../shared/domain/merge";
import { formatQty, roundForUnit } from "../../../shared/domain/pantry-qty";
import { AppError } from "../../../shared/errors";
import { PANTRY_CATEGORIES } from "../../../shared/food/types";
import { categoryFor, matchFood } from "../../../shared/food/match";
import type { createPantryItemSchema, PantryItem } from "../../../shared/schemas/pantry";
import { historyFor, toItem } from "./item-shape";
import * as repo from "./repository";
import type { Db, Tx } from "../../kernel/db";
import type { SessionUser } from "../../kernel/session-user";
import type { ProductRow } from "../../db/schema/pantry";
import { lockHousehold } from "../../db/household-lock";

type CreateInput = z.output<typeof createPantryItemSchema>;

/** One addition, by product name or by a product id of the household. */
export interface Addition {
  productName?: string;
  productId?: string;
  qty: number;
  unit: string;
  /** barcode, receipt or manual (never sample). */
  source: string;
  /** 'YYYY-MM-DD' wins; null = no best-before; undefined = estimated from the food's shelf life. */
  expiresOn?: string | null;
  /** Category for a NEW product (a SPEC §3 category, any case); otherwise categoryFor(name). */
  category?: string | null;
}

/** The result of an addition: the item (new or merged into) and whether it was merged. */
export interface AddOutcome {
  item: PantryItem;
  merged: boolean;
}

/** A SPEC §3 pantry category given in any case, or null when `c` is not one. */
function knownCategory(c: string | null | undefined): string | null {
  const k = c?.trim().toLowerCase();
  return k && (PANTRY_CATEGORIES as readonly string[]).includes(k) ? k : null;
}

/** The earlier of two best-before days; an unknown (null) one is ignored. */
function earlier(a: string | null, b: string | null): string | null {
  if (!a || !b) return a ?? b;
  return a < b ? a : b;
}

/**
 * The real product an addition goes to. By id: a product of the household (404 otherwise); a
 * sample product is swapped for the household's real product of that name (created when
 * missing), so real items never share — and never edit — a sample product. By name: the
 * household's real product of that name (case-insensitive), else a new one with the category
 * given or categoryFor(name) and the food matched by matchFood(name).
 */
async function resolveProduct(tx: Tx, householdId: string, a: Addition): Promise<ProductRow> {
  if (a.productId) {
    const p = await repo.findProduct(tx, householdId, a.productId);
    if (!p) throw new AppError("NOT_FOUND", "Product not found");
    if (!p.isSample) return p;
    const real = await repo.findProductByName(tx, householdId, p.name);
    if (real) return real;
    const { name, brand, category, imageUrl, barcode, foodId } = p;
    return repo.insertProduct(tx, { householdId, name, brand, category, imageUrl, barcode, foodId });
  }
  const name = a.productName!;
  const existing = await repo.findProductByName(tx, householdId, name);
  if (existing) return existing;
  const category = knownCategory(a.category) ?? categoryFor(name);
  return repo.insertProduct(tx, { householdId, name, category, foodId: matchFood(name)?.food.id ?? null });
}

/**
 * One addition inside a transaction (the household row is locked first, so concurrent additions
 * to one household cannot both create a duplicate). Pieces are whole (SPEC §5).
 *
 * Merging (issue 3 item 7, issue 22 item 2): when a real (non-sample) item already holds the same
 * product — the same product id, else a product of the same name (case-insensitive), else a name
 * confidently the same food — and its unit takes the new amount (mergeTarget in
 * src/shared/domain/merge.ts, the rule the receipt review shows; a receipt line with an
 * implausible amount never merges), the item grows and keeps its unit and source; its best-before becomes the earlier
 * of its own and the addition's. Otherwise a new item is created, with `expiresOn` as given or,
 * when omitted, estimateBestBefore (src/shared/domain/expiry.ts) from today's server-local day.
 * Sample items never take part.
 *
 * History: one `add` record in the same transaction, delta in the item's unit (for a merge: the
 * converted amount actually added), meta `{source}` or `{source, merged: true}`.
 * @throws AppError NOT_FOUND when productId is not a product of the caller's household.
 */
export async function addOne(tx: Tx, user: SessionUser, a: Addition): Promise<AddOutcome> {
  const householdId = user.householdId;
  await lockHousehold(tx, householdId);
  const product = await resolveProduct(tx, householdId, a);
  const qty = roundForUnit(a.qty, a.unit);
  const estimate = () => estimateBestBefore({ foodId: product.foodId, category: product.category, addedOn: toDayString(new Date()) });
  const expiresOn = a.expiresOn !== undefined ? a.expiresOn : estimate();

  const candidates = await repo.findMergeCandidates(tx, householdId, { productId: product.id, name: product.name, foodId: product.foodId });
  const rank = (r: repo.PantryRow) => (r.product.id === product.id ? 0 : 1);
  const plan = mergeTarget(
    { name: product.name, qty, unit: a.unit, source: a.source },
    candidates.sort((x, y) => rank(x) - rank(y)).map((row) => ({ name: row.product.name, qty: Number(row.qty), unit: row.unit, row })),
  );
  if (plan) {
    const { row: c } = plan.item;
    const { merged } = plan;
    await repo.updateItem(tx, householdId, c.id, { qty: formatQty(merged.qty), unit: c.unit, expiresOn: earlier(c.expiresOn, expiresOn) });
    const row = (await repo.findItem(tx, householdId, c.id))!;
    await repo.insertHistory(tx, historyFor(user, row, "add", merged.qty - Number(c.qty), { source: a.source, merged: true }));
    return { item: toItem(row), merged: true };
  }

  const itemId = await repo.insertItem(tx, { householdId, productId: product.id, qty: formatQty(qty), unit: a.unit, source: a.source, expiresOn });
  const row = (await repo.findItem(tx, householdId, itemId))!;
  await repo.insertHistory(tx, historyFor(user, row, "add", qty, { source: a.source }));
  return { item: toItem(row), merged: false };
}

/**
 * POST /api/pantry: add by product name (manual form) or by a product id of the household (live
 * scanner variant, SPEC §7), merging into an existing item where possible (see addOne).
 * Output: the created item (merged false → HTTP 201) or the item merged into (merged true → 200).
 * @throws AppError NOT_FOUND when householdId or productId is not the caller's.
 */
export async function addItem(db: Db, user: SessionUser, input: CreateInput): Promise<AddOutcome> {
  if (input.householdId && input.householdId !== user.householdId) throw new AppError("NOT_FOUND", "Household not found");
  return db.transaction((tx) => addOne(tx, user, input));
}
