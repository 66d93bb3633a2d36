/**
 * Timers a cook can start from a recipe step's text (issue 23, cook mode): "simmer 20 minutes",
 * "bake for 1 hour 15 minutes", "5–7 min", "1½ hours", "30 seconds", "half an hour", and the same
 * in German, French, Spanish, Italian, Dutch and Portuguese ("20 Minuten", "1 Std. 30 Min.",
 * "1 h 30", "10 minutos", "1 ora e 10 minuti", "2 uur", "1 hora"). A range keeps both ends: the
 * cook mode offers the lower and the upper one.
 *
 * Only a number directly followed by a time word counts, so "180 °C", "2 cm" or "serves 4" start
 * nothing. The time words are general vocabulary of those languages (no source data).
 */

/** One time found in a step. Seconds are whole; `minSeconds` is set for a range ("5–7 min"). */
export interface StepTimer {
  /** The words as written in the step ("20 minutes"). */
  text: string;
  /** Where they are in the step (character offsets, end exclusive). */
  start: number;
  end: number;
  /** The time, in seconds (for a range, the upper end). */
  seconds: number;
  /** For a range, the lower end in seconds. */
  minSeconds?: number;
}

/** A number: "20", "1.5", "1,5", "1 1/2", "1½", "½", "1/2". */
const NUM = String.raw`(?:\d+(?:[.,]\d+)?(?:\s+\d\/\d)?\s*[½¼¾⅓⅔]?|[½¼¾⅓⅔]|\d\/\d)`;
/** Between the two ends of a range. */
const RANGE_SEP = String.raw`\s*(?:-|\u2013|\u2014|to|or|bis|oder|à|a|ou|o|tot|of|al)\s*`;
const HOUR = String.raw`(?:hours?|hrs?|h|stunden?|std\.?|heures?|uur|horas?|ore|ora)`;
const MINUTE = String.raw`(?:minutes?|mins?\.?|mn|minuten?|minuut|minutos?|minuti|minuto)`;
const SECOND = String.raw`(?:seconds?|secs?\.?|sekunden?|sek\.?|secondes?|seconden?|segundos?|secondi|secondo)`;
const UNIT = String.raw`(?:${HOUR}|${MINUTE}|${SECOND})`;
/** Words joining "1 hour" and "15 minutes". */
const JOIN = String.raw`(?:\s*(?:,|and|und|et|en|y|e)?\s*)`;
/** Not inside a word: no letter or digit right before or after. */
const NOT_AFTER = String.raw`(?<![\p{L}\d.,/])`;
const NOT_BEFORE = String.raw`(?![\p{L}])`;

const TIME = new RegExp(
  `${NOT_AFTER}(${NUM})(?:${RANGE_SEP}(${NUM}))?\\s*(${UNIT})${NOT_BEFORE}` +
    // a smaller part: "1 hour 15 minutes", "1 Std. 30 Min.", or the bare minutes of "1 h 30".
    `(?:${JOIN}(\\d{1,2})\\s*(${MINUTE}|${SECOND})${NOT_BEFORE}|\\s+(\\d{1,2})(?=\\s*(?:[.,;:!)]|$)))?`,
  "giu",
);
/** "half an hour", "an hour", "a minute", "een half uur", "eine halbe Stunde", "une demi-heure". */
const WORDS: readonly [RegExp, number][] = [
  [/(?<!\p{L})(?:half an hour|een half uur|eine halbe stunde|une demi-heure|media hora|mezz'ora|meia hora)(?!\p{L})/giu, 1800],
  [/(?<!\p{L})(?:an hour|one hour|eine stunde|une heure|een uur|una hora|un'ora|uma hora)(?!\p{L})/giu, 3600],
  [/(?<!\p{L})(?:a minute|one minute)(?!\p{L})/giu, 60],
];

const GLYPHS: Readonly<Record<string, number>> = { "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3 };

/** "1 1/2" → 1.5, "1½" → 1.5, "1,5" → 1.5, "½" → 0.5. */
function numberOf(text: string): number {
  let total = 0;
  const glyph = /[½¼¾⅓⅔]/u.exec(text);
  if (glyph) total += GLYPHS[glyph[0]];
  const rest = text.replace(/[½¼¾⅓⅔]/gu, "").trim();
  for (const part of rest.split(/\s+/).filter(Boolean)) {
    const frac = /^(\d)\/(\d)$/.exec(part);
    total += frac ? Number(frac[1]) / Number(frac[2]) : Number(part.replace(",", "."));
  }
  return total;
}

/** Seconds per unit word. */
function unitSeconds(unit: string): number {
  const u = unit.toLowerCase();
  if (new RegExp(`^${HOUR}$`, "iu").test(u)) return 3600;
  if (new RegExp(`^${MINUTE}$`, "iu").test(u)) return 60;
  return 1;
}

/**
 * The times written in one step, in the order they appear. Input: the step's text. Output: one
 * StepTimer per time (none when the text names no time); times of 0 seconds or over 24 hours are
 * not kept (not a kitchen timer).
 * Example: "Simmer for 5–7 min, then rest 1 hour 15 minutes" →
 * [{text: "5–7 min", seconds: 420, minSeconds: 300}, {text: "1 hour 15 minutes", seconds: 4500}].
 */
export function stepTimers(step: string): StepTimer[] {
  const found: StepTimer[] = [];
  for (const m of step.matchAll(TIME)) {
    const per = unitSeconds(m[3]);
    const smaller = m[4] ? numberOf(m[4]) * unitSeconds(m[5]) : m[6] && per === 3600 ? numberOf(m[6]) * 60 : 0;
    const upper = Math.round(numberOf(m[2] ?? m[1]) * per + smaller);
    const lower = m[2] ? Math.round(numberOf(m[1]) * per) : undefined;
    // "1 h 30" is only read as 90 minutes after hours; after minutes the bare number is not ours.
    const text = m[6] && per !== 3600 ? m[0].replace(/\s+\d{1,2}$/, "") : m[0];
    push(found, { text, start: m.index, end: m.index + text.length, seconds: upper, ...(lower !== undefined && lower < upper ? { minSeconds: lower } : {}) });
  }
  for (const [re, seconds] of WORDS) {
    for (const m of step.matchAll(re)) {
      if (found.some((t) => m.index < t.end && t.start < m.index + m[0].length)) continue;
      push(found, { text: m[0], start: m.index, end: m.index + m[0].length, seconds });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

function push(into: StepTimer[], t: StepTimer): void {
  if (t.seconds > 0 && t.seconds <= 24 * 3600) into.push(t);
}

/** A time for a button or an announcement: "45 s", "20 min", "1 h 15 min", "1 h". */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = [h ? `${h} h` : "", m ? `${m} min` : "", s ? `${s} s` : ""].filter(Boolean);
  return parts.join(" ") || "0 s";
}

/** A countdown: "4:05", "1:02:03". Input: whole seconds left (negative counts as 0). */
export function formatClock(seconds: number): string {
  const t = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(t / 3600);
  const m = Math.floor((t % 3600) / 60);
  const s = String(t % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
