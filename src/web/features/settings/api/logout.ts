import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useAuthStore } from "../../../lib/auth-store";
import { clearOfflineData } from "../../../lib/offline-cache";
import { toast } from "../../../components/ui/use-toast";

/**
 * POST /api/logout, then clear the auth store and open the start page (not the page signed out
 * from, so /settings does not linger in the address bar). A failing logout call is only logged
 * (SPEC §8); 'Failed to sign out' appears only if clearing up itself throws.
 */
export async function signOut(clearCache: () => void): Promise<void> {
  try {
    await apiRequest("POST", "/api/logout");
  } catch (err) {
    console.error("Logout request failed:", err);
  }
  clearCache();
  await clearOfflineData(); // the kept pantry, recipes and plan answers (issue 10 item 3)
  useAuthStore.getState().clear();
  window.location.replace("/");
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOut(() => queryClient.clear()),
    onError: () => toast({ title: "Failed to sign out", variant: "destructive" }),
  });
}
