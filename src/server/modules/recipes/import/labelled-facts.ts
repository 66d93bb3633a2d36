import type { CheerioAPI } from "cheerio";
import type { AnyNode, Element, Text } from "domhandler";
import { allElements, elementCount } from "./dom-walk";
import { durationToMinutes } from "./duration";
import type { PartialRecipe } from "./types";
import { SERVINGS_ONLY } from "./yield-words";

/** Labels printed before a yield ("Serves 4", "Servings: 8", "Makes 12 muffins"), a few languages. */
const YIELD_LABEL = /^(serves|servings?|yields?|makes|portions?|portionen|porties|porzioni|porções|personer|portioner|adag)\s*:?\s*(.*)$/i;
/** Labels printed before a total time ("Total Time: 50 mins", "Ready in 1 hour", wiki infobox "Time"). */
const TIME_LABEL = /^(total time|total|ready in|time|gesamtzeit|tempo totale|tiempo total|totale tijd)\s*:?\s*(.*)$/i;
/** Class, id or data-attribute words that mark an element as the yield (`class="recipe-servings"`). */
const YIELD_ATTR = /serving|yield|portion/i;
/** English number words a yield is often written with ("Serves four"). */
const NUMBER_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const NUMBER_WORD = new RegExp(`\\b(${NUMBER_WORDS.join("|")})\\b`, "gi");
/** A count, a range ("4-6", "4 to 6", "4 or 5") and an optional unit word after it. */
const COUNT = /^(\d+(?:[.,]\d+)?(?:\s*(?:[-–]|to|or)\s*\d+(?:[.,]\d+)?)?)(?:\s+(\p{L}+))?/iu;
const MAX_CHARS = 80;
/** Elements that hold a label or its value. */
const LABEL_TAGS = new Set(["li", "p", "span", "dd", "dt", "td", "th", "strong", "b", "div", "h3", "h4", "h5", "h6"]);

const textOf = (el: Element | null | undefined, $: CheerioAPI): string => (el ? $(el).text().replace(/\s+/g, " ").trim().slice(0, MAX_CHARS) : "");

/** Raw text of a subtree, or null as soon as it passes `max` characters (long blocks are not labels). */
function boundedText(node: AnyNode, max: number): string | null {
  let out = "";
  const walk = (n: AnyNode): boolean => {
    if (n.type === "text") out += (n as Text).data;
    else if (n.type === "tag") for (const c of (n as Element).children) if (!walk(c)) return false;
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

/**
 * Yield and total time from labelled text on pages without structured data: a short element whose
 * text starts with a label ("Serves 4", "Total Time: 50 mins"), a label cell followed by its value
 * cell (an infobox row "Servings | 8"), a short element that is only a serving count ("4 portions"),
 * and last an element whose attributes name the yield (see yieldFromAttributes).
 * Input: loaded page; `need` says which fields to look for. Output: partial recipe with the fields
 * found (first match in page order wins).
 */
export function factsFromLabels($: CheerioAPI, need: { yields: boolean; total: boolean }): PartialRecipe {
  const out: PartialRecipe = {};
  const elements = allElements($.root()[0]).filter((el) => LABEL_TAGS.has(el.tagName));
  for (const el of elements) {
    if ((!need.yields || out.yields) && (!need.total || out.totalMin)) break;
    if (elementCount(el) > 4) continue;
    const text = boundedText(el, MAX_CHARS)?.replace(/\s+/g, " ").trim();
    if (!text || text.length > MAX_CHARS) continue;
    const next = (): string => textOf($(el).next()[0], $);
    const y = need.yields && !out.yields ? YIELD_LABEL.exec(text) : null;
    if (y) out.yields = yieldValue(y[2] || next());
    else if (need.yields && !out.yields && SERVINGS_ONLY.test(text)) out.yields = text;
    const t = need.total && !out.totalMin ? TIME_LABEL.exec(text) : null;
    if (t) out.totalMin = durationToMinutes((t[2] || next()).split(/[+(]/)[0]);
  }
  if (need.yields && !out.yields) out.yields = yieldFromAttributes($);
  return out;
}
