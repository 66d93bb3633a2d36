import { Link } from "wouter";
import { CalendarRange } from "lucide-react";
import { ComingSoon } from "../components/coming-soon";
import { Button } from "../components/ui/button";

export function PlannerRoute() {
  return (
    <ComingSoon
      title="Weekly planner"
      description="A full week of meals, Sunday to Saturday."
      icon={CalendarRange}
      features={[
        "Seven days starting Sunday, by breakfast, lunch and dinner",
        "Add saved recipes, AI suggestions or a custom meal",
        "Meal reminders on this device",
      ]}
    >
      <div className="mt-4 flex justify-center">
        <Button asChild variant="secondary">
          <Link href="/enhanced-planner">Open the four-day planner</Link>
        </Button>
      </div>
    </ComingSoon>
  );
}
