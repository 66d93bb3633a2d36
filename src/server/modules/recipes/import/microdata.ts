import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { cleanLine } from "./clean-text";
import { isListHeading } from "../../../../shared/domain/recipe-headings";
import { recipeFromSchemaObject, type SchemaNode } from "./schema-recipe";
import type { PartialRecipe } from "./types";

/** How one embedded-metadata syntax marks items and properties. */
interface Syntax {
  /** Attribute that opens an item (a new scope). */
  scope: string;
  /** Attribute that names a property. */
  prop: string;
  /** Selector of Recipe items. */
  recipe: (type: string) => boolean;
}

/** HTML microdata (https://html.spec.whatwg.org/multipage/microdata.html) and RDFa Lite (https://www.w3.org/TR/rdfa-lite/). */
const SYNTAXES: readonly Syntax[] = [
  { scope: "itemscope", prop: "itemprop", recipe: (t) => /schema\.org\/Recipe\/?$/i.test(t.trim()) },
  { scope: "typeof", prop: "property", recipe: (t) => /(^|\s|:|\/)Recipe(\s|$)/.test(t) },
];

/** A heading element at the start of a markup value. */
const LEADING_HEADING = /^\s*<h[1-6][^>]*>(.*?)<\/h[1-6]>/is;

/** Property names of an element: "schema:name" and "http://schema.org/name" become "name". */
function propNames(value: string): string[] {
  return value
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => p.replace(/^.*[:/#]/, ""));
}

/** The value an element carries, per the microdata/RDFa rules for meta, img, a, time and data. */
function elementValue($: CheerioAPI, el: Element): string {
  const e = $(el);
  const content = e.attr("content");
  if (content !== undefined) return content;
  switch (el.tagName) {
    case "img":
    case "source":
      return e.attr("src") ?? e.attr("data-src") ?? e.attr("data-lazy-src") ?? "";
    case "a":
    case "link":
      return e.attr("href") ?? e.attr("resource") ?? "";
    case "time":
      return e.attr("datetime") ?? e.text();
    case "data":
    case "meter":
      return e.attr("value") ?? e.text();
    default:
      // Markup: a raw line break in the source is only white space (lines come from <br> and blocks).
      return (e.html() ?? "").replace(/\s+/g, " ");
  }
}

/** Properties that hold the method. */
const METHOD_PROPS = new Set(["recipeInstructions", "instructions"]);

/**
 * The element that holds the method for a method property: the property's own element, or, when
 * that element holds only the method's heading (an accordion toggle reading "Method" whose panel
 * follows it), the element right after it, which is the panel the heading opens.
 */
function methodBlock($: CheerioAPI, el: Element, names: readonly string[]): Element {
  if (!names.some((n) => METHOD_PROPS.has(n)) || el.attribs.content !== undefined) return el;
  const next = $(el).next()[0];
  return next && isListHeading(cleanLine($(el).text())) ? next : el;
}

/** Nearest enclosing element that opens an item, or null for a property outside every item. */
function ownerOf(el: Element, syntax: Syntax): Element | null {
  let owner = el.parent;
  while (owner && !(owner.type === "tag" && (owner as Element).attribs[syntax.scope] !== undefined)) owner = owner.parent;
  return (owner as Element | null) ?? null;
}

/**
 * Builds the item an element opens: each property whose nearest enclosing scope is this element.
 * With root null, reads the properties that sit outside every item: pages whose Recipe element
 * closes early (an unclosed `<span itemscope>`, a `<div>` around the header only) leave their
 * ingredient and step properties there.
 */
function readItem($: CheerioAPI, root: Element | null, syntax: Syntax, depth: number): SchemaNode {
  const node: SchemaNode = {};
  (root ? $(root).find(`[${syntax.prop}]`) : $(`[${syntax.prop}]`))
    .each((_, any) => {
      if (any.type !== "tag") return;
      const el = any as Element;
      if (ownerOf(el, syntax) !== root) return;
      const nested = el.attribs[syntax.scope] !== undefined && depth < 4;
      const names = propNames(el.attribs[syntax.prop] ?? "");
      const value: unknown = nested ? nestedValue($, el, syntax, depth) : elementValue($, methodBlock($, el, names));
      for (const name of names) {
        const prev = node[name];
        node[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
      }
    });
  return node;
}

/** A nested item (HowToStep, ImageObject…) as an object, or its markup when it has no properties. */
function nestedValue($: CheerioAPI, el: Element, syntax: Syntax, depth: number): unknown {
  const item = readItem($, el, syntax, depth + 1);
  return Object.keys(item).length > 0 ? item : elementValue($, el);
}

/** Properties that only a recipe carries: read as a loose Recipe when they stand outside every item. */
const RECIPE_ONLY = ["recipeIngredient", "ingredients", "recipeInstructions"];
/** The loose Recipe's properties: the recipe-only ones and its yield and times (not name, description or image, which mean anything). */
const LOOSE_PROPS = [...RECIPE_ONLY, "recipeYield", "prepTime", "cookTime", "totalTime", "recipeCuisine"];

/**
 * The recipe properties of a page that marks them with itemprop but opens no Recipe item around
 * them (a theme that prints itemprop="recipeIngredient" and itemprop="recipeInstructions" with
 * no itemscope, or whose Recipe element is of another type): the properties outside every item,
 * as one loose Recipe. Only the recipe's own properties are read (see LOOSE_PROPS); a loose
 * "name" may be an author's or a site's, so the title comes from the page as for any page.
 * Null unless an ingredient or method property is among them.
 */
function looseRecipe($: CheerioAPI): SchemaNode | null {
  const orphans = readItem($, null, SYNTAXES[0], 0);
  if (!RECIPE_ONLY.some((k) => orphans[k] !== undefined)) return null;
  return Object.fromEntries(LOOSE_PROPS.filter((k) => orphans[k] !== undefined).map((k) => [k, orphans[k]]));
}

/**
 * Reads a schema.org Recipe written as microdata (itemscope/itemprop) or RDFa (typeof/property)
 * and maps it like JSON-LD. When several Recipe items exist, the one with the most ingredient
 * properties wins; with none, recipe properties outside every item are one loose Recipe (see
 * looseRecipe). Input: loaded page. Output: partial recipe, or null when there is none.
 */
export function recipeFromMicrodata($: CheerioAPI): PartialRecipe | null {
  let best: SchemaNode | null = null;
  let bestSize = -1;
  for (const syntax of SYNTAXES) {
    $(`[${syntax.scope}]`).each((_, any) => {
      if (any.type !== "tag") return;
      const el = any as Element;
      const type = el.attribs[syntax.scope === "itemscope" ? "itemtype" : "typeof"] ?? "";
      if (!syntax.recipe(type)) return;
      const node = readItem($, el, syntax, 0);
      const ing = node.recipeIngredient ?? node.ingredients;
      const size = Array.isArray(ing) ? ing.length : ing ? 1 : 0;
      if (size > bestSize) {
        best = node;
        bestSize = size;
      }
    });
  }
  const recipe: SchemaNode | null = best ?? looseRecipe($);
  if (!recipe) return null;
  if (best) {
    const orphans = readItem($, null, SYNTAXES[0], 0);
    for (const [key, value] of Object.entries(orphans)) if (recipe[key] === undefined) recipe[key] = value;
  }
  // Several recipeInstructions elements are one step each; a single one may hold the whole method,
  // sometimes under its own "Instructions" heading, which is no step.
  if (Array.isArray(recipe.recipeInstructions))
    recipe.recipeInstructions = recipe.recipeInstructions.map((v) => (typeof v === "string" ? { text: cleanLine(v) } : v));
  else if (typeof recipe.recipeInstructions === "string")
    recipe.recipeInstructions = recipe.recipeInstructions.replace(LEADING_HEADING, (all, text: string) => (isListHeading(cleanLine(text)) ? "" : all));
  // A property put on the method's heading or its accordion toggle ("Method") holds no step.
  if (typeof recipe.recipeInstructions === "string" && isListHeading(cleanLine(recipe.recipeInstructions))) delete recipe.recipeInstructions;
  return recipeFromSchemaObject(recipe);
}
