import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { InvitationPreview, invitationPreviewRequestSchema } from "../../../../shared/schemas/households";
import { requestJson } from "../../../lib/api-client";
import { invitationsKeys } from "./invitations-keys";

type InvitationPreviewBody = z.input<typeof invitationPreviewRequestSchema>;

/**
 * POST /auth/invitation {token} → who invites which address to which household, and its state.
 * Works signed in or out; looking spends nothing. A POST keeps the token out of server logs.
 */
export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationsKeys.preview(token),
    queryFn: () => requestJson<InvitationPreview>("POST", "/auth/invitation", { token } satisfies InvitationPreviewBody),
    enabled: token.length > 0,
  });

/** The invite screen's preview of one link (disabled while the token is empty). */
export function useInvitationPreview(token: string) {
  return useQuery(invitationPreviewQueryOptions(token));
}
