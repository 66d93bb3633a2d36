import { Beef, Carrot, Cookie, CupSoda, Milk, Package, Snowflake, Wheat, type LucideIcon } from "lucide-react";
import { PANTRY_CATEGORIES } from "../../../../shared/food/types";
import { capitalise } from "../../../lib/text";

export interface CategoryStyle {
  icon: LucideIcon;
  /** Icon tile classes. */
  tile: string;
  /** Badge variant name (see components/ui/badge). */
  badge: "green" | "blue" | "red" | "amber" | "violet" | "muted";
}

/** A Map, not an object: a category is server data, and `obj["constructor"]` would find a function (issue 19). */
const STYLES: ReadonlyMap<string, CategoryStyle> = new Map(
  Object.entries({
    produce: { icon: Carrot, tile: "bg-success-soft text-success-soft-foreground", badge: "green" },
    dairy: { icon: Milk, tile: "bg-info-soft text-info-soft-foreground", badge: "blue" },
    meat: { icon: Beef, tile: "bg-destructive-soft text-destructive-soft-foreground", badge: "red" },
    pantry: { icon: Wheat, tile: "bg-warning-soft text-warning-soft-foreground", badge: "amber" },
    frozen: { icon: Snowflake, tile: "bg-frost-soft text-frost-soft-foreground", badge: "blue" },
    beverages: { icon: CupSoda, tile: "bg-accent-soft text-accent-soft-foreground", badge: "violet" },
    snacks: { icon: Cookie, tile: "bg-orange-soft text-orange-soft-foreground", badge: "amber" },
  } satisfies Record<string, CategoryStyle>),
);

const FALLBACK: CategoryStyle = { icon: Package, tile: "bg-muted text-muted-foreground", badge: "muted" };

const KNOWN: ReadonlySet<string> = new Set(PANTRY_CATEGORIES);

/**
 * Icon and colours for a SPEC §3 pantry category, in any case. Anything else (unknown words,
 * `__proto__`, `constructor` …) gets the neutral package: never undefined, never a function.
 */
export function categoryStyle(category: string | null | undefined): CategoryStyle {
  return STYLES.get((category ?? "").trim().toLowerCase()) ?? FALLBACK;
}

/**
 * "produce" → "Produce"; blank → "Item" (the SPEC §3 fallback label); a value that is no SPEC §3
 * category (server data from an older import, say) → "Other".
 */
export function categoryLabel(category: string | null | undefined): string {
  const c = (category ?? "").trim().toLowerCase() || "item";
  return capitalise(KNOWN.has(c) ? c : "other");
}
