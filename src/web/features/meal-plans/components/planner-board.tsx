import { format } from "date-fns";
import { fromDayString } from "../../../../shared/domain/dates";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { ErrorAlert } from "../../../components/ui/alert";
import { Skeleton } from "../../../components/ui/skeleton";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useMealPlans } from "../api/get-meal-plans";
import { usePlannerWindow } from "../hooks/use-planner-window";
import { MEAL_TYPES } from "../../../../shared/schemas/common";
import { PlannerGrid } from "./planner-grid";

function BoardSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4" aria-busy="true" aria-label="Loading meal plan">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="rounded-[var(--radius-card)] border bg-card p-4">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="mt-2 h-4 w-16" />
          {Array.from({ length: 4 }, (_, j) => (
            <Skeleton key={j} className="mt-4 h-14 w-full" />
          ))}
        </div>
      ))}
    </div>
  );
}

/** SPEC §2 enhanced planner: a four-day window with Previous, Next and Today. */
export function PlannerBoard({ householdId }: { householdId: string }) {
  const win = usePlannerWindow();
  const plans = useMealPlans(householdId, win.start, win.end);
  const entries = plans.data ?? [];
  const startDate = fromDayString(win.start);
  const endDate = fromDayString(win.end);
  const range =
    startDate.getFullYear() === endDate.getFullYear()
      ? `${format(startDate, "MMM d")} – ${format(endDate, "MMM d, yyyy")}`
      : `${format(startDate, "MMM d, yyyy")} – ${format(endDate, "MMM d, yyyy")}`;

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-base font-semibold" aria-live="polite">
          {range}
        </p>
        <div className="grid w-full grid-cols-3 gap-2 sm:flex sm:w-auto sm:items-center" role="group" aria-label="Change days">
          <Button variant="outline" size="sm" onClick={win.previous}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <Button variant={win.start === win.today ? "secondary" : "outline"} size="sm" onClick={win.goToday}>
            Today
          </Button>
          <Button variant="outline" size="sm" onClick={win.next}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      {plans.isPending ? (
        <BoardSkeleton />
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
          entries={entries}
          mealTypes={MEAL_TYPES}
          variant="enhanced"
          className={cn("md:grid-cols-2 lg:grid-cols-4 transition-opacity", plans.isPlaceholderData && "opacity-60")}
        />
      )}
    </div>
  );
}
