/**
 * Costly valid-looking inputs for the event-loop guard (issue 19): values every schema accepts (or
 * almost) that are expensive to act on — extreme calendar days, recurrence rules that rarely or
 * never occur, strings and arrays at their limits, big-but-allowed numbers, the widest date
 * windows a range query takes. Built from each route's JSON Schema, so new routes are covered.
 */
import type { z } from "zod";
import { edit, pathsOf } from "./fuzz-cases";
import { resolvePath, type JsonSchema, type ValuePath } from "./fuzz-schema";

/** Year 1, year 100, the 1899/1900 spreadsheet epoch, a leap day and the last day of year 9999. */
export const EXTREME_DAYS = ["0001-01-01", "0100-01-01", "1899-12-31", "2000-02-29", "9999-12-31"];

/**
 * RRULE values (RFC 5545) that are legal but occur rarely or never, so an expander that walks
 * day by day from an ancient first day runs for a long time; plus the densest and the longest
 * (300 characters, the schema's limit) rules.
 */
export const EXTREME_RULES = [
  "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31",
  "FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31",
  "FREQ=MONTHLY;BYMONTH=2;BYDAY=5FR",
  "FREQ=DAILY",
  "FREQ=YEARLY;INTERVAL=9999",
  longRule(),
];

/** A never-occurring rule of 298 characters (the schema allows 300): Feb 30th or 31st, listed over and over. */
function longRule(): string {
  const days = Array.from({ length: 89 }, (_, i) => 30 + (i % 2)).join(",");
  return `FREQ=DAILY;BYMONTH=2;BYMONTHDAY=${days}`;
}

/** The JSON Schema pattern of a calendar day ('YYYY-MM-DD', shared/schemas/common.ts). */
const DAY_PATTERN = "^\\d{4}-\\d{2}-\\d{2}$";
/** Fields holding links, ids or addresses: their value stays the real one (a costly URL would only be refused or fetched). */
const KEEP = /url|link|endpoint|email|token|Id$|^id$/i;
/** Fields holding a quantity as text (SPEC §3: numbers as strings). */
const NUMERIC_TEXT = /qty$|^(amount|take|delta|servings)$/i;
/** Windows a range query might allow, days (widest first; the schema's refinements pick). */
const WINDOW_DAYS = [3660, 366, 365, 92, 31, 7];

/** One costly input: what was made costly (for the failure message) and the whole value. */
export interface CostlyVariant {
  label: string;
  value: unknown;
}

const isDay = (node: JsonSchema | undefined) => node?.pattern === DAY_PATTERN;
const typesOf = (node: JsonSchema) => [node.type ?? []].flat();
const keyOf = (p: ValuePath) => String(p.filter((k) => typeof k === "string").at(-1) ?? "");
const size = (v: unknown) => JSON.stringify(v)?.length ?? 0;

/** `text` repeated to exactly `n` characters. */
function fill(text: string, n: number): string {
  return text.repeat(Math.ceil(n / text.length)).slice(0, n);
}

/**
 * Costly values for one spot: extreme days for a day, extreme rules for `recurrenceRule`, text at
 * its maximum length (letters; ingredient-like lines), quantities as big as allowed, numbers at
 * their maximum, arrays at their maximum item count (repeating the current first item), all within
 * `budget` characters of JSON. Input: the schema node, the field name, the value now there.
 * Output: [] for fields kept as they are (ids, links, enums, patterned text).
 */
export function costlyValues(node: JsonSchema, key: string, current: unknown, budget: number): unknown[] {
  if (node.enum || node.const !== undefined || KEEP.test(key)) return [];
  if (isDay(node)) return EXTREME_DAYS;
  const types = typesOf(node);
  if (types.includes("string") || typeof current === "string") {
    if (key === "recurrenceRule") return EXTREME_RULES;
    if (NUMERIC_TEXT.test(key)) return ["1000000", "999999.999999", "999999999999999"];
    if (node.pattern || node.format) return [];
    const n = Math.min(node.maxLength ?? budget, budget);
    return n > 0 ? [fill("a", n), fill("1 kg rice, chopped\n", n)] : [];
  }
  if (types.includes("integer") || types.includes("number")) {
    const max = node.maximum ?? (node.exclusiveMaximum === undefined ? undefined : node.exclusiveMaximum - 1);
    return max === undefined ? [2 ** 31 - 1, Number.MAX_SAFE_INTEGER] : [max];
  }
  if (types.includes("array") && Array.isArray(current) && current.length > 0) {
    const itemSize = size(current[0]) + 1;
    const count = Math.min(node.maxItems ?? Infinity, Math.floor(budget / itemSize));
    return count > current.length ? [Array.from({ length: count }, () => current[0])] : [];
  }
  return [];
}

/** `base` with the value at `path` replaced. */
const setAt = (base: unknown, path: ValuePath, v: unknown) =>
  edit(base, path, (parent, k) => {
    parent[k] = v;
  });

/** Every day-valued path of `base` and every `recurrenceRule` path. */
function datePaths(schema: JsonSchema, base: unknown): { days: ValuePath[]; rules: ValuePath[] } {
  const paths = pathsOf(base);
  return {
    days: paths.filter((p) => isDay(resolvePath(schema, p, base).node)),
    rules: paths.filter((p) => keyOf(p) === "recurrenceRule"),
  };
}

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/**
 * Costly variants of a valid `base` for a schema part: (1) one spot made costly at a time
 * (`costlyValues`); (2) every day set to one extreme day, with each extreme rule when the value
 * has a `recurrenceRule` (a series starting in year 100 that never occurs); (3) for a start/end
 * pair of days, the widest window `zod` accepts starting at each extreme day; (4) every spot made
 * costly at once. Variants stay within `budget` characters of JSON (the route's body limit).
 * Input: the part's JSON Schema and zod schema, a valid base value, `strings` for a query string
 * (values sent as text). Output: labelled variants, valid or not (the route decides).
 */
export function costlyVariants(schema: JsonSchema, zod: z.ZodType, base: unknown, budget: number, strings = false): CostlyVariant[] {
  const out: CostlyVariant[] = [];
  const text = (v: unknown) => (strings && typeof v === "number" ? String(v) : v);
  const room = Math.max(0, Math.floor(budget * 0.9) - size(base));
  const spots = pathsOf(base).map((p) => ({ p, node: resolvePath(schema, p, base).node }));
  let allAtOnce = base;
  for (const { p, node } of spots) {
    if (!node) continue;
    const values = costlyValues(node, keyOf(p), get(base, p), Math.floor(room / 2));
    values.forEach((v, i) => {
      out.push({ label: `${p.join(".")} = ${preview(v)}`, value: setAt(base, p, text(v)) });
      if (i === 0 && size(allAtOnce) + size(v) < budget * 0.9) allAtOnce = setAt(allAtOnce, p, text(v));
    });
  }
  const { days, rules } = datePaths(schema, base);
  // Every rule from year 100, and every extreme day with the first (never-occurring) rule: each
  // stored series is poison for later reads, so not the whole cross product.
  const pairs: [string, string | null][] =
    rules.length === 0
      ? EXTREME_DAYS.map((d) => [d, null])
      : [
          ...EXTREME_RULES.map((r): [string, string] => ["0100-01-01", r]),
          ...EXTREME_DAYS.filter((d) => d !== "0100-01-01").map((d): [string, string] => [d, EXTREME_RULES[0]]),
        ];
  for (const [day, rule] of days.length > 0 ? pairs : []) {
    const withDay = days.reduce((v, p) => setAt(v, p, day), base);
    const value = rule === null ? withDay : rules.reduce((v, p) => setAt(v, p, rule), withDay);
    out.push({ label: rule === null ? `every day = ${day}` : `every day = ${day}, rule = ${rule}`, value });
  }
  if (days.length === 2) {
    const [start, end] = days;
    for (const day of EXTREME_DAYS) {
      const wide = WINDOW_DAYS.map((n) => setAt(setAt(base, start, day), end, addDays(day, n))).find((v) => zod.safeParse(v).success);
      if (wide) out.push({ label: `window ${get(wide, start)} … ${get(wide, end)}`, value: wide });
    }
  }
  if (allAtOnce !== base) out.push({ label: "every spot costly at once", value: allAtOnce });
  return out;
}

function get(v: unknown, path: ValuePath): unknown {
  return path.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)?.[k], v);
}

function preview(v: unknown): string {
  if (typeof v === "string") return v.length > 40 ? `${JSON.stringify(v.slice(0, 20))}… (${v.length} chars)` : JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.length} items]`;
  return JSON.stringify(v);
}
