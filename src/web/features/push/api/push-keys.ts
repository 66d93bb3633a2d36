/** Query keys of push notifications (this feature only). */
export const pushKeys = {
  /** GET /api/push/reminders: the user's reminder switches and times. */
  reminders: ["/api/push/reminders"] as const,
};
