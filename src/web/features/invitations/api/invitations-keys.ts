const PREVIEW = "/auth/invitation";

/** Query keys of household invitations (this feature only). */
export const invitationsKeys = {
  /** GET /api/invitations: open invitations to the signed-in address. */
  received: ["/api/invitations"] as const,
  /** Prefix of every previewed invitation link. */
  previews: [PREVIEW] as const,
  /** POST /auth/invitation {token}: one link's preview. */
  preview: (token: string) => [PREVIEW, token] as const,
};
