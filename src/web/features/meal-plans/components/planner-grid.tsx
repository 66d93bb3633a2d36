import { useId, useRef, useState } from "react";
import type { MealType } from "../../../../shared/schemas/common";
import type { MealPlanEntry } from "../../../../shared/schemas/meal-plans";
import { cn } from "../../../lib/cn";
import { useRemoveMealPlan } from "../api/update-meal-plan";
import { useScrollTodayIntoView } from "../hooks/use-scroll-today-into-view";
import { useSlotRoving } from "../hooks/use-slot-roving";
import { AddMealDialog, type MealSlot } from "./add-meal-dialog";
import { CookDialog } from "./cook-dialog";
import { DayColumn } from "./day-column";
import { MoveMealDialog } from "./move-meal-dialog";
import { RemoveSeriesDialog } from "./remove-series-dialog";

/**
 * The day columns of a planner with their dialogs: add a meal to a slot, move or remove an entry,
 * and (enhanced planner) mark it cooked. The slots' add buttons are one Tab stop; arrow keys,
 * Home and End move between them (hooks/use-slot-roving), as the hint under the grid says.
 * Days before today take no new meals (issue 23, as the add-to-plan dialog's calendar): they have
 * no add buttons, and the arrow keys move over today and later days only. When the grid first
 * shows today it scrolls today's column into view if it starts far down (a phone's stacked week).
 */
export function PlannerGrid({
  householdId,
  days,
  today,
  entries,
  mealTypes,
  variant,
  className,
}: {
  householdId: string;
  days: string[];
  today: string;
  entries: MealPlanEntry[];
  mealTypes: readonly MealType[];
  variant: "weekly" | "enhanced";
  className?: string;
}) {
  const [slot, setSlot] = useState<MealSlot | null>(null);
  const [cooking, setCooking] = useState<MealPlanEntry | null>(null);
  const [moving, setMoving] = useState<MealPlanEntry | null>(null);
  const [removingSeries, setRemovingSeries] = useState<MealPlanEntry | null>(null);
  const remove = useRemoveMealPlan();
  // YYYY-MM-DD strings compare as dates.
  const openDays = days.filter((d) => d >= today);
  const roving = useSlotRoving(openDays, mealTypes, today);
  const grid = useRef<HTMLDivElement>(null);
  useScrollTodayIntoView(grid, today, days.includes(today));
  const hintId = useId();
  const actions = {
    onCook: variant === "enhanced" ? setCooking : undefined,
    onMove: setMoving,
    onRemove: (entry: MealPlanEntry) => (entry.seriesDay ? setRemovingSeries(entry) : remove.mutate({ entry })),
  };
  return (
    <>
      <div
        ref={grid}
        className={cn("grid gap-4", className)}
        role="group"
        aria-label="Meal slots"
        aria-describedby={hintId}
        onKeyDown={roving.onKeyDown}
      >
        {days.map((day) => (
          <DayColumn
            key={day}
            day={day}
            isToday={day === today}
            isPast={day < today}
            entries={entries.filter((e) => e.day === day)}
            mealTypes={mealTypes}
            onAdd={(d, mealType) => setSlot({ day: d, mealType })}
            actions={actions}
            tabStopMeal={day === roving.active.day ? roving.active.mealType : null}
            onSlotFocus={roving.onFocusSlot}
          />
        ))}
      </div>
      <p id={hintId} className="sr-only pointer-fine:not-sr-only pointer-fine:mt-3 pointer-fine:text-xs pointer-fine:text-muted-foreground">
        Tip: the arrow keys move between meal slots; Enter adds a meal.
      </p>
      <AddMealDialog householdId={householdId} slot={slot} variant={variant} onClose={() => setSlot(null)} />
      {cooking && <CookDialog entry={cooking} onClose={() => setCooking(null)} />}
      {removingSeries && <RemoveSeriesDialog entry={removingSeries} onClose={() => setRemovingSeries(null)} />}
      {moving && <MoveMealDialog key={`${moving.id}-${moving.day}`} entry={moving} onClose={() => setMoving(null)} />}
    </>
  );
}
