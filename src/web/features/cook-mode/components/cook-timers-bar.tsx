import { BellRing, TimerReset, X } from "lucide-react";
import { formatClock } from "../../../../shared/domain/step-timers";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import type { CookTimer } from "../hooks/use-cook-timers";

/**
 * The running and finished timers, side by side under the step: label, a large countdown (or
 * "Done"), and a button to stop or dismiss it. Finished timers are highlighted until dismissed.
 */
export function CookTimersBar({ timers, now, onRemove }: { timers: CookTimer[]; now: number; onRemove: (id: number) => void }) {
  if (timers.length === 0) return null;
  return (
    <section aria-label="Timers" className="border-t bg-card/95 px-4 py-3 backdrop-blur">
      <ul className="mx-auto flex max-w-3xl flex-wrap gap-2">
        {timers.map((t) => {
          const left = (t.endsAt - now) / 1000;
          return (
            <li
              key={t.id}
              data-testid="cook-timer"
              className={cn(
                "flex min-h-14 items-center gap-3 rounded-2xl border py-1.5 pr-1.5 pl-3",
                t.done ? "animate-pulse border-primary bg-primary text-primary-foreground motion-reduce:animate-none" : "bg-background",
              )}
            >
              {t.done ? <BellRing className="size-5" aria-hidden="true" /> : <TimerReset className="size-5 text-muted-foreground" aria-hidden="true" />}
              <span className="flex flex-col leading-tight">
                <span className={cn("text-xs", !t.done && "text-muted-foreground")}>{t.label}</span>
                <span className="text-2xl font-semibold tabular-nums" role="timer" aria-label={`${t.label}: ${t.done ? "done" : `${formatClock(left)} left`}`}>
                  {t.done ? "Done" : formatClock(left)}
                </span>
              </span>
              <Button
                variant={t.done ? "secondary" : "ghost"}
                size="icon"
                className="size-11"
                aria-label={t.done ? `Dismiss timer ${t.label}` : `Stop timer ${t.label}`}
                onClick={() => onRemove(t.id)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
