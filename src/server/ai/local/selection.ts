/**
 * Ranking and picking of filled recipe families: best pantry match first, then variety
 * (one idea per family, varied main ingredients, a mix of meal types when none is asked for).
 */
import type { MealType } from "../../../shared/schemas/common";
import { type Fill, hash32 } from "./slot-fill";

/** A chosen fill and the meal type it is offered for. */
export interface Pick {
  fill: Fill;
  mealType: MealType;
}

/** Meal types in the order a mixed set asks for them (count 6 → 2 dinners, 2 lunches, 1 breakfast, 1 snack). */
const MIX: MealType[] = ["dinner", "lunch", "breakfast", "dinner", "lunch", "snack"];

/**
 * Ranking score of a fill for `variant`: estimated match % (0–100), plus 2 per urgency point of
 * soon-expiring items used, plus 1.5 per pantry item used; from variant 1 on a deterministic
 * per-family jitter of 0–39 points reshuffles families of similar match.
 */
export function scoreFill(fill: Fill, variant: number): number {
  const jitter = variant > 0 ? hash32(`${fill.cf.family.id}#${variant}`) % 40 : 0;
  return fill.estimate + fill.urgency * 2 + fill.pantryCount * 1.5 + jitter - fill.cf.order * 0.001;
}

/** Id of the dish's first defining food (its "main ingredient"), for the variety penalty. */
function mainFood(fill: Fill): string | undefined {
  for (const slot of fill.cf.slots) {
    if (!slot.spec.defining) continue;
    const first = fill.chosen.get(slot.spec.key)?.[0];
    if (first) return first.food.id;
  }
  return undefined;
}

/**
 * Picks up to `count` fills, at most one per family. With `mealType` only families serving it
 * are considered; without, picks follow the MIX order, each taking the best remaining family that
 * serves that meal type (or the best remaining of any type when none does). A main ingredient
 * already featured costs 12 points, so six chicken dishes do not crowd out the rest.
 */
export function pickFills(fills: readonly Fill[], count: number, variant: number, mealType?: MealType): Pick[] {
  const scored = fills
    .filter((f) => !mealType || f.cf.family.mealTypes.includes(mealType))
    .map((fill) => ({ fill, score: scoreFill(fill, variant) }));
  const taken = new Set<string>();
  const mains = new Map<string, number>();
  const picks: Pick[] = [];
  const best = (type: MealType | undefined) => {
    let top: { fill: Fill; score: number } | undefined;
    let topScore = -Infinity;
    for (const s of scored) {
      if (taken.has(s.fill.cf.family.id)) continue;
      if (type && !s.fill.cf.family.mealTypes.includes(type)) continue;
      const main = mainFood(s.fill);
      const adjusted = s.score - (main ? (mains.get(main) ?? 0) * 12 : 0);
      if (adjusted > topScore) {
        topScore = adjusted;
        top = s;
      }
    }
    return top?.fill;
  };
  for (let i = 0; picks.length < count; i++) {
    const wanted = mealType ?? MIX[i % MIX.length];
    const fill = best(wanted) ?? (mealType ? undefined : best(undefined));
    if (!fill) break;
    taken.add(fill.cf.family.id);
    const main = mainFood(fill);
    if (main) mains.set(main, (mains.get(main) ?? 0) + 1);
    const types = fill.cf.family.mealTypes;
    picks.push({ fill, mealType: types.includes(wanted) ? wanted : types[0] });
  }
  return picks;
}

/**
 * Identity of a picked set: its families, in any order. Two sets of the same families look alike
 * on screen even when a side ingredient differs, so regenerating must change a family.
 */
export function setSignature(picks: readonly Pick[]): string {
  return picks
    .map((p) => p.fill.cf.family.id)
    .sort()
    .join("|");
}
