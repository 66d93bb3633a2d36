import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { JoinMode, ReceivedInvitations } from "../../../../shared/schemas/households";
import { errorMessage, getJson, requestJson } from "../../../lib/api-client";
import { clearOfflineData } from "../../../lib/offline-cache";
import { toast } from "../../../components/ui/use-toast";

/** GET /api/invitations → open invitations to the signed-in address and the current household's contents. */
export const receivedInvitationsQueryOptions = queryOptions({
  queryKey: ["/api/invitations"],
  queryFn: () => getJson<ReceivedInvitations>("/api/invitations"),
});

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
    mutationFn: (v: { id: string; mode: JoinMode }) =>
      requestJson<{ householdId: string; formerHouseholdRemoved: boolean }>("POST", `/api/invitations/${v.id}/accept`, { mode: v.mode }),
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
    mutationFn: (id: string) => requestJson<{ success: true }>("POST", `/api/invitations/${id}/decline`, {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: receivedInvitationsQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: ["/auth/invitation"] });
      toast({ title: "Invitation declined" });
    },
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}
