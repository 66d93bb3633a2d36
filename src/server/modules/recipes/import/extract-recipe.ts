import { load } from "cheerio";
import { FAST_HTML } from "./clean-text";
import { recipeFromContent } from "./content-recipe";
import { recipeFromHeadings } from "./headings";
import { factsFromLabels } from "./labelled-facts";
import { pageListIsFuller, printedListIsFuller, printedPutsAmountsFirst, printedRestoresAmounts } from "./fuller-list";
import { looksLikeIngredient, withoutAmountDash } from "./ingredient-signs";
import { recipeFromJsonLd } from "./json-ld";
import { recipeFromMicrodata } from "./microdata";
import { canonicalUrl, headingWithin, recipeFromPageMeta, withoutRecipeTag } from "./page-meta";
import { recipeFromPluginMarkup } from "./plugin-markup";
import { printedStepsAreFiner, printedStepsAreFuller, printedStepsGoOn, printedStepsUnderTitles, withoutStepNumbers } from "./steps";
import type { ExtractedRecipe, PartialRecipe } from "./types";
import { servingsOf } from "../../../../shared/domain/recipe-yield";

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

/**
 * Total minutes from the most trusted source that gives either a total or both prep and cook
 * time (its prep + cook when it has no usable total): a Recipe whose totalTime is broken but
 * whose prepTime and cookTime are sound is read before a looser source's printed total. Null
 * when no source has either.
 */
function totalMinutes(sources: readonly PartialRecipe[]): number | null {
  for (const s of sources) {
    if (s.totalMin) return s.totalMin;
    if (s.prepMin && s.cookMin) return s.prepMin + s.cookMin;
  }
  return null;
}

/**
 * Extracts a structured recipe from a recipe page's HTML. Pure: no network, no clock.
 *
 * Sources, most trusted first, merged field by field (a later source only fills what earlier
 * ones lack): schema.org Recipe in JSON-LD; microdata / RDFa Recipe; recipe-card plugin markup
 * (WP Recipe Maker, Tasty Recipes, Mediavine Create, WPZOOM, EasyRecipe, h-recipe); lists, tables
 * and rows under "Ingredients"/"Instructions"-style headings; with no heading either, the block
 * whose lines read most like ingredients (content-recipe.ts), or only the method after it when
 * another source has the ingredients but none has a method; labelled text ("Serves 4",
 * "Total Time: 50 mins") and yield-named elements for yield and total time; Open Graph / Twitter
 * meta and `<h1>`/`<title>`. One exception to "first source wins": structured ingredients that are
 * bare food names, lack lines, lost the start of their amounts or put each amount after its name
 * give way to the page's printed list of the same foods (fuller-list.ts). A dash printed between
 * an amount and its food ("250g - lentils") is dropped (withoutAmountDash).
 *
 * Input: `html` the page source; `pageUrl` the absolute URL it was fetched from (base for relative
 * URLs). Output: the recipe, or null when the page has neither ingredients nor instructions.
 * The image is the page's og:image / twitter:image when it has one (not a logo), else the Recipe's
 * largest declared image, else its first.
 * totalMin is the declared total, else prep + cook, of the most trusted source with either (see
 * totalMinutes), else prep + cook found in any sources, a missing part taken as zero. Never throws on bad markup.
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
  // The lists printed under the page's headings: a source of their own, and evidence against
  // structured copies that lost something (see fuller-list.ts and printedStepsAreFuller).
  const headings = recipeFromHeadings($);
  const printed = { ingredients: headings.ingredients ?? [], steps: headings.instructions ?? [] };
  if (!structured || !pick(sources, "instructions")) add(headings);
  // The content reader: the whole recipe when no source has ingredients; when some source has
  // them but none has a method, only the sentences after the most ingredient-like block.
  if (!pick(sources, "ingredients")) add(recipeFromContent($));
  else if (!pick(sources, "instructions")) add({ instructions: recipeFromContent($)?.instructions });
  const needYield = !pick(sources, "yields");
  const needTotal = !pick(sources, "totalMin") && !(pick(sources, "prepMin") && pick(sources, "cookMin"));
  if (needYield || needTotal) add(factsFromLabels($, { yields: needYield, total: needTotal }));
  const pageMeta = recipeFromPageMeta($);
  add(pageMeta);

  // Better evidence: structured ingredients that name the foods only ("flour") or leave out lines
  // lose to the page's printed list of the same foods with amounts ("1 ½ cups all-purpose flour").
  const fuller =
    structured &&
    (pageListIsFuller(structured, printed.ingredients) ||
      printedListIsFuller(structured, printed.ingredients, looksLikeIngredient) ||
      printedPutsAmountsFirst(structured, printed.ingredients));
  // A structured list whose amounts lost their start ("5 tsp" for the printed "1.5 tsp") gives way too.
  const restored = structured && !fuller ? printedRestoresAmounts(structured, printed.ingredients) : null;
  const ingredients = (fuller ? printed.ingredients : (restored ?? pick(sources, "ingredients") ?? [])).map(withoutAmountDash);
  const steps = pick(sources, "instructions") ?? [];
  const printedWins = printedStepsAreFuller(steps, printed.steps) || printedStepsAreFiner(steps, printed.steps) || printedStepsGoOn(steps, printed.steps);
  const underTitles = printedWins ? null : printedStepsUnderTitles(steps, printed.steps);
  const instructions = withoutStepNumbers(printedWins ? printed.steps : (underTitles ?? steps));
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
  const title = pick(sources, "title");
  return {
    title: title ? withoutRecipeTag(headingWithin($, title, false) ?? title) : "",
    description: pick(sources, "description"),
    ingredients,
    instructions,
    yields,
    servings: servingsOf(yields),
    prepMin,
    cookMin,
    // One declared part only (a no-cook salsa with a prep time): that part, the other taken as zero.
    totalMin: totalMinutes(sources) ?? (prepMin !== null || cookMin !== null ? (prepMin ?? 0) + (cookMin ?? 0) : null),
    imageUrl: image ?? null,
    sourceUrl: (canonical && absoluteUrl(canonical, pageUrl)) || pageUrl,
    cuisineTag: pick(sources, "cuisineTag"),
  };
}
