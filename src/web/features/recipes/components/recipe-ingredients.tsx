import { useState } from "react";
import { Check, CircleDashed } from "lucide-react";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { scaleIngredient } from "../../../../shared/domain/scale-ingredient";
import { ServingsStepper } from "../../../components/servings-stepper";

/**
 * SPEC §2 "Quantities scale by household size relative to the recipe's servings": the amounts
 * start scaled to `householdSize` and the stepper rescales them, each line said the way a cook
 * writes it: an imported line as its source printed it, its amount scaled; others in the app's words
 * ("1 bell pepper", "3 cups cooked rice", "salt, to taste"; shared/domain/scale-ingredient.ts);
 * each line says whether the pantry has it (icon, with the words for screen readers). Ranges scale both ends.
 */
export function RecipeIngredients({ recipe, householdSize }: { recipe: Recipe; householdSize: number }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const servings = chosen ?? householdSize;
  const marked = recipe.ingredients.filter((i) => i.inPantry !== undefined);
  const have = marked.filter((i) => i.inPantry).length;

  return (
    <section aria-labelledby="detail-ingredients" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="detail-ingredients" className="text-sm font-semibold tracking-wide uppercase">
          Ingredients
        </h3>
        <ServingsStepper value={servings} onChange={setChosen} />
      </div>
      <p className="text-xs text-muted-foreground">
        {servings === recipe.servings ? `As written, for ${recipe.servings}.` : `Scaled from ${recipe.servings} to ${servings} servings.`}
        {marked.length > 0 && ` You have ${have} of ${marked.length} in your pantry.`}
      </p>
      {recipe.ingredients.length === 0 ? (
        <p className="text-sm text-muted-foreground">No ingredients listed.</p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card" aria-label="Ingredient list">
          {recipe.ingredients.map((ing, i) => {
            const { amount, name, note } = scaleIngredient(ing, recipe.servings, servings);
            return (
              <li key={`${ing.ingredient}-${i}`} className="flex items-start gap-3 px-3.5 py-2.5 text-sm" data-testid="detail-ingredient">
                {ing.inPantry ? (
                  <Check className="mt-0.5 size-4 shrink-0 rounded-full bg-success p-0.5 text-success-foreground" aria-hidden="true" />
                ) : (
                  <CircleDashed className="mt-0.5 size-4 shrink-0 text-muted-foreground/70" aria-hidden="true" />
                )}
                <span className="min-w-0 flex-1">
                  {amount && (
                    <span className="font-semibold tabular-nums" data-testid="ingredient-amount">
                      {amount}
                    </span>
                  )}
                  {amount && " "}
                  {name}
                  {note && <span className="text-muted-foreground">, {note}</span>}
                  {ing.inPantry !== undefined && (
                    <span className="sr-only">{ing.inPantry ? " (in your pantry)" : " (missing from your pantry)"}</span>
                  )}
                </span>
                {ing.inPantry === false && (
                  <span className="shrink-0 text-xs text-muted-foreground" aria-hidden="true">
                    Missing
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
