import { Refrigerator, SearchX, Sparkles } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Skeleton, SkeletonRegion } from "../../../components/ui/skeleton";

/** Item-card-sized placeholders while the pantry loads. */
export function PantrySkeleton() {
  return (
    <SkeletonRegion label="Loading pantry…">
      <ul className="grid gap-3 sm:grid-cols-2" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="rounded-2xl border bg-card p-3.5">
            <div className="flex gap-3">
              <Skeleton className="size-12 rounded-xl" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/3" />
                <Skeleton className="h-5 w-16 rounded-full" />
              </div>
            </div>
            <div className="mt-3 flex justify-between border-t pt-3">
              <Skeleton className="h-9 w-36 rounded-xl" />
              <Skeleton className="h-9 w-28 rounded-lg" />
            </div>
          </li>
        ))}
      </ul>
    </SkeletonRegion>
  );
}

export function PantryEmpty() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed bg-card/60 px-6 py-12 text-center">
      <span className="relative flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Refrigerator className="size-10" aria-hidden="true" strokeWidth={1.75} />
      </span>
      <h3 className="mt-4 text-lg font-semibold">Your pantry is empty</h3>
      <p className="mt-1 max-w-xs text-sm text-muted-foreground">
        Add what's in your cupboards and fridge, and we'll suggest meals you can cook with it.
      </p>
    </div>
  );
}

/** Nothing passes the search and category filter. */
export function PantryNoMatches({ query, category, onClear }: { query: string; category: string | null; onClear: () => void }) {
  const what = query ? <strong className="text-foreground">"{query}"</strong> : null;
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed bg-card/60 px-6 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <h3 className="mt-3 font-semibold">No items match</h3>
      <p className="mt-1 max-w-xs text-sm text-muted-foreground">
        {what && category ? (
          <>
            Nothing in {category} matches {what}.
          </>
        ) : what ? (
          <>Nothing in your pantry matches {what}.</>
        ) : (
          <>You have no {category} items.</>
        )}
      </p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}

/** SPEC §4: explains the read-only sample items and when they go away. */
export function SampleNote({ realCount, threshold }: { realCount: number; threshold: number }) {
  const left = Math.max(0, threshold - realCount);
  return (
    <div className="mb-3 flex items-start gap-3 rounded-xl border border-warning-border bg-warning-wash px-3.5 py-3 text-sm text-warning-soft-foreground">
      <Sparkles className="mt-0.5 size-4 shrink-0 text-warning-icon" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p>
          <strong className="font-semibold">These are sample items</strong> to show how your pantry works. They can't be changed, and they
          disappear once you've added {threshold} items of your own.
        </p>
        <div className="mt-2 flex items-center gap-2.5">
          <div
            className="h-1.5 flex-1 overflow-hidden rounded-full bg-warning-border"
            role="progressbar"
            aria-label="Your own items"
            aria-valuemin={0}
            aria-valuemax={threshold}
            aria-valuenow={Math.min(realCount, threshold)}
          >
            <div
              className="h-full rounded-full bg-warning transition-[width]"
              style={{ width: `${(Math.min(realCount, threshold) / threshold) * 100}%` }}
            />
          </div>
          <span className="shrink-0 text-xs font-medium text-warning-soft-foreground">{left === 1 ? "1 more to go" : `${left} more to go`}</span>
        </div>
      </div>
    </div>
  );
}
