/**
 * ISO-8601 duration, as schema.org's prepTime/cookTime/totalTime use ("PT1H30M", "P0DT0H45M",
 * "PT90M", "P1DT2H", "PT0.5H"). Years and months are not used by recipes and are rejected. A unit
 * letter with no number counts as zero: some recipe plugins print "PT1HMS" or "PTH50MS".
 */
const ISO = /^P(?:(\d*(?:[.,]\d+)?)W)?(?:(\d*(?:[.,]\d+)?)D)?(?:T(?:(\d*(?:[.,]\d+)?)H)?(?:(\d*(?:[.,]\d+)?)M)?(?:(\d*(?:[.,]\d+)?)S)?)?$/i;

/** Spelled-out units in English and a few other languages recipe sites use, with their size in minutes. */
const TEXT_UNITS: readonly [RegExp, number][] = [
  [/^(d|days?|dage?|tage?|dagar|giorni|dias?|días?)$/i, 1440],
  [/^(h|hrs?|hours?|std|stunden?|timer?|timmar|tim|ore|ora|horas?|uur|óra)$/i, 60],
  [/^(m|mins?|minutes?|minuten?|minutter|minuter|minuti|minutos?|perc)$/i, 1],
  [/^(s|secs?|seconds?)$/i, 1 / 60],
];

const num = (s: string | undefined): number => (s ? Number(s.replace(",", ".")) : 0);

/**
 * Converts a recipe duration to whole minutes (rounded).
 * Input: ISO-8601 ("PT1H30M") or text ("1 hour 30 minutes", "1 hr 5 mins", "45 min", "1h30",
 * "1 1/2 hours"), or a number (taken as minutes). Output: minutes, or null when nothing parses or
 * the value is zero.
 */
export function durationToMinutes(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
  if (typeof value !== "string") return null;
  const s = value.trim();
  const iso = ISO.exec(s.replace(/\s+/g, ""));
  if (iso && /\d/.test(s)) {
    const [, w, d, h, m, sec] = iso;
    const total = num(w) * 10080 + num(d) * 1440 + num(h) * 60 + num(m) + num(sec) / 60;
    return total > 0 ? Math.round(total) : null;
  }
  return textDurationToMinutes(s);
}

/** Text durations ("1 hour 30 minutes", "1h30", "1½ hours"); see durationToMinutes. */
function textDurationToMinutes(s: string): number | null {
  const text = s.replace(/½/g, ".5").replace(/¼/g, ".25").replace(/¾/g, ".75").replace(/(\d+)\s+1\/2/g, "$1.5");
  let total = 0;
  let found = false;
  const re = /(\d+(?:[.,]\d+)?)\s*([a-zó]+)?/gi;
  let lastUnit = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const unit = m[2] ? TEXT_UNITS.find(([r]) => r.test(m[2] ?? "")) : undefined;
    if (unit) {
      total += num(m[1]) * unit[1];
      lastUnit = unit[1];
      found = true;
    } else if (lastUnit === 60 && !m[2]) {
      total += num(m[1]); // "1h30": the bare number after hours is minutes
    } else if (!found && !m[2] && /^\s*\d+\s*$/.test(text)) {
      total += num(m[1]); // a bare number is minutes
      found = true;
    }
  }
  return found && total > 0 ? Math.round(total) : null;
}
