/**
 * fast-check generators of repeat rules and days for the recurrence tests (issue 19 finding 3).
 * `ruleArb` builds rules of the supported grammar (recurrence-parse.ts) from random parts; with
 * `hostile` the numbers go far past the limits (COUNT up to 10⁹, INTERVAL up to 10⁶, BYSETPOS and
 * ordinals out of range), as rows stored before the limits could hold. Test support only.
 */
import fc from "fast-check";
import { dayNumber, dayString } from "../../src/shared/domain/recurrence-calendar";

const CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];
const FREQS = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"] as const;
const signed = (max: number) => fc.integer({ min: -max, max }).filter((n) => n !== 0);
const csv = (arb: fc.Arbitrary<string | number>, max: number) =>
  fc.uniqueArray(arb, { minLength: 1, maxLength: max }).map((xs) => xs.join(","));

/** A day 'YYYY-MM-DD' between two years (inclusive). */
export const dayArb = (fromYear: number, toYear: number): fc.Arbitrary<string> =>
  fc.integer({ min: dayNumber(fromYear, 1, 1), max: dayNumber(toYear, 12, 31) }).map(dayString);

/**
 * A rule text of the supported grammar. Options: `hostile` (numbers beyond the limits),
 * `maxInterval` (INTERVAL cap for reference comparisons, default 4), `until` (UNTIL years).
 */
export function ruleArb(opts: { hostile?: boolean; maxInterval?: number; untilYears?: [number, number] } = {}): fc.Arbitrary<string> {
  const hostile = opts.hostile ?? false;
  const [uFrom, uTo] = opts.untilYears ?? [1900, 2200];
  return fc.constantFrom(...FREQS).chain((freq) => {
    const ordinal = freq === "MONTHLY" || freq === "YEARLY";
    const byDay = ordinal
      ? fc.oneof(
          csv(fc.constantFrom(...CODES), 3),
          csv(
            fc.tuple(signed(hostile ? 60 : 5), fc.constantFrom(...CODES)).map(([n, c]) => `${n}${c}`),
            3,
          ),
        )
      : csv(fc.constantFrom(...CODES), 4);
    const count = hostile ? fc.integer({ min: 1, max: 1_000_000_000 }) : fc.integer({ min: 1, max: 60 });
    const end = fc.option(
      fc.oneof(
        count.map((n) => `COUNT=${n}`),
        dayArb(uFrom, uTo).map((d) => `UNTIL=${d.replaceAll("-", "")}`),
      ),
    );
    return fc
      .record({
        interval: fc.option(fc.integer({ min: 1, max: hostile ? 1_000_000 : (opts.maxInterval ?? 4) })),
        end,
        byDay: fc.option(byDay),
        byMonthDay: freq === "WEEKLY" ? fc.constant(null) : fc.option(csv(signed(31), 3)),
        byMonth: fc.option(csv(fc.integer({ min: 1, max: 12 }), 3)),
        byYearDay: freq === "YEARLY" ? fc.option(csv(signed(366), 3)) : fc.constant(null),
        bySetPos: fc.option(csv(signed(hostile ? 366 : 4), 2)),
        wkst: fc.option(fc.constantFrom(...CODES)),
      })
      .map((p) =>
        [
          `FREQ=${freq}`,
          p.interval && `INTERVAL=${p.interval}`,
          p.end,
          p.byDay && `BYDAY=${p.byDay}`,
          p.byMonthDay && `BYMONTHDAY=${p.byMonthDay}`,
          p.byMonth && `BYMONTH=${p.byMonth}`,
          p.byYearDay && `BYYEARDAY=${p.byYearDay}`,
          p.bySetPos && `BYSETPOS=${p.bySetPos}`,
          p.wkst && `WKST=${p.wkst}`,
        ]
          .filter(Boolean)
          .join(";"),
      );
  });
}
