/**
 * Choosing which comma-separated segments of a line make up the food name:
 *  - leading segments that only qualify ("1 small, cold watermelon"; "6 boneless, skinless
 *    chicken") join the name (their size and preparation words go to the note);
 *  - a lone adjective before a comma joins the next segment when it names no food but the next
 *    one does ("2 ounces dry, sparkling wine"), judged by the food knowledge base, unless the next
 *    segment holds "or" (then the comma starts a list: "crostini, bruschetta or crusty bread");
 *    before a colon such a segment is a heading and goes to the note ("Garnish: grapefruit wedge");
 *  - a list of alternatives or items written with commas and a final "or"/"and" stays whole
 *    ("3 tablespoons dark rum, Grand Marnier, cognac, or amaretto"), also when its items share
 *    the last word ("chicken, turkey or vegetable stock").
 */
import { matchFood } from "../match";
import { COMMENT_STARTS, isPlainAdjective, isPrepAdverb, OR_COMMENT_NEXT, OR_WORDS, PREP_WORDS, PROVENANCE_WORDS, QUALITY_WORDS, SIZE_WORDS } from "./lexicon";
import { isKnownFoodName, isModifierWord } from "./name";
import type { Indices } from "./segments";
import type { Token } from "./tokenize";

export interface NameSegments {
  /** Token indices to read the name from, in order. */
  tokens: Indices;
  /** Indices of qualifying words moved to the note. */
  notes: Indices[];
  /** Index of the first segment not used for the name. */
  rest: number;
}

/** True when a segment only qualifies the next one. */
function onlyQualifies(tokens: readonly Token[], seg: Indices): boolean {
  return seg.every((i) => isModifierWord(tokens[i]) || isPlainAdjective(tokens[i].lower));
}

/**
 * True when a segment could be one item of a list: a few words, no numbers, no preparation, and
 * not only words about quality, size or where it comes from ("homemade", "good-quality store-bought").
 */
function listItem(tokens: readonly Token[], seg: Indices): boolean {
  if (seg.length > 4) return false;
  const describes = (w: string) => QUALITY_WORDS.has(w) || SIZE_WORDS.has(w) || PROVENANCE_WORDS.has(w) || w === "or" || w === "and";
  if (seg.every((i) => describes(tokens[i].lower))) return false;
  return seg.every((i) => tokens[i].kind === "word" && !PREP_WORDS.has(tokens[i].lower) && !COMMENT_STARTS.has(tokens[i].lower) && !isPrepAdverb(tokens[i].lower));
}

/** True when a segment closes a list: "or amaretto", "and neck bones" (not "or to taste", nor a suggestion "or other white beans"). */
function listEnd(tokens: readonly Token[], seg: Indices): boolean {
  const first = tokens[seg[0]]?.lower;
  const second = tokens[seg[1]];
  if ((first !== "or" && first !== "and") || !second || second.kind !== "word") return false;
  return !OR_COMMENT_NEXT.has(second.lower) && second.lower !== "other" && listItem(tokens, seg.slice(1));
}

/**
 * True when a segment closes a list whose items share its last word ("chicken, turkey or vegetable
 * stock"; "corn, grapeseed or vegetable oil"; "dumpling, delicata or acorn squash"): a list item
 * with an inner "or"/"and", and either the first item with that last word or the last item of the
 * segment is a knowledge-base food of two words or more after a first item of one word ("chicken
 * stock", "acorn squash").
 * "onion, red or white" is no list.
 */
function sharedHeadEnd(tokens: readonly Token[], first: Indices, seg: Indices): boolean {
  if (first.length > 2 || !listItem(tokens, seg) || !listItem(tokens, first)) return false;
  const join = seg.findLastIndex((i, k) => k > 0 && k < seg.length - 1 && (tokens[i].lower === "or" || tokens[i].lower === "and"));
  if (join < 0) return false;
  const lastItem = seg.slice(join + 1);
  return isKnownFoodName(`${textOfWords(tokens, first)} ${tokens[seg[seg.length - 1]].text}`) || (first.length === 1 && lastItem.length >= 2 && isKnownFoodName(textOfWords(tokens, lastItem)));
}

/**
 * Picks the segments that hold the name. Input: tokens and the line's segments (splitSegments).
 * Output: NameSegments. Never throws.
 */
export function chooseNameSegments(tokens: readonly Token[], segments: readonly Indices[]): NameSegments {
  const notes: Indices[] = [];
  const name: Indices = [];
  let at = 0;
  while (at < segments.length - 1) {
    const seg = segments[at];
    const next = segments[at + 1];
    const adjective =
      seg.length <= 2 && seg.every((i) => tokens[i].kind === "word") && !matchFood(textOfWords(tokens, seg)) && !!matchFood(textOfWords(tokens, next)) &&
      !PREP_WORDS.has(tokens[next[0]].lower) && !next.some((i) => OR_WORDS.has(tokens[i].lower)); // "crostini, bruschetta or bread" is a list
    if (!onlyQualifies(tokens, seg) && !adjective) break;
    if (adjective && tokens[next[0] - 1]?.text === ":") {
      notes.push(seg); // a heading before a colon: "Garnish: grapefruit wedge"
      at++;
      continue;
    }
    for (const i of seg) {
      if (isModifierWord(tokens[i]) || tokens[i].lower === "each") notes.push([i]);
      else name.push(i);
    }
    at++;
  }
  name.push(...(segments[at] ?? []));
  let end = at + 1;
  for (let k = at + 1; k < segments.length; k++) {
    if (listEnd(tokens, segments[k]) || sharedHeadEnd(tokens, segments[at], segments[k])) {
      end = k + 1;
      break;
    }
    if (!listItem(tokens, segments[k])) break;
  }
  for (let k = at + 1; k < end; k++) {
    const comma = segments[k][0] - 1;
    if (tokens[comma]?.text === ",") name.push(comma);
    name.push(...segments[k]);
  }
  return { tokens: name, notes, rest: end };
}

function textOfWords(tokens: readonly Token[], seg: Indices): string {
  return seg.map((i) => tokens[i].text).join(" ");
}
