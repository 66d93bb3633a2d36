import type { Recipe } from "../../../../shared/schemas/recipes";
import { formatMinutes, totalMinutes } from "../lib/recipe-meta";

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Prep, cook, total time and servings as tiles, plus meal type, difficulty and calories when known. */
export function RecipeDetailMeta({ recipe }: { recipe: Recipe }) {
  const total = totalMinutes(recipe);
  const tiles: [string, string][] = [
    ["Prep", recipe.prepMin != null ? formatMinutes(recipe.prepMin) : "–"],
    ["Cook", recipe.cookMin != null ? formatMinutes(recipe.cookMin) : "–"],
    ["Total", total !== null ? formatMinutes(total) : "–"],
    ["Serves", String(recipe.servings)],
  ];
  const extras = [
    recipe.mealType && capitalise(recipe.mealType),
    recipe.difficultyLevel && capitalise(recipe.difficultyLevel),
    recipe.calories != null && `${Math.round(recipe.calories)} kcal`,
  ].filter((x): x is string => Boolean(x));
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-4 gap-2 text-center">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-muted/70 px-1 py-2.5">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-sm font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {extras.length > 0 && <p className="text-xs text-muted-foreground">{extras.join(" · ")}</p>}
    </div>
  );
}
