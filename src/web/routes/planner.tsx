import { PageHeader } from "../components/page-header";
import { PlannerViewSwitch } from "../features/meal-plans/components/planner-view-switch";
import { WEEKLY_MEAL_TYPES, WeekBoard } from "../features/meal-plans/components/week-board";
import { ReminderPanel } from "../features/push/components/reminder-panel";
import { useAuth } from "../lib/use-auth";

/** /planner — SPEC §2 weekly planner: a week from Sunday, the add-meal dialog, meal reminders. */
export function PlannerRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div>
      <PageHeader
        title="Weekly planner"
        description="Plan the week, Sunday to Saturday, and set meal reminders."
        actions={<PlannerViewSwitch current="week" />}
      />
      <WeekBoard householdId={user.householdId} />
      <ReminderPanel userId={user.id} mealTypes={WEEKLY_MEAL_TYPES} />
    </div>
  );
}
