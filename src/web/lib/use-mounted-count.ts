import { startTransition, useEffect, useState } from "react";

/**
 * How many of a list's `total` rows to render: `first` on mount, then `step` more after each
 * commit, each step a transition, until all are shown (then every row, whatever `total` becomes).
 * Mounting a long list this way commits it in small pieces instead of one long task, so the
 * screen stays responsive while it fills in (issue 10: Total Blocking Time on the Pantry screen).
 * Rows past the count appear within a few frames; `first` should cover a screenful.
 */
export function useMountedCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count === Infinity) return;
    if (count >= total) setCount(Infinity);
    else startTransition(() => setCount(count + step));
  }, [count, total, step]);
  return count;
}
