/**
 * Query keys of the settings screen's own data (the user and their settings are shared:
 * src/web/lib/query-keys.ts meKeys, userSettingsKeys).
 */
export const settingsKeys = {
  /** GET /api/households/members. */
  householdMembers: ["/api/households/members"] as const,
};
