import type { CheerioAPI } from "cheerio";
import type { AnyNode, Element, Text } from "domhandler";
import { allElements, elementCount } from "./dom-walk";
import { durationToMinutes } from "../../../../shared/domain/recipe-duration";
import type { PartialRecipe } from "./types";
import { SERVINGS_ONLY } from "../../../../shared/domain/recipe-yield";

/** Labels printed before a yield ("Serves 4", "Servings: 8", "Makes 12 muffins", "Recipe for 4 loaves", "Recette pour 6"), a few languages. */
const YIELD_LABEL =
  /^(serves|servings?|yields?|makes|portions?|portionen|porties|porzioni|porções|personer|portioner|adag|people|personen|personnes|personas|persone|pessoas|porciones|raciones|(?:recipe|recette|rezept|recept|receta|ricetta|receita) (?:for|pour|für|voor|para|per))\s*:?\s*(.*)$/i;
/** Labels printed before a total time ("Total Time: 50 mins", "Ready in 1 hour", wiki infobox "Time"). */
const TIME_LABEL = /^(total time|total|ready in|time|gesamtzeit|tempo totale|tiempo total|totale tijd|temps total|durée totale|tempo total)\s*[:=]?\s*(.*)$/i;
/** Labels printed before the prep and the cook time ("Prep: 10 mins", "Cooking time = 35 mins"). */
const PREP_LABEL = /^(prep(?:aration)?(?: time)?|zubereitungszeit|temps de préparation|préparation|bereidingstijd|tiempo de preparación|tempo di preparazione|tempo de preparo)\s*(?:[:=]\s*(.*)|(\d.*))?$/i;
const COOK_LABEL = /^(cook(?:ing)?(?: time)?|bake time|baking time|kochzeit|backzeit|temps de cuisson|cuisson|kooktijd|baktijd|tiempo de cocción|tempo di cottura|tempo de cozimento)\s*(?:[:=]\s*(.*)|(\d.*))?$/i;
/** Marks a `<br>` in an element's text (raw line breaks in the source are only white space). */
const BREAK = "\u2028";
/** Class, id or data-attribute words that mark an element as the yield (`class="recipe-servings"`, an icon `icon-serves`). */
const YIELD_ATTR = /serving|serves|yield|portion/i;
/** English number words a yield is often written with ("Serves four"). */
const NUMBER_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const NUMBER_WORD = new RegExp(`\\b(${NUMBER_WORDS.join("|")})\\b`, "gi");
/** A count, a range ("4-6", "4 to 6", "4 or 5") and an optional unit word after it. */
const COUNT = /^(\d+(?:[.,]\d+)?(?:\s*(?:[-–]|to|or)\s*\d+(?:[.,]\d+)?)?)(?:\s+(\p{L}+))?/iu;
const MAX_CHARS = 80;
/** Elements that hold a label or its value. */
const LABEL_TAGS = new Set(["li", "p", "span", "dd", "dt", "td", "th", "strong", "b", "div", "h3", "h4", "h5", "h6"]);

const textOf = (el: Element | null | undefined, $: CheerioAPI): string => (el ? $(el).text().replace(/\s+/g, " ").trim().slice(0, MAX_CHARS) : "");

/** Block elements: the text of two of them side by side is two words ("Makes" | "4 servings" | "Cook Time"), never one. */
const BLOCK_TAGS = new Set(["div", "p", "li", "ul", "ol", "dl", "dd", "dt", "td", "th", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "section"]);

/**
 * Raw text of a subtree, or null as soon as it passes `max` characters (long blocks are not
 * labels). A `<br>` becomes a line mark; a block element's text is set apart by spaces, so the
 * value of one cell is not glued to the label of the next ("4 to 6 servingsCook Time").
 */
function boundedText(node: AnyNode, max: number): string | null {
  let out = "";
  const walk = (n: AnyNode): boolean => {
    if (n.type === "text") out += (n as Text).data;
    else if (n.type === "tag" && (n as Element).tagName === "br") out += BREAK;
    else if (n.type === "tag") {
      const block = BLOCK_TAGS.has((n as Element).tagName);
      if (block) out += " ";
      for (const c of (n as Element).children) if (!walk(c)) return false;
      if (block) out += " ";
    }
    return out.length <= max * 2;
  };
  return walk(node) ? out : null;
}

/**
 * The yield in a value printed after a label: "4" → "4 servings", "12 muffins", "4 to 6 people",
 * "four" → "4 servings". Number words one–twelve become digits. Null when it has no count.
 */
export function yieldValue(value: string): string | null {
  const digits = value.replace(NUMBER_WORD, (w) => String(NUMBER_WORDS.indexOf(w.toLowerCase()) + 1));
  const m = COUNT.exec(digits.trim());
  if (!m) return null;
  return m[2] ? `${m[1]} ${m[2]}` : `${m[1]} servings`;
}

/**
 * Minutes printed after a prep or cook label, or in the next element when the label stands alone.
 * The value must start with a number ("10 mins"), so a step that starts "Cook the beef for 10
 * minutes" is not read as a cook time. Null when there is none.
 */
function labelledMinutes(label: RegExpExecArray, next: () => string): number | null {
  const value = label[2] || label[3] || next();
  return /^\d/.test(value) ? durationToMinutes(value.split(/[+(]/)[0]) : null;
}

/**
 * The value printed for a label that stands alone: for a header cell of a table's header row
 * ("Prep time | Cook time" over "15 minutes | 0 minutes"), the cell in the same column of the
 * next row; else the next element's text ("Servings" | "8").
 */
function valueAfter($: CheerioAPI, el: Element): string {
  const row = el.parent?.type === "tag" ? (el.parent as Element) : null;
  if (el.tagName === "th" && row?.tagName === "tr") {
    const cells = $(row).children("th,td").toArray();
    const nextRow = $(row).next("tr").length ? $(row).next("tr") : $(row).parent("thead").nextAll("tbody").first().children("tr").first();
    const below = nextRow.children("th,td").toArray();
    if (cells.every((c) => c.tagName === "th") && below.length === cells.length) return textOf(below[cells.indexOf(el)], $);
  }
  return textOf($(el).next()[0], $);
}

/** Attribute text of an element that names what it holds: class, id and data-* values. */
function attrWords(el: Element): string {
  return Object.entries(el.attribs)
    .filter(([k]) => k === "class" || k === "id" || k.startsWith("data-"))
    .map(([, v]) => v)
    .join(" ");
}

/**
 * A yield shown without a text label: an element whose class, id or data attribute names servings,
 * yield or portions (`<span class="recipe-servings">4</span>`, an icon label with an empty text
 * followed by its value cell "6"). Output: the yield (see yieldValue), or null.
 */
function yieldFromAttributes($: CheerioAPI): string | null {
  const body = $("body")[0];
  for (const el of body ? allElements(body) : []) {
    if (!YIELD_ATTR.test(attrWords(el)) || elementCount(el) > 3) continue;
    const own = textOf(el, $);
    const value = own || textOf($(el).next()[0], $);
    const found = /^\d/.test(value) ? yieldValue(value) : null;
    if (found) return found;
  }
  return null;
}

/** Words in an icon's alt, title, class or file name that mark it as a clock: "time", "clock", "timer". */
const CLOCK_ICON = /(?:^|[\s_/-])(?:time|clock|timer)(?:[\s_.-]|$)/i;
/** Elements that draw an icon. */
const ICON_TAGS = new Set(["img", "i", "svg", "span"]);
/** A time as printed beside an icon: a number and a time unit, nothing else ("30mins", "1 hr 15 min"). */
const BARE_TIME = /^\d+\s*(?:min|mins|minutes?|h|hrs?|hours?)\b[\d\s\p{L}]*$/iu;

/** Containers of other recipes' teasers: a link card, page chrome, a related/sidebar/widget box. */
function inTeaser(el: Element): boolean {
  for (let n: Element | null = el; n && n.tagName !== "body"; n = n.parent?.type === "tag" ? (n.parent as Element) : null) {
    if (["a", "aside", "nav", "footer"].includes(n.tagName) || /\b(related|sidebar|widget)\b/i.test(`${n.attribs.class ?? ""} ${n.attribs.id ?? ""}`)) return true;
  }
  return false;
}

/**
 * A time printed with a clock icon and no text label (`<li><img alt="time"> 30mins</li>`): the
 * first short element holding an icon (img, i, svg, span) whose alt, title, class or file name
 * says time/clock/timer and whose text is only a duration, outside links and related-recipe
 * boxes (teasers of other recipes carry the same icons). Taken as the total, since a page
 * that shows one unlabelled time shows how long the recipe takes. Null when there is none.
 */
function timeBesideIcon($: CheerioAPI): number | null {
  const body = $("body")[0];
  for (const icon of body ? allElements(body) : []) {
    if (!ICON_TAGS.has(icon.tagName)) continue;
    const a = icon.attribs;
    if (!CLOCK_ICON.test(`${a.alt ?? ""} ${a.title ?? ""} ${a.class ?? ""} ${(a.src ?? "").split("/").pop() ?? ""}`)) continue;
    // The icon's own element or the one around it holds the time ("<li><img alt="time"> 30mins</li>").
    for (let el = icon.parent, up = 0; el?.type === "tag" && up < 2; el = el.parent, up++) {
      const box = el as Element;
      if (!LABEL_TAGS.has(box.tagName) || elementCount(box) > 3) continue;
      const raw = boundedText(box, MAX_CHARS);
      const text = raw?.replace(/\s+/g, " ").trim() ?? "";
      if (BARE_TIME.test(text) && !inTeaser(box)) return durationToMinutes(text);
    }
  }
  return null;
}

/**
 * Yield and total time from labelled text on pages without structured data: a short element whose
 * text starts with a label ("Serves 4", "Total Time: 50 mins"; "Prep: 10 mins" and "Cook: 25
 * mins" give prep and cook time, which make the total when no total is printed), a label cell followed by its value
 * cell (an infobox row "Servings | 8"), a short element that is only a serving count ("4 portions"),
 * and last an element whose attributes name the yield (see yieldFromAttributes); with no time
 * label at all, a duration beside a clock icon is the total (see timeBesideIcon).
 * Input: loaded page; `need` says which fields to look for. Output: partial recipe with the fields
 * found (first match in page order wins).
 */
export function factsFromLabels($: CheerioAPI, need: { yields: boolean; total: boolean }): PartialRecipe {
  const out: PartialRecipe = {};
  const elements = allElements($.root()[0]).filter((el) => LABEL_TAGS.has(el.tagName));
  for (const el of elements) {
    if ((!need.yields || out.yields) && (!need.total || out.totalMin)) break;
    if (elementCount(el) > 4) continue;
    const raw = boundedText(el, MAX_CHARS);
    if (!raw || raw.length > MAX_CHARS * 2) continue;
    // Lines split by <br> ("Prep: 10 mins<br>Cook: 25 mins<br>Serves 4") are read one by one.
    const lines = raw.split(BREAK).map((l) => l.replace(/\s+/g, " ").trim()).filter(Boolean);
    const next = (): string => (lines.length === 1 ? valueAfter($, el) : "");
    for (const text of lines) if (text.length <= MAX_CHARS) readLine(text, next);
  }

  function readLine(text: string, next: () => string): void {
    const y = need.yields && !out.yields ? YIELD_LABEL.exec(text) : null;
    if (y) out.yields = yieldValue(y[2] || next());
    else if (need.yields && !out.yields && SERVINGS_ONLY.test(text)) out.yields = text;
    const t = need.total && !out.totalMin ? TIME_LABEL.exec(text) : null;
    if (t) out.totalMin = durationToMinutes((t[2] || next()).split(/[+(]/)[0]);
    if (!need.total || t) return;
    // The first prep and cook labels belong to the recipe (later ones to teasers of other
    // recipes), even when their value is empty ("Cook: -"): null marks a label seen without time.
    const prep = out.prepMin === undefined ? PREP_LABEL.exec(text) : null;
    if (prep) out.prepMin = labelledMinutes(prep, next);
    const cook = out.cookMin === undefined ? COOK_LABEL.exec(text) : null;
    if (cook) out.cookMin = labelledMinutes(cook, next);
  }
  if (need.yields && !out.yields) out.yields = yieldFromAttributes($);
  if (need.total && !out.totalMin && out.prepMin == null && out.cookMin == null) out.totalMin = timeBesideIcon($);
  return out;
}
