import { sql, type SQL } from "drizzle-orm";
import { pantryHistory } from "../../db/schema/pantry";

/**
 * SQL for what a history record says about a use of stock (shared/schemas/history USE_KINDS):
 * - `cooked`: a deduct/remove whose meta names a meal or recipe (meta.source "cooked", "cook", "meal",
 *   "meal-plan" or "recipe", meta.reason "cooked", or a meta.mealPlanId) — what cooking writes;
 * - `discarded`: a `remove` (the item was deleted while stock was left) or a record whose
 *   meta.reason is "discarded", "expired" or "waste";
 * - `used`: any other `deduct`;
 * - null for `add`.
 */
export function useKindSql(): SQL<string | null> {
  const h = pantryHistory;
  return sql<string | null>`case
    when ${h.action} = 'add' then null
    when ${h.meta}->>'source' in ('cooked', 'cook', 'meal', 'meal-plan', 'recipe') or ${h.meta}->>'reason' = 'cooked' or ${h.meta} ? 'mealPlanId' then 'cooked'
    when ${h.action} = 'remove' or ${h.meta}->>'reason' in ('discarded', 'expired', 'waste') then 'discarded'
    else 'used' end`;
}
