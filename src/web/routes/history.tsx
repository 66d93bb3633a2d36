import { lazy, Suspense } from "react";
import { PageHeader } from "../components/page-header";
import { Skeleton } from "../components/ui/skeleton";
import { errorMessage } from "../lib/api-client";
import { useAuth } from "../lib/use-auth";
import { useHistoryScreen } from "../features/history/api/get-history";
import { ActivityList } from "../features/history/components/activity-list";
import { StatCards } from "../features/history/components/stat-cards";

// recharts loads only on this screen.
const ActivityCharts = lazy(() => import("../features/history/components/activity-charts").then((m) => ({ default: m.ActivityCharts })));

/** /history — three stat cards, charts of the last 30 days and the recent activity list (SPEC §2). */
export function HistoryRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return <HistoryScreen householdId={user.householdId} />;
}

function HistoryScreen({ householdId }: { householdId: string }) {
  const { history, analytics, activity } = useHistoryScreen(householdId);
  const failed = history.error ?? analytics.error ?? activity.error;
  return (
    <div className="grid grid-cols-1 gap-5">
      <PageHeader title="History" description="What came in and out of your pantry." />
      {failed && (
        <p role="alert" className="rounded-xl bg-destructive-soft p-3 text-sm text-destructive-soft-foreground">
          {errorMessage(failed)}
        </p>
      )}
      <StatCards analytics={analytics.data} loading={analytics.isLoading} />
      {activity.data ? (
        <Suspense fallback={<Skeleton className="h-72" />}>
          <ActivityCharts activity={activity.data} />
        </Suspense>
      ) : (
        activity.isLoading && <Skeleton className="h-72" />
      )}
      <ActivityList records={history.data} loading={history.isLoading} />
      {analytics.data && (
        <p className="text-center text-xs text-muted-foreground">History is kept for {analytics.data.retentionDays} days.</p>
      )}
    </div>
  );
}
