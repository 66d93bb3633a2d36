import { Minus, Plus, Trash2 } from "lucide-react";
import type { HistoryRecord } from "../../../../shared/schemas/history";
import { isOwnKey } from "../../../../shared/own-key";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton, SkeletonRegion } from "../../../components/ui/skeleton";
import { categoryLabel, describeRecord, timeAgo } from "../lib/format";

const ICON = { add: Plus, deduct: Minus, remove: Trash2 } as const;
const TONE = { add: "bg-success-soft text-success-soft-foreground", deduct: "bg-warning-soft text-warning-soft-foreground", remove: "bg-destructive-soft text-destructive-soft-foreground" } as const;
/** The action's key in ICON/TONE; anything else the server might send shows as a use ("deduct"). */
const actionKey = (a: string): keyof typeof ICON => (isOwnKey(ICON, a) ? a : "deduct");

/** SPEC §2 History: the recent activity list (newest first). */
export function ActivityList({ records, loading }: { records?: HistoryRecord[]; loading: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Recent activity</CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <SkeletonRegion label="Loading recent activity…">
            <div className="grid gap-2">
              {Array.from({ length: 4 }, (_, i) => (
                <div key={i} className="flex items-center gap-3 rounded-xl bg-muted/60 px-3 py-2.5">
                  <Skeleton className="size-8 shrink-0 rounded-full bg-border" />
                  <div className="flex-1 space-y-1.5">
                    <Skeleton className="h-4 w-1/2 bg-border" />
                    <Skeleton className="h-3 w-2/3 bg-border" />
                  </div>
                </div>
              ))}
            </div>
          </SkeletonRegion>
        ) : !records?.length ? (
          <p className="rounded-xl bg-muted/60 p-4 text-sm text-muted-foreground">
            Nothing yet. Add items to your pantry and they show up here.
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-2" aria-label="Recent activity">
            {records.map((r) => {
              const action = actionKey(r.action);
              const Icon = ICON[action];
              return (
                <li key={r.id} data-testid="history-record" className="flex items-center gap-3 rounded-xl bg-muted/60 px-3 py-2.5">
                  <span className={`flex size-8 shrink-0 items-center justify-center rounded-full ${TONE[action]}`}>
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{r.product.name}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      {describeRecord(r)} · {timeAgo(r.createdAt)}
                    </p>
                  </div>
                  <Badge variant="muted" className="hidden shrink-0 min-[400px]:inline-flex">
                    {categoryLabel(r.product.category)}
                  </Badge>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
