import { CalendarPlus, Clock, Trash2, Users } from "lucide-react";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { Button } from "../../../components/ui/button";
import { DietaryFlags } from "../../../components/dietary-flags";
import { RecipeImage } from "../../../components/recipe-image";
import { NO_FEEDBACK, type FeedbackInteraction, type FeedbackState } from "../../../../shared/domain/recipe-feedback";
import { formatMinutes, totalMinutes } from "../lib/recipe-meta";
import { FeedbackButtons } from "./feedback-buttons";
import { GradeBadge, MatchBadge } from "./recipe-badges";

export interface RecipeCardActions {
  onOpen: (recipe: Recipe) => void;
  /** A feedback button was pressed: the interaction type to record (like, dislike, clear-opinion, saved, unsave). */
  onFeedback: (recipe: Recipe, record: FeedbackInteraction) => void;
  onPlan: (recipe: Recipe) => void;
  onDelete: (recipe: Recipe) => void;
}

/**
 * A saved recipe (SPEC §2 Recipes screen): image with the pantry match and grade, cuisine, title
 * (opens the detail; the whole card is its click target), total time, servings and tags; like, dislike,
 * save, plan and delete.
 */
export function RecipeCard({ recipe, feedback, actions }: { recipe: Recipe; feedback: FeedbackState | undefined; actions: RecipeCardActions }) {
  const total = totalMinutes(recipe);
  const titleId = `recipe-title-${recipe.id}`;
  return (
    <li
      data-testid="recipe-card"
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-xs transition-all focus-within:ring-2 focus-within:ring-ring hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="relative">
        <RecipeImage src={recipe.imageUrl} alt={recipe.title} />
        {recipe.pantryMatch != null && <MatchBadge percent={recipe.pantryMatch} className="absolute top-2.5 left-2.5" />}
        <GradeBadge baseScore={recipe.baseScore} className="absolute top-2 right-2.5" />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 px-4 pt-3 pb-2">
        {recipe.cuisineTag && <p className="text-xs font-semibold tracking-wide text-primary uppercase">{recipe.cuisineTag}</p>}
        <h3 id={titleId} className="text-base font-semibold leading-snug">
          <button
            type="button"
            onClick={() => actions.onOpen(recipe)}
            className="line-clamp-2 text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {recipe.title}
          </button>
        </h3>
        <div className="flex flex-wrap items-center gap-x-3.5 gap-y-1 text-xs text-muted-foreground">
          {total !== null && (
            <span className="inline-flex items-center gap-1" title={`Prep ${recipe.prepMin ?? 0} min · Cook ${recipe.cookMin ?? 0} min`}>
              <Clock className="size-3.5" aria-hidden="true" />
              {formatMinutes(total)}
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <Users className="size-3.5" aria-hidden="true" />
            {recipe.servings} {recipe.servings === 1 ? "serving" : "servings"}
          </span>
        </div>
        {recipe.tags && recipe.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Tags">
            {recipe.tags.slice(0, 4).map((tag) => (
              <li key={tag} className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                {tag}
              </li>
            ))}
            {recipe.tags.length > 4 && <li className="px-1 py-0.5 text-xs text-muted-foreground">+{recipe.tags.length - 4}</li>}
          </ul>
        )}
        <DietaryFlags flags={recipe.dietFlags} />
      </div>
      <div className="relative z-10 mt-auto flex items-center gap-1 border-t px-2 py-1.5">
        <FeedbackButtons state={feedback ?? NO_FEEDBACK} onChange={(f) => actions.onFeedback(recipe, f)} />
        <div className="ml-auto flex items-center gap-2">
          <Button
            variant="ghost"
            size="sm"
            className="h-11 px-2.5 text-primary"
            onClick={() => actions.onPlan(recipe)}
            aria-describedby={titleId}
          >
            <CalendarPlus aria-hidden="true" />
            Plan
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${recipe.title}`}
            className="rounded-xl text-muted-foreground hover:bg-destructive-soft hover:text-destructive"
            onClick={() => actions.onDelete(recipe)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}
