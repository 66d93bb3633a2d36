import { format } from "date-fns";
import { Plus } from "lucide-react";
import { fromDayString } from "../../../../shared/domain/dates";
import type { MealType } from "../../../../shared/schemas/common";
import type { MealPlanEntry } from "../../../../shared/schemas/meal-plans";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { MealEntryChip, type EntryActions } from "./meal-entry-chip";
import { capitalise } from "../../../lib/text";


/**
 * One day of a planner: a header and a slot per meal type, each with an add button. The add
 * buttons take part in the grid's roving tabindex (hooks/use-slot-roving): only the slot named by
 * `tabStopMeal` is in the Tab order (all are when it is undefined); `onSlotFocus` reports focus.
 * A past day (`isPast`, issue 23) takes no new meals, as the add-to-plan dialog's calendar: its
 * slots have no add button and its header says why; its meals can still be moved, removed or cooked.
 */
export function DayColumn({
  day,
  isToday,
  isPast = false,
  entries,
  mealTypes,
  onAdd,
  actions,
  tabStopMeal,
  onSlotFocus,
}: {
  day: string;
  isToday: boolean;
  /** The day is before today: no add buttons, and a note saying so. */
  isPast?: boolean;
  entries: MealPlanEntry[];
  mealTypes: readonly MealType[];
  onAdd?: (day: string, mealType: MealType) => void;
  actions?: EntryActions;
  tabStopMeal?: MealType | null;
  onSlotFocus?: (slot: { day: string; mealType: MealType }) => void;
}) {
  const date = fromDayString(day);
  return (
    <section
      aria-label={format(date, "EEEE, MMMM d")}
      data-testid={`plan-day-${day}`}
      className={cn(
        // scroll-mt: clear of the sticky app header when the planner scrolls today into view.
        "@container flex scroll-mt-20 flex-col overflow-hidden rounded-[var(--radius-card)] border bg-card shadow-sm",
        isToday && "border-primary/60 ring-1 ring-primary/60",
      )}
    >
      <header className={cn("flex flex-wrap items-baseline justify-between gap-x-2 gap-y-1 border-b px-4 py-3", isToday ? "bg-primary-soft" : "bg-muted/40")}>
        <div>
          <h2 className="font-semibold leading-tight">{format(date, "EEEE")}</h2>
          <p className="text-sm text-muted-foreground">{format(date, "MMM d")}</p>
          {isPast && onAdd && <p className="mt-0.5 text-xs text-muted-foreground">Past day: no new meals</p>}
        </div>
        {isToday && <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">Today</span>}
      </header>
      {mealTypes.map((mealType) => {
        const slot = entries.filter((e) => e.mealType === mealType);
        return (
          <div
            key={mealType}
            className="flex flex-col gap-2 border-t p-3 first-of-type:border-t-0"
            data-meal-type={mealType}
            data-testid={`plan-cell-${day}-${mealType}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 @max-[11rem]:gap-x-1">
              <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase @max-[11rem]:text-2xs @max-[11rem]:tracking-normal">{capitalise(mealType)}</h3>
              {onAdd && !isPast && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="px-2 text-xs @max-[11rem]:px-1.5"
                  aria-label={`Add ${mealType} on ${format(date, "EEEE")}`}
                  data-slot-day={day}
                  data-slot-meal={mealType}
                  tabIndex={tabStopMeal === undefined || tabStopMeal === mealType ? 0 : -1}
                  onFocus={() => onSlotFocus?.({ day, mealType })}
                  onClick={() => onAdd(day, mealType)}
                >
                  <Plus aria-hidden="true" />
                  {/* Narrow columns (seven days side by side) show the + alone; the aria-label names it. */}
                  <span className="@max-[11rem]:sr-only">Add</span>
                </Button>
              )}
            </div>
            {slot.length > 0 ? (
              <ul className="grid gap-2" aria-label={`${capitalise(mealType)} on ${format(date, "EEEE")}`}>
                {slot.map((entry) => (
                  <MealEntryChip key={`${entry.id}-${entry.day}`} entry={entry} actions={actions} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">Nothing planned</p>
            )}
          </div>
        );
      })}
    </section>
  );
}
