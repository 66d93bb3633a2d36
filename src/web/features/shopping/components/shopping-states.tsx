import { CalendarRange, ShoppingBasket } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Skeleton, SkeletonRegion } from "../../../components/ui/skeleton";

/** Aisle sections of line-sized placeholders while the shopping list loads. */
export function ShoppingSkeleton() {
  return (
    <SkeletonRegion label="Loading shopping list…" className="grid gap-5">
      {[3, 2].map((n, s) => (
        <div key={s} className="grid gap-2">
          <Skeleton className="h-4 w-24" />
          {Array.from({ length: n }, (_, i) => (
            <div key={i} className="flex items-center gap-3 rounded-2xl border bg-card p-3">
              <Skeleton className="size-6 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </div>
          ))}
        </div>
      ))}
    </SkeletonRegion>
  );
}

export function ShoppingEmpty({ onFromPlan }: { onFromPlan: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed bg-card/60 px-6 py-12 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary">
        <ShoppingBasket className="size-10" aria-hidden="true" strokeWidth={1.75} />
      </span>
      <h2 className="mt-4 text-lg font-semibold">Nothing to buy yet</h2>
      <p className="mt-1 max-w-xs text-sm text-muted-foreground">
        Add items above, or let the list work out what your planned meals need that the pantry doesn't have.
      </p>
      <Button className="mt-5" onClick={onFromPlan}>
        <CalendarRange aria-hidden="true" />
        Add what's missing
      </Button>
    </div>
  );
}
