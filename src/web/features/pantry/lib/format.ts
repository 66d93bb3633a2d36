import { fromDayString, isValidDay } from "../../../../shared/domain/dates";
import { shortUnitWord, unitWord } from "../../../../shared/domain/amount-words";

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

/**
 * A unit for display next to a stock amount, agreeing with it (shared/domain/amount-words.ts
 * unitWord, exact: singular only at exactly 1): "1 piece", "2 pieces", "1 cup", "0.5 cups",
 * "1 lb", "1 bottle"; symbols as stored ("kg", "oz"). `short` (narrow places) writes long measure
 * words as their abbreviations: "6 tbsp" (amount-words shortUnitWord).
 */
export function displayUnit(qty: string, unit: string, short = false): string {
  return (short ? shortUnitWord : unitWord)(unit, Number(qty), true);
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
