/**
 * The household's likes and dislikes as the idea engine uses them in ranking (never as a diet
 * filter: a disliked dish can still be shown when little else fits).
 *
 * Shape (IdeaRequest.feedback, optional): `{ liked: string[]; disliked: string[] }`. Each entry
 * is either a knowledge-base food id ("chicken-breast", "mushroom") or the title of a recipe or
 * idea the household liked or disliked ("Chicken & Broccoli Stir-Fry with Rice"). A title counts
 * for the recipe family whose name it contains ("stir-fry", "frittata", "pad thai") and for every
 * food it names (chicken breast, broccoli, rice). Unknown entries are ignored.
 */
import { getFood } from "../../../shared/food/catalog";
import { matchFoodRuns } from "../../../shared/food/match";
import type { CompiledFamily } from "./family-compile";
import type { IdeaFeedback } from "../../kernel/ports/ai-provider";

/** Feedback resolved once per request: family ids and food ids with their weights. */
export interface FeedbackScore {
  family(id: string): number;
  food(id: string): number;
}

/** Points for a liked / disliked family and food (the ranking's other terms: match % 0–100, flavour ±12). */
const FAMILY_LIKE = 15;
const FAMILY_DISLIKE = -30;
const FOOD_LIKE = 3;
const FOOD_DISLIKE = -8;

const plain = (s: string) => ` ${s.toLowerCase().replace(/[^a-z]+/g, " ").trim()} `;

/** A family's name and id as `plain` words, worked out once per compiled family (not per title and request). */
const plainNames = new WeakMap<CompiledFamily, readonly string[]>();

function plainNamesOf(cf: CompiledFamily): readonly string[] {
  let names = plainNames.get(cf);
  if (!names) plainNames.set(cf, (names = [plain(cf.family.name), plain(cf.family.id)]));
  return names;
}

/** Families a title names: its family name or id, as whole words ("Beef Stir-Fry" → stir-fry). */
function familiesIn(title: string, families: readonly CompiledFamily[]): string[] {
  const t = plain(title);
  return families.filter((cf) => plainNamesOf(cf).some((n) => t.includes(n))).map((cf) => cf.family.id);
}

/** Food ids an entry stands for: the id itself, or every food its words name. */
function foodsIn(entry: string): string[] {
  const byId = getFood(entry.trim());
  if (byId) return [byId.id];
  return matchFoodRuns(entry).runs.map((r) => r.food.id);
}

/**
 * Resolves feedback for ranking. Output: per-family and per-food points (0 when unmentioned);
 * a food or family both liked and disliked scores the sum. Never throws; `undefined` scores 0.
 */
export function scoreFeedback(feedback: IdeaFeedback | undefined, families: readonly CompiledFamily[]): FeedbackScore {
  const fam = new Map<string, number>();
  const food = new Map<string, number>();
  const add = (entries: readonly string[] | undefined, famPts: number, foodPts: number) => {
    for (const e of entries ?? []) {
      if (typeof e !== "string" || e.trim() === "") continue;
      const isId = getFood(e.trim()) !== undefined;
      if (!isId) for (const id of familiesIn(e, families)) fam.set(id, (fam.get(id) ?? 0) + famPts);
      for (const id of new Set(foodsIn(e))) food.set(id, (food.get(id) ?? 0) + foodPts);
    }
  };
  add(feedback?.liked, FAMILY_LIKE, FOOD_LIKE);
  add(feedback?.disliked, FAMILY_DISLIKE, FOOD_DISLIKE);
  return { family: (id) => fam.get(id) ?? 0, food: (id) => food.get(id) ?? 0 };
}
