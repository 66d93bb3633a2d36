import { useEffect, useRef, type RefObject } from "react";

/**
 * Issue 23: on a phone the weekly planner stacks its days, so a week opened on a Thursday has
 * today five screens down. Once, when the grid first shows today's column, this scrolls that
 * column to the top of the window (below the sticky header, via the column's scroll-margin) — but
 * only when its header starts in the lower 40 % of the viewport or below it, so side-by-side
 * columns on a desktop (today's header already in view) never move. Instant, not smooth, so
 * reduced-motion users get no animation. The scroll waits a frame, after the screen's own
 * scroll-to-top on navigation. Input: the grid element and today's YYYY-MM-DD (columns carry
 * data-testid="plan-day-<day>").
 */
export function useScrollTodayIntoView(grid: RefObject<HTMLElement | null>, today: string, showsToday: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !showsToday) return;
    const frame = requestAnimationFrame(() => {
      done.current = true;
      const column = grid.current?.querySelector<HTMLElement>(`[data-testid="plan-day-${today}"]`);
      if (!column) return;
      if (column.getBoundingClientRect().top > window.innerHeight * 0.6) column.scrollIntoView({ block: "start", behavior: "instant" });
    });
    return () => cancelAnimationFrame(frame);
  }, [grid, today, showsToday]);
}
