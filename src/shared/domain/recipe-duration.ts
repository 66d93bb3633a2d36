/**
 * Recipe times → whole minutes, one rule for every reader: the web-page importer (schema.org
 * `prepTime`, plugin cards, labelled text), the archive readers (Paprika, Mealie, Tandoor, Plan to
 * Eat, My Recipe Box, Chowdown, Cooklang) and pasted recipe text.
 *
 * Forms read: a number (already minutes); ISO 8601 durations as schema.org uses them ("PT1H30M",
 * "P0DT0H45M", "P1DT2H", "PT0.5H", and "PT1HMS" with empty numbers, as some plugins print); clock
 * form "1:30"; and words: "1 hr 20 mins", "1h30", "1½ hours", "1 1/2 hrs", "90 Min.", "1 Std. 30
 * Min.", "1 heure 15", "2 uur", "1 ora e 10 minuti", "10-13 Minutes". Units in English, German,
 * French, Dutch, Spanish, Italian, Portuguese, Danish, Norwegian, Swedish and Hungarian (general
 * vocabulary). A range counts its upper end: a cook plans for the longest. Years and months (ISO
 * "P1Y", "P1M") are not recipe times and are not read.
 */

/** ISO 8601 duration: weeks, days, then T hours, minutes, seconds; a number may be empty ("PT1HMS"). */
const ISO = /^P(?:(\d*(?:[.,]\d+)?)W)?(?:(\d*(?:[.,]\d+)?)D)?(?:T(?:(\d*(?:[.,]\d+)?)H)?(?:(\d*(?:[.,]\d+)?)M)?(?:(\d*(?:[.,]\d+)?)S)?)?$/i;
/** A negative ISO value ("PT-1200H5M", written by broken recipe plugins) is no duration. */
const NEGATIVE_ISO = /^P[\dDTWHMS.,]*-/i;
const CLOCK = /^(\d{1,3}):([0-5]\d)$/;
const NUMBER = /^\d+(?:[.,]\d+)?$/;

/** Time words → minutes each. A trailing "." ("Min.", "Std.") is dropped before the test. */
const UNITS: readonly [RegExp, number][] = [
  [/^(?:d|days?|tage?n?|jours?|dag(?:en|e|ar)?|d[íi]as?|giorn[oi]|nap)$/iu, 1440],
  [/^(?:h|hrs?|hours?|std|stunden?|heures?|uur|horas?|or[ae]|timer?|timmar|tim|[óo]ra)$/iu, 60],
  [/^(?:m|mn|mins?|minutes?|minuten?|minuut|minutos?|minuti|minutter|minuter|perc)$/iu, 1],
  [/^(?:s|secs?|seconds?|sekunden?|secondes?|segundos?|secondi)$/iu, 1 / 60],
];
const FRACTION_GLYPHS: Readonly<Record<string, number>> = { "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3 };
/** "about", "approx.", "ca.", "environ", "ongeveer", "unos" before the amount. */
const ABOUT =
  /^(?:about|approx(?:\.|imately)?|around|ca\.?|circa|etwa|env(?:\.|iron)?|ongeveer|unos|aprox(?:\.|imadamente)?|cerca de|ungef[äa]hr)\s+/iu;
/** Words that join parts ("1 hour and 20 minutes", "1 Stunde und 10 Minuten", "1 ora e 10"). */
const JOINERS = new Set(["and", "und", "et", "en", "y", "e", "og", "och", "+", ",", "&"]);
/** "20-25 min", "10 to 15", "20 bis 25", "20 à 25", "20 a 25", "20 tot 25": the upper end is kept. */
const RANGE = /(\d+(?:[.,]\d+)?)\s*(?:-|\u2013|to|bis|à|a|tot)\s*(\d+(?:[.,]\d+)?)(?![\d/])/giu;
/** Longest time kept: 60 days; more is a typo or not a time. */
const MAX_MINUTES = 60 * 24 * 60;

const numberOf = (s: string | undefined): number => (s ? Number(s.replace(",", ".")) : 0);
const unitMinutes = (word: string | undefined): number | null =>
  word ? (UNITS.find(([re]) => re.test(word.replace(/\.$/, "")))?.[1] ?? null) : null;
const done = (minutes: number): number | null =>
  Number.isFinite(minutes) && minutes > 0 && minutes <= MAX_MINUTES ? Math.round(minutes) : null;

/** Minutes of an ISO 8601 duration, or undefined when the text is not one (null when it is one of no length). */
function isoMinutes(text: string): number | null | undefined {
  const iso = ISO.exec(text.replace(/\s+/g, ""));
  if (!iso || !/\d/.test(text)) return NEGATIVE_ISO.test(text) ? null : undefined;
  const [w, d, h, m, s] = iso.slice(1).map(numberOf);
  return done(w * 10080 + d * 1440 + h * 60 + m + s / 60);
}

/**
 * Fractions as decimals ("1½", "1 1/2", "1-1/2", "¾") and ranges as their upper end, then the text
 * split into words, numbers and commas ("1h30" → "1 h 30"); other marks count as spaces.
 */
function tokensOf(text: string): string[] {
  let s = text.replace(/(\d*)\s*([½¼¾⅓⅔])/gu, (_, n: string, f: string) => String(Number(n || 0) + FRACTION_GLYPHS[f]));
  s = s.replace(/(\d+)[\s-]+(\d+)\/(\d+)/g, (_, w: string, a: string, b: string) => String(Number(w) + Number(a) / Number(b)));
  s = s.replace(/(\d+)\/(\d+)/g, (_, a: string, b: string) => String(Number(a) / Number(b)));
  s = s.replace(RANGE, "$2");
  return s
    .replace(/[^\p{L}\p{N}.,+&\s]/gu, " ")
    .replace(/,(?!\d)/g, " , ")
    .replace(/(\d)(?=\p{L})|(\p{L}\.?)(?=\d)/gu, "$1$2 ")
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * Adds up the number-and-unit pairs of the tokens. A number after hours is minutes ("1 h 30"),
 * after days hours ("1 dag 2"). `whole`: every token must be a time part or a joining word, else
 * null; otherwise other words are passed over ("Prep: 15 mins" → 15).
 */
function sumTokens(tokens: readonly string[], whole: boolean): number | null {
  let total = 0;
  let lastUnit = 0;
  let found = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!NUMBER.test(t)) {
      if (whole && !JOINERS.has(t.toLowerCase())) return null;
      continue;
    }
    const unit = unitMinutes(tokens[i + 1]);
    const next = tokens[i + 1];
    if (unit !== null) {
      total += numberOf(t) * unit;
      lastUnit = unit;
      found = true;
      i++;
    } else if ((lastUnit === 60 || lastUnit === 1440) && (next === undefined || JOINERS.has(next.toLowerCase()))) {
      total += numberOf(t) * (lastUnit / 60); // "1 h 30" is 30 minutes, "1 dag 2" is 2 hours
    } else if (whole) return null;
  }
  return found ? done(total) : null;
}

/** Reads a trimmed, non-empty text; `whole` as in sumTokens. */
function readText(text: string, whole: boolean): number | null {
  if (NUMBER.test(text)) return done(numberOf(text));
  const iso = isoMinutes(text);
  if (iso !== undefined) return iso;
  const clock = CLOCK.exec(text);
  if (clock) return done(Number(clock[1]) * 60 + Number(clock[2]));
  return sumTokens(tokensOf(text), whole);
}

/**
 * Minutes in a recipe time field, rounded to a whole minute.
 * Input: a number (minutes) or a string in any form the module header lists; words around the
 * time parts are passed over ("Prep: 15 mins", "1 hour 30 minutes or until set" → 90).
 * Output: minutes > 0, or null for zero, empty, unreadable, negative ISO ("PT-5H", from broken
 * plugins) and anything over 60 days. Never throws.
 */
export function durationToMinutes(value: unknown): number | null {
  if (typeof value === "number") return done(value);
  if (typeof value !== "string") return null;
  const text = value.trim();
  return text === "" ? null : readText(text, false);
}

/**
 * Minutes of a text that is a duration and nothing else, as a pasted recipe's lines are tested
 * ("is this line a time?"). A leading "about"/"ca." and a trailing parenthesis or period are
 * allowed ("about 1½ hours (plus chilling)" → 90); any other word makes it null, so "until golden"
 * and "25 minutes or until set" are not read. A bare number is minutes. Input: one line of text.
 * Output: minutes > 0 (rules as durationToMinutes), or null. Never throws.
 */
export function wholeDurationMinutes(value: string): number | null {
  const text = value
    .trim()
    .replace(/\s*\([^)]*\)\s*$/u, "")
    .replace(/[.;,]+$/u, "")
    .replace(ABOUT, "");
  return text === "" ? null : readText(text, true);
}
