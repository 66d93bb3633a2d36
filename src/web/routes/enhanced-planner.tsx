import type { User } from "../../shared/schemas/auth";
import { Link } from "wouter";
import { PageHeader } from "../components/page-header";
import { Button } from "../components/ui/button";
import { PlannerBoard } from "../features/meal-plans/components/planner-board";

/** /enhanced-planner — four days at a glance, by breakfast, lunch, dinner and snack. */
export function EnhancedPlannerRoute({ user }: { user: User }) {
  return (
    <div>
      <PageHeader
        title="Meal planner"
        description="Four days at a glance. Mark meals cooked to take their ingredients out of the pantry."
      />
      <div className="mb-4">
        <Button asChild variant="ghost" size="sm">
          <Link href="/planner">Week view and reminders</Link>
        </Button>
      </div>
      <PlannerBoard householdId={user.householdId} />
    </div>
  );
}
