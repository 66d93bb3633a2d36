import { Check, ExternalLink, Users } from "lucide-react";
import type { MealPlanEntry } from "../../../../shared/schemas/meal-plans";
import { cn } from "../../../lib/cn";

export function entryTitle(entry: MealPlanEntry): string {
  return entry.recipe?.title ?? entry.customMealTitle ?? "Untitled meal";
}

/** One planned meal: title and servings; cooked entries turn green. */
export function MealEntryChip({ entry }: { entry: MealPlanEntry }) {
  const cooked = entry.isCooked;
  return (
    <li
      data-cooked={cooked ? "true" : "false"}
      className={cn("rounded-xl border px-3 py-2 text-sm shadow-xs", cooked ? "border-green-300 bg-green-100 text-green-950" : "bg-card")}
    >
      <p className="line-clamp-2 font-medium leading-snug">{entryTitle(entry)}</p>
      <p className={cn("mt-0.5 flex flex-wrap items-center gap-x-2 text-xs", cooked ? "text-green-800" : "text-muted-foreground")}>
        <span className="inline-flex items-center gap-1">
          <Users className="size-3" aria-hidden="true" />
          {entry.servings} {entry.servings === 1 ? "serving" : "servings"}
        </span>
        {cooked && (
          <span className="inline-flex items-center gap-1 font-semibold">
            <Check className="size-3" aria-hidden="true" />
            Cooked
          </span>
        )}
        {entry.customMealLink && (
          <a
            href={entry.customMealLink}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-0.5 underline-offset-2 hover:underline"
          >
            <ExternalLink className="size-3" aria-hidden="true" />
            Link
          </a>
        )}
      </p>
      {entry.notes && <p className="mt-1 line-clamp-2 text-xs text-muted-foreground">{entry.notes}</p>}
    </li>
  );
}
