import { Check } from "lucide-react";
import { cn } from "../../../lib/cn";

/**
 * A group of toggle chips (aria-pressed buttons) for picking any number of values from a fixed
 * list, e.g. SPEC §9's allergy and preference choices.
 */
export function ChoiceChips<T extends string>({
  label,
  options,
  value,
  onChange,
  tone = "green",
}: {
  label: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  tone?: "green" | "red";
}) {
  const toggle = (o: T) => onChange(value.includes(o) ? value.filter((v) => v !== o) : [...value, o]);
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((o) => {
        const on = value.includes(o);
        return (
          <button
            key={o}
            type="button"
            aria-pressed={on}
            onClick={() => toggle(o)}
            className={cn(
              "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              on
                ? tone === "red"
                  ? "border-destructive-border bg-destructive-soft text-destructive-soft-foreground"
                  : "border-success-border bg-success-soft text-success-soft-foreground"
                : "border-border bg-card text-foreground hover:bg-muted",
            )}
          >
            {on && <Check className="size-4" aria-hidden="true" />}
            {o}
          </button>
        );
      })}
    </div>
  );
}
