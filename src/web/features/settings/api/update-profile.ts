import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdate } from "../../../../shared/schemas/account";
import type { User } from "../../../../shared/schemas/auth";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { useAuthStore } from "../../../lib/auth-store";
import { meQueryOptions } from "../../../lib/use-auth";
import { toast } from "../../../components/ui/use-toast";
import { householdMembersQueryOptions } from "./household-members";

/** PUT /api/account/profile {firstName, lastName?} → the updated user (also kept in the auth store). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => requestJson<User>("PUT", "/api/account/profile", body),
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryOptions.queryKey, user);
      useAuthStore.getState().setUser(user);
      void queryClient.invalidateQueries({ queryKey: householdMembersQueryOptions.queryKey });
      toast({ title: "Profile saved" });
    },
    onError: (err) => toast({ title: "Error saving settings", description: errorMessage(err), variant: "destructive" }),
  });
}
