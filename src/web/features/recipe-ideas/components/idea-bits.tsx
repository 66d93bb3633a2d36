import { ChefHat, Clock, Users } from "lucide-react";
import type { AiRecipeIdea } from "../../../../shared/schemas/ai";
import { matchColour } from "../../../../shared/domain/match-colour";
import { cn } from "../../../lib/cn";
import { capitalise } from "../../../lib/text";

const MATCH_CLASSES = {
  green: "bg-grade-a text-grade-foreground",
  yellow: "bg-grade-c text-grade-c-foreground",
  red: "bg-grade-f text-grade-foreground",
} as const;

/** Pantry match %, coloured per SPEC §5: green when all present, yellow at 70 % or more, red otherwise. */
export function MatchBadge({ percent, className }: { percent: number; className?: string }) {
  const colour = matchColour(percent);
  return (
    <span
      className={cn("inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold shadow-sm", MATCH_CLASSES[colour], className)}
      data-match={colour}
      title="Share of ingredients already in your pantry"
    >
      {percent}% match
    </span>
  );
}

/** Difficulty, total time (prep + cook) and servings. */
export function IdeaMeta({ idea, className }: { idea: AiRecipeIdea; className?: string }) {
  const total = idea.estimatedPrepTime + idea.estimatedCookTime;
  return (
    <div className={cn("flex flex-wrap items-center gap-x-3.5 gap-y-1 text-xs text-muted-foreground", className)}>
      <span className="inline-flex items-center gap-1">
        <ChefHat className="size-3.5" aria-hidden="true" />
        {capitalise(idea.difficultyLevel)}
      </span>
      <span className="inline-flex items-center gap-1" title={`Prep ${idea.estimatedPrepTime} min · Cook ${idea.estimatedCookTime} min`}>
        <Clock className="size-3.5" aria-hidden="true" />
        {total} min
      </span>
      <span className="inline-flex items-center gap-1">
        <Users className="size-3.5" aria-hidden="true" />
        {idea.servings} servings
      </span>
    </div>
  );
}
