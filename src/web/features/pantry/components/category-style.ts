import { Beef, Carrot, Cookie, CupSoda, Milk, Package, Snowflake, Wheat, type LucideIcon } from "lucide-react";

export interface CategoryStyle {
  icon: LucideIcon;
  /** Icon tile classes. */
  tile: string;
  /** Badge variant name (see components/ui/badge). */
  badge: "green" | "blue" | "red" | "amber" | "violet" | "muted";
}

const STYLES: Record<string, CategoryStyle> = {
  produce: { icon: Carrot, tile: "bg-green-100 text-green-700", badge: "green" },
  dairy: { icon: Milk, tile: "bg-sky-100 text-sky-700", badge: "blue" },
  meat: { icon: Beef, tile: "bg-red-100 text-red-700", badge: "red" },
  pantry: { icon: Wheat, tile: "bg-amber-100 text-amber-700", badge: "amber" },
  frozen: { icon: Snowflake, tile: "bg-cyan-100 text-cyan-700", badge: "blue" },
  beverages: { icon: CupSoda, tile: "bg-violet-100 text-violet-700", badge: "violet" },
  snacks: { icon: Cookie, tile: "bg-orange-100 text-orange-700", badge: "amber" },
};

const FALLBACK: CategoryStyle = { icon: Package, tile: "bg-stone-100 text-stone-600", badge: "muted" };

/** Icon and colours for a SPEC §3 pantry category (unknown ones get a neutral package). */
export function categoryStyle(category: string | null | undefined): CategoryStyle {
  return STYLES[(category ?? "").toLowerCase()] ?? FALLBACK;
}

/** "produce" → "Produce". */
export function categoryLabel(category: string | null | undefined): string {
  const c = (category ?? "").trim() || "item";
  return c.charAt(0).toUpperCase() + c.slice(1);
}
