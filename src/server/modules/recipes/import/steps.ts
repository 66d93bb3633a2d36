import { splitLines } from "./clean-text";

/**
 * A sentence end glued to the next sentence with no space ("…bake 20 minutes.Let it cool"):
 * what is left when a page's `<p>`/`<br>` step breaks are stripped from a text. Two lower-case
 * letters (or a digit) before the mark keep abbreviations and initials ("U.S.A.") whole.
 */
const GLUED_SENTENCE = /(?<=[\p{Ll}\d]{2}[.!?]\)?)(?=\p{Lu})/u;
/** "1." / "2)" / "3:" / "Step 4" / "STEP 5 |" / "6 Stir" (a number cell before a capital) at the start of a step, with its number. */
const STEP_NUMBER = /^(?:step\s*(\d{1,2})\s*[.:|)-]?|(\d{1,2})\s*(?:[.:|)]|-(?=\s)|(?=\s\p{Lu})))\s*(?=\S)/iu;
/** A step label on its own: "Step 1", "STEP 2:", "3." (the words of the heading languages' "step" too). */
export const STEP_LABEL = /^(?:step|stap|schritt|étape|etape|paso|passo|passaggio|krok|lépés|steg|trin)?\s*(\d{1,2})\s*[.:)]?$/i;
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

/** A list separator left at the start of a line: an exporter that joined HTML paragraphs with ", " ("<p>Mix.</p>, <p>Bake.</p>"). */
const LEADING_SEPARATOR = /^[,;]\s*/;

/**
 * The steps in a method given as one text (schema.org recipeInstructions as a single string):
 * lines split at HTML blocks and line breaks (see splitLines), then at sentence ends glued to the
 * next sentence ("minutes.Add"), then at an inline enumeration "1.… 2.… 3.…". A "," or ";" that
 * opens a line is the separator of paragraphs joined as a list and is dropped (no step opens so).
 * Input: the text (HTML allowed). Output: cleaned, non-empty lines.
 */
export function stepsFromText(text: string): string[] {
  return splitLines(text)
    .flatMap((line) => line.split(GLUED_SENTENCE))
    .flatMap(splitEnumeration)
    .map((s) => s.replace(LEADING_SEPARATOR, "").trim())
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

/** A text for containment checks: lower case, curly quotes straight, white space collapsed, no space before punctuation. */
const flat = (text: string): string =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, " ")
    .replace(/\s([,.;:!?)])/g, "$1")
    .trim();

/** Share of printed lines that must lie inside the structured text, and of that text they must cover. */
const MIN_INSIDE = 0.9;
const MIN_COVER = 0.8;

/**
 * "Better evidence" for a method that the structured copy glued together: structured steps that
 * each hold several of the steps printed under the method heading (a HowToStep per section, its
 * text the section's steps run together). True when the printed steps are more lines than the
 * structured ones (step titles included), at least 90% of them lie word for word inside the structured text, and
 * together they cover at least 80% of it. A printed list with steps the structured copy lacks,
 * or worded otherwise, does not win. Input: structured and printed step lines. Output: boolean.
 */
export function printedStepsAreFiner(structured: readonly string[], printed: readonly string[]): boolean {
  if (structured.length === 0 || printed.length <= structured.length) return false;
  const whole = structured.map(flat).join(" \n ");
  const inside = printed.map(flat).filter((l) => l.length > 0 && whole.includes(l));
  const covered = inside.reduce((n, l) => n + l.length, 0);
  return inside.length >= printed.length * MIN_INSIDE && covered >= whole.replace(/ \n /g, "").length * MIN_COVER;
}

/**
 * "Better evidence" for a method the structured copy cut short: the structured steps are the
 * first steps printed under the method heading, word for word and in order, and the printed
 * method goes on with more lines that read as steps (a Recipe whose exporter kept the first two
 * of six HowToSteps; a lone "Print" label after the method does not count).
 * Input: structured and printed step lines. Output: boolean.
 */
export function printedStepsGoOn(structured: readonly string[], printed: readonly string[]): boolean {
  if (structured.length === 0 || printed.length <= structured.length || !structured.every((l, i) => flat(l) === flat(printed[i] ?? ""))) return false;
  return printed.slice(structured.length).every(readsAsStep);
}

/** A line that reads as a step: a sentence ("Serve.") or at least three words (not a lone "print" button label). */
const readsAsStep = (line: string): boolean => /[.!?)]$/.test(line.trim()) || wordsOf(line).length >= 3;

/** A step title: a few words, no sentence end ("Cook the rice noodles"). */
const isTitle = (line: string): boolean => wordsOf(line).length <= 8 && !/[.!?:]$/.test(line.trim());

/**
 * "Better evidence" for a method the structured copy reduced to its step titles: every
 * structured step is a short title (isTitle) that the printed method shows, in order, each
 * followed by at least one printed line that reads as a step before the next title. Then the
 * printed method wins from the first title on, titles kept as their own lines and lines that are
 * only a step number dropped; what stands before the first title (a "Wash produce before use"
 * banner) is left out. Input: structured and printed step lines. Output: the lines to keep, or
 * null when the rule does not apply.
 */
export function printedStepsUnderTitles(structured: readonly string[], printed: readonly string[]): string[] | null {
  if (structured.length < 2 || !structured.every(isTitle)) return null;
  const at: number[] = [];
  for (const title of structured) {
    const from = at.length > 0 ? at[at.length - 1] + 1 : 0;
    const found = printed.findIndex((l, i) => i >= from && flat(l) === flat(title));
    if (found < 0) return null;
    at.push(found);
  }
  const ends = [...at.slice(1), printed.length];
  const bodied = at.every((start, k) => printed.slice(start + 1, ends[k]).some((l) => !NUMBER_ONLY.test(l) && readsAsStep(l) && !isTitle(l)));
  return bodied ? printed.slice(at[0]).filter((l) => !NUMBER_ONLY.test(l)) : null;
}
