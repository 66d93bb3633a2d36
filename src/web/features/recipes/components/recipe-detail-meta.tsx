import type { Recipe } from "../../../../shared/schemas/recipes";
import { formatMinutes, totalMinutes } from "../lib/recipe-meta";
import { capitalise } from "../../../lib/text";

/** Prep and cook (when both are known), total time and servings as tiles, plus meal type, difficulty and calories when known. */
export function RecipeDetailMeta({ recipe }: { recipe: Recipe }) {
  const total = totalMinutes(recipe);
  // Unknown times are left out rather than shown as a dash (an imported page may give only a total).
  const split = recipe.prepMin != null && recipe.cookMin != null && recipe.prepMin + recipe.cookMin > 0;
  const tiles = (
    [
      ["Prep", split ? formatMinutes(recipe.prepMin!) : null],
      ["Cook", split ? formatMinutes(recipe.cookMin!) : null],
      ["Total", total !== null ? formatMinutes(total) : null],
      ["Serves", String(recipe.servings)],
    ] as [string, string | null][]
  ).filter((t): t is [string, string] => t[1] !== null);
  const extras = [
    recipe.mealType && capitalise(recipe.mealType),
    recipe.difficultyLevel && capitalise(recipe.difficultyLevel),
    recipe.calories != null && `${Math.round(recipe.calories)} kcal`,
  ].filter((x): x is string => Boolean(x));
  return (
    <div className="space-y-2">
      <dl className={`grid gap-2 text-center ${tiles.length === 4 ? "grid-cols-4" : tiles.length === 3 ? "grid-cols-3" : "grid-cols-2"}`}>
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
