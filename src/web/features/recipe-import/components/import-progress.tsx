import { Loader2 } from "lucide-react";
import type { ImportProgress } from "../../../../shared/schemas/recipe-imports";
import { Button } from "../../../components/ui/button";

/**
 * Step 3: the background import running. A progressbar (aria-valuenow = recipes handled,
 * aria-valuemax = ticked, text "12 of 40"); the page may be left and the import goes on.
 * "Stop import" cancels: recipes already imported stay.
 */
export function ImportProgressView({ progress, stopping, onStop }: { progress: ImportProgress; stopping: boolean; onStop: () => void }) {
  const { done, total } = progress;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const text = `${done} of ${total}`;
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="flex items-center gap-2 font-medium">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          Importing recipes…
        </span>
        <span className="tabular-nums text-muted-foreground" data-testid="import-progress-text">
          {text}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Importing recipes"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground">You can leave this page: the import goes on, and its summary waits here.</p>
      <Button variant="outline" className="justify-self-start" onClick={onStop} disabled={stopping}>
        {stopping ? "Stopping…" : "Stop import"}
      </Button>
    </div>
  );
}
