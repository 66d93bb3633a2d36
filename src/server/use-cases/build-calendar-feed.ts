/**
 * GET /api/calendar/<secret>.ics (issue 23 item 3): a person's private iCalendar feed of their
 * household's meal plan, for Google, Apple and Outlook calendars to subscribe to.
 */
import { addDays } from "../../shared/domain/dates";
import type { MealType } from "../../shared/schemas/common";
import { MEAL_TYPES } from "../../shared/schemas/common";
import { writeCalendar } from "../modules/calendar-feed/ical";
import { mealEvents, type MealTimes } from "../modules/calendar-feed/meal-events";
import { findServableFeed, touchFeed } from "../modules/calendar-feed/repository";
import { householdName } from "../modules/households/repository";
import { listMealPlans, listSkips } from "../modules/meal-plans/repository";
import { getReminderRow } from "../modules/push/repository";
import { findRecipesByIds } from "../modules/recipes/repository";
import { hashSecretToken } from "../lib/secret-token";
import type { Tx } from "../kernel/db";

/** Days of past single meals the feed keeps (recurring series are included whole). */
export const FEED_PAST_DAYS = 180;
/** Days of future single meals the feed includes. */
export const FEED_FUTURE_DAYS = 730;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The feed for a secret, or null when no link has it (unknown, reset, turned off, or its person
 * left the household: the route answers 404).
 * 1. The link by the secret's SHA-256, while its person is in its household (calendar-feed).
 * 2. The household's single meals from FEED_PAST_DAYS ago to FEED_FUTURE_DAYS ahead of `today`
 *    and every recurring series begun by then, with their skipped days (meal-plans).
 * 3. Their recipes' titles (recipes); the household's name (households).
 * 4. Meal times: the link's person's meal reminder times (push) for the types whose reminder is on,
 *    with their time zone as the calendar's X-WR-TIMEZONE; other types are all-day events.
 * 5. Note the fetch (at most once a minute) and write the calendar (ical.ts, meal-events.ts).
 * Input: the database, the secret from the URL, PUBLIC_URL (its host makes the UIDs), today ('YYYY-MM-DD').
 * Output: the iCalendar text (CRLF lines) or null.
 */
export async function buildCalendarFeed(db: Tx, secret: string, publicUrl: string, today: string): Promise<string | null> {
  const feed = await findServableFeed(db, hashSecretToken(secret));
  if (!feed) return null;
  const hh = feed.householdId;
  const rows = await listMealPlans(db, hh, addDays(today, -FEED_PAST_DAYS), addDays(today, FEED_FUTURE_DAYS));
  const [skips, recipes, reminders, name] = await Promise.all([
    listSkips(
      db,
      rows.filter((r) => r.recurrenceRule).map((r) => r.id),
    ),
    findRecipesByIds(db, hh, [...new Set(rows.map((r) => r.recipeId).filter((id): id is string => Boolean(id)))]),
    getReminderRow(db, feed.userId),
    householdName(db, hh),
  ]);
  const titles = new Map(recipes.map((r) => [r.id, r.title]));
  const times: MealTimes = {};
  for (const type of MEAL_TYPES) {
    const r = reminders?.meals[type];
    if (r?.enabled && TIME.test(r.time)) times[type as MealType] = r.time;
  }
  const meals = rows.map((r) => ({ ...r, recipeTitle: r.recipeId ? (titles.get(r.recipeId) ?? null) : null }));
  await touchFeed(db, feed.id);
  return writeCalendar({
    name: `Meal plan · ${name ?? "Household"}`,
    timeZone: Object.keys(times).length > 0 ? reminders?.timeZone : undefined,
    prodId: "-//Pantry Meals//Meal plan feed//EN",
    events: mealEvents(meals, skips, times, new URL(publicUrl).host),
  });
}
