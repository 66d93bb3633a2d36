/**
 * Issue 23: a person's feedback on a recipe is an opinion (like, dislike or none) and, separately,
 * whether it is saved. Both are read from the history of recipe interaction rows
 * (shared/schemas/recipe-interactions.ts INTERACTION_TYPES), so taking feedback back is one more
 * row, never a delete:
 * - opinion: the latest of like / dislike / clear-opinion ("clear-opinion" → none);
 * - saved: the latest of saved / unsave.
 * A like never touches saved and a save never touches the opinion; "cooked" is not feedback.
 */

/** A recipe's opinion: liked, disliked, or none (never given or taken back). */
export type Opinion = "like" | "dislike" | null;

/** The feedback state of one recipe. */
export interface FeedbackState {
  opinion: Opinion;
  saved: boolean;
}

/** The interaction types a feedback control records (all but "cooked"). */
export type FeedbackInteraction = "like" | "dislike" | "clear-opinion" | "saved" | "unsave";

/** No feedback at all: what a recipe without rows shows. */
export const NO_FEEDBACK: FeedbackState = Object.freeze({ opinion: null, saved: false });

/**
 * Folds interaction rows into each recipe's feedback state.
 * Input: rows oldest first (the API's and the repositories' order); later rows win, so an
 * optimistic row appended at the end shows at once. Unknown and "cooked" types are ignored.
 * Output: recipe id → { opinion, saved }; a recipe appears once it has any feedback row (also when
 * everything was taken back, then as { opinion: null, saved: false }).
 */
export function feedbackStates(rows: readonly { recipeId: string; interactionType: string }[]): Map<string, FeedbackState> {
  const out = new Map<string, FeedbackState>();
  for (const { recipeId, interactionType: t } of rows) {
    if (t !== "like" && t !== "dislike" && t !== "clear-opinion" && t !== "saved" && t !== "unsave") continue;
    const cur = out.get(recipeId) ?? NO_FEEDBACK;
    if (t === "saved" || t === "unsave") out.set(recipeId, { ...cur, saved: t === "saved" });
    else out.set(recipeId, { ...cur, opinion: t === "clear-opinion" ? null : t });
  }
  return out;
}

/**
 * The row a feedback button press records, given the recipe's state now (the toggle rule):
 * pressing the pressed Like or Dislike clears the opinion ("clear-opinion"), pressing the other
 * one sets it; Save toggles ("saved" ↔ "unsave").
 * Input: which button ("like" | "dislike" | "save") and the current state. Output: the interaction type.
 */
export function feedbackToggle(button: "like" | "dislike" | "save", state: FeedbackState): FeedbackInteraction {
  if (button === "save") return state.saved ? "unsave" : "saved";
  return state.opinion === button ? "clear-opinion" : button;
}
