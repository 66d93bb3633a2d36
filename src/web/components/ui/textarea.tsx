import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** A multi-line text field styled like Input (16 px text on phones, so iOS does not zoom). */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "flex min-h-24 w-full min-w-0 rounded-xl border border-input bg-card px-3.5 py-2.5 text-base leading-relaxed shadow-xs transition-colors placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/30 disabled:cursor-not-allowed disabled:opacity-60 md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
