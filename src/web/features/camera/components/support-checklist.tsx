import { useState } from "react";
import { CircleCheck, CircleMinus, CircleX } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { canScan, readSupportEnv, supportChecks } from "../lib/support";

/** What this browser supports for scanning, each line with what it means or how to fix it. */
export function SupportChecklist() {
  const [checks] = useState(() => supportChecks(readSupportEnv()));
  const ready = canScan(checks);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">1. Browser support</CardTitle>
        <CardDescription className="flex items-center gap-2">
          {ready ? (
            <CircleCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
          ) : (
            <CircleX className="size-4 shrink-0 text-destructive" aria-hidden="true" />
          )}
          {ready ? "This browser has everything scanning needs." : "Something scanning needs is missing; see the red lines."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <details open={!ready} className="group">
          <summary className="cursor-pointer rounded-lg text-sm font-medium text-primary select-none focus-visible:outline-2 focus-visible:outline-ring">
            <span className="group-open:hidden">Show the {checks.length} checks</span>
            <span className="hidden group-open:inline">Hide the checks</span>
          </summary>
          <ul className="mt-3 grid gap-3" aria-label="Browser support">
            {checks.map((c) => {
              const Icon = c.ok ? CircleCheck : c.required ? CircleX : CircleMinus;
              const colour = c.ok ? "text-primary" : c.required ? "text-destructive" : "text-muted-foreground";
              return (
                <li key={c.id} className="flex gap-2.5" data-testid={`support-${c.id}`} data-ok={c.ok}>
                  <Icon className={`mt-0.5 size-4.5 shrink-0 ${colour}`} aria-hidden="true" />
                  <div className="min-w-0 text-sm">
                    <p className="font-medium">
                      {c.label}: <span className={colour}>{c.ok ? "yes" : c.required ? "missing" : "not available"}</span>
                    </p>
                    <p className="text-muted-foreground">{c.detail}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </details>
      </CardContent>
    </Card>
  );
}
