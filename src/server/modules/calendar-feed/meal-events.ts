import { expandOccurrences } from "../../../shared/domain/recurrence";
import { dayNumberOf, dayString } from "../../../shared/domain/recurrence-calendar";
import { parseRecurrenceRule } from "../../../shared/domain/recurrence-parse";
import { MEAL_TYPES, type MealType } from "../../../shared/schemas/common";
import { webLink } from "../../../shared/domain/web-link";
import type { CalendarEvent } from "./ical";

/** One planned meal as the feed needs it (a meal plan row with its recipe's title, if any). */
export interface FeedMeal {
  id: string;
  day: string;
  mealType: string;
  servings: number;
  recipeTitle: string | null;
  customMealTitle: string | null;
  customMealLink: string | null;
  notes: string | null;
  recurrenceRule: string | null;
  createdAt: Date;
}

/** Per meal type, the time ('HH:MM') its events start at; a type without one gives all-day events. */
export type MealTimes = Partial<Record<MealType, string>>;

/** How long a timed meal event lasts, in minutes (a meal and its clearing up). */
export const MEAL_EVENT_MINUTES = 60;

const MEAL_NAMES: Record<MealType, string> = { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner", snack: "Snack" };

/** "Dinner" for a SPEC §9 meal type; an unknown stored type is shown as written. */
export function mealTypeName(type: string): string {
  return (MEAL_TYPES as readonly string[]).includes(type) ? MEAL_NAMES[type as MealType] : type;
}

/**
 * The app's repeat rule as an RRULE for an event of this kind. The app's rules are already RFC
 * 5545 RRULE values (shared/domain/recurrence-parse.ts); only UNTIL must match DTSTART's type
 * (RFC 5545 §3.3.10): a DATE for all-day events, a local date-time at the end of that day for
 * floating-time ones. Output: null when the stored rule no longer reads.
 */
export function feedRule(rule: string, timed: boolean): string | null {
  try {
    const parsed = parseRecurrenceRule(rule);
    return parsed.text
      .split(";")
      .map((part) => {
        if (!part.startsWith("UNTIL=") || parsed.untilDay === null) return part;
        const day = parsed.untilDay.replace(/-/g, "");
        return `UNTIL=${timed ? `${day}T235959` : day}`;
      })
      .join(";");
  } catch {
    return null;
  }
}

/**
 * The first day a series really occurs on (its `day` may not match the rule: FREQ=WEEKLY;BYDAY=MO
 * planned on a Tuesday starts the next Monday, as the planner shows it), searched up to ten years
 * ahead. DTSTART must be that day: RFC 5545 leaves a DTSTART out of step with its rule undefined.
 * Output: null when the series has no day in that span or its rule no longer reads.
 */
export function firstOccurrence(day: string, rule: string): string | null {
  const expansion = expandOccurrences(day, rule, day, dayString(dayNumberOf(day) + 3660));
  return expansion && expansion.days.length > 0 ? dayString(expansion.days[0]) : null;
}

/**
 * One VEVENT per planned meal (issue 23 item 3). SUMMARY "Dinner: <recipe or custom title>";
 * DTSTART at the meal type's time in `times` (floating local time, MEAL_EVENT_MINUTES long), else
 * all-day; a recurring meal is one event with its RRULE and its skipped days as EXDATE; UID
 * "<meal id>@<host>" (stable across fetches and resets); DTSTAMP = when the meal was planned;
 * DESCRIPTION servings and notes; URL the custom meal's link when it is an http(s) address.
 * Input: meals, skipped days per series id, times, `host` (PUBLIC_URL's host). Output: events in
 * the meals' order; a series that never occurs (or whose rule no longer reads and has no day) is left out.
 */
export function mealEvents(meals: FeedMeal[], skips: Map<string, Set<string>>, times: MealTimes, host: string): CalendarEvent[] {
  const out: CalendarEvent[] = [];
  for (const m of meals) {
    const time = times[m.mealType as MealType];
    const title = m.recipeTitle ?? m.customMealTitle ?? "Meal";
    const description = [`Serves ${m.servings}`, m.notes?.trim() || null].filter(Boolean).join("\n");
    const event: CalendarEvent = {
      uid: `${m.id}@${host}`,
      stamp: m.createdAt,
      summary: `${mealTypeName(m.mealType)}: ${title}`,
      description,
      url: m.customMealLink ? (webLink(m.customMealLink) ?? undefined) : undefined,
      day: m.day,
      time,
      durationMin: time ? MEAL_EVENT_MINUTES : undefined,
    };
    if (m.recurrenceRule) {
      const rrule = feedRule(m.recurrenceRule, Boolean(time));
      const first = rrule ? firstOccurrence(m.day, m.recurrenceRule) : null;
      if (rrule && !first) continue;
      if (rrule && first) {
        event.day = first;
        event.rrule = rrule;
        event.exdates = [...(skips.get(m.id) ?? [])].filter((d) => d >= first).sort();
      }
    }
    out.push(event);
  }
  return out;
}
