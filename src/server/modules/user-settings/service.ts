import type { UserSettings } from "../../../shared/schemas/user-settings";
import type { Tx } from "../../kernel/db";
import type { SessionUser } from "../../kernel/session-user";
import * as repo from "./repository";

/** GET /api/user-settings: the signed-in user's settings, or the SPEC defaults when never saved. */
export async function readUserSettings(db: Tx, user: SessionUser): Promise<UserSettings> {
  return repo.getSettings(db, user.id);
}

/**
 * PUT /api/user-settings: replace the signed-in user's settings (already checked against the
 * shared schema: household size 1–20, SPEC §5). Output: the saved settings.
 */
export async function writeUserSettings(db: Tx, user: SessionUser, settings: UserSettings): Promise<UserSettings> {
  return repo.saveSettings(db, user.id, settings);
}
