/**
 * The personalised ranking of a household's recipes (GET /api/recipes/personalized), a small
 * linear model whose parts a user can follow:
 *
 *   personalizedScore = 0.30·pantry + 0.25·own + 0.25·similar + 0.10·habit + 0.10·freshness
 *
 * - pantry: pantryMatch / 100 (share of ingredients in stock, SPEC §5 match rule).
 * - own: the household's feedback on this recipe: like 1, saved 0.75, none 0.5, dislike 0 (the
 *   opinion, like/dislike, wins; "saved" stands for a save with no opinion, personalized-service.ts);
 *   a 1–5 rating, when given, is averaged in as (rating − 1) / 4.
 * - similar: feedback on OTHER recipes, weighted by similarity (0.7 × Jaccard of key ingredients +
 *   0.3 × same cuisine): 0.5 + 0.5 × Σ(sim·vote) / (Σ sim + 1), votes like +1, saved +0.5,
 *   dislike −1. The "+ 1" shrinks towards neutral when the evidence is thin (one weakly similar
 *   recipe moves the score little; several close ones move it a lot).
 * - habit: 1 − e^(−cooked/3) for the times it was cooked (households come back to what they cook).
 * - freshness: days since it was last cooked / 14, capped at 1; never cooked = 1 (variety: what was
 *   cooked yesterday sinks for a while).
 * A recipe whose own latest feedback is a dislike is halved, so it never outranks neutral ones on
 * pantry match alone. Output scores are in [0, 1], rounded to 3 decimals.
 */

export type Feedback = "like" | "dislike" | "saved";

export interface RankInput {
  id: string;
  /** Knowledge-base ids of key ingredients (recipe-features.ts keyIngredientIds). */
  keyIngredients: readonly string[];
  cuisine: string | null;
  /** 0–100 */
  pantryMatch: number;
  /** The household's opinion (like/dislike), else "saved" when saved, else null. */
  feedback: Feedback | null;
  /** Latest 1–5 rating, or null. */
  rating: number | null;
  timesCooked: number;
  /** Days since last cooked (fractional), or null when never cooked. */
  daysSinceCooked: number | null;
}

export const WEIGHTS = Object.freeze({ pantry: 0.3, own: 0.25, similar: 0.25, habit: 0.1, freshness: 0.1 });
const OWN_VALUE: Record<Feedback, number> = { like: 1, saved: 0.75, dislike: 0 };
const VOTE: Record<Feedback, number> = { like: 1, saved: 0.5, dislike: -1 };
const FRESH_AFTER_DAYS = 14;

/** A recipe's similarity inputs in the form the pairwise loop wants: a set and a folded cuisine. */
interface SimilarityKey {
  keys: ReadonlySet<string>;
  cuisine: string | null;
}

function similarityKey(r: Pick<RankInput, "keyIngredients" | "cuisine">): SimilarityKey {
  return { keys: new Set(r.keyIngredients), cuisine: r.cuisine ? r.cuisine.trim().toLowerCase() : null };
}

function similarityOf(a: SimilarityKey, b: SimilarityKey): number {
  let shared = 0;
  for (const x of a.keys) if (b.keys.has(x)) shared++;
  const union = a.keys.size + b.keys.size - shared;
  const jaccard = union === 0 ? 0 : shared / union;
  const sameCuisine = a.cuisine !== null && a.cuisine === b.cuisine ? 1 : 0;
  return 0.7 * jaccard + 0.3 * sameCuisine;
}

/**
 * Similarity 0–1 of two recipes: 0.7 × Jaccard of their key ingredients + 0.3 when both name the
 * same cuisine (case-insensitive).
 */
export function recipeSimilarity(
  a: Pick<RankInput, "keyIngredients" | "cuisine">,
  b: Pick<RankInput, "keyIngredients" | "cuisine">,
): number {
  return similarityOf(similarityKey(a), similarityKey(b));
}

/**
 * Scores every recipe by the model of the module comment.
 * Input: the household's recipes with their features. Output: Map id → personalizedScore (0–1).
 * Cost: recipes × rated recipes similarity checks, each a walk over one small key set (the sets
 * are built once per call, not per pair).
 */
export function personalizedScores(recipes: readonly RankInput[]): Map<string, number> {
  const keyOf = new Map(recipes.map((r) => [r, similarityKey(r)]));
  const rated = recipes.filter((r) => r.feedback !== null);
  const out = new Map<string, number>();
  for (const r of recipes) {
    let own = r.feedback ? OWN_VALUE[r.feedback] : 0.5;
    if (r.rating != null) own = (own + (r.rating - 1) / 4) / 2;
    let weighted = 0;
    let simSum = 0;
    const rk = keyOf.get(r)!;
    for (const o of rated) {
      if (o.id === r.id) continue;
      const sim = similarityOf(rk, keyOf.get(o)!);
      if (sim === 0) continue;
      weighted += sim * VOTE[o.feedback!];
      simSum += sim;
    }
    const similar = 0.5 + (0.5 * weighted) / (simSum + 1);
    const habit = 1 - Math.exp(-Math.max(0, r.timesCooked) / 3);
    const freshness = r.daysSinceCooked == null ? 1 : Math.min(1, Math.max(0, r.daysSinceCooked) / FRESH_AFTER_DAYS);
    let score =
      WEIGHTS.pantry * Math.min(1, Math.max(0, r.pantryMatch / 100)) +
      WEIGHTS.own * own +
      WEIGHTS.similar * similar +
      WEIGHTS.habit * habit +
      WEIGHTS.freshness * freshness;
    if (r.feedback === "dislike") score /= 2;
    out.set(r.id, Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000);
  }
  return out;
}
