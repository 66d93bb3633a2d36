import { Bookmark, ThumbsDown, ThumbsUp, type LucideIcon } from "lucide-react";
import { feedbackToggle, type FeedbackInteraction, type FeedbackState } from "../../../../shared/domain/recipe-feedback";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";

type FeedbackButton = "like" | "dislike" | "save";

const OPTIONS: { value: FeedbackButton; label: string; pressedTitle: string; icon: LucideIcon; active: string }[] = [
  { value: "like", label: "Like", pressedTitle: "Liked — press again to take it back", icon: ThumbsUp, active: "bg-success-soft text-success-soft-foreground hover:bg-success-soft" },
  { value: "dislike", label: "Dislike", pressedTitle: "Disliked — press again to take it back", icon: ThumbsDown, active: "bg-destructive-soft text-destructive-soft-foreground hover:bg-destructive-soft" },
  { value: "save", label: "Save", pressedTitle: "Saved — press again to unsave", icon: Bookmark, active: "bg-warning-soft text-warning-soft-foreground hover:bg-warning-soft" },
];

/**
 * SPEC §2 like, dislike and save on a recipe, as issue 23 wants them: Like and Dislike are one
 * opinion (at most one pressed; pressing the pressed one takes it back), Save is a separate toggle
 * that liking or disliking never changes. Pressed buttons say so with aria-pressed, a filled icon
 * and a tint (not colour alone). Each press reports the interaction type to record
 * (shared/domain/recipe-feedback.ts feedbackToggle): like | dislike | clear-opinion | saved | unsave.
 */
export function FeedbackButtons({
  state,
  onChange,
  className,
}: {
  state: FeedbackState;
  onChange: (record: FeedbackInteraction) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label="Feedback" className={cn("flex items-center gap-0.5", className)}>
      {OPTIONS.map(({ value, label, pressedTitle, icon: Icon, active }) => {
        const pressed = value === "save" ? state.saved : state.opinion === value;
        return (
          <Button
            key={value}
            variant="ghost"
            size="icon"
            aria-label={label}
            aria-pressed={pressed}
            title={pressed ? pressedTitle : label}
            className={cn("rounded-xl text-muted-foreground", pressed && active)}
            onClick={() => onChange(feedbackToggle(value, state))}
          >
            <Icon aria-hidden="true" className={pressed ? "fill-current" : undefined} />
          </Button>
        );
      })}
    </div>
  );
}
