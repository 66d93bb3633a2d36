/**
 * The structured recipe that `extractRecipe` returns for one web page.
 * Times are whole minutes; URLs are absolute; text fields are plain text (no tags, entities decoded).
 */
export interface ExtractedRecipe {
  title: string;
  description: string | null;
  /** One cleaned ingredient line each, in page order. */
  ingredients: string[];
  /** One step each, in page order. */
  instructions: string[];
  /** The yield as printed, e.g. "4 servings", "12 muffins". */
  yields: string | null;
  /** First number of the yield ("4-6 servings" → 4). */
  servings: number | null;
  prepMin: number | null;
  cookMin: number | null;
  /** Total time; prep + cook when the page gives both but no total. */
  totalMin: number | null;
  imageUrl: string | null;
  /** The page's canonical URL when it declares one, else the URL it was fetched from. */
  sourceUrl: string;
  cuisineTag: string | null;
}

/**
 * What one source (JSON-LD, microdata, plugin markup…) found. Every field may be missing; the
 * extractor merges several partial recipes field by field in order of trust.
 */
export interface PartialRecipe {
  title?: string | null;
  description?: string | null;
  ingredients?: string[];
  instructions?: string[];
  yields?: string | null;
  prepMin?: number | null;
  cookMin?: number | null;
  totalMin?: number | null;
  /** Candidate image URLs, best first (may be relative). */
  images?: string[];
  cuisineTag?: string | null;
}
