import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";

/** A grey pulsing block standing in for content of the same size; hidden from screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-lg bg-muted", className)} {...props} />;
}

/**
 * A loading region around list skeletons: `aria-busy`, a polite status with `label` as
 * screen-reader text (e.g. "Loading pantry…"), and the placeholder rows hidden from assistive tech.
 */
export function SkeletonRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" aria-live="polite" className={className} data-testid="list-skeleton">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="contents">
        {children}
      </div>
    </div>
  );
}

/** `count` placeholder rows with the size of a compact list row (icon, title, one detail line). */
export function SkeletonRows({ count, className }: { count: number; className?: string }) {
  return (
    <ul className={cn("grid gap-2", className)}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="flex items-center gap-3 rounded-xl border bg-card px-3 py-2.5">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </li>
      ))}
    </ul>
  );
}
