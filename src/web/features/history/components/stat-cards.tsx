import { ArrowDownCircle, ArrowUpCircle, Package } from "lucide-react";
import type { Analytics } from "../../../../shared/schemas/analytics";
import { Card, CardContent } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";

/** SPEC §2 History: three stat cards — pantry size now, items added and items used in 30 days. */
export function StatCards({ analytics, loading }: { analytics?: Analytics; loading: boolean }) {
  const cards = [
    { label: "In your pantry", value: analytics?.currentPantrySize, hint: "items now", icon: Package, tone: "bg-success-soft text-success-soft-foreground" },
    { label: "Added", value: analytics?.last30Days.itemsAdded, hint: "last 30 days", icon: ArrowUpCircle, tone: "bg-info-soft text-info-soft-foreground" },
    {
      label: "Used",
      value: analytics?.last30Days.itemsRemoved,
      hint: "last 30 days",
      icon: ArrowDownCircle,
      tone: "bg-warning-soft text-warning-soft-foreground",
    },
  ];
  return (
    <div className="grid grid-cols-3 gap-2.5 sm:gap-4">
      {cards.map(({ label, value, hint, icon: Icon, tone }) => (
        <Card key={label} data-testid="stat-card">
          <CardContent className="flex flex-col gap-1.5 p-3 sm:p-5">
            <span className={`flex size-8 items-center justify-center rounded-xl ${tone}`}>
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <p className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</p>
            {loading ? <Skeleton className="h-7 w-10" /> : <p className="text-2xl font-bold tabular-nums">{value ?? "–"}</p>}
            <p className="text-2xs leading-tight text-muted-foreground sm:text-xs">{hint}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
