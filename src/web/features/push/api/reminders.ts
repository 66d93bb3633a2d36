import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { pushTestAnswerSchema, pushTestSchema, ReminderSettings, reminderSettingsSchema } from "../../../../shared/schemas/push";
import { errorMessage, getJson, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";
import { pushKeys } from "./push-keys";

type RemindersBody = z.input<typeof reminderSettingsSchema>;
type PushTestBody = NonNullable<z.input<typeof pushTestSchema>>;
type PushTestAnswer = z.infer<typeof pushTestAnswerSchema>;

/** GET /api/push/reminders → ReminderSettings. */
export const remindersQueryOptions = queryOptions({
  queryKey: pushKeys.reminders,
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
      } satisfies RemindersBody),
    onSuccess: (data) => queryClient.setQueryData<ReminderSettings>(pushKeys.reminders, data),
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}

/** POST /api/push/test {userId} (SPEC §7); failure toast 'Failed to send test notification' (SPEC §8). */
export function useTestNotification() {
  return useMutation({
    mutationFn: (userId: string) => requestJson<PushTestAnswer>("POST", "/api/push/test", { userId } satisfies PushTestBody),
    onSuccess: ({ sent }) =>
      toast({ title: "Test notification sent", description: `Sent to ${sent} ${sent === 1 ? "device" : "devices"}.` }),
    onError: (err) => toast({ title: "Failed to send test notification", description: errorMessage(err), variant: "destructive" }),
  });
}
