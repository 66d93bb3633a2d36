import { useState } from "react";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { instructionSteps } from "../../../../shared/domain/instruction-steps";
import { scaleIngredient } from "../../../../shared/domain/scale-ingredient";
import { webLink } from "../../../../shared/domain/web-link";
import { formatMinutes, totalMinutes } from "../lib/recipe-meta";

/** "Serves 2 (recipe for 4) · Prep 10 min · Cook 1 h 5 min · Total 1 h 15 min"; unknown times left out. */
export function printMetaLine(recipe: Pick<Recipe, "servings" | "prepMin" | "cookMin">, servings: number): string {
  const parts = [servings === recipe.servings ? `Serves ${servings}` : `Serves ${servings} (recipe for ${recipe.servings})`];
  if (recipe.prepMin) parts.push(`Prep ${formatMinutes(recipe.prepMin)}`);
  if (recipe.cookMin) parts.push(`Cook ${formatMinutes(recipe.cookMin)}`);
  const total = totalMinutes(recipe);
  if (total !== null) parts.push(`Total ${formatMinutes(total)}`);
  return parts.join(" · ");
}

/**
 * One recipe laid out for paper (issue 21 item 6): cuisine, title, description, servings and times
 * with the picture beside them (above them on a narrow screen), ingredients scaled to `servings`
 * (said as the detail says them), numbered steps and the source address written out. Black on white with no colour needed, nothing to press, lines
 * and steps kept whole across pages; a long ingredient list takes two columns. No picture box
 * when there is no picture or it fails to load.
 */
export function RecipePrintSheet({
  recipe,
  servings,
  onPictureSettled,
}: {
  recipe: Recipe;
  servings: number;
  onPictureSettled?: () => void;
}) {
  const [pictureFailed, setPictureFailed] = useState(false);
  const steps = instructionSteps(recipe.instructions);
  const source = webLink(recipe.sourceUrl) ?? webLink(recipe.recipeUrl);
  const lines = recipe.ingredients.map((ing) => scaleIngredient(ing, recipe.servings, servings));
  const picture = Boolean(recipe.imageUrl) && !pictureFailed;
  return (
    <article aria-label={`${recipe.title}, for printing`} className="space-y-5 bg-white text-black">
      <div className={`grid items-start gap-4 ${picture ? "sm:grid-cols-[1fr_15rem]" : ""}`}>
        <header className="space-y-2">
          {recipe.cuisineTag && <p className="text-xs font-semibold tracking-wide uppercase">{recipe.cuisineTag}</p>}
          <h1 className="text-3xl leading-tight font-bold">{recipe.title}</h1>
          {recipe.description && <p className="text-sm leading-relaxed">{recipe.description}</p>}
          <p className="border-y border-neutral-400 py-2 text-sm font-semibold" data-testid="print-meta">
            {printMetaLine(recipe, servings)}
          </p>
        </header>
        {picture && (
          <img
            src={recipe.imageUrl ?? undefined}
            alt={recipe.title}
            className="order-first aspect-[4/3] w-full rounded-lg object-cover sm:order-none"
            onLoad={onPictureSettled}
            onError={() => {
              setPictureFailed(true);
              onPictureSettled?.();
            }}
          />
        )}
      </div>
      <section aria-labelledby="print-ingredients" className="space-y-2">
        <h2 id="print-ingredients" className="text-lg font-bold">
          Ingredients
        </h2>
        {lines.length === 0 ? (
          <p className="text-sm">No ingredients listed.</p>
        ) : (
          <ul className={`list-disc space-y-1 pl-5 text-sm ${lines.length > 8 ? "sm:columns-2 sm:gap-8" : ""}`}>
            {lines.map(({ amount, name, note }, i) => (
              <li key={i} className="break-inside-avoid">
                {amount && <strong className="tabular-nums">{amount} </strong>}
                {name}
                {note && `, ${note}`}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="print-steps" className="space-y-2">
        <h2 id="print-steps" className="text-lg font-bold">
          Instructions
        </h2>
        {steps.length === 0 ? (
          <p className="text-sm">No instructions.</p>
        ) : (
          <ol className="list-decimal space-y-2 pl-6 text-sm leading-relaxed marker:font-bold">
            {steps.map((step, i) => (
              <li key={i} className="break-inside-avoid pl-1">
                {step}
              </li>
            ))}
          </ol>
        )}
      </section>
      {source && <p className="border-t border-neutral-400 pt-2 text-xs break-all">Source: {source}</p>}
    </article>
  );
}
