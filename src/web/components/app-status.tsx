import { CloudOff } from "lucide-react";
import { errorMessage } from "../lib/api-client";
import { BrandMark } from "./brand-logo";
import { Button } from "./ui/button";

/**
 * Full-screen splash while the session is checked. index.html holds the same markup for the first
 * paint, before the script has loaded (app-status.test.tsx keeps the two alike).
 */
export function AppSplash() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4" role="status" aria-label="Loading">
      <BrandMark className="size-14 animate-pulse rounded-2xl [&_svg]:size-8" />
      <p className="text-sm font-medium text-muted-foreground">Loading your pantry…</p>
    </div>
  );
}

/** Full-screen error when the session check fails for another reason than 401. */
export function AppUnavailable({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-destructive-soft text-destructive">
        <CloudOff className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-xl font-bold">We can't reach Pantry → Meals</h1>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">Check your connection and try again. ({errorMessage(error)})</p>
      <Button className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
