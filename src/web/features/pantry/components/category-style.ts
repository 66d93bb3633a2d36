import { Beef, Carrot, Cookie, CupSoda, Milk, Package, Snowflake, Wheat, type LucideIcon } from "lucide-react";
import { capitalise } from "../../../lib/text";

export interface CategoryStyle {
  icon: LucideIcon;
  /** Icon tile classes. */
  tile: string;
  /** Badge variant name (see components/ui/badge). */
  badge: "green" | "blue" | "red" | "amber" | "violet" | "muted";
}

const STYLES: Record<string, CategoryStyle> = {
  produce: { icon: Carrot, tile: "bg-success-soft text-success-soft-foreground", badge: "green" },
  dairy: { icon: Milk, tile: "bg-info-soft text-info-soft-foreground", badge: "blue" },
  meat: { icon: Beef, tile: "bg-destructive-soft text-destructive-soft-foreground", badge: "red" },
  pantry: { icon: Wheat, tile: "bg-warning-soft text-warning-soft-foreground", badge: "amber" },
  frozen: { icon: Snowflake, tile: "bg-frost-soft text-frost-soft-foreground", badge: "blue" },
  beverages: { icon: CupSoda, tile: "bg-accent-soft text-accent-soft-foreground", badge: "violet" },
  snacks: { icon: Cookie, tile: "bg-orange-soft text-orange-soft-foreground", badge: "amber" },
};

const FALLBACK: CategoryStyle = { icon: Package, tile: "bg-muted text-muted-foreground", badge: "muted" };

/** Icon and colours for a SPEC §3 pantry category (unknown ones get a neutral package). */
export function categoryStyle(category: string | null | undefined): CategoryStyle {
  return STYLES[(category ?? "").toLowerCase()] ?? FALLBACK;
}

/** "produce" → "Produce". */
export function categoryLabel(category: string | null | undefined): string {
  const c = (category ?? "").trim() || "item";
  return capitalise(c);
}
