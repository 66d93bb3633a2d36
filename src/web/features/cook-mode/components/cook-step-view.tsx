import { Timer } from "lucide-react";
import { formatDuration, stepTimers } from "../../../../shared/domain/step-timers";
import { Button } from "../../../components/ui/button";

/**
 * One step in large type: the ingredients it uses (scaled lines) and a button per time in its
 * text ("Start 20 min timer"); a range offers both ends ("5 min", "7 min").
 */
export function CookStepView({
  number,
  text,
  ingredients,
  onTimer,
}: {
  number: number;
  text: string;
  ingredients: string[];
  onTimer: (label: string, seconds: number) => void;
}) {
  const times = stepTimers(text);
  return (
    <div className="space-y-6">
      <p className="text-2xl leading-snug font-medium text-balance sm:text-3xl lg:text-4xl" data-testid="cook-step-text">
        {text}
      </p>
      {ingredients.length > 0 && (
        <section aria-label="Ingredients for this step" className="rounded-2xl bg-muted/60 p-4">
          <h2 className="text-sm font-semibold text-muted-foreground">You need</h2>
          <ul className="mt-2 space-y-1.5 text-lg">
            {ingredients.map((line) => (
              <li key={line} className="flex gap-2">
                <span aria-hidden="true" className="text-primary">
                  •
                </span>
                {line}
              </li>
            ))}
          </ul>
        </section>
      )}
      {times.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {times.flatMap((t) =>
            (t.minSeconds ? [t.minSeconds, t.seconds] : [t.seconds]).map((seconds) => (
              <Button
                key={`${t.start}-${seconds}`}
                variant="outline"
                size="lg"
                className="h-12"
                onClick={() => onTimer(`Step ${number} · ${formatDuration(seconds)}`, seconds)}
              >
                <Timer aria-hidden="true" />
                Start {formatDuration(seconds)} timer
              </Button>
            )),
          )}
        </div>
      )}
    </div>
  );
}
