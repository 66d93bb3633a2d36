import { useState } from "react";
import { addDays, toDayString, windowDays } from "../../../../shared/domain/dates";

/**
 * A planner's window of `length` days (SPEC §9: the weekly planner 7 from Sunday, the enhanced
 * planner 4 from today). `anchor` maps today to the window's first day (weekStartSunday, or
 * identity). Previous/Next move by a whole window; goToday jumps back to today's window (atToday: it shows it).
 */
export function usePlannerWindow(length: number, anchor: (today: string) => string = (d) => d) {
  const today = toDayString(new Date());
  const [start, setStart] = useState(() => anchor(today));
  const days = windowDays(start, length);
  return {
    today,
    start,
    /** True while the window is today's window. */
    atToday: start === anchor(today),
    end: days[days.length - 1],
    days,
    previous: () => setStart((s) => addDays(s, -length)),
    next: () => setStart((s) => addDays(s, length)),
    goToday: () => setStart(anchor(toDayString(new Date()))),
  };
}

export type PlannerWindow = ReturnType<typeof usePlannerWindow>;
