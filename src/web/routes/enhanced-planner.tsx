import type { User } from "../../shared/schemas/auth";
import { PageHeader } from "../components/page-header";
import { PlannerViewSwitch } from "../features/meal-plans/components/planner-view-switch";
import { PlannerBoard } from "../features/meal-plans/components/planner-board";

/** /enhanced-planner — four days at a glance, by breakfast, lunch, dinner and snack. */
export function EnhancedPlannerRoute({ user }: { user: User }) {
  return (
    <div>
      <PageHeader
        title="Meal planner"
        description="Four days at a glance. Mark meals cooked to take their ingredients out of the pantry; meal reminders are in the week view."
        actions={<PlannerViewSwitch current="four-day" />}
      />
      <PlannerBoard householdId={user.householdId} />
    </div>
  );
}
