import { Minus, Plus } from "lucide-react";
import { MAX_RECIPE_SERVINGS } from "../../shared/domain/recipe-rules";
import { Button } from "./ui/button";

/**
 * The servings stepper of the recipe detail, print view and cook mode (1 to MAX_RECIPE_SERVINGS, 100): changes how the ingredient
 * amounts are scaled. The number is announced when it changes.
 */
export function ServingsStepper({ value, onChange }: { value: number; onChange: (next: number) => void }) {
  return (
    <div className="inline-flex items-center gap-1 rounded-xl border bg-card p-0.5 shadow-xs" role="group" aria-label="Servings">
      <Button
        variant="ghost"
        size="icon-sm"
        className="size-11"
        aria-label="Fewer servings"
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Minus aria-hidden="true" />
      </Button>
      <output className="min-w-[5.5rem] text-center text-sm font-semibold tabular-nums" aria-live="polite" data-testid="servings-value">
        {value} {value === 1 ? "serving" : "servings"}
      </output>
      <Button
        variant="ghost"
        size="icon-sm"
        className="size-11"
        aria-label="More servings"
        disabled={value >= MAX_RECIPE_SERVINGS}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
