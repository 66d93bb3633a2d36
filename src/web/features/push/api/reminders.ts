import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReminderSettings } from "../../../../shared/schemas/push";
import { errorMessage, getJson, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";

export const remindersQueryOptions = queryOptions({
  queryKey: ["/api/push/reminders"],
  queryFn: () => getJson<ReminderSettings>("/api/push/reminders"),
});

/** GET /api/push/reminders — the user's reminder switches and times. */
export function useReminders() {
  return useQuery(remindersQueryOptions);
}

/** PUT /api/push/reminders — save switches and times, in this browser's time zone. */
export function useSaveReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (meals: ReminderSettings["meals"]) =>
      requestJson<ReminderSettings>("PUT", "/api/push/reminders", {
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC",
        meals,
      }),
    onSuccess: (data) => queryClient.setQueryData(remindersQueryOptions.queryKey, data),
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}

/** POST /api/push/test {userId} (SPEC §7); failure toast 'Failed to send test notification' (SPEC §8). */
export function useTestNotification() {
  return useMutation({
    mutationFn: (userId: string) => requestJson<{ sent: number }>("POST", "/api/push/test", { userId }),
    onSuccess: ({ sent }) =>
      toast({ title: "Test notification sent", description: `Sent to ${sent} ${sent === 1 ? "device" : "devices"}.` }),
    onError: (err) => toast({ title: "Failed to send test notification", description: errorMessage(err), variant: "destructive" }),
  });
}
