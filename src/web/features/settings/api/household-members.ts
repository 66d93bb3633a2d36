import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { Ok } from "../../../../shared/schemas/common";
import type { HouseholdMembers, inviteRequestSchema, leaveHouseholdResponseSchema } from "../../../../shared/schemas/households";
import { errorMessage, getJson, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";
import { settingsKeys } from "./settings-keys";

type InviteBody = z.input<typeof inviteRequestSchema>;
type LeaveAnswer = z.infer<typeof leaveHouseholdResponseSchema>;

/** GET /api/households/members → {householdId, name, members, invites}. */
export const householdMembersQueryOptions = queryOptions({
  queryKey: settingsKeys.householdMembers,
  queryFn: () => getJson<HouseholdMembers>("/api/households/members"),
});

/** The members card's list of members and open invitations. */
export function useHouseholdMembers() {
  return useQuery(householdMembersQueryOptions);
}

/** POST /api/households/invites {email}: mails the person an invitation (it joins nobody by itself). */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) => requestJson<Ok>("POST", "/api/households/invites", body),
    onSuccess: (_r, body) => {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.householdMembers });
      toast({ title: "Invitation sent", description: `${body.email} can accept it within 7 days after signing in with that address.` });
    },
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}

/** DELETE /api/households/invites/{id}: withdraw an open invitation; its link stops working. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => requestJson<Ok>("DELETE", `/api/households/invites/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.householdMembers });
      toast({ title: "Invitation withdrawn" });
    },
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}

/** POST /api/households/leave: the user moves to a new household of their own; the app reloads. */
export function useLeaveHousehold() {
  return useMutation({
    mutationFn: () => requestJson<LeaveAnswer>("POST", "/api/households/leave"),
    onSuccess: () => window.location.replace("/settings"),
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}
