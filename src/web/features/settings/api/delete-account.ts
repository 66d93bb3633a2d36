import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, errorMessage } from "../../../lib/api-client";
import { useAuthStore } from "../../../lib/auth-store";
import { clearOfflineData } from "../../../lib/offline-cache";
import { toast } from "../../../components/ui/use-toast";

/**
 * DELETE /api/account (SPEC §7). On success the local state is cleared and the page reloads to
 * the auth screen; failure shows SPEC §8's 'Failed to delete account'.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", "/api/account"),
    onSuccess: () => {
      queryClient.clear();
      useAuthStore.getState().clear();
      void clearOfflineData().then(() => window.location.replace("/"));
    },
    onError: (err) => toast({ title: "Failed to delete account", description: errorMessage(err), variant: "destructive" }),
  });
}
