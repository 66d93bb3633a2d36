import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { blockLines, itemLine } from "./block-lines";
import { cleanLine } from "./clean-text";
import { STEP_LABEL } from "./steps";
import { readHeading } from "../../../../shared/domain/recipe-headings";

/** A step of the method is a sentence of a few words, not a label (see isStepLine); a method has at most 40. */
const MIN_STEP_WORDS = 4;
const MAX_STEPS = 40;
/** How far up from the ingredient block the method is looked for (ancestors whose later siblings are read). */
const MAX_LEVELS = 6;
const HEADINGS = "h1,h2,h3,h4,h5,h6";

/** A line of the method: four words or more, or a short sentence that ends so ("Preheat the broiler.", "Serve hot!"). */
const isStepLine = (line: string): boolean => {
  const words = line.split(/\s+/).length;
  return words >= MIN_STEP_WORDS || (words >= 2 && /\p{L}[.!]$/u.test(line));
};

/** An ingredient line without its leading amount and unit ("220g Fresh dough" and "7oz Fresh dough" → "fresh dough"). */
const foodPart = (line: string): string =>
  line
    .toLowerCase()
    .replace(/^[\d\s.,/\u00bc-\u00be\u2150-\u215e-]+\p{L}{0,6}\.?\s+/u, "")
    .replace(/\s+/g, " ")
    .trim();

/** True when most lines are the ingredient lines again with other amounts: the list in a second measuring system. */
export function isSameListAgain(lines: readonly string[], ingredients: readonly string[]): boolean {
  const foods = new Set(ingredients.map(foodPart));
  return lines.length > 0 && lines.filter((l) => foods.has(foodPart(l))).length >= lines.length / 2;
}

/** A paragraph that is all bold text ("<p><strong>This is how it goes:</strong></p>"): a heading in all but its tag. */
function isBoldLine($: CheerioAPI, el: Element): boolean {
  if (el.tagName !== "p") return false;
  const text = cleanLine($(el).text());
  return text.length > 0 && cleanLine($(el).find("strong,b").text()) === text;
}

/** A numbered title of a part of the method: "2. Make the sauce", "Step 3: Bake". */
const NUMBERED_TITLE = /^(?:step\s*)?\d{1,2}\s*[.:)]\s*\p{L}/iu;

/**
 * A heading that numbers a step or a part of the method ("<h3>Step 2</h3>" over its text, "<h3>2.
 * Make the dressing:</h3>" over its steps): part of the method, not the end of it.
 */
const isStepLabel = ($: CheerioAPI, h: Element): boolean => {
  const text = cleanLine($(h).text());
  return STEP_LABEL.test(text) || NUMBERED_TITLE.test(text);
};

/** A heading that may open the method: one naming it, or one naming no part of a recipe ("Time to cook"), not "Notes" or "Comments". */
function mayOpenMethod($: CheerioAPI, el: Element): boolean {
  const kind = readHeading(cleanLine($(el).text()).replace(/[:：]$/, ""))?.kind;
  return kind === undefined || kind === "method";
}

/**
 * Sentences after the ingredient block, up to the next heading: the method (a second copy of the
 * list, in other units, is skipped). The block's later siblings are read, then those of its
 * ancestors (up to six levels). The method's own heading, met before any step ("<h2>Time
 * to cook</h2>", "<p><strong>This is how:</strong></p>" right after the list; not one that opens
 * another part, such as "Notes"), is passed over once, also inside a box that opens with it; a
 * heading met after steps ends the method. Headings that only number a step or a part of the
 * method ("Step 2", "2. Make the sauce") belong to it. Input: loaded page, the ingredient block,
 * its lines. Output: step lines (4+ words each, or a short sentence ending in "." or "!"; at most 40).
 */
export function stepsAfter($: CheerioAPI, block: Element, ingredients: readonly string[]): string[] {
  const steps: string[] = [];
  let ownHeading = false;
  /** Reads one element after the block; false when the method ends there. */
  const visit = (sib: Element): boolean => {
    const heading = $(sib).is(HEADINGS) && !isStepLabel($, sib);
    if ((heading || isBoldLine($, sib)) && steps.length === 0 && !ownHeading && mayOpenMethod($, sib)) {
      ownHeading = true;
      return true;
    }
    if (heading) return false;
    if ($(sib).find(HEADINGS).filter((_, h) => !isStepLabel($, h)).length > 0) {
      // A container that opens with the method's own heading (`<section><h2>Cooking it</h2><p>…`):
      // read inside it; with steps already found, its heading ends the method.
      if (steps.length > 0 || ownHeading) return false;
      return $(sib).children().toArray().every(visit);
    }
    const lines = $(sib).is("ul,ol") ? $(sib).children("li").toArray().map(itemLine) : blockLines(sib);
    if (isSameListAgain(lines, ingredients)) return true;
    steps.push(...lines.filter(isStepLine));
    return steps.length < MAX_STEPS;
  };
  let node: Element | null = block;
  for (let level = 0; node && level < MAX_LEVELS && node.tagName !== "body"; level++) {
    for (const sib of $(node).nextAll().toArray()) if (!visit(sib)) return steps;
    if (steps.length > 0) return steps;
    node = node.parent?.type === "tag" ? (node.parent as Element) : null;
  }
  return steps;
}
