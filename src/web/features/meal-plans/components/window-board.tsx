import { ChevronLeft, ChevronRight } from "lucide-react";
import type { MealType } from "../../../../shared/schemas/common";
import { Button } from "../../../components/ui/button";
import { ErrorAlert } from "../../../components/ui/alert";
import { Skeleton, SkeletonRegion } from "../../../components/ui/skeleton";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useMealPlans } from "../api/get-meal-plans";
import type { PlannerWindow } from "../hooks/use-planner-window";
import { PlannerGrid } from "./planner-grid";

/** Phone: three equal columns; a long label ('Previous week') wraps inside its button instead of spilling out. */
const NAV_BUTTON = "max-sm:h-auto max-sm:min-h-11 max-sm:min-w-0 max-sm:gap-1 max-sm:whitespace-normal max-sm:px-2 max-sm:py-1 max-sm:leading-tight";

/** Day-column placeholders (heading, date, meal slots) while the window loads. */
function BoardSkeleton() {
  return (
    <SkeletonRegion label="Loading meal plan…" className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="rounded-[var(--radius-card)] border bg-card p-4">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="mt-2 h-4 w-16" />
          {Array.from({ length: 4 }, (_, j) => (
            <Skeleton key={j} className="mt-4 h-14 w-full" />
          ))}
        </div>
      ))}
    </SkeletonRegion>
  );
}

export interface WindowBoardProps {
  householdId: string;
  win: PlannerWindow;
  /** The window's heading, e.g. "Week of Nov 22, 2026" or "Nov 24 – Nov 27, 2026". */
  label: string;
  /** Accessible name of the navigation group and the three button texts. */
  nav: { group: string; previous: string; today: string; next: string };
  mealTypes: readonly MealType[];
  variant: "weekly" | "enhanced";
  /** Column classes of the grid for this window length. */
  columns: string;
}

/**
 * One planner board (both planners, SPEC §2): the window heading, Previous / today / Next, and the
 * window's meal plans as a grid, with loading, error (Try again) and refetching states.
 */
export function WindowBoard({ householdId, win, label, nav, mealTypes, variant, columns }: WindowBoardProps) {
  const plans = useMealPlans(householdId, win.start, win.end);
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-base font-semibold" aria-live="polite">
          {label}
        </p>
        <div className="grid w-full grid-cols-3 gap-2 sm:flex sm:w-auto sm:items-center" role="group" aria-label={nav.group}>
          <Button variant="outline" size="sm" className={NAV_BUTTON} onClick={win.previous}>
            <ChevronLeft aria-hidden="true" />
            {nav.previous}
          </Button>
          <Button variant={win.atToday ? "secondary" : "outline"} size="sm" className={NAV_BUTTON} onClick={win.goToday}>
            {nav.today}
          </Button>
          <Button variant="outline" size="sm" className={NAV_BUTTON} onClick={win.next}>
            {nav.next}
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
          entries={plans.data}
          mealTypes={mealTypes}
          variant={variant}
          className={cn(columns, "transition-opacity", plans.isPlaceholderData && "opacity-60")}
        />
      )}
    </div>
  );
}
