import { format } from "date-fns";
import { fromDayString, weekStartSunday } from "../../../../shared/domain/dates";
import { usePlannerWindow } from "../hooks/use-planner-window";
import { WindowBoard } from "./window-board";

/** SPEC §2 weekly planner meal types: breakfast, lunch and dinner. */
export const WEEKLY_MEAL_TYPES = ["breakfast", "lunch", "dinner"] as const;

const WEEK_NAV = { group: "Change week", previous: "Previous week", today: "This week", next: "Next week" };

/** SPEC §2 weekly planner: week navigation, 7 days from Sunday by breakfast, lunch and dinner. */
export function WeekBoard({ householdId }: { householdId: string }) {
  const win = usePlannerWindow(7, weekStartSunday);
  return (
    <WindowBoard
      householdId={householdId}
      win={win}
      label={`Week of ${format(fromDayString(win.start), "MMM d, yyyy")}`}
      nav={WEEK_NAV}
      mealTypes={WEEKLY_MEAL_TYPES}
      variant="weekly"
      columns="md:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7"
    />
  );
}
