/**
 * Open Food Facts product JSON (API v2, https://openfoodfacts.github.io/openfoodfacts-server/api/)
 * → the product details we keep. Pure functions; the request itself is in product-database.ts.
 */
import { categoryFor } from "../../../shared/food/match";
import { ALLERGIES, type PantryCategory } from "../../../shared/food/types";
import type { LookedUpProduct } from "../../../shared/schemas/products";
import { ownValue } from "../../../shared/own-key";

/** The fields we ask Open Food Facts for (the `fields` query parameter). */
export const OFF_FIELDS = [
  "product_name",
  "product_name_en",
  "generic_name",
  "brands",
  "categories_tags",
  "image_front_url",
  "image_url",
  "quantity",
  "allergens_tags",
  "nutriments",
].join(",");

/** Product details from a product database, before they become a household product. */
export interface CatalogProduct {
  /** At most 120 characters (the POST /api/products name limit). */
  name: string;
  brand: string | null;
  category: PantryCategory;
  /** The database's image URL; kept in the instance table, not shown (CSP img-src 'self'). */
  imageUrl: string | null;
  quantity: string | null;
  allergens: string[];
  nutrition: LookedUpProduct["nutritionPer100g"];
}

/** OFF allergen tags → SPEC §9 allergy names (OFF taxonomy: static.openfoodfacts.org/data/taxonomies/allergens.txt). */
const ALLERGEN_TAGS: Record<string, (typeof ALLERGIES)[number]> = {
  "en:gluten": "Gluten/Wheat",
  "en:milk": "Dairy/Lactose",
  "en:eggs": "Eggs",
  "en:nuts": "Tree nuts",
  "en:peanuts": "Peanuts",
  "en:soybeans": "Soy",
  "en:sesame-seeds": "Sesame",
  "en:fish": "Fish",
  "en:crustaceans": "Shellfish",
  "en:molluscs": "Shellfish",
};

/**
 * OFF category tags → SPEC §3 pantry category, first rule that matches wins. Exact tags only:
 * OFF's hierarchy puts e.g. pasta under "en:plant-based-foods-and-beverages", which must not
 * read as a beverage.
 */
const CATEGORY_TAG_RULES: [readonly string[], PantryCategory][] = [
  [["en:frozen-foods", "en:ice-creams", "en:frozen-desserts"], "frozen"],
  [["en:canned-foods"], "pantry"],
  [["en:dairies", "en:milks", "en:cheeses", "en:yogurts", "en:eggs", "en:butters"], "dairy"],
  [["en:meats", "en:poultries", "en:fishes", "en:seafood", "en:prepared-meats"], "meat"],
  [["en:beverages"], "beverages"],
  [["en:snacks", "en:sweet-snacks", "en:salty-snacks"], "snacks"],
  [["en:fresh-fruits", "en:fresh-vegetables", "en:fruits", "en:vegetables"], "produce"],
];

const text = (v: unknown, max: number): string | null => {
  if (typeof v !== "string") return null;
  const s = v.replace(/\s+/g, " ").trim();
  return s === "" ? null : s.slice(0, max);
};

const num = (v: unknown): number | null => {
  const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : NaN;
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : null;
};

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);

/**
 * The pantry category of a database product: a frozen/canned/… OFF category tag (see
 * CATEGORY_TAG_RULES) first, then the food knowledge base on the name (categoryFor), and
 * "pantry" when neither knows (a product in a food database is a packaged food).
 */
export function catalogCategory(name: string, categoryTags: readonly string[]): PantryCategory {
  const tags = new Set(categoryTags.map((t) => t.toLowerCase()));
  for (const [ruleTags, category] of CATEGORY_TAG_RULES) if (ruleTags.some((t) => tags.has(t))) return category;
  const byName = categoryFor(name) as PantryCategory;
  return byName === "other" ? "pantry" : byName;
}

/** SPEC §9 allergy names for OFF allergen tags, in SPEC order, without repeats. */
export function catalogAllergens(allergenTags: readonly string[]): string[] {
  const found = new Set(allergenTags.map((t) => ownValue(ALLERGEN_TAGS, t.toLowerCase())).filter(Boolean));
  return ALLERGIES.filter((a) => found.has(a));
}

/**
 * Map OFF's `product` object. Output null when it has no usable name (treated as unknown).
 * Name: product_name_en, else product_name, else generic_name; brand: the first of `brands`;
 * nutrition per 100 g from `nutriments` (energy-kcal_100g, proteins_100g, fat_100g,
 * carbohydrates_100g, sugars_100g, fiber_100g, salt_100g), null when none is given.
 */
export function mapOffProduct(product: unknown): CatalogProduct | null {
  if (!product || typeof product !== "object") return null;
  const p = product as Record<string, unknown>;
  const name = text(p.product_name_en, 120) ?? text(p.product_name, 120) ?? text(p.generic_name, 120);
  if (!name) return null;
  const brand = text(typeof p.brands === "string" ? p.brands.split(",")[0] : null, 80);
  const n = (p.nutriments && typeof p.nutriments === "object" ? p.nutriments : {}) as Record<string, unknown>;
  const nutrition = {
    energyKcal: num(n["energy-kcal_100g"]),
    proteinG: num(n.proteins_100g),
    fatG: num(n.fat_100g),
    carbsG: num(n.carbohydrates_100g),
    sugarsG: num(n.sugars_100g),
    fiberG: num(n.fiber_100g),
    saltG: num(n.salt_100g),
  };
  const image = text(p.image_front_url, 500) ?? text(p.image_url, 500);
  return {
    name,
    brand,
    category: catalogCategory(name, strings(p.categories_tags)),
    imageUrl: image && /^https?:\/\//i.test(image) ? image : null,
    quantity: text(p.quantity, 60),
    allergens: catalogAllergens(strings(p.allergens_tags)),
    nutrition: Object.values(nutrition).some((v) => v !== null) ? nutrition : null,
  };
}
