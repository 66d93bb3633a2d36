import { Sparkles, UtensilsCrossed } from "lucide-react";
import type { AiRecipeIdea } from "../../../../shared/schemas/ai";
import type { MealType } from "../../../../shared/schemas/common";
import { Button } from "../../../components/ui/button";
import { ErrorAlert } from "../../../components/ui/alert";
import { SkeletonRegion, SkeletonRows } from "../../../components/ui/skeleton";
import { errorMessage } from "../../../lib/api-client";
import { usePlannerRecipes, useSlotIdeas } from "../api/planner-recipes";

const rowClass =
  "flex w-full items-center gap-3 rounded-xl border bg-card px-3 py-2.5 text-left text-sm shadow-xs hover:bg-muted/60 disabled:opacity-60";

/** Saved recipes to pick from (GET /api/recipes); picking one calls `onPick(recipeId, its servings)`. */
export function SavedRecipePicker({ onPick, busy }: { onPick: (recipeId: string, servings: number) => void; busy: boolean }) {
  const recipes = usePlannerRecipes(true);
  if (recipes.isPending)
    return (
      <SkeletonRegion label="Loading recipes…">
        <SkeletonRows count={4} />
      </SkeletonRegion>
    );
  if (recipes.isError) return <ErrorAlert>Couldn't load recipes: {errorMessage(recipes.error)}</ErrorAlert>;
  if (recipes.data.length === 0)
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">
        No saved recipes yet. Save one on the Recipes screen, or add a custom meal.
      </p>
    );
  return (
    <ul className="grid max-h-80 grid-cols-[minmax(0,1fr)] gap-2 overflow-y-auto" aria-label="Saved recipes">
      {recipes.data.map((r) => (
        <li key={r.id} className="min-w-0">
          <button type="button" className={rowClass} disabled={busy} onClick={() => onPick(r.id, r.servings)}>
            <UtensilsCrossed className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{r.title}</span>
              <span className="text-xs text-muted-foreground">{r.servings} servings</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** AI ideas for the slot's meal type (POST /api/ai/recipe-ideas {mealType}); picking one calls `onPick(idea)`. */
export function IdeaPicker({ mealType, onPick, busy }: { mealType: MealType; onPick: (idea: AiRecipeIdea) => void; busy: boolean }) {
  const ideas = useSlotIdeas(mealType, true);
  if (ideas.isPending)
    return (
      <SkeletonRegion label={`Finding ${mealType} ideas…`}>
        <SkeletonRows count={4} />
      </SkeletonRegion>
    );
  if (ideas.isError) return <ErrorAlert>Couldn't get ideas: {errorMessage(ideas.error)}</ErrorAlert>;
  if (ideas.data.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">No ideas right now. Add some pantry items first.</p>;
  return (
    <div className="grid gap-2">
      <ul className="grid max-h-80 grid-cols-[minmax(0,1fr)] gap-2 overflow-y-auto" aria-label="AI suggestions">
        {ideas.data.map((idea) => (
          <li key={idea.title} className="min-w-0">
            <button type="button" className={rowClass} disabled={busy} onClick={() => onPick(idea)}>
              <Sparkles className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{idea.title}</span>
                <span className="text-xs text-muted-foreground">{idea.pantryMatchPercentage}% from your pantry</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={() => void ideas.refetch()} disabled={ideas.isFetching}>
        More ideas
      </Button>
    </div>
  );
}
