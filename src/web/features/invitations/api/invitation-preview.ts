import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InvitationPreview } from "../../../../shared/schemas/households";
import { requestJson } from "../../../lib/api-client";

/**
 * POST /auth/invitation {token} → who invites which address to which household, and its state.
 * Works signed in or out; looking spends nothing. A POST keeps the token out of server logs.
 */
export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["/auth/invitation", token],
    queryFn: () => requestJson<InvitationPreview>("POST", "/auth/invitation", { token }),
    enabled: token.length > 0,
  });

export function useInvitationPreview(token: string) {
  return useQuery(invitationPreviewQueryOptions(token));
}
