import { unitWord } from "../../../../shared/domain/amount-words";
import { PANTRY_CATEGORIES } from "../../../../shared/food/types";
import type { HistoryRecord } from "../../../../shared/schemas/history";

/** Verb phrase for a record: "Added 2 kg", "Used 1 piece", "Removed 3 cups", "Used 1 cup". */
export function describeRecord(r: Pick<HistoryRecord, "action" | "delta" | "unit">): string {
  const n = Math.abs(Number(r.delta));
  const amount = `${trimNumber(n)} ${unitWord(r.unit, Math.round(n * 100) / 100, true)}`;
  if (r.action === "add") return `Added ${amount}`;
  if (r.action === "remove") return `Removed ${amount}`;
  return `Used ${amount}`;
}

/** A number without trailing zeros, at most 2 decimals ("1.50" → "1.5"). */
export function trimNumber(n: number): string {
  return String(Math.round(n * 100) / 100);
}

const SHORT_DAY_FORMAT = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** "2026-11-23" → "23 Nov" (the chart's day labels, in UTC like the server's days). */
export function shortDay(day: string): string {
  return SHORT_DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));
}

/** How long ago `iso` was, relative to `now`: "just now", "5 min ago", "3 h ago", "2 days ago". */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const min = Math.floor((now.getTime() - Date.parse(iso)) / 60_000);
  if (min < 1) return "just now";
  if (min < 60) return `${min} min ago`;
  const h = Math.floor(min / 60);
  if (h < 24) return `${h} h ago`;
  const d = Math.floor(h / 24);
  return d === 1 ? "1 day ago" : `${d} days ago`;
}

const CATEGORIES: ReadonlySet<string> = new Set(PANTRY_CATEGORIES);

/** A category name for display: "produce" → "Produce"; blank or not a SPEC §3 category → "Other". */
export function categoryLabel(c: string): string {
  const key = c.trim().toLowerCase();
  return CATEGORIES.has(key) ? key[0].toUpperCase() + key.slice(1) : "Other";
}
