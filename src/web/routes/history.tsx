import { History } from "lucide-react";
import { ComingSoon } from "../components/coming-soon";

export function HistoryRoute() {
  return (
    <ComingSoon
      title="History"
      description="What came in and out of your pantry."
      icon={History}
      features={[
        "Pantry size, items added and items used in the last 30 days",
        "Your most active categories",
        "A list of recent pantry activity",
      ]}
    />
  );
}
