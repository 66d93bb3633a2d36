import type { PantryItem } from "../../shared/schemas/pantry";
import { cachedDietFlags } from "../modules/pantry/diet-flag-cache";
import { listPantry } from "../modules/pantry/service";
import { getSettings } from "../modules/user-settings/repository";
import type { AppDeps } from "../kernel/app-deps";
import type { SessionUser } from "../kernel/session-user";

/**
 * GET /api/pantry/{householdId}: the Pantry screen's list for the caller.
 *  1. The household's items as the screen shows them: samples first while it has few real items
 *     (pantry), and the caller's preferences and allergies (user-settings), read together.
 *  2. Each item with its SPEC §5 diet flags for those settings (pantry diet-flag-cache).
 * The caller checks household access.
 */
export async function listPantryForUser({ db }: Pick<AppDeps, "db">, user: SessionUser): Promise<PantryItem[]> {
  const [items, settings] = await Promise.all([listPantry(db, user.householdId), getSettings(db, user.id)]);
  return items.map((i) => ({ ...i, dietFlags: cachedDietFlags(i.product.name, settings.dietaryPrefs, settings.allergies) }));
}
