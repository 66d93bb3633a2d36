import { z } from "zod";

/** POST /auth/magic-link — sign-in {email} or sign-up {email, firstName, lastName?} (SPEC §3, §7). */
export const magicLinkRequestSchema = z.object({
  email: z.email("Please enter a valid email address").max(254),
  firstName: z.string().trim().min(1, "First name is required").max(80).optional(),
  lastName: z.string().trim().max(80).optional(),
});
export type MagicLinkRequest = z.infer<typeof magicLinkRequestSchema>;

/** Answer of POST /auth/magic-link: the client reads `success` and `error` (SPEC §7). */
export const magicLinkResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
});

/** POST /auth/verify — spends a magic-link token (only this POST does; GET pages never do). */
export const verifyRequestSchema = z.object({ token: z.string().min(10).max(200) });
export const verifyResponseSchema = z.object({
  success: z.literal(true),
  isNewUser: z.boolean(),
});

/** SPEC §3 User (plus names for the settings screen). */
export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  householdId: z.uuid(),
  firstName: z.string(),
  lastName: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;
