/**
 * Ranking and picking of filled recipe families. A fill's score adds up pantry coverage, the
 * expiry urgency of the pantry items it uses, flavour fit (flavour-pairs.ts) and the household's
 * likes and dislikes (feedback.ts); picking then keeps the set varied (one idea per family,
 * varied main ingredients and cuisines, a mix of meal types when none is asked for).
 */
import type { MealType } from "../../../shared/schemas/common";
import type { FeedbackScore } from "./feedback";
import { flavourFit } from "./flavour-pairs";
import { type Fill, hash32 } from "./slot-fill";

/** A chosen fill and the meal type it is offered for. */
export interface Pick {
  fill: Fill;
  mealType: MealType;
}

/** What ranking needs besides the fill: the variant (seed), feedback, and how many pantry items could be used. */
export interface RankContext {
  variant: number;
  feedback: FeedbackScore;
  /** Pantry items the household may eat that some family can use (decides whether "uses ≥ 2 items" is achievable). */
  usablePantry: number;
}

/** Meal types in the order a mixed set asks for them (count 6 → 2 dinners, 2 lunches, 1 breakfast, 1 snack). */
const MIX: MealType[] = ["dinner", "lunch", "breakfast", "dinner", "lunch", "snack"];

/** Points per flavour-fit unit (fit is −3…+3, so ±12 in all). */
const FLAVOUR_WEIGHT = 4;
/** A dish that uses fewer than two pantry items when the pantry could supply more sinks below all that do. */
const THIN_PENALTY = 60;
/** Variety: a main ingredient already in the set costs this much per repeat; a cuisine already in the set, this much. */
const MAIN_REPEAT = 12;
const CUISINE_REPEAT = 6;

/**
 * Ranking score of a fill: estimated match % (0–100) + 2 per urgency point of soon-expiring
 * items used + 1.5 per pantry item used (at most 8 counted) + 4 × flavour fit (−3…+3) + feedback
 * points (family and every chosen food) − 60 when it uses fewer than 2 pantry items although the
 * pantry has 2 usable ones. From variant 1 on a deterministic per-family jitter of 0–39 points
 * reshuffles families of similar rank. Ties break on authored order.
 */
export function scoreFill(fill: Fill, ctx: RankContext): number {
  const foods = [...fill.chosen.values()].flat().map((c) => c.food);
  const jitter = ctx.variant > 0 ? hash32(`${fill.cf.family.id}#${ctx.variant}`) % 40 : 0;
  const liked = ctx.feedback.family(fill.cf.family.id) + foods.reduce((s, f) => s + ctx.feedback.food(f.id), 0);
  const thin = fill.pantryCount < 2 && ctx.usablePantry >= 2 ? THIN_PENALTY : 0;
  return (
    fill.estimate +
    fill.urgency * 2 +
    Math.min(8, fill.pantryCount) * 1.5 +
    flavourFit(foods) * FLAVOUR_WEIGHT +
    liked -
    thin +
    jitter -
    fill.cf.order * 0.001
  );
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
 * serves that meal type (or the best remaining of any type when none does); dishes using fewer
 * than two pantry items come only when nothing better is left. Variety: a main
 * ingredient already featured costs 12 points per repeat and a cuisine already featured 6, so six
 * chicken dishes or four Italian ones do not crowd out the rest.
 */
export function pickFills(fills: readonly Fill[], count: number, ctx: RankContext, mealType?: MealType): Pick[] {
  const scored = fills
    .filter((f) => !mealType || f.cf.family.mealTypes.includes(mealType))
    .map((fill) => ({
      fill,
      score: scoreFill(fill, ctx),
      main: mainFood(fill),
      cuisine: fill.cf.family.cuisine,
      thin: fill.pantryCount < 2 && ctx.usablePantry >= 2,
    }));
  const taken = new Set<string>();
  const mains = new Map<string, number>();
  const cuisines = new Map<string, number>();
  const picks: Pick[] = [];
  const best = (type: MealType | undefined, fullOnly = false) => {
    let top: (typeof scored)[number] | undefined;
    let topScore = -Infinity;
    for (const s of scored) {
      if (taken.has(s.fill.cf.family.id)) continue;
      if (type && !s.fill.cf.family.mealTypes.includes(type)) continue;
      if (fullOnly && s.thin) continue;
      const adjusted =
        s.score - (s.main ? (mains.get(s.main) ?? 0) * MAIN_REPEAT : 0) - (cuisines.get(s.cuisine) ?? 0) * CUISINE_REPEAT;
      if (adjusted > topScore) {
        topScore = adjusted;
        top = s;
      }
    }
    return top;
  };
  for (let i = 0; picks.length < count; i++) {
    const wanted = mealType ?? MIX[i % MIX.length];
    // A dish using ≥ 2 pantry items of the wanted meal type, else of any type (mixed sets only),
    // and only then a thinner dish.
    const top = best(wanted, true) ?? (mealType ? undefined : best(undefined, true)) ?? best(wanted) ?? (mealType ? undefined : best(undefined));
    if (!top) break;
    taken.add(top.fill.cf.family.id);
    if (top.main) mains.set(top.main, (mains.get(top.main) ?? 0) + 1);
    cuisines.set(top.cuisine, (cuisines.get(top.cuisine) ?? 0) + 1);
    const types = top.fill.cf.family.mealTypes;
    picks.push({ fill: top.fill, mealType: types.includes(wanted) ? wanted : types[0] });
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
