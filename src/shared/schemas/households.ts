import { z } from "zod";

/** A member of the caller's household; `pending` = invited but has not signed in yet. */
export const householdMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  pending: z.boolean(),
  isYou: z.boolean(),
});

export const householdMembersSchema = z.object({
  householdId: z.string(),
  name: z.string(),
  members: z.array(householdMemberSchema),
  /** Invitations sent to people who already have an account elsewhere and have not joined yet. */
  invites: z.array(z.object({ id: z.string(), email: z.string(), expiresAt: z.string() })),
});
export type HouseholdMembers = z.infer<typeof householdMembersSchema>;

/** POST /api/households/invites body. */
export const inviteRequestSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email("Please enter a valid e-mail address")),
  firstName: z.string().trim().max(100).optional(),
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;
