import type { CheerioAPI } from "cheerio";
import { cleanLine } from "./clean-text";
import type { PartialRecipe } from "./types";

/** `<meta>` values by attribute and key ("property og:title"). */
type MetaIndex = Map<string, string>;

/**
 * The page's `<meta>` values in one pass over its meta tags: per attribute and key, the first
 * non-empty value, and (key + " letters") the first holding a letter. Input: loaded page.
 */
function metaIndex($: CheerioAPI): MetaIndex {
  const index: MetaIndex = new Map();
  for (const el of $("meta").toArray()) {
    const content = el.attribs.content?.trim();
    if (!content) continue;
    for (const attr of ["property", "name"]) {
      const key = el.attribs[attr];
      // The first non-empty value per key, and for titles the first with a letter (see metaText).
      if (key !== undefined && !index.has(`${attr} ${key}`)) index.set(`${attr} ${key}`, content);
      if (key !== undefined && !index.has(`${attr} ${key} letters`) && /\p{L}/u.test(content)) index.set(`${attr} ${key} letters`, content);
    }
  }
  return index;
}

/**
 * Content of the first `<meta>` with one of the given keys: `property="…"` (as Open Graph writes
 * it) before `name="…"` of the same key, a key's value before the next key's. With `title` true, a
 * value with no letter ("2", left by a theme in a stray `name="og:title"`) is passed over.
 */
function metaText(index: MetaIndex, title: boolean, keys: readonly string[]): string | null {
  for (const key of keys) {
    for (const attr of ["property", "name"]) {
      const v = index.get(`${attr} ${key}${title ? " letters" : ""}`);
      if (v) return v;
    }
  }
  return null;
}

/**
 * A page title without the site name it often carries ("Best Pancakes | My Blog" → "Best Pancakes"),
 * cut after a " | " separator always (titles use it only before site or section names), after
 * " - ", " – ", ": " and similar only when the tail equals the page's og:site_name.
 */
function withoutSiteName(title: string, site: string | null): string {
  const piped = /^(.*?\S)\s+\|\s+\S.*$/.exec(title);
  if (piped) return piped[1];
  if (!site) return title;
  const m = /^(.*\S)\s+[-–—:·•]\s+(.+)$/.exec(title);
  return m && m[2].toLowerCase() === site.toLowerCase() ? m[1] : title;
}

/** Separators that stand between a page's own title and the site name appended to it. */
const SITE_SEPARATOR = /^\s+[-–—|:·•]{1,2}\s+\S/;
/** A wiki namespace before the title, written "Word:Title" with no space ("Cookbook:Pumpkin Pie"). */
const NAMESPACE = /^\p{Lu}\p{Ll}+:(?=\p{L})/u;

/**
 * The page's own title: when the meta title is an `<h1>` of the page followed by a separator or
 * "Recipe" and more text (see headingWithin), that `<h1>`; else the meta title without its
 * site name (see withoutSiteName). A wiki namespace prefix ("Cookbook:") is removed either way.
 */
function ownTitle($: CheerioAPI, raw: string, site: string | null): string {
  const clean = cleanLine(raw);
  return (headingWithin($, clean, true) ?? withoutSiteName(clean, site)).replace(NAMESPACE, "");
}

/** The word "recipe" (languages of the heading rules) and more text after it: "… Recipe | moist and easy". */
const RECIPE_WORD_AND_MORE = /^\s+(?:recipe|recept|rezept|receta|ricetta|recette|receita)\s+\S/i;

/**
 * The page's `<h1>` when a title is that h1 followed by the word "Recipe" and more text
 * ("Carrot Cake Recipe | moist and easy", "Plum Tart Recipe - (4.5/5)") or, for a
 * title from the page's meta tags (`meta` true), by a site-name separator and more text
 * ("Pumpkin Pie - Wikibooks…"): the words a reader sees as the recipe's name. A structured name
 * that only ends in "Recipe" ("Sesame Noodles Recipe") is the publisher's chosen name and stays.
 * Null when no h1 fits. Input: loaded page, a cleaned title, and whether it came from meta tags.
 */
export function headingWithin($: CheerioAPI, title: string, meta: boolean): string | null {
  const fits = (tail: string): boolean => RECIPE_WORD_AND_MORE.test(tail) || (meta && SITE_SEPARATOR.test(tail));
  return (
    $("h1")
      .toArray()
      .map((el) => cleanLine($(el).text()))
      .find((h) => h.length > 0 && title.startsWith(h) && fits(title.slice(h.length))) ?? null
  );
}

/** A separator and the word "recipe" alone at the end of a title ("Arretjescake – Recept", "Pho | Recipe"). */
const RECIPE_TAG = /^(.*\S)\s+[-–—|:·•]\s*(?:recipe|recept|rezept|receta|ricetta|recette|receita|opskrift|przepis)\s*$/i;

/**
 * A title without a trailing separator and the lone word "Recipe" ("Arretjescake – Recept" →
 * "Arretjescake"): a tag the publisher set after the name, not part of it. "Carrot Cake Recipe",
 * with no separator, is left as written. Input: cleaned title. Output: the title.
 */
export function withoutRecipeTag(title: string): string {
  return RECIPE_TAG.exec(title)?.[1] ?? title;
}

/**
 * Title, description and image from Open Graph and Twitter card meta tags, then the first `<h1>`
 * and `<title>`; the title loses an appended site name and a wiki namespace (see ownTitle).
 * Input: loaded page. Output: partial recipe with those fields (lists absent).
 */
export function recipeFromPageMeta($: CheerioAPI): PartialRecipe {
  const index = metaIndex($);
  const meta = (...keys: string[]): string | null => metaText(index, false, keys);
  const site = meta("og:site_name");
  const raw = metaText(index, true, ["og:title", "twitter:title"]) ?? (cleanLine($("h1").first().text()) || cleanLine($("title").first().text()));
  const images = [meta("og:image:secure_url", "og:image", "og:image:url", "twitter:image", "twitter:image:src"), $('link[rel="image_src"]').attr("href")];
  return {
    title: raw ? ownTitle($, raw, site) : null,
    description: cleanLine(meta("og:description", "description", "twitter:description") ?? "") || null,
    images: images.filter((x): x is string => !!x),
  };
}

/** The page's canonical URL: `<link rel="canonical">`, else og:url; null when neither is present. */
export function canonicalUrl($: CheerioAPI): string | null {
  return $('link[rel="canonical"]').first().attr("href")?.trim() || metaText(metaIndex($), false, ["og:url"]);
}
