import type { CheerioAPI } from "cheerio";
import { cleanLine } from "./clean-text";
import type { PartialRecipe } from "./types";

/** Content of the first `<meta>` with one of the given property/name values. */
function meta($: CheerioAPI, ...keys: string[]): string | null {
  for (const key of keys) {
    const v = $(`meta[property="${key}"], meta[name="${key}"]`).first().attr("content");
    if (v && v.trim()) return v.trim();
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

/**
 * Title, description and image from Open Graph and Twitter card meta tags, then the first `<h1>`
 * and `<title>`. Input: loaded page. Output: partial recipe with those fields (lists absent).
 */
export function recipeFromPageMeta($: CheerioAPI): PartialRecipe {
  const site = meta($, "og:site_name");
  const raw = meta($, "og:title", "twitter:title") ?? (cleanLine($("h1").first().text()) || cleanLine($("title").first().text()));
  const images = [meta($, "og:image:secure_url", "og:image", "og:image:url", "twitter:image", "twitter:image:src"), $('link[rel="image_src"]').attr("href")];
  return {
    title: raw ? withoutSiteName(cleanLine(raw), site) : null,
    description: cleanLine(meta($, "og:description", "description", "twitter:description") ?? "") || null,
    images: images.filter((x): x is string => !!x),
  };
}

/** The page's canonical URL: `<link rel="canonical">`, else og:url; null when neither is present. */
export function canonicalUrl($: CheerioAPI): string | null {
  return $('link[rel="canonical"]').first().attr("href")?.trim() || meta($, "og:url");
}
