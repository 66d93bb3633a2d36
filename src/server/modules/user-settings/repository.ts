import { eq } from "drizzle-orm";
import { userSettings } from "../../db/schema/user-settings";
import { DEFAULT_USER_SETTINGS, type UserSettings } from "../../../shared/schemas/user-settings";
import type { Tx } from "../../kernel/db";

/** The user's settings, or the SPEC defaults (household size 2) when never saved. */
export async function getSettings(db: Tx, userId: string): Promise<UserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  if (!row) return { ...DEFAULT_USER_SETTINGS };
  return {
    householdSize: row.householdSize,
    allergies: row.allergies as UserSettings["allergies"],
    dietaryPrefs: row.dietaryPrefs as UserSettings["dietaryPrefs"],
    dietaryConstraints: row.dietaryConstraints,
  };
}

export async function saveSettings(db: Tx, userId: string, s: UserSettings): Promise<UserSettings> {
  await db
    .insert(userSettings)
    .values({ userId, ...s })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...s, updatedAt: new Date() } });
  return s;
}
