import { fromDayString, isValidDay } from "../../../../shared/domain/dates";
import { ownValue } from "../../../../shared/own-key";
import { formatScaledQty } from "../../../../shared/domain/scaling";
import type { ShoppingItem, ShoppingNeed } from "../../../../shared/schemas/shopping-list";

const SINGULAR: Record<string, string> = {
  pieces: "piece",
  cups: "cup",
  lbs: "lb",
  cans: "can",
  jars: "jar",
  packs: "pack",
  bottles: "bottle",
  bags: "bag",
};

/**
 * A line's amount for display: kitchen fractions for cups and spoons, decimals for metric
 * ("250 g", "1 ½ cups", "1 piece", "3 pieces"); "" when the line has no amount.
 */
export function lineAmount(item: Pick<ShoppingItem, "qty" | "unit">): string {
  if (item.qty === null) return "";
  const n = Number(item.qty);
  const unit = item.unit ?? "";
  const shown = formatScaledQty(n, unit);
  const u = n === 1 ? (ownValue(SINGULAR, unit) ?? unit) : unit;
  return `${shown} ${u}`.trim();
}

const SHORT_DAY_FORMAT = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short" });

/** "2027-03-01" → "Mon 1 Mar" (the reader's week, short). */
export function shortDay(day: string): string {
  if (!isValidDay(day)) return day;
  return SHORT_DAY_FORMAT.format(fromDayString(day));
}

/**
 * What a line is needed for, in one short sentence: planned meals by name with their days
 * ("Pancakes (Mon 1 Mar, Fri 5 Mar) · Sponge cake (Tue 2 Mar)"), then a recipe, an idea, or
 * "Running low". Empty for a line added by hand.
 */
export function neededForText(needs: readonly ShoppingNeed[]): string {
  const meals = new Map<string, string[]>();
  const rest: string[] = [];
  for (const n of needs) {
    if (n.kind === "plan") meals.set(n.label, [...(meals.get(n.label) ?? []), ...(n.day ? [shortDay(n.day)] : [])]);
    else if (n.kind === "low-stock") rest.push("Running low");
    else rest.push(n.label);
  }
  const parts = [...meals].map(([label, days]) => (days.length ? `${label} (${days.join(", ")})` : label));
  return [...new Set([...parts, ...rest])].join(" · ");
}
