import { AppError } from "../../shared/errors";
import type { ImportFileEnvelope } from "../../shared/schemas/account-import";
import type { AppDeps } from "../kernel/app-deps";
import type { SessionUser } from "../kernel/session-user";
import { storeImageBytes } from "../lib/recipe-images";
import { checkImportFile } from "../modules/account/import-check";
import { insertImportRows, isHouseholdEmpty } from "../modules/account/import-repository";
import { IMPORT_NEEDS_EMPTY, importCounts, importRows } from "../modules/account/import-service";
import { saveSettings } from "../modules/user-settings/repository";

/**
 * POST /api/account/import: load an export, checked row by row (householdImportSchema's rules: every
 * fixed-set value through the API's own lists, `sample` items impossible), into the caller's household, which
 * must be empty (no own pantry items, recipes, plans or history; sample items do not count).
 * Every row gets a new id; links inside the file (item → product, plan → recipe, history → item)
 * are kept through the new ids, as are a repeating plan's skipped days; timestamps are kept as
 * exported. Recipe images are checked and stored again under this household and the recipes
 * point at the new copies. The file's settings become the caller's.
 * Steps:
 * 0. every row is checked, a slice at a time (account import check; the route only bounds the lists);
 * 1. the household must be empty (account import repository);
 * 2. each image of the file is checked and stored under this household (storeImageBytes);
 * 3. the file becomes rows with new ids and mapped links (account import service);
 * 4. one transaction, all or nothing: the rows, in chunks of CHUNK_ROWS with a turn of the event
 *    loop between them (account import repository, issue 19), then the settings (user-settings
 *    repository).
 * Output: counts of created rows.
 * @throws AppError VALIDATION listing every bad value; CONFLICT (IMPORT_NEEDS_EMPTY); BAD_REQUEST for a link to a row not in the file
 *   or an image that is not one.
 */
export async function importAccount(deps: Pick<AppDeps, "db" | "storage">, user: SessionUser, body: ImportFileEnvelope) {
  const data = await checkImportFile(body);
  const hh = user.householdId;
  if (!(await isHouseholdEmpty(deps.db, hh))) throw new AppError("CONFLICT", IMPORT_NEEDS_EMPTY);
  const imageUrls = new Map<string, string>();
  for (const img of data.images) imageUrls.set(img.url, await storeImageBytes(deps, hh, Buffer.from(img.base64, "base64")));
  const rows = await importRows(data, { householdId: hh, userId: user.id, imageUrls });
  await deps.db.transaction(async (tx) => {
    await insertImportRows(tx, rows);
    await saveSettings(tx, user.id, data.settings);
  });
  return importCounts(data);
}
