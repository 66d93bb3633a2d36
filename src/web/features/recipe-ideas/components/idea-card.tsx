import { Leaf } from "lucide-react";
import type { AiRecipeIdea } from "../../../../shared/schemas/ai";
import { Badge } from "../../../components/ui/badge";
import { RecipeImage } from "../../../components/recipe-image";
import { DietaryFlags } from "../../../components/dietary-flags";
import { AddMissingButton } from "../../../components/add-missing-button";
import { capitalise } from "../../../lib/text";
import { IdeaMeta, MatchBadge } from "./idea-bits";

/** SPEC §2 display caps. */
const MAX_PANTRY_BADGES = 4;
const MAX_KEY_INGREDIENTS = 5;
const MAX_NUTRITION = 2;

/** An AI recipe idea; the title button (stretched over the card) opens the full recipe. */
export function IdeaCard({ idea, onOpen }: { idea: AiRecipeIdea; onOpen: () => void }) {
  const pantry = idea.pantryIngredients.slice(0, MAX_PANTRY_BADGES);
  const extraPantry = idea.pantryIngredients.length - pantry.length;
  const key = idea.keyIngredients.slice(0, MAX_KEY_INGREDIENTS);

  return (
    <article
      data-testid="idea-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-xs transition-all focus-within:ring-2 focus-within:ring-ring hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="relative">
        <RecipeImage src={idea.imageUrl} alt={idea.title} />
        <MatchBadge percent={idea.pantryMatchPercentage} className="absolute top-2.5 left-2.5" />
        <span className="absolute top-2.5 right-2.5 rounded-full bg-card/95 px-2.5 py-1 text-xs font-semibold shadow-sm">
          {capitalise(idea.mealType)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 className="text-base font-semibold leading-snug">
            <button
              type="button"
              onClick={onOpen}
              className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {idea.title}
            </button>
          </h3>
          <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{idea.description}</p>
        </div>
        <IdeaMeta idea={idea} />
        {pantry.length > 0 && (
          <div>
            <p className="mb-1.5 text-xs font-medium text-muted-foreground">From your pantry</p>
            <div className="flex flex-wrap gap-1.5">
              {pantry.map((name) => (
                <Badge key={name}>{name}</Badge>
              ))}
              {extraPantry > 0 && <Badge variant="muted">+{extraPantry} more</Badge>}
            </div>
          </div>
        )}
        {key.length > 0 && (
          <p className="text-xs text-muted-foreground">
            <span className="font-medium text-foreground">Key ingredients: </span>
            {key.join(" · ")}
          </p>
        )}
        <div className="mt-auto flex flex-col gap-2">
          {idea.nutritionHighlights.length > 0 && (
            <div className="flex flex-wrap gap-1.5">
              {idea.nutritionHighlights.slice(0, MAX_NUTRITION).map((n) => (
                <Badge key={n} variant="amber">
                  <Leaf aria-hidden="true" />
                  {n}
                </Badge>
              ))}
            </div>
          )}
          <DietaryFlags flags={idea.dietaryFlags} />
          <AddMissingButton
            size="sm"
            className="relative z-10 self-start"
            aria-label={`Add missing ingredients of ${idea.title} to the shopping list`}
            source={{ kind: "idea", idea: { title: idea.title, servings: idea.servings, allIngredients: idea.allIngredients } }}
          />
        </div>
      </div>
    </article>
  );
}
