import { fromDayString, isValidDay } from "../../../../shared/domain/dates";
import { amountText } from "../../../../shared/domain/amount-words";
import type { ShoppingItem, ShoppingNeed } from "../../../../shared/schemas/shopping-list";

/**
 * A line's amount for display (shared/domain/amount-words.ts): kitchen fractions for cups and
 * spoons, decimals for metric, unit words agreeing with the number ("250 g", "1½ cups",
 * "1 piece", "3 pieces"); "" when the line has no amount.
 */
export function lineAmount(item: Pick<ShoppingItem, "qty" | "unit">): string {
  if (item.qty === null) return "";
  return amountText({ qty: Number(item.qty), unit: item.unit });
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
