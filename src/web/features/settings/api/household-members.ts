import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { HouseholdMembers, InviteRequest } from "../../../../shared/schemas/households";
import { errorMessage, getJson, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";

/** GET /api/households/members → {householdId, name, members, invites}. */
export const householdMembersQueryOptions = queryOptions({
  queryKey: ["/api/households/members"],
  queryFn: () => getJson<HouseholdMembers>("/api/households/members"),
});

export function useHouseholdMembers() {
  return useQuery(householdMembersQueryOptions);
}

/** POST /api/households/invites {email}: mails the person an invitation (it joins nobody by itself). */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteRequest) => requestJson<{ success: true }>("POST", "/api/households/invites", body),
    onSuccess: (_r, body) => {
      void queryClient.invalidateQueries({ queryKey: householdMembersQueryOptions.queryKey });
      toast({ title: "Invitation sent", description: `${body.email} can accept it within 7 days after signing in with that address.` });
    },
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}

/** DELETE /api/households/invites/{id}: withdraw an open invitation; its link stops working. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => requestJson<{ success: true }>("DELETE", `/api/households/invites/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: householdMembersQueryOptions.queryKey });
      toast({ title: "Invitation withdrawn" });
    },
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}

/** POST /api/households/leave: the user moves to a new household of their own; the app reloads. */
export function useLeaveHousehold() {
  return useMutation({
    mutationFn: () => requestJson<{ householdId: string }>("POST", "/api/households/leave"),
    onSuccess: () => window.location.replace("/settings"),
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}
