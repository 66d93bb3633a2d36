import { Bookmark, ThumbsDown, ThumbsUp, type LucideIcon } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import type { Feedback } from "../lib/feedback";

const OPTIONS: { value: Feedback; label: string; icon: LucideIcon; active: string }[] = [
  { value: "like", label: "Like", icon: ThumbsUp, active: "bg-success-soft text-success-soft-foreground hover:bg-success-soft" },
  { value: "dislike", label: "Dislike", icon: ThumbsDown, active: "bg-destructive-soft text-destructive-soft-foreground hover:bg-destructive-soft" },
  { value: "saved", label: "Save", icon: Bookmark, active: "bg-warning-soft text-warning-soft-foreground hover:bg-warning-soft" },
];

/**
 * SPEC §2/§4 like, dislike and save toggles: one group, the latest feedback pressed (aria-pressed,
 * a filled icon and a tint, not colour alone). Pressing the current one again changes nothing:
 * the API records feedback but has no way to take it back.
 */
export function FeedbackButtons({
  current,
  onChange,
  className,
}: {
  current: Feedback | undefined;
  onChange: (next: Feedback) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label="Feedback" className={cn("flex items-center gap-0.5", className)}>
      {OPTIONS.map(({ value, label, icon: Icon, active }) => {
        const pressed = current === value;
        return (
          <Button
            key={value}
            variant="ghost"
            size="icon"
            aria-label={label}
            aria-pressed={pressed}
            title={pressed ? `${label}d` : label}
            className={cn("rounded-xl text-muted-foreground", pressed && active)}
            onClick={() => !pressed && onChange(value)}
          >
            <Icon aria-hidden="true" className={pressed ? "fill-current" : undefined} />
          </Button>
        );
      })}
    </div>
  );
}
