import { format } from "date-fns";
import { fromDayString } from "../../../../shared/domain/dates";
import { MEAL_TYPES } from "../../../../shared/schemas/common";
import type { MealPlanEntry } from "../../../../shared/schemas/meal-plans";
import { cn } from "../../../lib/cn";
import { MealEntryChip } from "./meal-entry-chip";

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One day of the planner: a header and a slot per meal type (breakfast, lunch, dinner, snack). */
export function DayColumn({ day, isToday, entries }: { day: string; isToday: boolean; entries: MealPlanEntry[] }) {
  const date = fromDayString(day);
  return (
    <section
      aria-label={format(date, "EEEE, MMMM d")}
      className={cn(
        "flex flex-col overflow-hidden rounded-[var(--radius-card)] border bg-card shadow-sm lg:row-span-5 lg:grid lg:grid-rows-subgrid lg:gap-0",
        isToday && "border-green-300 ring-1 ring-green-300",
      )}
    >
      <header className={cn("flex items-baseline justify-between gap-2 border-b px-4 py-3", isToday ? "bg-primary-soft" : "bg-muted/40")}>
        <div>
          <h2 className="font-semibold leading-tight">{format(date, "EEEE")}</h2>
          <p className="text-sm text-muted-foreground">{format(date, "MMM d")}</p>
        </div>
        {isToday && <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">Today</span>}
      </header>
      {MEAL_TYPES.map((mealType) => {
        const slot = entries.filter((e) => e.mealType === mealType);
        return (
          <div
            key={mealType}
            className="flex flex-col gap-2 border-t p-3 lg:min-h-24 first-of-type:border-t-0"
            data-meal-type={mealType}
            data-testid={`plan-cell-${day}-${mealType}`}
          >
            <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{capitalise(mealType)}</h3>
            {slot.length > 0 ? (
              <ul className="grid gap-2" aria-label={`${capitalise(mealType)} on ${format(date, "EEEE")}`}>
                {slot.map((entry) => (
                  <MealEntryChip key={entry.id} entry={entry} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground/70">Nothing planned</p>
            )}
          </div>
        );
      })}
    </section>
  );
}
