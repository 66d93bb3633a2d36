import type { Nutrition } from "../../shared/schemas/nutrition";
import { cn } from "../lib/cn";

/** "12 g", "0.4 g", "540 kcal": grams below 10 keep their one decimal, larger ones are whole. */
function grams(n: number): string {
  return `${n < 10 ? Math.round(n * 10) / 10 : Math.round(n)} g`;
}

/** The ingredients the numbers cover: "Covers all 8 ingredients", "Covers 6 of 8 ingredients". */
export function coverageText(n: Pick<Nutrition, "covered" | "counted">): string {
  const noun = n.counted === 1 ? "ingredient" : "ingredients";
  return n.covered === n.counted ? `Covers all ${n.counted} ${noun}` : `Covers ${n.covered} of ${n.counted} ${noun}`;
}

/**
 * Nutrition per serving of a recipe or idea (issue 22 item 6), computed by the server from the
 * ingredient lines: energy, protein, fat, carbohydrate, fiber and salt, and how many of the
 * ingredients the figures cover. Nothing when the server sent none or no ingredient counts;
 * a short note instead of figures when none of them could be weighed.
 */
export function NutritionFacts({ nutrition, className }: { nutrition: Nutrition | undefined; className?: string }) {
  if (!nutrition || nutrition.counted === 0) return null;
  const p = nutrition.perServing;
  const cells: [string, string][] = [
    ["Energy", `${Math.round(p.kcal)} kcal`],
    ["Protein", grams(p.proteinG)],
    ["Fat", grams(p.fatG)],
    ["Carbs", grams(p.carbsG)],
    ["Fiber", grams(p.fiberG)],
    ["Salt", grams(p.saltG)],
  ];
  return (
    <section aria-label="Nutrition per serving" className={cn("space-y-2", className)} data-testid="nutrition-facts">
      <h3 className="text-sm font-semibold">Nutrition per serving</h3>
      {nutrition.covered === 0 ? (
        <p className="text-sm text-muted-foreground">
          None of the {nutrition.counted} ingredients could be weighed, so there are no figures.
        </p>
      ) : (
        <dl className="grid grid-cols-3 gap-2 text-center sm:grid-cols-6">
          {cells.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-muted/70 px-1 py-2">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-sm font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-xs text-muted-foreground">
        {coverageText(nutrition)}
        {nutrition.covered > 0 && " · estimated from USDA values"}
      </p>
    </section>
  );
}
