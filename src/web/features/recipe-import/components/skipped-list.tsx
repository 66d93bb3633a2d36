import { CircleSlash } from "lucide-react";

/**
 * A list of what was not taken, each with its reason ("Could not be read" in the preview,
 * "Skipped" in the summary). Renders nothing when empty. Titles and reasons are text, never markup.
 */
export function SkippedList({ title, items }: { title: string; items: readonly { title: string; reason: string }[] }) {
  if (items.length === 0) return null;
  return (
    <section className="grid gap-1.5" aria-label={`${title} (${items.length})`}>
      <h4 className="flex items-center gap-1.5 text-sm font-semibold">
        <CircleSlash aria-hidden="true" className="size-4 text-muted-foreground" />
        {title} ({items.length})
      </h4>
      <ul className="grid max-h-60 gap-1 overflow-y-auto text-sm">
        {items.map((s, i) => (
          <li key={i} className="rounded-lg bg-muted px-3 py-2">
            <span className="break-words font-medium">{s.title}</span>
            <span className="block break-words text-muted-foreground">{s.reason}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
