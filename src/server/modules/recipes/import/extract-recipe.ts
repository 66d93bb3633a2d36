import { load } from "cheerio";
import { FAST_HTML } from "./clean-text";
import { recipeFromContent } from "./content-recipe";
import { recipeFromHeadings } from "./headings";
import { factsFromLabels } from "./labelled-facts";
import { isBareList, pageListIsFuller } from "./fuller-list";
import { recipeFromJsonLd } from "./json-ld";
import { recipeFromMicrodata } from "./microdata";
import { canonicalUrl, recipeFromPageMeta } from "./page-meta";
import { recipeFromPluginMarkup } from "./plugin-markup";
import type { ExtractedRecipe, PartialRecipe } from "./types";

/** Resolves a possibly relative URL against the page URL; null when it is not http(s). */
function absoluteUrl(url: string, base: string): string | null {
  try {
    const u = URL.canParse(url.trim()) ? new URL(url.trim()) : new URL(url.trim(), base);
    return u.protocol === "http:" || u.protocol === "https:" ? u.href : null;
  } catch {
    return null;
  }
}

/** First value among the sources that is set (non-empty string, non-empty list, positive number). */
function pick<K extends keyof PartialRecipe>(sources: readonly PartialRecipe[], key: K): NonNullable<PartialRecipe[K]> | null {
  for (const s of sources) {
    const v = s[key];
    if (v === null || v === undefined) continue;
    if ((typeof v === "string" || Array.isArray(v)) && v.length === 0) continue;
    return v as NonNullable<PartialRecipe[K]>;
  }
  return null;
}

/** First number in a yield text ("4-6 servings" → 4, "1½ dozen" → 1); null without digits. */
export function firstNumber(text: string | null): number | null {
  const m = text ? /\d+(?:[.,]\d+)?/.exec(text) : null;
  return m ? Number(m[0].replace(",", ".")) : null;
}

/**
 * Extracts a structured recipe from a recipe page's HTML. Pure: no network, no clock.
 *
 * Sources, most trusted first, merged field by field (a later source only fills what earlier
 * ones lack): schema.org Recipe in JSON-LD; microdata / RDFa Recipe; recipe-card plugin markup
 * (WP Recipe Maker, Tasty Recipes, Mediavine Create, WPZOOM, EasyRecipe, h-recipe); lists, tables
 * and rows under "Ingredients"/"Instructions"-style headings; with no heading either, the block
 * whose lines read most like ingredients (content-recipe.ts); labelled text ("Serves 4",
 * "Total Time: 50 mins") and yield-named elements for yield and total time; Open Graph / Twitter
 * meta and `<h1>`/`<title>`. One exception to "first source wins": structured ingredients that are
 * bare food names give way to the page's printed list of the same foods with amounts (fuller-list.ts).
 *
 * Input: `html` the page source; `pageUrl` the absolute URL it was fetched from (base for relative
 * URLs). Output: the recipe, or null when the page has neither ingredients nor instructions.
 * The image is the page's og:image / twitter:image when it has one (not a logo), else the Recipe's
 * largest declared image, else its first.
 * totalMin is the declared total, else prep + cook when both are known. Never throws on bad markup.
 */
export function extractRecipe(html: string, pageUrl: string): ExtractedRecipe | null {
  const $ = load(html, FAST_HTML);
  const sources: PartialRecipe[] = [];
  const add = (p: PartialRecipe | null): void => {
    if (p) sources.push(p);
  };
  add(recipeFromJsonLd($));
  add(recipeFromMicrodata($));
  add(recipeFromPluginMarkup($));
  const structured = pick(sources, "ingredients");
  let headings: PartialRecipe | null = null;
  if (!structured || !pick(sources, "instructions")) add((headings = recipeFromHeadings($)));
  if (!pick(sources, "ingredients")) add(recipeFromContent($));
  const needYield = !pick(sources, "yields");
  const needTotal = !pick(sources, "totalMin") && !(pick(sources, "prepMin") && pick(sources, "cookMin"));
  if (needYield || needTotal) add(factsFromLabels($, { yields: needYield, total: needTotal }));
  const pageMeta = recipeFromPageMeta($);
  add(pageMeta);

  let ingredients = pick(sources, "ingredients") ?? [];
  // Better evidence: structured data that names the foods only ("flour") loses to the page's own
  // list of the same foods with amounts ("1 ½ cups all-purpose flour").
  if (structured && isBareList(structured)) {
    const printed = (headings ?? recipeFromHeadings($)).ingredients ?? [];
    if (pageListIsFuller(structured, printed)) ingredients = printed;
  }
  const instructions = pick(sources, "instructions") ?? [];
  if (ingredients.length === 0 && instructions.length === 0) return null;

  const prepMin = pick(sources, "prepMin");
  const cookMin = pick(sources, "cookMin");
  const yields = pick(sources, "yields");
  // The page's own share image (og:image) first: publishers point it at the full-size hero photo,
  // while Recipe image lists often start with square or 4:3 crops made for search cards.
  const image = [...(pageMeta.images ?? []), ...sources.flatMap((s) => s.images ?? [])]
    .map((u) => absoluteUrl(u, pageUrl))
    .find((u) => u !== null && !/\blogo\b/i.test(u));
  const canonical = canonicalUrl($);
  return {
    title: pick(sources, "title") ?? "",
    description: pick(sources, "description"),
    ingredients,
    instructions,
    yields,
    servings: firstNumber(yields),
    prepMin,
    cookMin,
    totalMin: pick(sources, "totalMin") ?? (prepMin !== null && cookMin !== null ? prepMin + cookMin : null),
    imageUrl: image ?? null,
    sourceUrl: (canonical && absoluteUrl(canonical, pageUrl)) || pageUrl,
    cuisineTag: pick(sources, "cuisineTag"),
  };
}
