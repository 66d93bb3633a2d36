import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { UserSettings, userSettingsSchema } from "../../../../shared/schemas/user-settings";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { userSettingsKeys } from "../../../lib/query-keys";
import { toast } from "../../../components/ui/use-toast";

/**
 * PUT /api/user-settings {householdSize, allergies, dietaryPrefs, dietaryConstraints} (SPEC §7).
 * Success puts the answer into the shared settings query (recipe scaling, planner and the idea
 * engine read it); failure shows SPEC §8's 'Error saving settings' with the server's message.
 */
export function useUpdateUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof userSettingsSchema>) => requestJson<UserSettings>("PUT", "/api/user-settings", body),
    onSuccess: (saved) => {
      queryClient.setQueryData<UserSettings>(userSettingsKeys.all, saved);
      toast({ title: "Settings saved", description: "Recipe ideas now follow your household's needs." });
    },
    onError: (err) => toast({ title: "Error saving settings", description: errorMessage(err), variant: "destructive" }),
  });
}
