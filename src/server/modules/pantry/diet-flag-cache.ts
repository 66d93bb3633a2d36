/**
 * GET /api/pantry shows each item's SPEC §5 diet flags for the caller's preferences and
 * allergies (shared/domain/diet.ts relevantDietFlags), which parses the item's name with the food
 * knowledge base. Names and settings repeat on every read, so the answers are kept in memory:
 * keyed by name and settings, they never go stale (the knowledge base is fixed for the process's life).
 */
import { relevantDietFlags } from "../../../shared/domain/diet";

/** Entries kept (least recently used dropped first): 20,000 names × settings ≈ a few MB. */
export const DIET_FLAG_CACHE_SIZE = 20_000;

const cache = new Map<string, readonly string[]>();

/**
 * relevantDietFlags(name, dietaryPrefs, allergies), from memory when asked before.
 * Output: a new array the caller may keep or change.
 */
export function cachedDietFlags(name: string, dietaryPrefs: readonly string[], allergies: readonly string[]): string[] {
  if (dietaryPrefs.length === 0 && allergies.length === 0) return [];
  const key = `${name}\u0001${dietaryPrefs.join("\u0000")}\u0001${allergies.join("\u0000")}`;
  let flags = cache.get(key);
  if (flags) cache.delete(key);
  else {
    flags = relevantDietFlags(name, dietaryPrefs, allergies);
    if (cache.size >= DIET_FLAG_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, flags);
  return [...flags];
}
