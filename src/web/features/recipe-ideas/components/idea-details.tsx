import type { ReactNode } from "react";
import { Check, Circle, Lightbulb, Salad, Wine } from "lucide-react";
import { Link } from "wouter";
import type { AiRecipeIdea } from "../../../../shared/schemas/ai";
import { Badge } from "../../../components/ui/badge";
import { DietaryFlags } from "../../../components/dietary-flags";
import { webLink } from "../../../../shared/domain/web-link";
import { partsFromAmountText } from "../../../../shared/domain/ingredient-phrase";

function Section({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-2.5">
      <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-foreground uppercase">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * Every field of an AI recipe idea, for the full recipe dialog; ingredients are said the way a
 * cook writes them ("1 bell pepper", "salt, to taste"; shared/domain/ingredient-phrase.ts). Once
 * saved, the recipe link points to our own saved copy (`savedRecipeId` → /recipes?open=<id>)
 * instead of a web search.
 */
export function IdeaDetails({ idea, savedRecipeId }: { idea: AiRecipeIdea; savedRecipeId?: string }) {
  const recipeLink = webLink(idea.recipeLink);
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-3 gap-2 text-center">
        {[
          ["Prep", `${idea.estimatedPrepTime} min`],
          ["Cook", `${idea.estimatedCookTime} min`],
          ["Serves", String(idea.servings)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-muted/70 px-2 py-2.5">
            <div className="text-xs text-muted-foreground">{label}</div>
            <div className="text-sm font-semibold">{value}</div>
          </div>
        ))}
      </div>

      <Section title="Ingredients">
        <ul className="grid gap-1.5 sm:grid-cols-2">
          {idea.allIngredients.map((ing, i) => {
            const { amount, name, note } = partsFromAmountText(ing.name, ing.amount);
            return (
              <li key={`${ing.name}-${i}`} className="flex items-start gap-2 text-sm">
                {ing.fromPantry ? (
                  <Check
                    className="mt-0.5 size-4 shrink-0 rounded-full bg-success p-0.5 text-success-foreground"
                    aria-label="In your pantry"
                  />
                ) : (
                  <Circle className="mt-0.5 size-4 shrink-0 text-muted-foreground/60" aria-label="Not in your pantry" />
                )}
                <span>
                  {amount && <span className="font-medium">{amount} </span>}
                  {name}
                  {note && <span className="text-muted-foreground">, {note}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      </Section>

      {idea.cookingInstructions.length > 0 && (
        <Section title="Instructions">
          <ol className="space-y-3">
            {idea.cookingInstructions.map((step, i) => (
              <li key={i} className="flex gap-3 text-sm leading-relaxed">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                  {i + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </Section>
      )}

      {idea.chefTips.length > 0 && (
        <Section title="Chef tips" icon={<Lightbulb className="size-4 text-warning-icon" aria-hidden="true" />}>
          <ul className="space-y-2 rounded-xl bg-warning-wash p-3.5 text-sm text-warning-soft-foreground">
            {idea.chefTips.map((tip) => (
              <li key={tip} className="flex gap-2">
                <span aria-hidden="true">•</span>
                {tip}
              </li>
            ))}
          </ul>
        </Section>
      )}

      <div className="grid gap-6 sm:grid-cols-2">
        {idea.wineRecommendation && (
          <Section title="Wine pairing" icon={<Wine className="size-4 text-destructive" aria-hidden="true" />}>
            <p className="text-sm">{idea.wineRecommendation}</p>
          </Section>
        )}
        {idea.sideDishes.length > 0 && (
          <Section title="Side dishes" icon={<Salad className="size-4 text-primary" aria-hidden="true" />}>
            <div className="flex flex-wrap gap-1.5">
              {idea.sideDishes.map((d) => (
                <Badge key={d} variant="outline">
                  {d}
                </Badge>
              ))}
            </div>
          </Section>
        )}
      </div>

      {(idea.nutritionHighlights.length > 0 || idea.dietaryFlags.length > 0) && (
        <Section title="Nutrition">
          <div className="flex flex-wrap gap-1.5">
            {idea.nutritionHighlights.map((n) => (
              <Badge key={n} variant="amber">
                {n}
              </Badge>
            ))}
          </div>
          <DietaryFlags flags={idea.dietaryFlags} />
        </Section>
      )}

      {(idea.mainDish || recipeLink || savedRecipeId) && (
        <p className="text-xs text-muted-foreground">
          {idea.mainDish && <>Main dish: {idea.mainDish}. </>}
          {savedRecipeId ? (
            <Link
              href={`/recipes?open=${encodeURIComponent(savedRecipeId)}`}
              className="font-medium text-primary underline-offset-2 hover:underline"
            >
              Open your saved copy
            </Link>
          ) : (
            recipeLink && (
              <a
                href={recipeLink}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-primary underline-offset-2 hover:underline"
              >
                Find similar recipes online
              </a>
            )
          )}
        </p>
      )}
    </div>
  );
}
