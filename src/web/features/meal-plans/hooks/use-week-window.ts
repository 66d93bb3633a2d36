import { useState } from "react";
import { addDays, toDayString, weekDays, weekStartSunday } from "../../../../shared/domain/dates";

/** The weekly planner's window: 7 days starting Sunday (SPEC §9); previous/next move a week. */
export function useWeekWindow() {
  const today = toDayString(new Date());
  const [start, setStart] = useState(() => weekStartSunday(today));
  const days = weekDays(start);
  return {
    today,
    start,
    end: days[6],
    days,
    previous: () => setStart((s) => addDays(s, -7)),
    next: () => setStart((s) => addDays(s, 7)),
    goToday: () => setStart(weekStartSunday(toDayString(new Date()))),
  };
}
