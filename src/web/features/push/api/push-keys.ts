/** Query keys of push notifications (this feature only). */
export const pushKeys = {
  /** GET /api/push/reminders: the user's reminder switches and times. */
  reminders: ["/api/push/reminders"] as const,
  /** GET /api/push/use-soon: the user's use-soon digest switch, time and zone. */
  useSoon: ["/api/push/use-soon"] as const,
};
