import { Sparkles } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";

const UPCOMING = [
  "Household size, so recipes scale to your table",
  "Dietary preferences and allergies for safer suggestions",
  "Export or delete your data",
];

/** Placeholder for the household and data settings of a later milestone. */
export function DataCard() {
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="text-base">Household &amp; data</CardTitle>
          <Badge variant="amber">
            <Sparkles aria-hidden="true" />
            Coming soon
          </Badge>
        </div>
        <CardDescription>More settings are on their way.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm">
          {UPCOMING.map((item) => (
            <li key={item} className="flex items-start gap-2.5 rounded-xl bg-muted/60 px-3.5 py-2.5">
              <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-primary" />
              {item}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
