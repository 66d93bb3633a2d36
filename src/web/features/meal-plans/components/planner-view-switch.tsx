import { Link } from "wouter";
import { cn } from "../../../lib/cn";

const VIEWS = [
  { view: "four-day", href: "/enhanced-planner", label: "Four days" },
  { view: "week", href: "/planner", label: "Week" },
] as const;

/**
 * The two planners as one segmented control (issue 23: the lone "Four-day view" / "Week view and
 * reminders" links looked like stray labels): a navigation landmark "Planner view" with two links,
 * the shown one marked aria-current="page" and drawn raised. Each segment is at least 44 px tall.
 */
export function PlannerViewSwitch({ current }: { current: (typeof VIEWS)[number]["view"] }) {
  return (
    <nav aria-label="Planner view" className="inline-flex rounded-xl border bg-muted p-1">
      {VIEWS.map(({ view, href, label }) => (
        <Link
          key={view}
          href={href}
          aria-current={view === current ? "page" : undefined}
          className={cn(
            "inline-flex min-h-11 min-w-24 items-center justify-center rounded-lg px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            view === current ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
          )}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
