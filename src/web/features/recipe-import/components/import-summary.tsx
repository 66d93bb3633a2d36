import { CircleCheck, TriangleAlert } from "lucide-react";
import { Link } from "wouter";
import type { ImportProgress } from "../../../../shared/schemas/recipe-imports";
import { Button } from "../../../components/ui/button";
import { ErrorAlert } from "../../../components/ui/alert";
import { recipesText } from "./import-preview";
import { SkippedList } from "./skipped-list";

/**
 * Step 4: the summary of a finished (or failed) import: each recipe that came in, linked to it
 * on the Recipes screen (with a note when it came without its picture), and each ticked recipe
 * skipped with the reason. "Done" dismisses it (DELETE; the recipes stay).
 */
export function ImportSummaryView({ progress, dismissing, onDone }: { progress: ImportProgress; dismissing: boolean; onDone: () => void }) {
  const { imported, skipped, status, done, total } = progress;
  return (
    <div className="grid gap-4">
      <div role="status">
        <h3 className="flex items-center gap-2 font-semibold">
          <CircleCheck aria-hidden="true" className="size-5 text-success" />
          {imported.length === 0 ? "No recipes were imported" : `${recipesText(imported.length)} imported`}
        </h3>
      </div>
      {status === "failed" && (
        <ErrorAlert>
          The import stopped because of an error after {done} of {total} recipes. The recipes listed below were saved; you can import the
          file again for the rest.
        </ErrorAlert>
      )}
      {imported.length > 0 && (
        <ul aria-label="Imported recipes" className="grid max-h-[28rem] gap-1 overflow-y-auto" data-testid="import-summary-list">
          {imported.map((r) => (
            <li key={r.recipeId}>
              <Link
                href={`/recipes?open=${r.recipeId}`}
                className="flex min-h-11 flex-col justify-center rounded-lg px-3 py-2 font-medium text-primary underline-offset-4 hover:bg-muted hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="break-words">{r.title}</span>
                {r.note && (
                  <span className="flex items-center gap-1 text-xs font-normal text-warning-soft-foreground">
                    <TriangleAlert aria-hidden="true" className="size-3 shrink-0" />
                    {r.note}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <SkippedList title="Skipped" items={skipped} />
      <Button className="justify-self-start" onClick={onDone} disabled={dismissing}>
        Done
      </Button>
    </div>
  );
}
