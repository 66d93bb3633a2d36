import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { profileUpdateSchema } from "../../../../shared/schemas/account";
import type { User } from "../../../../shared/schemas/auth";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { useAuthStore } from "../../../lib/auth-store";
import { meKeys } from "../../../lib/query-keys";
import { toast } from "../../../components/ui/use-toast";
import { settingsKeys } from "./settings-keys";

type ProfileBody = z.input<typeof profileUpdateSchema>;

/** PUT /api/account/profile {firstName, lastName?} → the updated user (also kept in the auth store). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => requestJson<User>("PUT", "/api/account/profile", body),
    onSuccess: (user) => {
      queryClient.setQueryData<User | null>(meKeys.all, user);
      useAuthStore.getState().setUser(user);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.householdMembers });
      toast({ title: "Profile saved" });
    },
    onError: (err) => toast({ title: "Error saving settings", description: errorMessage(err), variant: "destructive" }),
  });
}
