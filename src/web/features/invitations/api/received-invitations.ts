import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { Ok } from "../../../../shared/schemas/common";
import type {
  acceptInvitationResponseSchema,
  acceptInvitationSchema,
  ReceivedInvitations,
} from "../../../../shared/schemas/households";
import { errorMessage, getJson, requestJson } from "../../../lib/api-client";
import { clearOfflineData } from "../../../lib/offline-cache";
import { toast } from "../../../components/ui/use-toast";
import { invitationsKeys } from "./invitations-keys";

type AcceptBody = z.input<typeof acceptInvitationSchema>;
type AcceptAnswer = z.infer<typeof acceptInvitationResponseSchema>;

/** GET /api/invitations → open invitations to the signed-in address and the current household's contents. */
export const receivedInvitationsQueryOptions = queryOptions({
  queryKey: invitationsKeys.received,
  queryFn: () => getJson<ReceivedInvitations>("/api/invitations"),
});

/** Open invitations to the signed-in address (and what the current household holds). */
export function useReceivedInvitations() {
  return useQuery(receivedInvitationsQueryOptions);
}

/**
 * POST /api/invitations/{id}/accept {mode}: join the inviting household. On success every cached
 * answer of the former household is dropped and the app reloads on the Pantry screen.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string } & AcceptBody) =>
      requestJson<AcceptAnswer>("POST", `/api/invitations/${v.id}/accept`, { mode: v.mode } satisfies AcceptBody),
    onSuccess: async () => {
      queryClient.clear();
      await clearOfflineData();
      window.location.replace("/");
    },
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}

/** POST /api/invitations/{id}/decline: say no; the invitation disappears from the list. */
export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => requestJson<Ok>("POST", `/api/invitations/${id}/decline`, {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invitationsKeys.received });
      void queryClient.invalidateQueries({ queryKey: invitationsKeys.previews });
      toast({ title: "Invitation declined" });
    },
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}
