import { ArrowRightLeft, Check, ChefHat, CookingPot, ExternalLink, Repeat, Trash2, Users } from "lucide-react";
import { Link } from "wouter";
import type { MealPlanEntry } from "../../../../shared/schemas/meal-plans";
import { DietaryFlags } from "../../../components/dietary-flags";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { webLink } from "../../../../shared/domain/web-link";

export function entryTitle(entry: MealPlanEntry): string {
  return entry.recipe?.title ?? entry.customMealTitle ?? "Untitled meal";
}

/** The cook mode address of a planned meal: its recipe, its servings, the entry (and the day of a repeating one). */
export function cookModeHref(entry: MealPlanEntry): string {
  const q = new URLSearchParams({ servings: String(entry.servings), entry: entry.id });
  if (entry.seriesDay) q.set("day", entry.day);
  return `/cook/${encodeURIComponent(entry.recipeId ?? "")}?${q.toString()}`;
}

/**
 * In a narrow entry Cook and Mark cooked show their icon alone, 44 px square, so an entry's actions
 * fit on one row (both: under 20rem, a four-day column on a desktop or a phone; Cook alone: under
 * 12rem, a seven-day column); the name stays for screen readers and as a tooltip.
 */
const COMPACT = "@max-[20rem]/entry:w-11 @max-[20rem]/entry:px-0";
const COMPACT_LABEL = "@max-[20rem]/entry:sr-only";
const COMPACT_ALONE = "@max-[12rem]/entry:w-11 @max-[12rem]/entry:px-0";
const COMPACT_ALONE_LABEL = "@max-[12rem]/entry:sr-only";

export interface EntryActions {
  /** Present in the enhanced planner: the mark-cooked action (SPEC §2/§4). */
  onCook?: (entry: MealPlanEntry) => void;
  onMove: (entry: MealPlanEntry) => void;
  onRemove: (entry: MealPlanEntry) => void;
}

/**
 * One planned meal: title and servings; cooked entries turn green and lose the mark-cooked button
 * (SPEC §4). The user's SPEC §5 diet warnings for the meal ('ALLERGY WARNING: Contains Peanuts')
 * show as badges, as on recipe cards.
 */
export function MealEntryChip({ entry, actions }: { entry: MealPlanEntry; actions?: EntryActions }) {
  const cooked = entry.isCooked;
  const title = entryTitle(entry);
  const link = webLink(entry.customMealLink);
  const markable = Boolean(actions?.onCook) && !cooked;
  return (
    <li
      data-cooked={cooked ? "true" : "false"}
      data-testid="meal-entry"
      className={cn("@container/entry rounded-xl border px-3 py-2 text-sm shadow-xs", cooked ? "border-success-border bg-success-soft text-success-soft-foreground" : "bg-card")}
    >
      <p className="line-clamp-2 font-medium leading-snug">{title}</p>
      <p className={cn("mt-0.5 flex flex-wrap items-center gap-x-2 text-xs", cooked ? "text-success-soft-foreground" : "text-muted-foreground")}>
        <span className="inline-flex items-center gap-1">
          <Users className="size-3" aria-hidden="true" />
          {entry.servings} {entry.servings === 1 ? "serving" : "servings"}
        </span>
        {entry.seriesDay && (
          <span className="inline-flex items-center gap-1" title="Repeats">
            <Repeat className="size-3" aria-hidden="true" />
            Repeats
          </span>
        )}
        {cooked && (
          <span className="inline-flex items-center gap-1 font-semibold">
            <Check className="size-3" aria-hidden="true" />
            Cooked
          </span>
        )}
        {link && (
          <a
            href={link}
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
      <DietaryFlags flags={entry.dietFlags} className="mt-1.5" />
      {actions && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {!cooked && entry.recipeId && (
            // Cook mode (issue 23): the recipe step by step; its "Mark cooked" cooks this entry.
            <Button asChild size="sm" variant="outline" className={markable ? COMPACT : COMPACT_ALONE} title="Cook">
              <Link href={cookModeHref(entry)} state={{ fromApp: true }}>
                <CookingPot aria-hidden="true" />
                <span className={markable ? COMPACT_LABEL : COMPACT_ALONE_LABEL}>Cook</span>
              </Link>
            </Button>
          )}
          {markable && (
            <Button size="sm" variant="secondary" className={COMPACT} title="Mark cooked" onClick={() => actions.onCook?.(entry)}>
              <ChefHat aria-hidden="true" />
              <span className={COMPACT_LABEL}>Mark cooked</span>
            </Button>
          )}
          {/* Move and Remove stay together at the row's end and wrap as one group (issue 23: Remove
              was left alone on a second row); a divider keeps the destructive one apart from Move. */}
          <div className="ml-auto flex items-center gap-1.5">
            <Button size="icon" variant="ghost" aria-label={`Move ${title}`} onClick={() => actions.onMove(entry)}>
              <ArrowRightLeft aria-hidden="true" />
            </Button>
            <span aria-hidden="true" className="h-6 w-px bg-border" />
            <Button size="icon" variant="ghost" aria-label={`Remove ${title}`} onClick={() => actions.onRemove(entry)}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
