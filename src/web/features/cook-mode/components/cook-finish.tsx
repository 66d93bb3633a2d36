import { CheckCircle2, ChefHat } from "lucide-react";
import { formatQty } from "../../../../shared/domain/pantry-qty";
import { ErrorAlert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import type { CookChange } from "../api/cook-recipe";

/**
 * The end of cook mode: "Mark cooked" (takes the ingredients from the pantry through the cook
 * route), then what was taken, item by item, or that nothing was.
 */
export function CookFinish({
  title,
  pending,
  error,
  changes,
  onMarkCooked,
  onLeave,
}: {
  title: string;
  pending: boolean;
  error: unknown;
  changes: CookChange[] | undefined;
  onMarkCooked: () => void;
  onLeave: () => void;
}) {
  if (changes) {
    return (
      <div className="space-y-5" data-testid="cook-done">
        <p className="flex items-center gap-3 text-2xl font-semibold">
          <CheckCircle2 className="size-8 text-primary" aria-hidden="true" />
          Marked as cooked
        </p>
        {changes.length === 0 ? (
          <p className="text-lg text-muted-foreground">Nothing was taken from the pantry: none of the ingredients are in stock.</p>
        ) : (
          <section aria-label="Taken from your pantry">
            <h2 className="text-sm font-semibold text-muted-foreground">Taken from your pantry</h2>
            <ul className="mt-2 divide-y rounded-2xl border bg-card text-lg">
              {changes.map((c) => (
                <li key={c.pantryItemId} className="flex justify-between gap-3 px-4 py-3">
                  <span>{c.productName}</span>
                  <span className="text-muted-foreground tabular-nums">
                    −{formatQty(Number(c.taken))} {c.unit}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <Button size="lg" onClick={onLeave}>
          Back
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <p className="flex items-center gap-3 text-2xl font-semibold">
        <ChefHat className="size-8 text-primary" aria-hidden="true" />
        That was the last step
      </p>
      <p className="text-lg text-muted-foreground">Mark {title} as cooked to take its ingredients out of the pantry.</p>
      {error != null && <ErrorAlert>{errorMessage(error)}</ErrorAlert>}
      <Button size="lg" className="w-full sm:w-auto" disabled={pending} onClick={onMarkCooked}>
        {pending ? "Saving..." : "Mark cooked"}
      </Button>
    </div>
  );
}
