import { compareByExpiry, expiryStatus } from "../../../../shared/domain/expiry-status";
import type { PantryItem } from "../../../../shared/schemas/pantry";

/** Sort orders of the pantry list; expiry first is the default (use what goes off first). */
export const PANTRY_SORTS = [
  { value: "expiry", label: "Expiry soonest" },
  { value: "name", label: "Name" },
  { value: "recent", label: "Recently added" },
] as const;
export type PantrySort = (typeof PANTRY_SORTS)[number]["value"];

export interface PantryFilters {
  /** Free text matched against name, brand and category (case-insensitive, every word must match). */
  query: string;
  /** A SPEC §3 category, or "all". */
  category: string;
  sort: PantrySort;
}

export const DEFAULT_FILTERS: PantryFilters = { query: "", category: "all", sort: "expiry" };

export interface PantryView {
  /** Sample items that pass the filters, in the server's order (they always come first). */
  samples: PantryItem[];
  /** The household's own items that pass the filters, sorted. */
  real: PantryItem[];
  /** How many of the household's own items there are before filtering. */
  realTotal: number;
}

/** Built once (localeCompare with options builds a collator per call). */
const NAME_COLLATOR = new Intl.Collator("en", { sensitivity: "base" });
const byName = (a: PantryItem, b: PantryItem) => NAME_COLLATOR.compare(a.product.name, b.product.name);

/** True when every word of `query` is found in the item's name, brand or category. */
export function matchesQuery(item: PantryItem, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [item.product.name, item.product.brand ?? "", item.product.category].join(" ").toLowerCase();
  return words.every((w) => haystack.includes(w));
}

/**
 * Filters and sorts the list GET /api/pantry answered (samples first, then own items oldest
 * first). Expiry: soonest best-before first, undated last, ties by name. Name: A–Z.
 * Recently added: newest own item first.
 */
export function pantryView(items: readonly PantryItem[], filters: PantryFilters): PantryView {
  const keep = (i: PantryItem) =>
    (filters.category === "all" || i.product.category === filters.category) && matchesQuery(i, filters.query.trim());
  const samples = items.filter((i) => i.source === "sample");
  const own = items.filter((i) => i.source !== "sample");
  const real = own.filter(keep);
  if (filters.sort === "name") real.sort(byName);
  else if (filters.sort === "recent") real.reverse();
  else real.sort((a, b) => compareByExpiry(a, b) || byName(a, b));
  return { samples: samples.filter(keep), real, realTotal: own.length };
}

/** How many own items are expired or to be used soon, for the summary under the heading. */
export function expiryCounts(items: readonly PantryItem[], today: string): { expired: number; useSoon: number } {
  let expired = 0;
  let useSoon = 0;
  for (const item of items) {
    if (item.source === "sample") continue;
    const status = expiryStatus(item.expiresOn, today);
    if (status === "expired") expired++;
    else if (status === "use-soon") useSoon++;
  }
  return { expired, useSoon };
}

/** How many of each category the list holds (for the category filter). */
export function categoryCounts(items: readonly PantryItem[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.product.category, (counts.get(item.product.category) ?? 0) + 1);
  return counts;
}
