/**
 * What each line of a pasted recipe looks like on its own: a heading, a yield or time line, a
 * group heading ("For the sauce:"), an ingredient (an amount or unit first), a sentence of a
 * method, or the controls a recipe web page prints ("Print", "Jump to Recipe", "1x 2x 3x").
 * The block rules (blocks.ts) decide from these and from the neighbours.
 */
import { parseIngredientLine } from "../../food/ingredient-line/parse-ingredient-line";
import type { ParsedIngredientLine } from "../../food/ingredient-line/types";
import { canonicalUnit } from "../../food/ingredient-line/unit-table";
import { groupHeading, readHeading, type Heading } from "../recipe-headings";
import { isNoise } from "./noise";
import { lineTags } from "./tag-lines";
import { isFactLabel, readFacts, type RecipeFacts } from "./recipe-facts";
import type { TextLine } from "./text-lines";

/** One line with what it looks like. */
export interface LineInfo extends TextLine {
  heading: Heading | null;
  facts: RecipeFacts | null;
  /** Only a fact label ("Prep Time"): its value is on the next line. */
  factLabel: boolean;
  /** The value of a label on the line before ("Author" / "Anna Smith"), not recipe text. */
  labelValue: boolean;
  /** A control or chrome of a web page, not recipe text. */
  noise: boolean;
  /** Tags a labelled line gives ("Course: Dessert" → ["Dessert"]), or null. */
  tags: string[] | null;
  /** The group name when the line heads a group of ingredients or steps ("For the sauce"), else null. */
  group: string | null;
  /** Our ingredient parser's reading of the line. */
  parsed: ParsedIngredientLine;
  /** True when the parser found an amount or a unit at the start (or a "juice of 1 lemon" lead-in). */
  amount: boolean;
  /** True when the line reads as prose: it ends a sentence or is long. */
  sentence: boolean;
  words: number;
}

/** Longest line, in words, the ingredient parser reads. */
const MAX_INGREDIENT_WORDS = 60;
const NOT_PARSED: ParsedIngredientLine = { qty: null, qtyMax: null, unit: null, ingredient: "", note: null };

/** Number words that open an ingredient line ("a pinch of salt", "two eggs", "ein Ei", "une pincée"). */
const NUMBER_WORD =
  /^(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|half|a few|some|ein(?:e|en)?|zwei|drei|vier|un(?:e|o|a)?|deux|trois|quatre|een|twee|drie|vier|dos|tres|cuatro|due|tre|quattro|um|uma|dois|duas)\s/iu;
/**
 * True when the amount the parser found opens the line ("2 cups", "½ tsp", "a pinch", "Juice of 1
 * lemon") or the line is short enough to be "Vanilla extract, 1 tsp": "spread it in a 9 inch pie
 * dish" is a sentence that mentions a size.
 */
function amountFirst(text: string, words: number): boolean {
  if (/^[\d\u00bc-\u00be\u2150-\u215e]/u.test(text) || NUMBER_WORD.test(text)) return true;
  if (/^\S+(?:\s\S+){0,3}\s(?:of|de|di|van|von)\s[\d\u00bc-\u00be\u2150-\u215e]/iu.test(text)) return true;
  return words <= 8 && !/[.!?]$/.test(text);
}

/** True when the line ends a sentence or is long enough to be prose. */
function isSentence(text: string, words: number): boolean {
  return /[.!?…](?:["'’”)\]]*)$/u.test(text) || words >= 16;
}

/** The group name a line states (see groupHeading; bold or a Markdown heading counts as marked), or null for a line that starts with an amount. */
function groupName(line: TextLine, amount: boolean): string | null {
  return amount ? null : groupHeading(line.text, line.emphasis);
}

/**
 * Reads one line on its own (the costly step of parsing pasted text: about 50–150 µs a line, most
 * of it our ingredient parser). Input: a line from textLines. Output: the line with what it looks
 * like (see LineInfo). Never throws.
 */
export function describeLine(line: TextLine): LineInfo {
  const text = line.text;
  const words = text.split(/\s+/).length;
  const facts = readFacts(text);
  const tags = lineTags(text);
  // "Ingredients for 4 people" heads the list and states the yield; "Preparation: 15 min" is only a time.
  const read = tags ? null : readHeading(text);
  const heading = read && (!facts || read.kind === "ingredients") ? read : null;
  // An ingredient line is never this long: prose is not parsed (bounded work per line).
  const parsed = words <= MAX_INGREDIENT_WORDS ? parseIngredientLine(text) : NOT_PARSED;
  const amount = !line.stepLabel && (parsed.qty !== null || parsed.unit !== null) && parsed.ingredient !== "" && amountFirst(text, words);
  return {
    ...line,
    heading,
    facts,
    tags,
    factLabel: !facts && isFactLabel(text),
    labelValue: false,
    noise: isNoise(text),
    group: heading || facts || isFactLabel(text) ? null : groupName(line, amount),
    parsed,
    amount,
    sentence: isSentence(text, words),
    words,
  };
}

/** Labels printed above their value on recipe cards: author, course, cuisine, keyword, diet (the languages the headings cover). */
const LABEL_ONLY =
  /^(?:author|by|recipe by|course|cuisine|keywords?|diet|category|autor(?:in)?|von|gang|k[üu]che|kategorie|auteur|par|plat|cat[ée]gorie|door|auteur|keuken|categorie|por|plato|cocina|categor[íi]a|di|portata|cucina|categoria|prato|cozinha|forfatter|f[öo]rfattare|szerz[őo])\s*[:：]?$/iu;

/** "3/4 c.", "200 g", "3": an amount with nothing after it (printed in a column beside its food). */
function amountOnly(l: LineInfo): boolean {
  const m = /^[\d\u00bc-\u00be\u2150-\u215e][\d\s\u00bc-\u00be\u2150-\u215e/.,-]*(?:\s*(\p{L}+(?:\s\p{L}+)?)\.?)?$/u.exec(l.text);
  return !!m && (m[1] === undefined || canonicalUnit(m[1]) !== null);
}

/**
 * Joins lines that the copy split: an amount printed on a line of its own followed by its food
 * ("3/4 c." / "all-purpose flour", as a two-column ingredient table copies) becomes one line, and
 * a card label above its value ("Author" / "Anna") marks the value as a label's.
 * Input: every line described (describeLine), in order. Output: the lines, pairs joined.
 */
export function joinSplitLines(lines: readonly LineInfo[]): LineInfo[] {
  const out: LineInfo[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const next = lines[i + 1];
    if (next && amountOnly(l) && !next.amount && !next.heading && !next.facts && !next.noise && !next.sentence && next.words <= 10) {
      out.push(describeLine({ ...l, text: `${l.text} ${next.text}` }));
      i++;
    } else if (next && !l.heading && LABEL_ONLY.test(l.text) && !next.heading) {
      out.push({ ...l, noise: true }, { ...next, labelValue: true, tags: lineTags(`${l.text.replace(/[:：]$/, "")}: ${next.text}`) });
      i++;
    } else out.push(l);
  }
  return out;
}
