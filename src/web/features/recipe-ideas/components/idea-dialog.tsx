import { Bookmark, BookmarkCheck, CalendarPlus } from "lucide-react";
import type { AiRecipeIdea } from "../../../../shared/schemas/ai";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogPictureScroll, DialogTitle } from "../../../components/ui/dialog";
import { NutritionFacts } from "../../../components/nutrition-facts";
import { RecipeImage } from "../../../components/recipe-image";
import { useSaveAiRecipe } from "../api/save-ai-recipe";
import { useIdeasStore } from "../hooks/use-ideas-store";
import { capitalise } from "../../../lib/text";
import { IdeaMeta, MatchBadge } from "./idea-bits";
import { IdeaDetails } from "./idea-details";

/** The full AI recipe dialog: every field, plus 'Save recipe' and 'Add to meal plan'. */
export function IdeaDialog({
  idea,
  onClose,
  onAddToPlan,
}: {
  idea: AiRecipeIdea | null;
  onClose: () => void;
  onAddToPlan: (recipe: Recipe) => void;
}) {
  const save = useSaveAiRecipe();
  const saved = useIdeasStore((s) => (idea ? s.saved.get(idea.title) : undefined));

  const addToPlan = async () => {
    if (!idea) return;
    try {
      const recipe = saved ?? (await save.mutateAsync(idea));
      onAddToPlan(recipe);
    } catch {
      /* the save hook already showed 'Failed to save recipe' */
    }
  };

  return (
    <Dialog open={idea !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {idea && (
          <>
            {/* Focusable so the keyboard can scroll a long recipe (nothing inside it takes focus). */}
            <DialogPictureScroll
              title={idea.title}
              className="focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              tabIndex={0}
              role="region"
              aria-label={idea.title}
            >
              <div className="relative">
                <RecipeImage src={idea.imageUrl} alt={idea.title} className="aspect-[16/9] sm:aspect-[21/9]" />
                <MatchBadge percent={idea.pantryMatchPercentage} className="absolute bottom-3 left-4" />
              </div>
              <div className="space-y-2 px-5 pt-4 pb-2">
                <p className="text-xs font-semibold tracking-wide text-primary uppercase">{capitalise(idea.mealType)}</p>
                <DialogTitle className="text-xl">{idea.title}</DialogTitle>
                <DialogDescription>{idea.description}</DialogDescription>
                <IdeaMeta idea={idea} />
              </div>
              <div className="px-5 pt-4 pb-6">
                <IdeaDetails idea={idea} savedRecipeId={saved?.id} />
                <NutritionFacts nutrition={idea.nutrition} className="mt-6" />
              </div>
            </DialogPictureScroll>
            <DialogFooter>
              <Button variant="outline" disabled={Boolean(saved) || save.isPending} onClick={() => save.mutate(idea)}>
                {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
                {saved ? "Saved" : save.isPending ? "Saving..." : "Save recipe"}
              </Button>
              <Button disabled={save.isPending} onClick={addToPlan}>
                <CalendarPlus aria-hidden="true" />
                Add to meal plan
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
