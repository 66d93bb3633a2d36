import type { HouseholdExport } from "../../shared/schemas/account";
import type { AppDeps } from "../kernel/app-deps";
import type { SessionUser } from "../kernel/session-user";
import { householdExportRows } from "../modules/account/export-repository";
import { ownRecipeImages, toHouseholdExport } from "../modules/account/export-service";
import { getSettings } from "../modules/user-settings/repository";

/**
 * GET /api/account/export: the household's own data as one JSON document (householdExportSchema):
 * products and pantry items (SPEC §4 sample items left out: every household gets those), recipes
 * with their stored images (base64), meal plans with their skipped days, pantry history and the
 * caller's settings. Rows come in creation order, so two exports of equal households are equal
 * apart from ids and times of export.
 * Steps (reads only, no transaction):
 * 1. the caller's settings (user-settings repository) and the household's rows (account export
 *    repository), together;
 * 2. the stored pictures its recipes point at (account export service, from storage);
 * 3. one document of them (account export service).
 */
export async function exportAccount(deps: Pick<AppDeps, "db" | "storage">, user: SessionUser): Promise<HouseholdExport> {
  const [settings, rows] = await Promise.all([getSettings(deps.db, user.id), householdExportRows(deps.db, user.householdId)]);
  const images = await ownRecipeImages(deps.storage, user.householdId, rows.recipes);
  return toHouseholdExport(rows, settings, images);
}
