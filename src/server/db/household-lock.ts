import { eq } from "drizzle-orm";
import type { Tx } from "../kernel/db";
import { households } from "./schema/households";

/**
 * Lock the household row until the transaction ends (FOR NO KEY UPDATE: rows referencing the
 * household can still be inserted by others), so additions to one household run one at a time
 * and a merge never races a duplicate insert.
 */
export async function lockHousehold(db: Tx, householdId: string): Promise<void> {
  await db.select({ id: households.id }).from(households).where(eq(households.id, householdId)).for("no key update");
}
