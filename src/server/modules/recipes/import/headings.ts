import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { STEP_LABEL } from "./steps";
import { cleanLine } from "./clean-text";
import { allElements } from "./dom-walk";
import { ingredientSigns } from "./ingredient-signs";
import { HEADING_LIST, HEADING_TAGS, MAX_HEADING_CHARS, isHeading, isToggle, linesAfter } from "./section-lines";
import type { PartialRecipe } from "./types";
import { SERVINGS_ONLY } from "../../../../shared/domain/recipe-yield";
import { readHeading, type HeadingKind } from "../../../../shared/domain/recipe-headings";

/** Elements that may hold a section heading (toggles besides, see isToggle). */
const CANDIDATE_TAGS = new Set([...HEADING_LIST, "p", "strong", "b", "dt"]);

/**
 * A `<div>` or `<span>` that holds text only (no element inside): pages styled with utility
 * classes print their section titles so ("<div class="title big">Preparation</div>").
 */
const isTextBox = (el: Element): boolean => (el.tagName === "div" || el.tagName === "span") && el.children.length > 0 && el.children.every((c) => c.type === "text");

/** Longest heading element read as a section word followed by the dish's name, and the words of it read. */
const MAX_TITLED_CHARS = 60;
const TITLED_WORDS = 7;
/** "of" / "for" that joins a section word to the dish's name, in the heading languages ("de la crema", "for the cake", "für den Teig", "della torta"). */
const DISH_OF = /^(?:of|for|de|del|della|delle|dei|degli|di|du|des|für|zum|zur|van|voor|pour|para|per|do|da|dos|das|na|til|för|av)(?:\s|$)|^d['’]\p{L}/iu;

/**
 * The section a candidate names (see readHeading), or null. A heading element (h1–h6) may go on
 * past the section word with the dish's name ("Elaboración de la crema de calabaza con
 * Thermomix", "Ingredients for the lemon and poppy seed drizzle cake"): up to 60 characters, not a
 * sentence, its first seven words read as a heading whose words after the section word open with
 * "of"/"for" ("How to make homemade hot chocolate from scratch" in a blog post is not). Other candidates stay within 40 characters.
 */
function headingKind(el: Element, text: string): HeadingKind | null {
  if (text.length <= MAX_HEADING_CHARS) return readHeading(text)?.kind ?? null;
  if (!HEADING_TAGS.has(el.tagName) || text.length > MAX_TITLED_CHARS || /[.!?]$/.test(text)) return null;
  const heading = readHeading(text.split(/\s+/).slice(0, TITLED_WORDS).join(" "));
  return heading && DISH_OF.test(heading.rest) ? heading.kind : null;
}

/** Time units of a facts box, in the heading languages ("m", "min", "Std.", "heures", "uur", "ore"). */
const TIME_UNIT = "(?:m|mn|min|mins|minutes?|minuten|minutos?|minuti|minutter|h|hr|hrs|hours?|heures?|std|stunden?|uur|ore|horas?|timer?)\\.?";
/** A time of a facts box on its own: "35 m", "1 h 20 min", "20'" (not a bare number, which may be a step's number cell). */
const FACT_VALUE = new RegExp(`^\\d+(?:[.,]\\d+)?\\s*(?:${TIME_UNIT}|['’])(?:\\s*\\d+\\s*(?:${TIME_UNIT})?)?$`, "i");

/**
 * First heading on the page of this kind (see readHeading), with its following lines. A method
 * word whose first line is a bare value ("Preparación" over "35 m") labels a time in the recipe's
 * facts box (prep time), not the method, and is passed over. `boxes`:
 * look among text-only `<div>`/`<span>` boxes instead (see isTextBox), the fallback when no
 * heading element, bold line or toggle names the section (a tab label of that name, earlier on
 * the page, would otherwise win over the real heading).
 */
function section($: CheerioAPI, kind: HeadingKind, preferLists: boolean, boxes = false): string[] {
  const candidates = allElements($.root()[0]).filter((el) => (boxes ? isTextBox(el) : CANDIDATE_TAGS.has(el.tagName) || isToggle(el)));
  for (const el of candidates) {
    const text = cleanLine($(el).text()).replace(/[:：]$/, "");
    if (headingKind(el, text) !== kind || !isHeading($, el)) continue;
    const lines = linesAfter($, el, kind, preferLists);
    if (kind === "method" && lines.length && FACT_VALUE.test(lines[0])) continue;
    if (lines.length) return lines;
  }
  return [];
}

/** The lines, or when there are none, those of the fallback. */
const orElse = (lines: string[], fallback: () => string[]): string[] => (lines.length ? lines : fallback());

/**
 * The method of a page that prints it as a list whose items each open with a step label and no
 * heading above the list (`<li><h6>Step 1</h6><p>Install the stone…</p></li>`): the items'
 * text without the labels. The labels must count 1, 2, 3 … and stand as the first element of
 * every item of at least two. Output: the steps, or [] when no list qualifies.
 */
function labelledStepList($: CheerioAPI): string[] {
  for (const list of $("ol,ul").toArray()) {
    const items = $(list).children("li").toArray();
    if (items.length < 2) continue;
    const labels = items.map((li) => $(li).children().first());
    const counts = labels.every((l, i) => l.length > 0 && Number(STEP_LABEL.exec(cleanLine(l.text()))?.[1]) === i + 1);
    if (!counts) continue;
    const steps = items.map((li) => {
      const copy = $(li).clone();
      copy.children().first().remove();
      return cleanLine(copy.html() ?? "");
    });
    if (steps.every(Boolean)) return steps;
  }
  return [];
}

/** A heading that titles the recipe itself: "Recipe: Chocolate biscuit cake", "Recept: zelf arretjescake maken". */
const RECIPE_TITLED = /^(?:recipe|recept|rezept|recette|receta|ricetta|receita|opskrift|przepis)\s*[:：]\s*\S/i;

/**
 * The method of a blog post that tells its recipe in paragraphs under a heading "Recipe: <dish>"
 * (no method heading, no step list): the paragraphs after the first such h1–h6, up to the next
 * heading, unless most of them carry an amount (a recipe card's ingredient list). A fallback, tried last. Output: lines, or [] when there is no such heading.
 */
function recipeTitledMethod($: CheerioAPI): string[] {
  for (const el of $(HEADING_LIST.join(",")).toArray() as Element[]) {
    if (!RECIPE_TITLED.test(cleanLine($(el).text()))) continue;
    const lines = linesAfter($, el, "method", false);
    // The recipe card under such a heading opens with its ingredient list: that is no method.
    if (lines.length && lines.filter((l) => ingredientSigns(l).amount).length * 2 < lines.length) return lines;
  }
  return [];
}

/**
 * Ingredients and method of a page without recipe markup, found under headings such as
 * "Ingredients" and "Instructions"/"Method"/"Directions" and their equivalents in other
 * languages (readHeading, src/shared/domain/recipe-headings.ts). Ingredient lines that
 * are only a serving count ("4 servings") are dropped, and a trailing footnote "*" is cut. With no
 * method heading, a list whose items open with "Step 1", "Step 2" … labels is the method (see
 * labelledStepList). A section no heading element names may be named by a text-only box (see
 * section); last, the paragraphs under a "Recipe: <dish>" heading are the method (see
 * recipeTitledMethod). Input: loaded page. Output: partial recipe (possibly empty lists).
 */
export function recipeFromHeadings($: CheerioAPI): PartialRecipe {
  return {
    // A serving selector printed inside the ingredient block ("4 servings") is not an ingredient.
    // A trailing "*" marks a footnote, not part of the ingredient.
    ingredients: orElse(section($, "ingredients", true), () => section($, "ingredients", true, true))
      .filter((l) => !SERVINGS_ONLY.test(l))
      .map((l) => l.replace(/\s*\*+$/, "")),
    instructions: orElse(section($, "method", false), () =>
      orElse(labelledStepList($), () => orElse(section($, "method", false, true), () => recipeTitledMethod($))),
    ),
  };
}
