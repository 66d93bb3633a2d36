import { queryOptions, useQuery } from "@tanstack/react-query";
import { DEFAULT_USER_SETTINGS, type UserSettings } from "../../shared/schemas/user-settings";
import { getJson } from "./api-client";
import { userSettingsKeys } from "./query-keys";

/**
 * GET /api/user-settings → {householdSize (1–20), allergies, dietaryPrefs, dietaryConstraints}
 * (SPEC §3). Cached like every data query (SPEC §9: never stale, never retried); throws the
 * api-client's "{status}: {text}" error on a non-OK answer.
 */
export const userSettingsQueryOptions = queryOptions({
  queryKey: userSettingsKeys.all,
  queryFn: () => getJson<UserSettings>("/api/user-settings"),
});

/** The user's settings query (shared by the recipe detail, the planner and the settings screen). */
export function useUserSettings() {
  return useQuery(userSettingsQueryOptions);
}

/**
 * The household size to scale recipes to: the loaded setting when it is a whole number 1–20,
 * otherwise SPEC §9's default 2 (also while loading or after an error).
 */
export function householdSizeOf(settings: Pick<UserSettings, "householdSize"> | null | undefined): number {
  const size = settings?.householdSize;
  return typeof size === "number" && Number.isInteger(size) && size >= 1 && size <= 20 ? size : DEFAULT_USER_SETTINGS.householdSize;
}
