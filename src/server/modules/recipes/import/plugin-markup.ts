import type { CheerioAPI } from "cheerio";
import { cleanLine, cleanList, splitLines } from "./clean-text";
import { durationToMinutes } from "../../../../shared/domain/recipe-duration";
import type { PartialRecipe } from "./types";

/** CSS selectors of one recipe-card plugin's markup; every field is optional. */
interface CardMarkup {
  root: string;
  title?: string;
  description?: string;
  ingredient: string;
  /** Step elements; when none match, the `instructionsBlock` text is split into lines. */
  instruction: string;
  instructionsBlock?: string;
  yield?: string;
  total?: string;
  prep?: string;
  cook?: string;
  image?: string;
  cuisine?: string;
}

/**
 * Class names of the recipe-card plugins most food blogs use, read from their public front-end
 * markup: WP Recipe Maker (`wprm-`), Tasty Recipes (`tasty-recipes-`), Mediavine Create
 * (`mv-create-`), WPZOOM Recipe Card, EasyRecipe (`ERS`), and the h-recipe microformat
 * (http://microformats.org/wiki/h-recipe).
 */
const CARDS: readonly CardMarkup[] = [
  {
    root: ".wprm-recipe-container, .wprm-recipe",
    title: ".wprm-recipe-name",
    description: ".wprm-recipe-summary",
    ingredient: ".wprm-recipe-ingredient",
    instruction: ".wprm-recipe-instruction-text",
    yield: ".wprm-recipe-servings-container, .wprm-recipe-servings",
    total: ".wprm-recipe-total_time-container, .wprm-recipe-total-time-container",
    prep: ".wprm-recipe-prep_time-container, .wprm-recipe-prep-time-container",
    cook: ".wprm-recipe-cook_time-container, .wprm-recipe-cook-time-container",
    image: ".wprm-recipe-image img",
    cuisine: ".wprm-recipe-cuisine",
  },
  {
    root: ".tasty-recipes",
    title: ".tasty-recipes-title",
    description: ".tasty-recipes-description",
    ingredient: ".tasty-recipes-ingredients li",
    instruction: ".tasty-recipes-instructions li",
    instructionsBlock: ".tasty-recipes-instructions",
    yield: ".tasty-recipes-yield",
    total: ".tasty-recipes-total-time",
    prep: ".tasty-recipes-prep-time",
    cook: ".tasty-recipes-cook-time",
    image: ".tasty-recipes-image img",
    cuisine: ".tasty-recipes-cuisine",
  },
  {
    root: ".mv-create-card, .mv-create-wrapper",
    title: ".mv-create-title",
    description: ".mv-create-description",
    ingredient: ".mv-create-ingredients li",
    instruction: ".mv-create-instructions li",
    instructionsBlock: ".mv-create-instructions",
    yield: ".mv-create-yield",
    total: ".mv-create-time-total .mv-create-time-format, .mv-create-time-total",
    prep: ".mv-create-time-prep .mv-create-time-format, .mv-create-time-prep",
    cook: ".mv-create-time-active .mv-create-time-format, .mv-create-time-active",
    image: ".mv-create-image",
  },
  {
    root: ".wp-block-wpzoom-recipe-card-block-recipe-card",
    title: ".recipe-card-title",
    ingredient: ".ingredients-list li.ingredient-item",
    instruction: ".directions-list li.direction-step",
    yield: ".detail-item-servings, .recipe-card-details .detail-item-0",
    image: ".recipe-card-image img",
  },
  {
    root: ".easyrecipe",
    title: ".ERSName",
    ingredient: ".ERSIngredients li.ingredient",
    instruction: ".ERSInstructions li.instruction",
    yield: ".ERSServes, [class*='yield']",
    total: ".ERSTime time[itemprop='totalTime'], .ERSTimeItem:last-child",
    image: ".ERSImage img",
  },
  {
    root: ".h-recipe",
    title: ".p-name",
    description: ".p-summary",
    ingredient: ".p-ingredient",
    instruction: ".e-instructions li",
    instructionsBlock: ".e-instructions",
    yield: ".p-yield",
    total: ".dt-duration",
    image: ".u-photo",
  },
];

/** Image URL of an element (img src or lazy-load attributes, or any element's data-src/src/href). */
export function imageOf(el: ReturnType<CheerioAPI>): string | null {
  for (const attr of ["data-lazy-src", "data-src", "src", "href", "content"]) {
    const v = el.attr(attr);
    if (v && !v.startsWith("data:")) return v.trim();
  }
  const set = el.attr("data-lazy-srcset") ?? el.attr("srcset");
  return set ? (set.split(",")[0]?.trim().split(/\s+/)[0] ?? null) : null;
}

/** The yield text of a card, without the "Yield:"/"Servings:" label or scaling buttons ("1x 2x 3x"). */
function yieldText(raw: string): string | null {
  const t = cleanLine(raw)
    .replace(/^(yields?|servings?|serves|makes|portions?)\s*:?\s*/i, "")
    .replace(/\s*\b\d+x\b/g, "")
    .trim();
  return /\d/.test(t) ? t : null;
}

/**
 * Reads the first recipe card of a known plugin on the page (see CARDS for the markup covered).
 * Input: loaded page. Output: partial recipe, or null when no card with ingredients is found.
 */
export function recipeFromPluginMarkup($: CheerioAPI): PartialRecipe | null {
  for (const card of CARDS) {
    const root = $(card.root).first();
    if (root.length === 0) continue;
    const ingredients = cleanList(root.find(card.ingredient).toArray().map((el) => $(el).text()));
    if (ingredients.length === 0) continue;
    let instructions = cleanList(root.find(card.instruction).toArray().map((el) => $(el).html() ?? ""));
    if (instructions.length === 0 && card.instructionsBlock)
      instructions = splitLines(root.find(card.instructionsBlock).first().html() ?? "");
    const first = (sel?: string): string | null => (sel ? cleanLine(root.find(sel).first().text()) || null : null);
    const minutes = (sel?: string): number | null => durationToMinutes(first(sel) ?? undefined);
    const img = card.image ? root.find(card.image).first() : null;
    return {
      title: first(card.title),
      description: first(card.description),
      ingredients,
      instructions,
      yields: card.yield ? yieldText(root.find(card.yield).first().text()) : null,
      totalMin: minutes(card.total),
      prepMin: minutes(card.prep),
      cookMin: minutes(card.cook),
      images: img && img.length ? [imageOf(img)].filter((x): x is string => !!x) : [],
      cuisineTag: first(card.cuisine),
    };
  }
  return null;
}
