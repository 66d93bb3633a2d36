/**
 * Which of a recipe's ingredients one step uses (issue 23 cook mode): an ingredient counts when
 * the step names it — its whole name, or one of its telling words ("chicken" for "chicken
 * thighs", "tomato" for "canned tomatoes") — ignoring case, accents and a plural ending.
 */

/** Words that describe an ingredient rather than name it; alone they say nothing about a step. */
const DESCRIBING = new Set([
  "fresh", "large", "small", "medium", "chopped", "dried", "ground", "whole", "canned", "sliced", "minced", "extra",
  "virgin", "plain", "light", "dark", "frozen", "cooked", "grated", "finely", "roughly", "boneless", "skinless",
  "unsalted", "salted", "sweet", "white", "black", "green", "organic", "optional", "taste", "water",
]);

/** Lower case, accents removed, letters and digits only, one space between words. */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A word without its plural ending: "tomatoes" → "tomato", "onions" → "onion", "leaves" stays. */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith("oes")) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/** The stems an ingredient is recognised by: its whole name, and its words of three letters or more that are not describing words. */
function namesOf(ingredient: string): string[][] {
  const words = fold(ingredient).split(" ").filter(Boolean);
  if (words.length === 0) return [];
  const whole = words.map(stem);
  const telling = words.filter((w) => w.length >= 3 && !DESCRIBING.has(w)).map((w) => [stem(w)]);
  return [whole, ...telling];
}

/** Whether the run of stems `needle` appears in `hay` word for word. */
function containsRun(hay: readonly string[], needle: readonly string[]): boolean {
  for (let i = 0; i + needle.length <= hay.length; i++) {
    if (needle.every((w, j) => hay[i + j] === w)) return true;
  }
  return false;
}

/**
 * The indices of the ingredients the step names, in recipe order. Input: the step's text and the
 * ingredient names (SPEC §3 `ingredient`). Output: indices into `ingredients` (none when the step
 * names none: the cook mode then shows no list for that step).
 * Example: ("Fry the onion in the oil", ["onions", "olive oil", "rice"]) → [0, 1].
 */
export function stepIngredients(step: string, ingredients: readonly string[]): number[] {
  const hay = fold(step).split(" ").filter(Boolean).map(stem);
  const out: number[] = [];
  ingredients.forEach((name, index) => {
    if (namesOf(name).some((run) => containsRun(hay, run))) out.push(index);
  });
  return out;
}
