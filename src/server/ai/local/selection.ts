/**
 * Ranking and picking of filled recipe families. A fill's score adds up pantry coverage, the
 * expiry urgency of the pantry items it uses, flavour fit (flavour-pairs.ts) and the household's
 * likes and dislikes (feedback.ts); picking then keeps the set varied (one idea per family,
 * varied main ingredients and cuisines, a mix of meal types when none is asked for) and keeps
 * consecutive sets apart (variety.ts: dishes shown recently move down or out).
 */
import type { MealType } from "../../../shared/schemas/common";
import type { FeedbackScore } from "./feedback";
import { flavourFit } from "./flavour-pairs";
import { type Fill, hash32 } from "./slot-fill";
import type { ShownDish } from "../../kernel/ports/ai-provider";
import { dishHistory, type DishHistory, indexShown, mainFood, MAX_KEPT_FROM_LAST, type RecentSets } from "./variety";

/** A chosen fill and the meal type it is offered for. */
export interface Pick {
  fill: Fill;
  mealType: MealType;
}

/** What ranking needs besides the fill: the jitter seed, feedback, how many pantry items could be used, the sets shown before. */
export interface RankContext {
  /** Seed of the per-family ranking jitter (scoreFill); 0 = none. */
  variant: number;
  feedback: FeedbackScore;
  /** Pantry items the household may eat that some family can use (decides whether "uses ≥ 2 items" is achievable). */
  usablePantry: number;
  /** The sets shown before, most recent first (variety.ts); none → no history rules. */
  recent?: RecentSets;
  /** The identity (key and title) of a fill, to look it up in `recent`; needed only with `recent`. */
  identify?: (fill: Fill) => ShownDish;
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
 * pantry has 2 usable ones. With `ctx.variant` > 0 a deterministic per-family jitter of 0–39
 * points reshuffles families of similar rank (regenerating without the server's memory). Ties
 * break on authored order.
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

type Scored = { fill: Fill; score: number; main?: string; cuisine: string; thin: boolean; hist: DishHistory };

/**
 * Picks up to `count` fills, at most one per family. With `mealType` only families serving it
 * are considered; without, picks follow the MIX order, each taking the best remaining family that
 * serves that meal type (or the best remaining of any type when none does).
 *
 * Each pick comes from the first tier that has a candidate:
 * 1. dishes using ≥ 2 pantry items, not in the set shown just before (`ctx.recent[0]`) and not
 *    already in MAX_SETS_PER_WINDOW of the last MEMORY_SETS sets (variety.ts);
 * 2. such a dish from the set just shown, at most MAX_KEPT_FROM_LAST of them per set;
 * 3. a thinner dish (fewer than two pantry items) under the same two history rules as tier 1;
 * 4. anything left.
 * Within a tier the adjusted score decides: scoreFill − the dish's history penalty (each earlier
 * set it was in, recent sets weigh more) − 12 points per repeat of a main ingredient already in
 * the set − 6 per repeat of a cuisine, so six chicken dishes or four Italian ones do not crowd out
 * the rest. Without `ctx.recent` the tiers reduce to "dishes using ≥ 2 pantry items first".
 */
export function pickFills(fills: readonly Fill[], count: number, ctx: RankContext, mealType?: MealType): Pick[] {
  const shown = indexShown(ctx.recent ?? []);
  const { identify } = ctx;
  const fresh: DishHistory = { inLast: false, capped: false, penalty: 0 };
  const scored: Scored[] = fills
    .filter((f) => !mealType || f.cf.family.mealTypes.includes(mealType))
    .map((fill) => ({
      fill,
      score: scoreFill(fill, ctx),
      main: mainFood(fill),
      cuisine: fill.cf.family.cuisine,
      thin: fill.pantryCount < 2 && ctx.usablePantry >= 2,
      hist: identify && shown.sets.length > 0 ? dishHistory(identify(fill), shown) : fresh,
    }));
  const taken = new Set<string>();
  const mains = new Map<string, number>();
  const cuisines = new Map<string, number>();
  const picks: Pick[] = [];
  let kept = 0;
  const tiers: Array<(s: Scored) => boolean> = [
    (s) => !s.thin && !s.hist.inLast && !s.hist.capped,
    (s) => !s.thin && s.hist.inLast && !s.hist.capped && kept < MAX_KEPT_FROM_LAST,
    (s) => !s.hist.inLast && !s.hist.capped,
    () => true,
  ];
  const best = (type: MealType | undefined, allowed: (s: Scored) => boolean) => {
    let top: Scored | undefined;
    let topScore = -Infinity;
    for (const s of scored) {
      if (taken.has(s.fill.cf.family.id) || !allowed(s)) continue;
      if (type && !s.fill.cf.family.mealTypes.includes(type)) continue;
      const adjusted =
        s.score - s.hist.penalty - (s.main ? (mains.get(s.main) ?? 0) * MAIN_REPEAT : 0) - (cuisines.get(s.cuisine) ?? 0) * CUISINE_REPEAT;
      if (adjusted > topScore) {
        topScore = adjusted;
        top = s;
      }
    }
    return top;
  };
  for (let i = 0; picks.length < count; i++) {
    const wanted = mealType ?? MIX[i % MIX.length];
    let top: Scored | undefined;
    for (const allowed of tiers) {
      // The wanted meal type first; in a mixed set, any type before dropping to a weaker tier.
      top = best(wanted, allowed) ?? (mealType ? undefined : best(undefined, allowed));
      if (top) break;
    }
    if (!top) break;
    taken.add(top.fill.cf.family.id);
    if (top.hist.inLast) kept++;
    if (top.main) mains.set(top.main, (mains.get(top.main) ?? 0) + 1);
    cuisines.set(top.cuisine, (cuisines.get(top.cuisine) ?? 0) + 1);
    const types = top.fill.cf.family.mealTypes;
    picks.push({ fill: top.fill, mealType: types.includes(wanted) ? wanted : types[0] });
  }
  return picks;
}
