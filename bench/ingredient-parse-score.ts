/**
 * How bench/ingredient-parse.ts judges one parsed ingredient line against its label: quantity,
 * unit, the name compared exactly (as a set of words) and by containment, and the deterministic
 * half (A or B) a line belongs to. The rules are written out in bench/README.md ("ingredient-parse").
 */
import { createHash } from "node:crypto";
import { decodeHtmlEntities } from "../src/shared/food/ingredient-line/html-entities";
import { canonicalUnit } from "../src/shared/food/ingredient-line/unit-table";

/** What a parser answers for one line (and what a label says). */
export interface Answer {
  qty: number | null;
  /** Upper end when the parser read a range. */
  qtyMax?: number | null;
  unit: string | null;
  name: string;
}

/** A labelled line: the expected answer and the line as written. */
export type Labelled = Answer & { input: string };

/** How the name matched by containment ("none" when it did not). */
export type Direction = "exact" | "ours-in-label" | "label-in-ours" | "none";

/** The verdict on one line. */
export interface Verdict {
  qty: boolean;
  unit: boolean;
  /** Same set of words (the measure before 2026-11-27). */
  nameExact: boolean;
  /** Name containment (see `containment`). */
  nameContained: boolean;
  direction: Direction;
  /**
   * Name contained with the unit right when a unit word written in the name on one side counts as
   * that side's unit (see `unitWordMoved`); reported beside the measure, not part of it.
   */
  containedUnitWord: boolean;
  /**
   * Same set of words once each word on both sides is put in the singular (see `singular`):
   * strangetom's export singularises some label words ("coriander leaf" for "coriander leaves");
   * reported beside the measure, not part of it.
   */
  nameExactSingular: boolean;
}

/** One unit for comparison: our canonical table, else the lower-case word without a plural "s"; null for none. */
export function unitKey(unit: string | null | undefined): string | null {
  if (!unit || unit.trim() === "") return null;
  return canonicalUnit(unit) ?? unit.trim().toLowerCase().replace(/s$/, "");
}

/**
 * Words of a name: entities decoded twice, a literal "\t" or "\n" read as a space (four NYT
 * labels keep the escaped tabs of their input: "light\tbrown\tsugar"; the parser reads the input
 * the same way), lower case, apostrophes dropped, other non-letters/digits split.
 */
function words(name: string): string[] {
  const text = decodeHtmlEntities(decodeHtmlEntities(name)).replace(/\\[tn]/g, " ").toLowerCase().replace(/['’‘`]/g, "");
  return text.split(/[^\p{L}\p{N}]+/u).filter((w) => w !== "");
}

/** Name as a sorted set of words (see `words`), joined with spaces. */
export function nameKey(name: string): string {
  return [...new Set(words(name))].sort().join(" ");
}

/** A word in the singular by plain English endings ("leaves" → leaf, "heads" → head); other words as they are. */
function singular(word: string): string {
  if (word.endsWith("ves")) return `${word.slice(0, -3)}f`;
  return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

/** Name as a sorted set of singular words (see `nameKey`, `singular`). */
export function singularNameKey(name: string): string {
  return [...new Set(words(name).map(singular))].sort().join(" ");
}

/** Text with entities decoded twice, literal "\t"/"\n" and HTML tags made spaces, accents dropped ("mâche" → "mache"). */
const plain = (text: string) =>
  decodeHtmlEntities(decodeHtmlEntities(text)).replace(/\\[tn]/g, " ").replace(/<[^>]*>/g, " ").normalize("NFD").replace(/\p{M}/gu, "");

/** Words that open a purpose or comment when a label runs on without a comma ("salt to taste", "oil for frying"). */
const COMMENT_OPENERS: ReadonlySet<string> = new Set(["to", "for", "from", "plus", "as", "such", "preferably", "about", "if"]);
/** Words that cannot end a food name ("watermelon or to taste" → watermelon). */
const CONNECTORS: ReadonlySet<string> = new Set(["or", "and", "of", "the", "a", "an", "with"]);

/**
 * Words of the text before its first comma, semicolon or colon, parenthesised asides removed,
 * cut at the first word of COMMENT_OPENERS after the first word, connectors dropped at the end.
 */
function firstSegmentWords(text: string): string[] {
  const all = words(plain(text).replace(/\([^)]*\)?/g, " ").split(/[,;:]/)[0]);
  const cut = all.findIndex((w, k) => k > 0 && COMMENT_OPENERS.has(w));
  const out = cut < 0 ? all : all.slice(0, cut);
  while (out.length > 1 && CONNECTORS.has(out[out.length - 1])) out.pop();
  return out;
}

/**
 * Words of the line up to the first comma, semicolon, colon or "(" after the first occurrence of
 * `head` (the label's head noun); up to the first one of all when the line lacks `head`.
 */
function wordsUpToHeadSegmentEnd(line: string, head: string): Set<string> {
  const text = plain(line).toLowerCase().replace(/['’‘`]/g, "");
  const tokens = [...text.matchAll(/[\p{L}\p{N}]+|[,;:(]/gu)].map((m) => m[0]);
  const at = tokens.indexOf(head);
  const cut = tokens.findIndex((t, k) => k > at && /^[,;:(]$/.test(t));
  return new Set(tokens.slice(0, cut < 0 ? tokens.length : cut));
}

/** The label's head noun: the last word before its first comma or "(", a trailing unit word skipped. */
function labelHead(expected: Labelled): string | null {
  const head = firstSegmentWords(expected.name);
  const unit = unitKey(expected.unit);
  if (head.length > 1 && unit !== null && unitKey(head[head.length - 1]) === unit) head.pop();
  return head[head.length - 1] ?? null;
}

/**
 * Name containment of our name in the label's or the label's in ours. Input: the labelled line and
 * our answer. Output: the direction that matched, or "none". Rules (word sets as in `nameKey`,
 * accents dropped: "mache" is "mâche"):
 *  - "exact": the same words;
 *  - otherwise our name must hold no digit and not the labelled unit's word ("garlic cloves" is
 *    not "garlic"), and then:
 *  - "ours-in-label": every word of ours is in the label, and ours has the label's head noun: the
 *    last word of the label before its first comma or parenthesis or a word that opens a comment
 *    (COMMENT_OPENERS), a trailing unit word skipped ("shallots, finely chopped" and "salt to
 *    taste" hold "shallots" and "salt"; "orange zest" is not "orange");
 *  - "label-in-ours": every word of the label is in ours, and every word ours adds stands in the
 *    line before the first comma, semicolon, colon or "(" after the label's head noun ("fresh",
 *    "ripe", an "or" alternative), so the rest of the line ("shallots, finely minced") never
 *    counts as a name, and neither does a comma list when the label names one item.
 * Both names empty is "exact"; one empty is "none".
 */
export function containment(expected: Labelled, got: Answer): Direction {
  const label = new Set(words(plain(expected.name)));
  const ours = new Set(words(plain(got.name)));
  if (label.size === 0 || ours.size === 0) return label.size === ours.size ? "exact" : "none";
  const oursInLabel = [...ours].every((w) => label.has(w));
  const labelInOurs = [...label].every((w) => ours.has(w));
  if (oursInLabel && labelInOurs) return "exact";
  const unit = unitKey(expected.unit);
  if ([...ours].some((w) => /\d/.test(w) || (unit !== null && unitKey(w) === unit))) return "none";
  const head = labelHead(expected);
  if (head === null) return "none";
  if (oursInLabel) return ours.has(head) ? "ours-in-label" : "none";
  if (labelInOurs) {
    const before = wordsUpToHeadSegmentEnd(expected.input, head);
    return [...ours].every((w) => label.has(w) || before.has(w)) ? "label-in-ours" : "none";
  }
  return "none";
}

/** The name without the first word whose unit is `unit`, or null when it has none. */
function withoutUnitWord(name: string, unit: string): string | null {
  const found = words(plain(name)).find((w) => unitKey(w) === unit);
  if (found === undefined) return null;
  return plain(name).replace(new RegExp(`(^|[^\\p{L}\\p{N}])${found}(?=[^\\p{L}\\p{N}]|$)`, "iu"), "$1");
}

/**
 * The NYT labels write a count unit either in the unit column or in the name ("2 garlic cloves":
 * clove + garlic in some rows, no unit + "garlic cloves" in others). True when the unit is right
 * once the unit word of one side's name is read as that side's unit, and the names, without it,
 * are contained.
 */
function unitWordMoved(expected: Labelled, got: Answer): boolean {
  const want = unitKey(expected.unit);
  const have = unitKey(got.unit);
  if (want === null && have !== null) {
    const name = withoutUnitWord(expected.name, have);
    return name !== null && containment({ ...expected, name, unit: got.unit }, got) !== "none";
  }
  if (want !== null && have === null) {
    const name = withoutUnitWord(got.name, want);
    return name !== null && containment(expected, { ...got, name, unit: expected.unit }) !== "none";
  }
  return false;
}

const qtyKey = (q: number | null | undefined) => (q === null || q === undefined || !Number.isFinite(q) || q === 0 ? null : q);

/** Judges one line: quantity (either end of a read range, within 0.01), unit, name exact and contained. */
export function judge(expected: Labelled, got: Answer): Verdict {
  const e = qtyKey(expected.qty);
  const g = qtyKey(got.qty);
  const high = qtyKey(got.qtyMax);
  const near = (a: number, b: number | null) => b !== null && Math.abs(a - b) <= 0.01;
  const qty = e === null || g === null ? e === g : near(e, g) || near(e, high);
  const direction = containment(expected, got);
  const unit = unitKey(expected.unit) === unitKey(got.unit);
  return {
    qty,
    unit,
    nameExact: nameKey(expected.name) === nameKey(got.name),
    nameContained: direction !== "none",
    direction,
    containedUnitWord: unit ? direction !== "none" : unitWordMoved(expected, got),
    nameExactSingular: singularNameKey(expected.name) === singularNameKey(got.name),
  };
}

/** The half a line belongs to: "A" when the first byte of sha256(line as written) is even, else "B". */
export function halfOf(input: string): "A" | "B" {
  return createHash("sha256").update(input, "utf8").digest()[0] % 2 === 0 ? "A" : "B";
}
