/**
 * Variety between consecutive idea sets (issue 22 item 8: "Regenerate" brings at least 4 of 6
 * new dishes, and no dish is in more than half of ten consecutive sets for the same pantry).
 *
 * A dish has two identities, and matching either one means "shown before": its key, the recipe
 * family and main ingredient ("frittata/egg": a spinach frittata after a pea one is no new
 * dish), and its title as the household read it, normalised (titleKey: two salads both called
 * "Salmon Salad with Avocado & Cheddar" are one dish even when their leaves differ). The sets
 * shown before come in as `RecentSets`, most recent first (the server keeps the last
 * MEMORY_SETS per household; ideas written by a model carry their title key as key).
 */
import type { ShownDish } from "../../kernel/ports/ai-provider";
import type { Fill } from "./slot-fill";

/** Dishes of earlier sets, most recent first (index 0 = the set on screen before this one). */
export type RecentSets = readonly (readonly ShownDish[])[];

/** How many earlier sets count: nine, so the new set closes a window of ten consecutive sets. */
export const MEMORY_SETS = 9;
/** At most this many dishes of the set just shown come back (so ≥ 4 of 6 are new). */
export const MAX_KEPT_FROM_LAST = 2;
/** A dish may be in at most this many of ten consecutive sets ("no more than half"). */
export const MAX_SETS_PER_WINDOW = 5;

/**
 * Ranking points a dish loses for each earlier set it was in, by how many sets ago (index 0 = the
 * set just shown). Large enough that a dish scoring 40–50 points above the rest (a 100 % match
 * against 60 % ones) still comes back only every third set or so; small enough that on the
 * next-but-one regenerate the best pantry matches return before weak ones. Tuned on the
 * households of test/server/fixtures/local-ai-quality.ts and half A of bench/ideas/variety.ts.
 */
const SHOWN_PENALTY = [60, 40, 30, 25, 20, 20, 15, 15, 15];

/** Id of the dish's first defining food (its "main ingredient"), or undefined when none is chosen. */
export function mainFood(fill: Fill): string | undefined {
  for (const slot of fill.cf.slots) {
    if (!slot.spec.defining) continue;
    const first = fill.chosen.get(slot.spec.key)?.[0];
    if (first) return first.food.id;
  }
  return undefined;
}

/** The dish identity of a fill: "family-id/main-food-id" ("family-id/" when no main is chosen). */
export function dishKey(fill: Fill): string {
  return `${fill.cf.family.id}/${mainFood(fill) ?? ""}`;
}

/**
 * A title as an identity: Unicode NFKD without accents, lower case, "&" read as "and", every run
 * of other non-letters and non-digits one space. "Pea & Cheddar Frittata" → "pea and cheddar
 * frittata"; works for any script (a model may write titles in the household's language).
 */
export function titleKey(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Earlier sets prepared for lookups: per set, its dish keys and title keys. */
export interface ShownIndex {
  sets: ReadonlyArray<{ keys: ReadonlySet<string>; titles: ReadonlySet<string> }>;
}

/** Indexes the first MEMORY_SETS sets of `recent` (titles normalised once, with titleKey). */
export function indexShown(recent: RecentSets): ShownIndex {
  return {
    sets: recent.slice(0, MEMORY_SETS).map((set) => ({
      keys: new Set(set.map((d) => d.key)),
      titles: new Set(set.map((d) => titleKey(d.title))),
    })),
  };
}

/** Where a dish stands against the earlier sets. */
export interface DishHistory {
  /** In the set shown just before this one. */
  inLast: boolean;
  /** Already in MAX_SETS_PER_WINDOW of the last MEMORY_SETS sets: one more would break the window rule. */
  capped: boolean;
  /** Ranking points to subtract (SHOWN_PENALTY summed over the sets it was in). */
  penalty: number;
}

/**
 * How `dish` stands against the earlier sets (`shown`, from indexShown). A set holds the dish when
 * it holds its key or its title (titleKey). Output: see DishHistory; a dish never shown has
 * { inLast: false, capped: false, penalty: 0 }.
 */
export function dishHistory(dish: ShownDish, shown: ShownIndex): DishHistory {
  const title = titleKey(dish.title);
  let count = 0;
  let penalty = 0;
  let inLast = false;
  shown.sets.forEach((set, i) => {
    if (!set.keys.has(dish.key) && !set.titles.has(title)) return;
    count++;
    penalty += SHOWN_PENALTY[i] ?? 0;
    if (i === 0) inLast = true;
  });
  return { inLast, capped: count >= MAX_SETS_PER_WINDOW, penalty };
}
