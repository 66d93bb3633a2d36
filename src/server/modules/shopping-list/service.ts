import type { z } from "zod";
import { matchIngredientFoodId } from "../../../shared/food/ingredient-line/food-id";
import { getFood } from "../../../shared/food/catalog";
import { roundForUnit } from "../../../shared/domain/pantry-qty";
import { aisleFor } from "../../../shared/domain/shopping-aisles";
import { convertListQty, foodKeyOf } from "../../../shared/domain/shopping-need";
import { listUnit } from "../../../shared/domain/shopping-purchase";
import { AppError } from "../../../shared/errors";
import type { createShoppingItemSchema, ShoppingItem, ShoppingList, updateShoppingItemSchema } from "../../../shared/schemas/shopping-list";
import { capitalise } from "./apply-run";
import { inAisleOrder, qtyText, toShoppingItem } from "./line-shape";
import * as repo from "./repository";
import type { Db } from "../../kernel/db";
import type { SessionUser } from "../../kernel/session-user";

import { lockHousehold } from "../../db/household-lock";
type CreateInput = z.output<typeof createShoppingItemSchema>;
type UpdateInput = z.output<typeof updateShoppingItemSchema>;

/** GET /api/shopping-list/{householdId}: every line in store-aisle order, then by name. The caller checks access. */
export async function getList(db: Db, householdId: string): Promise<ShoppingList> {
  return { items: inAisleOrder((await repo.listLines(db, householdId)).map(toShoppingItem)) };
}

async function answer(db: repo.LineRow | null): Promise<ShoppingItem> {
  if (!db) throw new AppError("NOT_FOUND", "Shopping list item not found");
  return toShoppingItem(db);
}

/**
 * POST /api/shopping-list/items: a line added by hand. It joins an unticked line of the same food
 * (knowledge-base food, else the same name) whose unit the amount converts into — the amounts add
 * up in that line's unit — else it becomes a new line with the aisle given or aisleFor(name).
 * Either way the amount counts as set by a person (qtyEdited): 'Add what's missing' keeps it.
 * Pieces are whole. Output: the line and whether it was merged (200) or created (201).
 */
export async function addManualItem(db: Db, user: SessionUser, input: CreateInput): Promise<{ item: ShoppingItem; merged: boolean }> {
  return db.transaction(async (tx) => {
    await lockHousehold(tx, user.householdId);
    const name = capitalise(input.name);
    const foodId = matchIngredientFoodId(name);
    const unit = input.qty == null ? null : (listUnit(input.unit) ?? "pieces");
    const qty = input.qty == null ? null : roundForUnit(input.qty, unit!);
    const key = foodKeyOf(name, foodId);
    const food = foodId ? getFood(foodId) : undefined;
    const lines = (await repo.listLines(tx, user.householdId)).filter((l) => !l.checked && foodKeyOf(l.name, l.foodId) === key);
    for (const l of lines) {
      if (qty === null || l.qty === null || !l.unit) continue;
      const add = convertListQty(qty, unit!, l.unit, food);
      if (add === null) continue;
      const note = input.note ?? l.note;
      await repo.updateLine(tx, user.householdId, l.id, { qty: qtyText(roundForUnit(Number(l.qty) + add, l.unit)), qtyEdited: true, note });
      return { item: await answer(await repo.findLine(tx, user.householdId, l.id)), merged: true };
    }
    const id = await repo.insertLine(tx, {
      householdId: user.householdId,
      name,
      foodId,
      qty: qtyText(qty),
      unit,
      note: input.note ?? null,
      category: input.category ?? aisleFor(name, foodId),
      qtyEdited: true,
    });
    return { item: await answer(await repo.findLine(tx, user.householdId, id)), merged: false };
  });
}

/**
 * PUT /api/shopping-list/items/{itemId}: tick or untick (remembering who ticked), rename (the food
 * and, unless given, the aisle follow the new name), set the amount or unit (then the amount
 * counts as the person's: 'Add what's missing' keeps it), the note or the aisle.
 * @throws AppError NOT_FOUND when the line is not the caller's household's.
 */
export async function updateItem(db: Db, user: SessionUser, itemId: string, input: UpdateInput): Promise<ShoppingItem> {
  return db.transaction(async (tx) => {
    const line = await repo.findLine(tx, user.householdId, itemId);
    if (!line) throw new AppError("NOT_FOUND", "Shopping list item not found");
    const patch: Partial<repo.LineInsert> = {};
    if (input.checked !== undefined) Object.assign(patch, { checked: input.checked, checkedBy: input.checked ? user.id : null });
    if (input.name !== undefined) {
      const foodId = matchIngredientFoodId(input.name);
      Object.assign(patch, { name: input.name, foodId, category: aisleFor(input.name, foodId) });
    }
    if (input.category !== undefined) patch.category = input.category;
    if (input.note !== undefined) patch.note = input.note;
    if (input.qty !== undefined || input.unit !== undefined) {
      const unit = input.unit !== undefined ? listUnit(input.unit) : line.unit;
      const qty = input.qty !== undefined ? input.qty : line.qty === null ? null : Number(line.qty);
      Object.assign(patch, {
        qty: qty === null ? null : qtyText(roundForUnit(qty, unit ?? "")),
        unit: qty === null ? null : (unit ?? "pieces"),
        qtyEdited: true,
      });
    }
    await repo.updateLine(tx, user.householdId, itemId, patch);
    return answer(await repo.findLine(tx, user.householdId, itemId));
  });
}

/**
 * DELETE /api/shopping-list/items/{itemId}: take a line off the list (nothing goes to the pantry).
 * @throws AppError NOT_FOUND when the line is not the caller's household's.
 */
export async function deleteItem(db: Db, user: SessionUser, itemId: string): Promise<void> {
  if ((await repo.deleteLines(db, user.householdId, [itemId])) === 0) throw new AppError("NOT_FOUND", "Shopping list item not found");
}
