import type { Recipe } from "../../../../shared/schemas/recipes";

/**
 * Total time in minutes: prepMin plus cookMin (either may be missing). Output: null when both
 * are missing or the sum is 0 (nothing to show).
 */
export function totalMinutes(recipe: Pick<Recipe, "prepMin" | "cookMin">): number | null {
  if (recipe.prepMin == null && recipe.cookMin == null) return null;
  const total = (recipe.prepMin ?? 0) + (recipe.cookMin ?? 0);
  return total > 0 ? total : null;
}

/** Minutes as a short duration: 45 → "45 min", 60 → "1 h", 135 → "2 h 15 min". */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return rest ? `${h} h ${rest} min` : `${h} h`;
}

/** The host of a source link for display ("www.example.com/x" → "example.com"), or null when it is not a URL. */
export function sourceHost(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
}
