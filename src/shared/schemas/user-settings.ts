import { z } from "zod";
import { ALLERGIES, DIETARY_PREFS } from "../food/types";

/** SPEC §5 text for a household size outside 1–20 (the settings form shows it as you type). */
export const HOUSEHOLD_SIZE_MESSAGE = "Household size must be between 1 and 20";

/** SPEC §3 User settings; §5 household size 1–20 (fallback 2); §9 allergy and preference lists. */
export const userSettingsSchema = z.object({
  householdSize: z.number().int().min(1, HOUSEHOLD_SIZE_MESSAGE).max(20, HOUSEHOLD_SIZE_MESSAGE),
  allergies: z.array(z.enum(ALLERGIES, { message: `Unknown allergy: choose from ${ALLERGIES.join(", ")}` })).max(ALLERGIES.length),
  dietaryPrefs: z
    .array(z.enum(DIETARY_PREFS, { message: `Unknown dietary preference: choose from ${DIETARY_PREFS.join(", ")}` }))
    .max(DIETARY_PREFS.length),
  dietaryConstraints: z.string().max(1000),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** SPEC §9: default household size 2. */
export const DEFAULT_USER_SETTINGS: UserSettings = {
  householdSize: 2,
  allergies: [],
  dietaryPrefs: [],
  dietaryConstraints: "",
};
