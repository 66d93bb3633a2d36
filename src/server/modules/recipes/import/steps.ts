import { splitLines } from "./clean-text";

/**
 * A sentence end glued to the next sentence with no space ("…bake 20 minutes.Let it cool"):
 * what is left when a page's `<p>`/`<br>` step breaks are stripped from a text. Two lower-case
 * letters (or a digit) before the mark keep abbreviations and initials ("U.S.A.") whole.
 */
const GLUED_SENTENCE = /(?<=[\p{Ll}\d]{2}[.!?]\)?)(?=\p{Lu})/u;
/** "1." / "2)" / "3:" / "Step 4" / "STEP 5 |" / "6 Stir" (a number cell before a capital) at the start of a step, with its number. */
const STEP_NUMBER = /^(?:step\s*(\d{1,2})\s*[.:|)-]?|(\d{1,2})\s*(?:[.:|)]|-(?=\s)|(?=\s\p{Lu})))\s*(?=\S)/iu;
/** A step label with nothing else ("Step 3", "2."), printed on a line of its own above its text. */
const NUMBER_ONLY = /^(?:step\s*)?\d{1,2}\s*[.:)]?$/i;

/**
 * Splits one line at inline step numbers when the line holds the whole enumeration 1, 2, 3 … in
 * order ("1.Dice the tomatoes 2.Peel the potatoes 3.Bake"); a lone "2." inside a sentence is left
 * alone. Output: the parts with their numbers removed, or the line itself.
 */
function splitEnumeration(line: string): string[] {
  const marks = [...line.matchAll(/(?:^|\s)(\d{1,2})[.、)]\s*(?=\S)/gu)];
  const run: RegExpMatchArray[] = [];
  for (const m of marks) if (Number(m[1]) === run.length + 1) run.push(m);
  if (run.length < 3 || (run[0].index ?? 0) > 0) return [line];
  return run.map((m, i) => line.slice((m.index ?? 0) + m[0].length, run[i + 1]?.index ?? line.length).trim()).filter(Boolean);
}

/**
 * The steps in a method given as one text (schema.org recipeInstructions as a single string):
 * lines split at HTML blocks and line breaks (see splitLines), then at sentence ends glued to the
 * next sentence ("minutes.Add"), then at an inline enumeration "1.… 2.… 3.…".
 * Input: the text (HTML allowed). Output: cleaned, non-empty lines.
 */
export function stepsFromText(text: string): string[] {
  return splitLines(text)
    .flatMap((line) => line.split(GLUED_SENTENCE))
    .flatMap(splitEnumeration)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Removes the numbering pages print before their steps ("1. Preheat", "Step 2 Whisk",
 * "STEP 3 | Bake", "4: Serve") and drops lines that are only such a label, since the app numbers
 * steps itself. Numbers are removed only when the numbered lines count 1, 2, 3 … in order through
 * the whole method (a heading may stand between them), so a step that starts with a quantity
 * ("2 eggs go in…") keeps it. Numbers that start again at 1 in each section are kept: they say
 * where a step stands in its section, which the app's own continuous numbering cannot.
 * Input: step lines. Output: the lines without their numbers.
 */
export function withoutStepNumbers(lines: readonly string[]): string[] {
  const numbers = lines.map((l) => {
    const m = STEP_NUMBER.exec(l) ?? (NUMBER_ONLY.test(l) ? /(\d+)/.exec(l) : null);
    return m ? Number(m[1] ?? m[2]) : null;
  });
  const numbered = numbers.filter((n): n is number => n !== null);
  if (numbered.length < 2 || numbered.length < lines.length / 2 || numbered.some((n, i) => n !== i + 1)) return [...lines];
  return lines.flatMap((l) => (NUMBER_ONLY.test(l) ? [] : [l.replace(STEP_NUMBER, "")]));
}

/** Lower-case words of a text (letters and digits), for comparing two copies of a method. */
const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * "Better evidence" for the method: a structured method that is one block of text loses to the
 * steps printed under the page's method heading when those are at least three and say the same
 * (at least 60% of the structured words appear among theirs), so the page's own step breaks are
 * kept. Input: structured and printed step lines. Output: boolean.
 */
export function printedStepsAreFuller(structured: readonly string[], printed: readonly string[]): boolean {
  if (structured.length !== 1 || printed.length < 3) return false;
  const theirs = new Set(printed.flatMap(wordsOf));
  const mine = wordsOf(structured[0]);
  return mine.length > 0 && mine.filter((w) => theirs.has(w)).length >= mine.length * 0.6;
}
