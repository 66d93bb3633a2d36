/**
 * Splitting the part of a line after the amount into pieces: parenthesised asides (always
 * notes) and comma/semicolon-separated segments (the first one that names something holds the
 * food; the others are notes).
 */
import { ownValue } from "../../own-key";
import type { Token } from "./tokenize";

/** A run of token indices. */
export type Indices = number[];

export interface Segments {
  /** Top-level segments (indices into the tokens), parentheses removed, separators dropped. */
  segments: Indices[];
  /** Contents of parentheses and brackets, one entry per group, in line order. */
  asides: Indices[];
}

const OPEN: Readonly<Record<string, string>> = { "(": ")", "[": "]" };
const SEPARATORS: ReadonlySet<string> = new Set([",", ";", ":"]);

/**
 * Splits tokens[from..] into segments and asides. A dash with spaces on both sides (" - ")
 * separates like a comma. An unclosed "(" runs to the end of the line.
 * Input: tokens, start index, the cleaned line. Output: Segments. Never throws.
 */
export function splitSegments(tokens: readonly Token[], from: number, line: string): Segments {
  const segments: Indices[] = [[]];
  const asides: Indices[] = [];
  let depth = 0;
  let close = "";
  const inlineClose = new Set<number>();
  const isInline = (all: readonly Token[], i: number, current: Indices): boolean => {
    const end = inlineParenEnd(all, i, current);
    if (end < 0) return false;
    inlineClose.add(end);
    return true;
  };
  for (let i = from; i < tokens.length; i++) {
    const t = tokens[i];
    if (depth > 0) {
      if (ownValue(OPEN, t.text) === close) depth++;
      else if (t.text === close) depth--;
      if (depth > 0) asides[asides.length - 1].push(i);
      continue;
    }
    if (ownValue(OPEN, t.text) && isInline(tokens, i, segments[segments.length - 1])) {
      continue;
    }
    const closing = ownValue(OPEN, t.text);
    if (closing) {
      depth = 1;
      close = closing;
      asides.push([]);
      continue;
    }
    const spacedDash = t.text === "-" && line[t.start - 1] === " " && line[t.end] === " ";
    if (SEPARATORS.has(t.text) || spacedDash) {
      segments.push([]);
      continue;
    }
    if (t.text === ")" || t.text === "]") continue;
    if (inlineClose.has(i)) continue;
    segments[segments.length - 1].push(i);
  }
  return { segments: segments.filter((s) => s.length > 0), asides: asides.filter((a) => a.length > 0) };
}

/**
 * An aside inside a name ("plum (Roma) tomatoes", "roe deer (or venison) loin") is read as part of
 * the name: a short group of words, without numbers, between two words of one segment.
 * Returns the index of its closing bracket, or -1 when the group at i is not such an aside.
 */
function inlineParenEnd(tokens: readonly Token[], i: number, current: Indices): number {
  if (current.length === 0 || tokens[current[current.length - 1]].kind !== "word") return -1;
  const close = ownValue(OPEN, tokens[i].text);
  for (let j = i + 1; j < tokens.length && j <= i + 5; j++) {
    const t = tokens[j];
    if (t.text === close) {
      const after = tokens[j + 1];
      return j > i + 1 && after?.kind === "word" && !NOT_NAME_AFTER.has(after.lower) && !/-(?:on|in)$/.test(after.lower) ? j : -1;
    }
    if (t.kind !== "word") return -1;
  }
  return -1;
}

/** Words after a ")" that show the name has ended ("… (optional) for serving"); so does an adjective like "skin-on" or "bone-in". */
const NOT_NAME_AFTER: ReadonlySet<string> = new Set(["for", "to", "and", "or", "plus", "at", "if", "as", "such", "about", "optional", "divided"]);

/**
 * The text of some tokens as written: runs of neighbouring tokens are sliced from the line
 * (keeping their spacing), separate runs are joined with one space (none before a comma or
 * semicolon). Input: tokens, sorted
 * indices, the line. Output: text ("" for no indices). Never throws.
 */
export function textOf(tokens: readonly Token[], indices: readonly number[], line: string): string {
  const parts: string[] = [];
  let runStart = -1;
  for (let k = 0; k < indices.length; k++) {
    const i = indices[k];
    if (runStart < 0) runStart = i;
    if (indices[k + 1] !== i + 1) {
      parts.push(line.slice(tokens[runStart].start, tokens[i].end));
      runStart = -1;
    }
  }
  return parts.join(" ").replace(/ ([,;])/g, "$1").trim();
}
