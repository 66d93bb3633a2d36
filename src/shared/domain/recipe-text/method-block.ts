/**
 * Finding the method of a pasted recipe and cutting it into steps: the lines under the method
 * heading that follows the ingredient list (or, without one, the prose right after the list), up
 * to the notes, the nutrition panel or the end of the recipe. A step starts at a list number or
 * bullet, a "Step 3" label, a paragraph break, or a new line; a line that continues a sentence
 * (wrapped text, OCR) is joined to the step before it.
 */
import type { DraftStep } from "../../schemas/recipe-draft";
import type { LineInfo } from "./line-kinds";

/** The steps found and where the method ends. */
export interface MethodBlock {
  steps: DraftStep[];
  /** Index of the method heading, or null when the steps follow the ingredients directly. */
  heading: number | null;
  /** Index of the first line after the method. */
  end: number;
}

/** How far after the ingredient list the method heading is looked for, in lines. */
const METHOD_SEARCH_LINES = 60;
/** Longest line, in words, that heads a group of steps without a colon ("Make the glaze"). */
const MAX_STEP_GROUP_WORDS = 6;

const ENDS_SENTENCE = /[.!?…:)](?:["'’”)\]]*)$/u;

/** True when the paragraph that starts at `i` (its lines up to the next blank line) reads as prose: wrapped text. */
function paragraphIsProse(lines: readonly LineInfo[], i: number): boolean {
  const parts = [lines[i].text];
  for (let j = i + 1; j < Math.min(lines.length, i + 12) && !lines[j].blankBefore && !lines[j].heading; j++) parts.push(lines[j].text);
  const text = parts.join(" ");
  return parts.length > 1 && (ENDS_SENTENCE.test(text) || text.split(/\s+/).length >= 16);
}

/** Index of the first line of the method, and its heading index. */
function methodStart(lines: readonly LineInfo[], from: number): { start: number; heading: number | null } | null {
  for (let i = from; i < Math.min(lines.length, from + METHOD_SEARCH_LINES); i++) {
    const h = lines[i].heading;
    if (h?.kind === "method") return { start: i + 1, heading: i };
    // Equipment, nutrition and notes panels may sit between the list and the method; another list or the page's end may not.
    if (h?.kind === "ingredients" || h?.kind === "end") break;
  }
  // No heading: prose right after the list is the method (from its first line, which may be wrapped).
  let first = -1;
  for (let i = from; i < Math.min(lines.length, from + 3); i++) {
    const l = lines[i];
    if (l.heading) break;
    if (l.noise || l.facts || l.factLabel) continue;
    if (first < 0) first = i;
    if (l.sentence || l.number !== null || l.stepLabel || paragraphIsProse(lines, i)) return { start: first, heading: null };
  }
  // The method heading anywhere else (some layouts print the method first).
  const anywhere = lines.findIndex((l) => l.heading?.kind === "method");
  return anywhere >= 0 ? { start: anywhere + 1, heading: anywhere } : null;
}

/**
 * True when line `i` heads a group of steps: "For the glaze:", or a short title line ("Make the
 * glaze") that opens a paragraph after a finished step and comes before a sentence.
 */
function stepGroup(lines: readonly LineInfo[], i: number, prev: string | undefined, paragraphs: boolean): string | null {
  const l = lines[i];
  if (l.group !== null) return l.group;
  const next = lines[i + 1];
  if (!next || l.sentence || l.amount || l.number !== null || l.bullet || l.words > MAX_STEP_GROUP_WORDS) return null;
  if (/[.!?;,]\s/.test(l.text) || (prev !== undefined && !ENDS_SENTENCE.test(prev)) || (paragraphs && !l.blankBefore)) return null;
  return next.sentence && /^\p{Lu}/u.test(l.text) && (next.number !== null || next.stepLabel || next.sentence) ? l.text : null;
}

/**
 * The method after the ingredient list ending at `from` (see MethodBlock).
 * Input: described lines; the index just after the ingredient list (0 when there is none).
 * Output: the steps with their group names, or null when no method is found.
 */
export function findMethod(lines: readonly LineInfo[], from: number): MethodBlock | null {
  const at = methodStart(lines, from);
  if (!at) return null;
  const numbered = lines.slice(at.start, at.start + 40).some((l) => l.number !== null || l.stepLabel);
  const paragraphs = lines.slice(at.start + 1, at.start + 40).some((l) => l.blankBefore);
  const steps: DraftStep[] = [];
  let section: string | null = null;
  let fresh = true;
  let i = at.start;
  for (; i < lines.length; i++) {
    const l = lines[i];
    if (l.noise) continue;
    if (l.heading) {
      if (l.heading.kind === "method" && steps.length === 0) continue;
      break;
    }
    if (l.facts || l.factLabel) {
      if (steps.length > 0) break;
      continue;
    }
    if (l.stepLabel) {
      fresh = true;
      continue;
    }
    const group = steps.length > 0 || !numbered ? stepGroup(lines, i, steps[steps.length - 1]?.text, paragraphs) : l.group;
    if (group !== null && !l.stepLabel) {
      section = group;
      fresh = true;
      continue;
    }
    const prev = steps[steps.length - 1];
    if (!fresh && prev && continues(prev.text, l, numbered, paragraphs)) prev.text = `${prev.text} ${l.text}`;
    else steps.push({ text: l.text, section });
    fresh = false;
  }
  return steps.length > 0 ? { steps, heading: at.heading, end: i } : null;
}

/** True when line `l` continues the step `prev` (wrapped text) rather than starting a new one. */
function continues(prev: string, l: LineInfo, numbered: boolean, paragraphs: boolean): boolean {
  if (l.number !== null || l.bullet) return false;
  if (numbered) return !l.blankBefore || !ENDS_SENTENCE.test(prev);
  if (paragraphs) return !l.blankBefore;
  return !ENDS_SENTENCE.test(prev) && /^[\p{Ll}\d(]/u.test(l.text);
}
