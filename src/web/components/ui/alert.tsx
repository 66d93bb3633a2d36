import type { ComponentProps } from "react";
import { CircleAlert } from "lucide-react";
import { cn } from "../../lib/cn";

/** A red error alert (role=alert), used for form errors (SPEC §8). */
export function ErrorAlert({ className, children, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="alert"
      className={cn(
        "flex items-start gap-2.5 rounded-xl border border-destructive-border bg-destructive-soft px-3.5 py-3 text-sm text-destructive-soft-foreground",
        className,
      )}
      {...props}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
