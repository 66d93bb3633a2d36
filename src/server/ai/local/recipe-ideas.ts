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
import { pickFills, type Pick, type RankContext, scoreFill, setSignature } from "./selection";
import { type Fill, fillFamily, type FillRequest, slotPools } from "./slot-fill";
import type { IdeaFeedback, PantryInput } from "../../kernel/ports/ai-provider";

/**
 * One request: the household's pantry and settings, `variant` (the seed: 0 = first set; 1, 2 … =
 * "regenerate", a set that differs from the one of variant − 1), an optional meal type, how
 * many ideas to return (default 6, clamped to 1–20) and, optionally, the household's likes and
 * dislikes (`feedback`: `{ liked: string[]; disliked: string[] }` of recipe titles or food ids,
 * see feedback.ts) which move families and foods up or down the ranking.
 */
export interface IdeaRequest {
  pantry: PantryInput[];
  settings: UserSettings;
  variant: number;
  mealType?: MealType;
  count?: number;
  feedback?: IdeaFeedback;
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

/**
 * When regenerating would return the same families as the previous variant, swaps the
 * lowest-ranked pick for the best family not in the set (when there is one).
 */
function ensureDifferent(picks: Pick[], fills: Fill[], previous: Pick[], ctx: RankContext, mealType?: MealType): Pick[] {
  if (picks.length === 0 || setSignature(picks) !== setSignature(previous)) return picks;
  const shown = new Set(picks.map((p) => p.fill.cf.family.id));
  const spare = fills
    .filter((f) => !shown.has(f.cf.family.id) && (!mealType || f.cf.family.mealTypes.includes(mealType)))
    .sort((a, b) => scoreFill(b, ctx) - scoreFill(a, ctx))[0];
  if (!spare) return picks;
  const last = picks[picks.length - 1];
  const type = spare.cf.family.mealTypes.includes(last.mealType) ? last.mealType : spare.cf.family.mealTypes[0];
  return [...picks.slice(0, -1), { fill: spare, mealType: type }];
}

/** An idea with the id of the recipe family it was built from (for tests and diagnostics). */
export interface RankedIdea {
  familyId: string;
  idea: AiRecipeIdea;
}

/**
 * Same as generateRecipeIdeas, but each idea comes with its recipe family id.
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
  const ctx: RankContext = { variant, feedback, usablePantry };
  const fills = fillAll(fillReq, variant, req.mealType);
  let picks = pickFills(fills, count, ctx, req.mealType);
  if (variant > 0) {
    const before = fillAll(fillReq, variant - 1, req.mealType);
    const prev = pickFills(before, count, { ...ctx, variant: variant - 1 }, req.mealType);
    picks = ensureDifferent(picks, fills, prev, ctx, req.mealType);
  }
  return picks
    .map((p, i) => ({ familyId: p.fill.cf.family.id, idea: buildIdea({ ...p, servings, index, guard, settings: req.settings }), i }))
    .sort((a, b) => b.idea.pantryMatchPercentage - a.idea.pantryMatchPercentage || a.i - b.i)
    .map(({ familyId, idea }) => ({ familyId, idea }));
}

/**
 * Generates recipe ideas from a pantry (SPEC §3 "AI recipe idea", every field filled).
 *
 * - Deterministic: the same request gives the same ideas (variation is seeded from `variant`).
 * - Servings = `settings.householdSize` (1–20, fallback 2); amounts are scaled to it.
 * - Never proposes a food that conflicts with `dietaryPrefs`, `allergies` or the free-text
 *   `dietaryConstraints`; families that cannot avoid one are skipped.
 * - At most one idea per family; only `mealType` when given, otherwise a mix of meal types.
 * - `variant` > 0 returns a set that differs from variant − 1 whenever the pantry allows.
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
