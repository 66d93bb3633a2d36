import { format } from "date-fns";
import { fromDayString, PLANNER_WINDOW_DAYS } from "../../../../shared/domain/dates";
import { MEAL_TYPES } from "../../../../shared/schemas/common";
import { usePlannerWindow } from "../hooks/use-planner-window";
import { WindowBoard } from "./window-board";

const DAYS_NAV = { group: "Change days", previous: "Previous", today: "Today", next: "Next" };

/** "Nov 24 – Nov 27, 2026", or with both years when the window crosses New Year. */
function rangeLabel(start: string, end: string): string {
  const a = fromDayString(start);
  const b = fromDayString(end);
  return a.getFullYear() === b.getFullYear()
    ? `${format(a, "MMM d")} – ${format(b, "MMM d, yyyy")}`
    : `${format(a, "MMM d, yyyy")} – ${format(b, "MMM d, yyyy")}`;
}

/** SPEC §2 enhanced planner: a four-day window with Previous, Next and Today. */
export function PlannerBoard({ householdId }: { householdId: string }) {
  const win = usePlannerWindow(PLANNER_WINDOW_DAYS);
  return (
    <WindowBoard
      householdId={householdId}
      win={win}
      label={rangeLabel(win.start, win.end)}
      nav={DAYS_NAV}
      mealTypes={MEAL_TYPES}
      variant="enhanced"
      columns="md:grid-cols-2 lg:grid-cols-4"
    />
  );
}
