/**
 * A small iCalendar (RFC 5545) writer for the meal-plan feed: TEXT escaping (§3.3.11), content
 * lines folded at 75 octets without splitting a UTF-8 character (§3.1), CRLF line ends, all-day
 * (VALUE=DATE) and floating-time events (§3.3.5 form #1: "18:30 wherever the calendar is", so a
 * meal stays at its hour across daylight-saving changes), RRULE and EXDATE.
 */

/** Longest content line in octets, CRLF not counted (RFC 5545 §3.1). */
export const ICAL_LINE_OCTETS = 75;

/** One event. Days are 'YYYY-MM-DD'; `time` 'HH:MM' makes it a floating-time event, else all-day. */
export interface CalendarEvent {
  uid: string;
  /** When the entry was last revised (DTSTAMP, written in UTC). */
  stamp: Date;
  summary: string;
  description?: string;
  /** An http(s) link (URL property). */
  url?: string;
  day: string;
  time?: string;
  /** Length of a timed event in minutes (all-day events last their day). */
  durationMin?: number;
  /** An RRULE value matching the event's kind (UNTIL as a DATE for all-day, local date-time for timed). */
  rrule?: string;
  /** Days of the series that are left out (EXDATE), 'YYYY-MM-DD'. */
  exdates?: string[];
}

/** The calendar: its display name (X-WR-CALNAME), optional IANA zone hint (X-WR-TIMEZONE) and events. */
export interface CalendarDoc {
  name: string;
  timeZone?: string;
  /** PRODID value: "-//Company//Product//EN". */
  prodId: string;
  events: CalendarEvent[];
}

/** RFC 5545 TEXT: backslash, semicolon and comma escaped; every newline (CRLF, CR, LF) as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * One content line folded (RFC 5545 §3.1): at most 75 octets per physical line, continuation lines
 * start with one space (counted in their 75), and a multi-byte UTF-8 character is never split.
 * Output: the physical lines joined by CRLF, without a trailing CRLF.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, "utf8");
    if (octets + size > ICAL_LINE_OCTETS) {
      out.push(current);
      current = " ";
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n");
}

const compactDay = (day: string): string => day.replace(/-/g, "");
const compactTime = (time: string): string => `${time.replace(":", "")}00`;

/** A Date as an RFC 5545 UTC date-time: 20261127T153000Z. */
export function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

/** The day after a 'YYYY-MM-DD' day (calendar arithmetic in UTC, so no zone can shift it). */
function nextDay(day: string): string {
  const t = new Date(`${day}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + 1);
  return t.toISOString().slice(0, 10);
}

function eventLines(e: CalendarEvent): string[] {
  const lines = ["BEGIN:VEVENT", `UID:${escapeText(e.uid)}`, `DTSTAMP:${utcStamp(e.stamp)}`];
  if (e.time) {
    lines.push(`DTSTART:${compactDay(e.day)}T${compactTime(e.time)}`, `DURATION:PT${Math.max(1, Math.round(e.durationMin ?? 60))}M`);
  } else {
    lines.push(`DTSTART;VALUE=DATE:${compactDay(e.day)}`, `DTEND;VALUE=DATE:${compactDay(nextDay(e.day))}`);
  }
  if (e.rrule) lines.push(`RRULE:${e.rrule}`);
  if (e.exdates?.length) {
    const values = e.exdates.map((d) => (e.time ? `${compactDay(d)}T${compactTime(e.time)}` : compactDay(d)));
    lines.push(e.time ? `EXDATE:${values.join(",")}` : `EXDATE;VALUE=DATE:${values.join(",")}`);
  }
  lines.push(`SUMMARY:${escapeText(e.summary)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  if (e.url) lines.push(`URL:${e.url}`);
  lines.push("TRANSP:TRANSPARENT", "END:VEVENT");
  return lines;
}

/**
 * The whole iCalendar object: VCALENDAR (VERSION 2.0, PRODID, CALSCALE GREGORIAN, METHOD PUBLISH,
 * X-WR-CALNAME, X-WR-TIMEZONE when known, a one-hour refresh hint) with one VEVENT per event.
 * Output: folded lines, each ending in CRLF (UTF-8 text for `text/calendar; charset=utf-8`).
 * Events are transparent (they don't mark the person busy).
 */
export function writeCalendar(doc: CalendarDoc): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${doc.prodId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(doc.name)}`,
    ...(doc.timeZone ? [`X-WR-TIMEZONE:${escapeText(doc.timeZone)}`] : []),
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...doc.events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
