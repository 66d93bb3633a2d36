import { z } from "zod";

/** A member of the caller's household; `pending` = has an account here but never signed in yet. */
export const householdMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  pending: z.boolean(),
  isYou: z.boolean(),
});

/** An open invitation the caller's household sent (issue 19): revocable until used or expired. */
export const sentInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** ISO 8601 timestamps. */
  expiresAt: z.string(),
  createdAt: z.string(),
  /** Display name of the member who sent it ("" when that account is gone). */
  invitedBy: z.string(),
});

export const householdMembersSchema = z.object({
  householdId: z.string(),
  name: z.string(),
  members: z.array(householdMemberSchema),
  /** Open invitations of this household (not accepted, declined, revoked or expired). */
  invites: z.array(sentInvitationSchema),
});
export type HouseholdMembers = z.infer<typeof householdMembersSchema>;

/** POST /api/households/invites body: the address to invite (the invitee picks their own name). */
export const inviteRequestSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email("Please enter a valid e-mail address")),
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

/** What became of an invitation. */
export const INVITATION_STATUSES = ["open", "expired", "revoked", "accepted", "declined"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** POST /auth/invitation body: the token from the invitation mail (looking never spends it). */
export const invitationPreviewRequestSchema = z.object({ token: z.string().min(20).max(200) });

/** Answer of POST /auth/invitation: who invites whom to which household, and its state. */
export const invitationPreviewSchema = z.object({
  id: z.string(),
  /** The invited address: joining needs a session of exactly this address. */
  email: z.string(),
  inviterName: z.string(),
  /** The inviter's address, so the invitee can tell who really sent it ("" when that account is gone). */
  inviterEmail: z.string(),
  householdName: z.string(),
  expiresAt: z.string(),
  status: z.enum(INVITATION_STATUSES),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** One open invitation addressed to the signed-in user's address. */
export const receivedInvitationSchema = z.object({
  id: z.string(),
  inviterName: z.string(),
  inviterEmail: z.string(),
  householdName: z.string(),
  expiresAt: z.string(),
});
export type ReceivedInvitation = z.infer<typeof receivedInvitationSchema>;

/** The caller's current household as joining another would affect it. */
export const currentHouseholdSchema = z.object({
  name: z.string(),
  /** Other members who stay in it when the caller leaves. */
  otherMembers: z.number().int(),
  /** Real pantry items (samples not counted), recipes, planned meals and shopping-list lines. */
  pantryItems: z.number().int(),
  recipes: z.number().int(),
  mealPlans: z.number().int(),
  shoppingItems: z.number().int(),
  /** Every other record its people made: products, pantry history, receipts, cooking records, feedback, restocks. */
  otherRecords: z.number().int(),
});
export type CurrentHousehold = z.infer<typeof currentHouseholdSchema>;

/** GET /api/invitations: the caller's pending invitations and what joining would do to their household. */
export const receivedInvitationsSchema = z.object({
  invitations: z.array(receivedInvitationSchema),
  current: currentHouseholdSchema,
});
export type ReceivedInvitations = z.infer<typeof receivedInvitationsSchema>;

/**
 * What happens to the joiner's current household: "keep" leaves it as it is (for its other
 * members, or kept untouched when nobody is left); "bring" moves its pantry and recipes (with
 * plans, history, shopping list and receipts) into the new household — only when nobody else is in it.
 */
export const JOIN_MODES = ["keep", "bring"] as const;
export type JoinMode = (typeof JOIN_MODES)[number];

/** POST /api/invitations/{id}/accept body. */
export const acceptInvitationSchema = z.object({
  mode: z.enum(JOIN_MODES, "Choose what happens to your current household: keep or bring"),
});
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;

/** Answer of POST /api/households/leave: the user's new household of their own. */
export const leaveHouseholdResponseSchema = z.object({ householdId: z.string() });

/** Answer of POST /api/invitations/{id}/accept. */
export const acceptInvitationResponseSchema = z.object({
  householdId: z.string(),
  /** The former household was removed (it had nothing in it, or everything was brought along). */
  formerHouseholdRemoved: z.boolean(),
});

/**
 * Whether a household holds anything its people made (samples do not count): any count of
 * GET /api/invitations `current` above 0. Issue 19: such a household is never removed without
 * the user's choice.
 */
export function hasHouseholdData(
  h: Pick<CurrentHousehold, "pantryItems" | "recipes" | "mealPlans" | "shoppingItems" | "otherRecords">,
): boolean {
  return h.pantryItems + h.recipes + h.mealPlans + h.shoppingItems + h.otherRecords > 0;
}
