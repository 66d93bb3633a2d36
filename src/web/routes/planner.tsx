import { Link } from "wouter";
import { PageHeader } from "../components/page-header";
import { Button } from "../components/ui/button";
import { WEEKLY_MEAL_TYPES, WeekBoard } from "../features/meal-plans/components/week-board";
import { ReminderPanel } from "../features/push/components/reminder-panel";
import { useAuth } from "../lib/use-auth";

/** /planner — SPEC §2 weekly planner: a week from Sunday, the add-meal dialog, meal reminders. */
export function PlannerRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div>
      <PageHeader title="Weekly planner" description="Plan the week, Sunday to Saturday." />
      <div className="mb-4">
        <Button asChild variant="ghost" size="sm">
          <Link href="/enhanced-planner">Four-day view</Link>
        </Button>
      </div>
      <WeekBoard householdId={user.householdId} />
      <ReminderPanel userId={user.id} mealTypes={WEEKLY_MEAL_TYPES} />
    </div>
  );
}
