/**
 * Ready-made RFC 5545 RRULE values the planners offer (issue 7 item 4), without the rrule
 * library so the client bundle stays small. BYDAY codes: SU MO TU WE TH FR SA.
 */
export const WEEKDAY_CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
export const EVERY_WEEKDAY_RULE = "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR";
export const EVERY_DAY_RULE = "FREQ=DAILY";

/** "FREQ=WEEKLY;BYDAY=XX" for a weekday (0 = Sunday … 6 = Saturday, like Date.getDay). */
export function everyWeekOn(weekday: number): string {
  return `FREQ=WEEKLY;BYDAY=${WEEKDAY_CODES[weekday]}`;
}
