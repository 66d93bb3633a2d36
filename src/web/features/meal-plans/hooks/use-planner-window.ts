import { useState } from "react";
import { addDays, PLANNER_WINDOW_DAYS, toDayString, windowDays } from "../../../../shared/domain/dates";

/** A four-day window (SPEC §9) starting today; Previous/Next move by a whole window, Today jumps back. */
export function usePlannerWindow() {
  const today = toDayString(new Date());
  const [start, setStart] = useState(today);
  const days = windowDays(start, PLANNER_WINDOW_DAYS);
  return {
    today,
    start,
    end: days[days.length - 1],
    days,
    previous: () => setStart((s) => addDays(s, -PLANNER_WINDOW_DAYS)),
    next: () => setStart((s) => addDays(s, PLANNER_WINDOW_DAYS)),
    goToday: () => setStart(toDayString(new Date())),
  };
}
