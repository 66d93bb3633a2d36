import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";

export const badgeVariants = cva(
  "inline-flex max-w-full items-center gap-1 truncate rounded-full px-2.5 py-0.5 text-xs font-medium [&_svg]:size-3 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary-soft text-primary-soft-foreground",
        muted: "bg-muted text-muted-foreground",
        outline: "border border-border bg-card text-foreground",
        amber: "bg-warning-soft text-warning-soft-foreground",
        red: "bg-destructive-soft text-destructive-soft-foreground",
        green: "bg-success-soft text-success-soft-foreground",
        blue: "bg-info-soft text-info-soft-foreground",
        violet: "bg-accent-soft text-accent-soft-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
