import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { UseSoonDigestSettings, useSoonDigestSchema } from "../../../../shared/schemas/push";
import { errorMessage, getJson, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";
import { pushKeys } from "./push-keys";

type UseSoonBody = z.input<typeof useSoonDigestSchema>;

/** This browser's IANA time zone ("UTC" when the browser does not say). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** GET /api/push/use-soon → {enabled, time 'HH:MM', timeZone}. */
export const useSoonQueryOptions = queryOptions({
  queryKey: pushKeys.useSoon,
  queryFn: () => getJson<UseSoonDigestSettings>("/api/push/use-soon"),
});

/** GET /api/push/use-soon — the caller's use-soon alert settings (off by default). */
export function useUseSoonSettings() {
  return useQuery(useSoonQueryOptions);
}

/**
 * PUT /api/push/use-soon — save the switch and local time, always in this browser's time zone
 * (the digest comes at that time where the user is now). Failure: 'Error saving settings' toast (SPEC §8).
 */
export function useSaveUseSoon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { enabled: boolean; time: string }) =>
      requestJson<UseSoonDigestSettings>("PUT", "/api/push/use-soon", { ...v, timeZone: browserTimeZone() } satisfies UseSoonBody),
    onSuccess: (data) => queryClient.setQueryData<UseSoonDigestSettings>(pushKeys.useSoon, data),
    onError: (err) => toast({ title: "Error saving settings", description: errorMessage(err), variant: "destructive" }),
  });
}
