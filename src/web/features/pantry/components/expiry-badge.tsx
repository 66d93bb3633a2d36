import { CalendarClock, CalendarX2 } from "lucide-react";
import { expiryStatus } from "../../../../shared/domain/expiry-status";
import { Badge } from "../../../components/ui/badge";
import { displayDay } from "../lib/format";

/**
 * The best-before state of an item: a red 'Expired' or amber 'Use soon' badge, or a quiet
 * "Best before …" line when it keeps longer; nothing without a date. The date is always in the
 * accessible text and in the tooltip title. `compact` (the one-row list on a phone) shows only the
 * date beside the calendar icon; "Best before" stays in the accessible text.
 */
export function ExpiryBadge({ expiresOn, today, compact = false }: { expiresOn: string | null; today: string; compact?: boolean }) {
  const status = expiryStatus(expiresOn, today);
  if (!expiresOn || status === "unknown") return null;
  const date = `Best before ${displayDay(expiresOn, today)}`;
  if (status === "ok") {
    return (
      <span className="inline-flex items-center gap-1 px-0.5 text-xs text-muted-foreground" title={date}>
        <CalendarClock className="size-3.5 shrink-0" aria-hidden="true" />
        {compact ? (
          <>
            <span className="sr-only">Best before </span>
            {displayDay(expiresOn, today)}
          </>
        ) : (
          date
        )}
      </span>
    );
  }
  const expired = status === "expired";
  return (
    <Badge variant={expired ? "red" : "amber"} title={date} data-testid="expiry-badge">
      {expired ? <CalendarX2 aria-hidden="true" /> : <CalendarClock aria-hidden="true" />}
      {expired ? "Expired" : "Use soon"}
      <span className="sr-only">, {date.toLowerCase()}</span>
    </Badge>
  );
}
