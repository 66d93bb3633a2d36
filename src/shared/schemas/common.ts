import { z } from "zod";
import { isValidDay } from "../domain/dates";
import { webLink } from "../domain/web-link";

/** UUID path/body id. */
export const idSchema = z.uuid();

/** Calendar day as sent by the client (SPEC §9: date sent as YYYY-MM-DD); a real day ("2026-02-30" is refused). */
export const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the form YYYY-MM-DD")
  .refine((s) => isValidDay(s), "Not a real date");

/** SPEC §9 meal types. */
export const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;
export const mealTypeSchema = z.enum(MEAL_TYPES);
export type MealType = z.infer<typeof mealTypeSchema>;

/**
 * A link a user types (a recipe's source, a custom meal's link): empty, or an absolute http(s) URL
 * of at most 2000 characters. Anything else (javascript:, data:, bare words) is refused with a 400
 * naming the field, so no script URL is ever stored (issue 9; web/XSS layer: shared/domain/web-link.ts).
 */
export const webLinkInputSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === "" || webLink(v) !== null, "Enter a web address starting with http:// or https://");

export const householdParamsSchema = z.object({ householdId: idSchema });
export const idParamsSchema = z.object({ id: idSchema });

export const okSchema = z.object({ success: z.literal(true) });
/** The answer `{success: true}` of calls that return nothing else. */
export type Ok = z.infer<typeof okSchema>;
