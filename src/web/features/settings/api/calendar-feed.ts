import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CalendarFeedCreated, CalendarFeedStatus } from "../../../../shared/schemas/calendar-feed";
import { errorMessage, getJson, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";

/** Query key of the caller's calendar link status (GET /api/calendar-feed). */
export const calendarFeedKey = ["/api/calendar-feed"] as const;

/** GET /api/calendar-feed → whether the caller has a link, when it was made and last fetched (never the URL). */
export const calendarFeedQueryOptions = queryOptions({
  queryKey: calendarFeedKey,
  queryFn: () => getJson<CalendarFeedStatus>("/api/calendar-feed"),
});

/** The calendar card's status. */
export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions);
}

/** POST /api/calendar-feed: make the link, or reset it (the old URL stops working). Answers the URL, shown once. */
export function useMakeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestJson<CalendarFeedCreated>("POST", "/api/calendar-feed"),
    onSuccess: (answer) =>
      queryClient.setQueryData(calendarFeedKey, {
        exists: answer.exists,
        createdAt: answer.createdAt,
        lastFetchedAt: answer.lastFetchedAt,
      }),
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}

/** DELETE /api/calendar-feed: turn the link off (its URL answers 404). */
export function useRemoveCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestJson<CalendarFeedStatus>("DELETE", "/api/calendar-feed"),
    onSuccess: (answer) => {
      queryClient.setQueryData(calendarFeedKey, answer);
      toast({ title: "Calendar link turned off", description: "Calendars subscribed to it stop updating." });
    },
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}
