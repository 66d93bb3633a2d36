import { gradeOf, type Grade } from "../../../../shared/domain/grade";
import { matchColour } from "../../../../shared/domain/match-colour";
import { cn } from "../../../lib/cn";

const MATCH_CLASSES = {
  green: "bg-grade-a text-grade-foreground",
  yellow: "bg-grade-c text-grade-c-foreground",
  red: "bg-grade-f text-grade-foreground",
} as const;

/**
 * Pantry match %, coloured per SPEC §5 (green when every ingredient is in the pantry, yellow at
 * 70 % or more, red otherwise); the percentage is written out, so colour is never the only cue.
 */
export function MatchBadge({ percent, className }: { percent: number; className?: string }) {
  const rounded = Math.round(percent);
  const colour = matchColour(rounded);
  return (
    <span
      className={cn("inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold shadow-sm", MATCH_CLASSES[colour], className)}
      data-match={colour}
      title="Share of ingredients already in your pantry"
    >
      {rounded}% match
    </span>
  );
}

const GRADE_CLASSES: Record<Grade, string> = {
  A: "bg-grade-a text-grade-foreground",
  B: "bg-grade-b text-grade-foreground",
  C: "bg-grade-c text-grade-c-foreground",
  D: "bg-grade-d text-grade-foreground",
  F: "bg-grade-f text-grade-foreground",
};

/** SPEC §3 grade of the recipe's baseScore (A ≥ 90, B ≥ 80, C ≥ 70, D ≥ 60, else F) as a round letter badge. */
export function GradeBadge({ baseScore, className }: { baseScore: number; className?: string }) {
  const grade = gradeOf(baseScore);
  return (
    <span
      className={cn(
        "inline-flex size-8 items-center justify-center rounded-full text-sm font-extrabold shadow-sm ring-2 ring-card",
        GRADE_CLASSES[grade],
        className,
      )}
      data-grade={grade}
      title={`Recipe grade ${grade} (score ${baseScore} of 100)`}
      aria-label={`Grade ${grade}`}
      role="img"
    >
      {grade}
    </span>
  );
}
