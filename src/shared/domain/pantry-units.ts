/**
 * SPEC §5: units offered by the manual pantry add form, in the order shown. Kept apart from the
 * zod schemas (src/shared/schemas/pantry.ts re-exports it) so the Pantry screen's add form can
 * use the list without loading zod in the browser (issue 10 JavaScript budget).
 */
export const PANTRY_UNITS = ["pieces", "cups", "lbs", "oz", "kg", "g"] as const;
