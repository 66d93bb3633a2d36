import type { z } from "zod";
import type { GenerateResult, fromPlanSchema } from "../../shared/schemas/shopping-list";
import { lockHousehold } from "../db/household-lock";
import { listStockItems } from "../modules/pantry/service";
import { applyRun } from "../modules/shopping-list/apply-run";
import { planNeeds, type NeedRun } from "../modules/shopping-list/generate-service";
import type { AppDeps } from "../kernel/app-deps";
import type { SessionUser } from "../kernel/session-user";
import { listMealPlanWindow } from "./list-meal-plan";

/**
 * The last step of every 'Add what's missing' run, in one transaction: with the household
 * locked, today's real stock (pantry) decides what of the needs goes on the list
 * (shopping-list apply-run.ts). Output: counts and the lines added or changed.
 */
export async function putNeedsOnList({ db }: Pick<AppDeps, "db">, user: SessionUser, run: NeedRun): Promise<GenerateResult> {
  return db.transaction(async (tx) => {
    await lockHousehold(tx, user.householdId);
    const stock = await listStockItems(tx, user.householdId);
    return applyRun(tx, user, run.inScope, run.fresh, stock);
  });
}

/**
 * POST /api/shopping-list/from-plan: 'Add what's missing' for the plan's meals from startDate to
 * endDate (inclusive).
 *  1. The plan of those days, each meal with its recipe (list-meal-plan.ts).
 *  2. What the planned, not yet cooked meals need, each recipe scaled to the entry's servings;
 *     the run replaces every plan need on those days, so re-running updates the list (shopping-list).
 *  3. What the pantry lacks goes on the list (putNeedsOnList).
 */
export async function addMissingFromPlan(
  deps: Pick<AppDeps, "db">,
  user: SessionUser,
  input: z.output<typeof fromPlanSchema>,
): Promise<GenerateResult> {
  const entries = await listMealPlanWindow(deps.db, user.householdId, input.startDate, input.endDate);
  return putNeedsOnList(deps, user, planNeeds(entries, input));
}
