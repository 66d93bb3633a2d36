import type { User } from "../../shared/schemas/auth";
import { PageHeader } from "../components/page-header";
import { PlannerBoard } from "../features/meal-plans/components/planner-board";

/** /enhanced-planner — four days at a glance, by breakfast, lunch, dinner and snack. */
export function EnhancedPlannerRoute({ user }: { user: User }) {
  return (
    <div>
      <PageHeader title="Meal planner" description="Four days at a glance. Add meals from recipe ideas on your pantry." />
      <PlannerBoard householdId={user.householdId} />
    </div>
  );
}
