import { fromDayString, isValidDay } from "../../../../shared/domain/dates";
import { ownValue } from "../../../../shared/own-key";

// Intl formatters are built once: each toLocale…String call with options builds a new one, which
// cost ~1 ms per pantry card on a phone (bench/README "web", issue 10).
const QTY_FORMAT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const DAY_FORMAT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });
const DAY_YEAR_FORMAT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** A quantity string for display: "2.50" → "2.5", "1000" → "1,000". */
export function displayQty(qty: string): string {
  const n = Number(qty);
  return Number.isFinite(n) ? QTY_FORMAT.format(n) : qty;
}

const SINGULAR: Record<string, string> = { pieces: "piece", cups: "cup", lbs: "lb" };

/** A unit for display next to its amount: "1 piece", "1 cup", "1 lb"; other units as stored. */
export function displayUnit(qty: string, unit: string): string {
  return Number(qty) === 1 ? (ownValue(SINGULAR, unit) ?? unit) : unit;
}

/**
 * A best-before day for display: "Nov 25", with the year when it is not `today`'s year
 * ("Jan 3, 2027"). Not a valid day → the text as given.
 */
export function displayDay(day: string, today: string): string {
  if (!isValidDay(day)) return day;
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return (sameYear ? DAY_FORMAT : DAY_YEAR_FORMAT).format(fromDayString(day));
}
