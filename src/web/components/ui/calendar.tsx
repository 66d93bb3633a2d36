import type { ComponentProps } from "react";
import { Day, DayPicker, type DayProps } from "react-day-picker";
import { cn } from "../../lib/cn";

/**
 * Each day cell is named by its day of the month (e.g. "23"); the button inside keeps
 * react-day-picker's full label ("Monday, November 23rd, 2026"), which is what focus reads.
 */
function NamedDay(props: DayProps) {
  return <Day {...props} aria-label={props["aria-label"] ?? String(props.day.date.getDate())} />;
}

/** react-day-picker with our styles (see styles.css `.rdp-root`). */
export function Calendar({ className, components, ...props }: ComponentProps<typeof DayPicker>) {
  return <DayPicker className={cn("mx-auto w-fit p-1", className)} components={{ Day: NamedDay, ...components }} {...props} />;
}
