import { format } from "date-fns";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { fromDayString } from "../../../../shared/domain/dates";
import { Button } from "../../../components/ui/button";
import { ErrorAlert } from "../../../components/ui/alert";
import { Skeleton } from "../../../components/ui/skeleton";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useMealPlans } from "../api/get-meal-plans";
import { useWeekWindow } from "../hooks/use-week-window";
import { PlannerGrid } from "./planner-grid";

/** SPEC §2 weekly planner meal types: breakfast, lunch and dinner. */
export const WEEKLY_MEAL_TYPES = ["breakfast", "lunch", "dinner"] as const;

/** SPEC §2 weekly planner: week navigation, 7 days from Sunday by breakfast, lunch and dinner. */
export function WeekBoard({ householdId }: { householdId: string }) {
  const win = useWeekWindow();
  const plans = useMealPlans(householdId, win.start, win.end);
  const label = `Week of ${format(fromDayString(win.start), "MMM d, yyyy")}`;
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-base font-semibold" aria-live="polite">
          {label}
        </p>
        <div className="grid w-full grid-cols-3 gap-2 sm:flex sm:w-auto" role="group" aria-label="Change week">
          <Button variant="outline" size="sm" onClick={win.previous}>
            <ChevronLeft aria-hidden="true" />
            Previous week
          </Button>
          <Button variant="outline" size="sm" onClick={win.goToday}>
            This week
          </Button>
          <Button variant="outline" size="sm" onClick={win.next}>
            Next week
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      {plans.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4" aria-busy="true" aria-label="Loading meal plan">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-64 w-full" />
          ))}
        </div>
      ) : plans.isError ? (
        <ErrorAlert>
          <p>Couldn't load your meal plan: {errorMessage(plans.error)}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void plans.refetch()}>
            Try again
          </Button>
        </ErrorAlert>
      ) : (
        <PlannerGrid
          householdId={householdId}
          days={win.days}
          today={win.today}
          entries={plans.data}
          mealTypes={WEEKLY_MEAL_TYPES}
          variant="weekly"
          className={cn("md:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7 transition-opacity", plans.isPlaceholderData && "opacity-60")}
        />
      )}
    </div>
  );
}
