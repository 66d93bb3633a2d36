/**
 * The built-in local recipe-idea engine: turns a household pantry into SPEC §3 AI recipe ideas
 * without any AI service. Dish templates ("recipe families", families/*.ts) have ingredient
 * slots that are filled from the pantry (soonest-expiring items first), with authored fallbacks
 * where the pantry lacks something, within the household's diet and allergies.
 */
import type { AiRecipeIdea } from "../../../shared/schemas/ai";
import type { MealType } from "../../../shared/schemas/common";
import type { UserSettings } from "../../../shared/schemas/user-settings";
import { makeDietGuard } from "./diet-guard";
import { compileFamilies, fittingSlots } from "./family-compile";
import { scoreFeedback } from "./feedback";
import { RECIPE_FAMILIES } from "./families/family-list";
import { buildIdea } from "./idea-builder";
import { indexPantry } from "./pantry-index";
import { pickFills, type RankContext } from "./selection";
import { type Fill, fillFamily, type FillRequest, slotPools } from "./slot-fill";
import { makeDishContext } from "./dish-context";
import { dishKey, type RecentSets } from "./variety";
import type { IdeaFeedback, PantryInput } from "../../kernel/ports/ai-provider";

/**
 * One request: the household's pantry and settings, `variant` (the seed: 0 = first set; 1, 2 … =
 * "regenerate", a set that differs from the one of variant − 1), an optional meal type, how
 * many ideas to return (default 6, clamped to 1–20) and, optionally, the household's likes and
 * dislikes (`feedback`: `{ liked: string[]; disliked: string[] }` of recipe titles or food ids,
 * see feedback.ts) which move families and foods up or down the ranking, and, optionally, the
 * dishes of the sets shown before (`recent`, most recent first, see variety.ts).
 */
export interface IdeaRequest {
  pantry: PantryInput[];
  settings: UserSettings;
  variant: number;
  mealType?: MealType;
  count?: number;
  feedback?: IdeaFeedback;
  /** Earlier sets ({key: RankedIdea.dishKey, title}), most recent first; the server's memory. */
  recent?: RecentSets;
}

/** Families compiled once at module load (names resolved, predicates built). */
const COMPILED = compileFamilies(RECIPE_FAMILIES);

function fillAll(req: FillRequest, variant: number, mealType?: MealType): Fill[] {
  const out: Fill[] = [];
  for (const cf of COMPILED) {
    if (mealType && !cf.family.mealTypes.includes(mealType)) continue;
    const fill = fillFamily(cf, req, variant);
    if (fill) out.push(fill);
  }
  return out;
}

/** An idea with the id of the recipe family it was built from (for tests and diagnostics). */
export interface RankedIdea {
  familyId: string;
  /** The dish identity ("family-id/main-food-id", variety.ts) the server remembers. */
  dishKey: string;
  idea: AiRecipeIdea;
}

/**
 * Same as generateRecipeIdeas, but each idea comes with its recipe family id and dish key.
 * Order: pantryMatchPercentage descending, then ranking order.
 */
export function generateRankedIdeas(req: IdeaRequest): RankedIdea[] {
  const count = Math.min(20, Math.max(1, Math.floor(req.count ?? 6)));
  const size = Math.floor(req.settings.householdSize);
  const servings = size >= 1 && size <= 20 ? size : 2;
  const variant = Math.max(0, Math.floor(Number.isFinite(req.variant) ? req.variant : 0));
  const guard = makeDietGuard(req.settings);
  const index = indexPantry(req.pantry);

  const fillReq: FillRequest = { index, pools: slotPools(COMPILED, index, guard), guard, servings };
  const feedback = scoreFeedback(req.feedback, COMPILED);
  const usablePantry = index.candidates.filter((e) => e.food && guard.allows(e.food) && fittingSlots(e.food, COMPILED).length > 0).length;
  const fills = fillAll(fillReq, variant, req.mealType);
  const identify = (fill: Fill) => ({ key: dishKey(fill), title: fill.cf.family.title(makeDishContext(fill, servings, index, guard)) });
  let recent = req.recent;
  if (!recent && variant > 0) {
    // No memory handed in (CLI, tests): the set of variant − 1 stands for the one shown before.
    const before = pickFills(
      fillAll(fillReq, variant - 1, req.mealType),
      count,
      { variant: variant - 1, feedback, usablePantry },
      req.mealType,
    );
    recent = [before.map((p) => identify(p.fill))];
  }
  // With the server's memory the sets vary by it; the per-variant jitter would only trade pantry fit for noise.
  const ctx: RankContext = { variant: req.recent ? 0 : variant, feedback, usablePantry, recent, identify };
  const picks = pickFills(fills, count, ctx, req.mealType);
  return picks
    .map((p, i) => ({
      familyId: p.fill.cf.family.id,
      dishKey: dishKey(p.fill),
      idea: buildIdea({ ...p, servings, index, guard, settings: req.settings }),
      i,
    }))
    .sort((a, b) => b.idea.pantryMatchPercentage - a.idea.pantryMatchPercentage || a.i - b.i)
    .map(({ familyId, dishKey: key, idea }) => ({ familyId, dishKey: key, idea }));
}

/**
 * Generates recipe ideas from a pantry (SPEC §3 "AI recipe idea", every field filled).
 *
 * - Deterministic: the same request (`recent` included) gives the same ideas.
 * - Servings = `settings.householdSize` (1–20, fallback 2); amounts are scaled to it.
 * - Never proposes a food that conflicts with `dietaryPrefs`, `allergies` or the free-text
 *   `dietaryConstraints`; families that cannot avoid one are skipped.
 * - At most one idea per family; only `mealType` when given, otherwise a mix of meal types.
 * - Variety (variety.ts, selection.ts): dishes of the `recent` sets move down, at most 2 dishes of
 *   the set just shown come back and none is in more than 5 of 10 consecutive sets, whenever the
 *   pantry offers enough other dishes. Without `recent` (CLI, tests), `variant` > 0 seeds a
 *   ranking jitter and treats the set of variant − 1 as the one shown before, so each set
 *   differs from the previous one (but may come back later).
 * - Ranking: pantry coverage, soon-expiring items, flavour fit (flavour-pairs.ts), likes and
 *   dislikes (`feedback`), then variety across the set (selection.ts). Ideas come ordered by
 *   pantryMatchPercentage (SPEC §5 rule over non-staple ingredients).
 * - An empty pantry still yields ideas, made of fallback ingredients (fromPantry false).
 * Errors: none thrown for any valid request; returns fewer than `count` ideas only when the
 * diet rules out too many families.
 */
export function generateRecipeIdeas(req: IdeaRequest): AiRecipeIdea[] {
  return generateRankedIdeas(req).map((r) => r.idea);
}
