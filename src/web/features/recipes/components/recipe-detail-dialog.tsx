import { useState } from "react";
import { useLocation } from "wouter";
import { CalendarPlus, Check, CookingPot, ExternalLink, ImagePlus, Printer } from "lucide-react";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogPictureScroll, DialogTitle } from "../../../components/ui/dialog";
import { RecipeImage } from "../../../components/recipe-image";
import { AddMissingButton } from "../../../components/add-missing-button";
import { householdSizeOf, useUserSettings } from "../../../lib/user-settings";
import { webLink } from "../../../../shared/domain/web-link";
import { useRecipe } from "../api/get-recipe";
import { sourceHost } from "../lib/recipe-meta";
import { DietaryFlags } from "../../../components/dietary-flags";
import { NutritionFacts } from "../../../components/nutrition-facts";
import { RecipeDetailMeta } from "./recipe-detail-meta";
import { RecipeImageEditor } from "./recipe-image-editor";
import { RecipeIngredients } from "./recipe-ingredients";
import { RecipeInstructions } from "./recipe-instructions";
import { RecipeTagsEditor } from "./recipe-tags-editor";
import { GradeBadge, MatchBadge } from "./recipe-badges";
import type { PrintNavigationState } from "./recipe-print-page";

/** The open recipe's body; keyed by recipe id so the modes and servings start fresh for each recipe. */
function DetailBody({ initial, onPlan }: { initial: Recipe; onPlan: (recipe: Recipe) => void }) {
  const query = useRecipe(initial.id, initial);
  const recipe = query.data ?? initial;
  const settings = useUserSettings();
  const [editingImage, setEditingImage] = useState(false);
  const [, navigate] = useLocation();
  const link = webLink(recipe.sourceUrl) ?? webLink(recipe.recipeUrl);
  const host = sourceHost(link);

  return (
    <>
      <DialogPictureScroll title={recipe.title} data-testid="recipe-detail">
        <div className="relative">
          <RecipeImage src={recipe.imageUrl} alt={recipe.title} className="aspect-[16/9] sm:aspect-[21/9]" />
          {recipe.pantryMatch != null && <MatchBadge percent={recipe.pantryMatch} className="absolute bottom-3 left-4" />}
          <GradeBadge baseScore={recipe.baseScore} className="absolute right-4 bottom-3" />
          <Button
            variant="outline"
            size="sm"
            className="absolute top-3 left-3 bg-card/95"
            aria-pressed={editingImage}
            onClick={() => setEditingImage((v) => !v)}
          >
            {editingImage ? <Check aria-hidden="true" /> : <ImagePlus aria-hidden="true" />}
            {editingImage ? "Done" : "Edit image"}
          </Button>
        </div>
        <div className="space-y-6 px-5 pt-4 pb-6">
          {editingImage && <RecipeImageEditor recipe={recipe} onDone={() => setEditingImage(false)} />}
          <div className="space-y-2">
            {recipe.cuisineTag && <p className="text-xs font-semibold tracking-wide text-primary uppercase">{recipe.cuisineTag}</p>}
            <DialogTitle className="text-xl">{recipe.title}</DialogTitle>
            <DialogDescription className={recipe.description ? undefined : "sr-only"}>
              {recipe.description ?? "Recipe details"}
            </DialogDescription>
          </div>
          <RecipeDetailMeta recipe={recipe} />
          <RecipeTagsEditor recipe={recipe} />
          <DietaryFlags flags={recipe.dietFlags} />
          <RecipeIngredients recipe={recipe} householdSize={householdSizeOf(settings.data)} />
          <NutritionFacts nutrition={recipe.nutrition} />
          <RecipeInstructions recipe={recipe} />
          {link && (
            <p className="text-sm">
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-2 hover:underline"
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                Original recipe{host ? ` on ${host}` : ""}
              </a>
            </p>
          )}
        </div>
      </DialogPictureScroll>
      <DialogFooter>
        <Button
          variant="outline"
          onClick={() =>
            navigate(`/recipes/${encodeURIComponent(recipe.id)}/print`, { state: { autoPrint: true } satisfies PrintNavigationState })
          }
        >
          <Printer aria-hidden="true" />
          Print
        </Button>
        <AddMissingButton source={{ kind: "recipe", recipeId: recipe.id, servings: householdSizeOf(settings.data) }} />
        <Button
          variant="outline"
          onClick={() =>
            navigate(`/cook/${encodeURIComponent(recipe.id)}?servings=${householdSizeOf(settings.data)}`, { state: { fromApp: true } })
          }
        >
          <CookingPot aria-hidden="true" />
          Cook
        </Button>
        <Button onClick={() => onPlan(recipe)}>
          <CalendarPlus aria-hidden="true" />
          Add to meal plan
        </Button>
      </DialogFooter>
    </>
  );
}

/**
 * SPEC §2/§4 Recipe detail overlay: open exactly while a recipe is selected (open/close and the
 * selection are one state; closing sets it to null). Shows the image (with the image edit mode),
 * title, meta, description, scaled ingredients with pantry marks, numbered steps (with the
 * instruction edit mode) and the source link; 'Print' opens the print view (/recipes/{id}/print)
 * and its print dialog.
 */
export function RecipeDetailDialog({
  recipe,
  onClose,
  onPlan,
}: {
  recipe: Recipe | null;
  onClose: () => void;
  onPlan: (recipe: Recipe) => void;
}) {
  return (
    <Dialog open={recipe !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">{recipe && <DetailBody key={recipe.id} initial={recipe} onPlan={onPlan} />}</DialogContent>
    </Dialog>
  );
}
