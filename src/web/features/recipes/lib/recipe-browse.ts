import { MEAL_TYPES, type MealType } from "../../../../shared/schemas/common";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { tagKey } from "../../../../shared/domain/recipe-tags";
import { filterRecipes } from "./recipe-search";
import { formatMinutes, totalMinutes } from "./recipe-meta";

/**
 * Browsing the Recipes screen (issue 23 item 4): filters by tag, meal type, total time, pantry
 * match and "not cooked lately", search, and sorts — all kept in the address (?q=&tag=&meal=&time=
 * &match=&fresh=1&sort=) so they survive reload and back. The list is the household's whole
 * ranked list (GET /api/recipes/personalized, not paged), so it is filtered here, as you type.
 */

/** Total time choices, minutes ("≤ 15 min"). */
export const TIME_LIMITS = [15, 30, 60] as const;
/** Pantry match choices, percent ("≥ 50%"). */
export const MATCH_LEVELS = [50, 80, 100] as const;
/** "Not cooked lately": not cooked in this many days. */
export const NOT_COOKED_DAYS = 14;
export const SORTS = ["best", "rating", "cooked", "newest"] as const;
export type RecipeSort = (typeof SORTS)[number];
export const SORT_LABELS: Record<RecipeSort, string> = { best: "Best match", rating: "Rating", cooked: "Last cooked", newest: "Newest" };

export interface RecipeBrowse {
  q: string;
  tag: string | null;
  meal: MealType | null;
  time: (typeof TIME_LIMITS)[number] | null;
  match: (typeof MATCH_LEVELS)[number] | null;
  /** Only recipes not cooked in the last NOT_COOKED_DAYS days. */
  fresh: boolean;
  sort: RecipeSort;
}

export const NO_BROWSE: RecipeBrowse = { q: "", tag: null, meal: null, time: null, match: null, fresh: false, sort: "best" };

const oneOf = <T extends string | number>(list: readonly T[], value: string | null): T | null =>
  list.find((x) => String(x) === value) ?? null;

/** The browse state in an address's query (`location.search`); unknown or bad values count as unset. */
export function readBrowse(search: string): RecipeBrowse {
  const p = new URLSearchParams(search);
  return {
    q: p.get("q") ?? "",
    tag: p.get("tag")?.trim() || null,
    meal: oneOf(MEAL_TYPES, p.get("meal")),
    time: oneOf(TIME_LIMITS, p.get("time")),
    match: oneOf(MATCH_LEVELS, p.get("match")),
    fresh: p.get("fresh") === "1",
    sort: oneOf(SORTS, p.get("sort")) ?? "best",
  };
}

/**
 * The query string for `browse`, keeping the other parameters of `search` (e.g. ?open=) and
 * leaving out unset values. Output: "" or "?…".
 */
export function writeBrowse(search: string, browse: RecipeBrowse): string {
  const p = new URLSearchParams(search);
  const set = (key: string, value: string | null) => (value ? p.set(key, value) : p.delete(key));
  set("q", browse.q || null);
  set("tag", browse.tag);
  set("meal", browse.meal);
  set("time", browse.time ? String(browse.time) : null);
  set("match", browse.match ? String(browse.match) : null);
  set("fresh", browse.fresh ? "1" : null);
  set("sort", browse.sort === "best" ? null : browse.sort);
  const text = p.toString();
  return text ? `?${text}` : "";
}

/** Whether any filter (not the sort) is set. */
export function isFiltered(b: RecipeBrowse): boolean {
  return Boolean(b.q.trim() || b.tag || b.meal || b.time || b.match || b.fresh);
}

/** The set filters in words, for "Try loosening: …" ("tag “soup”", "≤ 30 min"). */
export function filterNames(b: RecipeBrowse): string[] {
  return [
    b.q.trim() && `search “${b.q.trim()}”`,
    b.tag && `tag “${b.tag}”`,
    b.meal && b.meal,
    b.time && `≤ ${b.time} min`,
    b.match && (b.match === 100 ? "100% in pantry" : `≥ ${b.match}% in pantry`),
    b.fresh && "not cooked lately",
  ].filter((x): x is string => Boolean(x));
}

/** A recipe's total time in minutes: the time its source states, else prep plus cook; null when unknown. */
export function recipeTotal(r: Pick<Recipe, "totalMin" | "prepMin" | "cookMin">): number | null {
  return r.totalMin ?? totalMinutes(r);
}

/** Every tag of the recipes, once each ignoring case (the first spelling met), in alphabetical order. */
export function allTags(recipes: readonly Pick<Recipe, "tags">[]): string[] {
  const seen = new Map<string, string>();
  for (const r of recipes) for (const t of r.tags ?? []) if (!seen.has(tagKey(t))) seen.set(tagKey(t), t);
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The recipes `browse` keeps, in its order. Rules: search (title, cuisine, tags, ingredient names
 * and lines; every word); tag (ignoring case); meal type; total time at most the limit (unknown
 * times are left out); pantry match at least the level; "not cooked lately" = never cooked or last
 * cooked more than NOT_COOKED_DAYS days before `today`. Sorts: best (the server's ranking, as
 * given), rating (highest first, unrated last), last cooked (most recent first, never last),
 * newest (added most recently first). Ties keep the given order.
 * @param today the reference day for "lately" (tests pass a fixed one)
 */
export function browseRecipes<T extends Recipe>(recipes: readonly T[], b: RecipeBrowse, today = new Date()): T[] {
  const since = today.getTime() - NOT_COOKED_DAYS * DAY_MS;
  const kept = filterRecipes(recipes, b.q).filter((r) => {
    if (b.tag && !(r.tags ?? []).some((t) => tagKey(t) === tagKey(b.tag!))) return false;
    if (b.meal && r.mealType !== b.meal) return false;
    const total = recipeTotal(r);
    if (b.time && (total === null || total > b.time)) return false;
    if (b.match && (r.pantryMatch ?? 0) < b.match) return false;
    if (b.fresh && r.lastCooked && Date.parse(`${r.lastCooked}T23:59:59Z`) >= since) return false;
    return true;
  });
  const by = (key: (r: T) => number | null) =>
    kept
      .map((r, i) => ({ r, i, k: key(r) }))
      .sort((x, y) => (y.k ?? -Infinity) - (x.k ?? -Infinity) || x.i - y.i)
      .map((x) => x.r);
  if (b.sort === "rating") return by((r) => r.rating ?? null);
  if (b.sort === "cooked") return by((r) => (r.lastCooked ? Date.parse(r.lastCooked) : null));
  if (b.sort === "newest") return by((r) => (r.createdAt ? Date.parse(r.createdAt) : null));
  return kept;
}

/** "≤ 30 min" for a time choice. */
export const timeLabel = (minutes: number) => `≤ ${formatMinutes(minutes)}`;
