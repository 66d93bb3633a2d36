import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, toDayString } from "../../../shared/domain/dates";
import { calendarFeeds } from "../../db/schema/api-tokens";
import { hashSecretToken } from "../../lib/secret-token";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";
import { ICAL_LINE_OCTETS } from "./ical";

// Issue 23 item 3: a private iCalendar (RFC 5545) link of the household's meal plan, read here by
// a real iCalendar parser (ical.js, as calendar apps do) and checked against the planner's own days.

let t: TestServer;
type Person = Awaited<ReturnType<TestServer["signUp"]>>;
let ada: Person;
let bo: Person;
const today = toDayString(new Date());
const start = addDays(today, 2);

beforeAll(async () => {
  t = await getTestServer();
  ada = await t.signUp("feed-ada@example.com", "Ada");
  bo = await t.signUp("feed-bo@example.com", "Bo");
});
afterAll(async () => t?.close());

async function makeLink(p: Person): Promise<{ url: string; path: string }> {
  const res = await t.as(p.cookie)("POST", "/api/calendar-feed");
  expect(res.statusCode).toBe(200);
  const { url } = res.json() as { url: string };
  return { url, path: new URL(url).pathname };
}
const fetchFeed = (path: string) => t.app.inject({ method: "GET", url: path });

function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  const events = cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  return { cal, events };
}

/** The days (YYYY-MM-DD) a parsed event occurs on up to `until`, as a calendar app expands it. */
function daysOf(event: ICAL.Event, until: string): string[] {
  const out: string[] = [];
  const it = event.iterator();
  for (let next = it.next(); next && out.length < 500; next = it.next()) {
    const day = next.toString().slice(0, 10);
    if (day > until) break;
    out.push(day);
  }
  return out;
}

describe("the feed", () => {
  let feedPath: string;
  let text: string;
  const weekly = { customMealTitle: "Taco Tuesday", mealType: "dinner", day: start, recurrenceRule: "FREQ=WEEKLY;INTERVAL=1;COUNT=6" };
  const awkward = "Soup, bread; and \\ butter";
  const longTitle = `Grandmère's slow-cooked ragù with pappardelle, parmigiano and basil — ${"ñ".repeat(30)}`;

  beforeAll(async () => {
    // Dinner reminders on at 18:30 (the meal's usual time); lunch has none → all-day.
    const reminders = { timeZone: "Europe/Berlin", meals: {} as Record<string, { enabled: boolean; time: string }> };
    for (const m of ["breakfast", "lunch", "dinner", "snack"])
      reminders.meals[m] = { enabled: m === "dinner", time: m === "dinner" ? "18:30" : "12:00" };
    expect((await t.as(ada.cookie)("PUT", "/api/push/reminders", reminders)).statusCode).toBe(200);
    const plan = (body: object) => t.as(ada.cookie)("POST", "/api/meal-plans", { status: "planned", ...body });
    const series = await plan(weekly);
    expect(series.statusCode).toBe(201);
    const seriesId = (series.json() as { id: string }).id;
    // Skip the third week (EXDATE): the planner's "remove this day".
    expect((await t.as(ada.cookie)("DELETE", `/api/meal-plans/${seriesId}?day=${addDays(start, 14)}`)).statusCode).toBe(204);
    expect(
      (await plan({ customMealTitle: awkward, mealType: "lunch", day: addDays(start, 1), notes: "Line one\nLine two, with; marks" }))
        .statusCode,
    ).toBe(201);
    expect((await plan({ customMealTitle: longTitle, mealType: "dinner", day: addDays(start, 3) })).statusCode).toBe(201);
    // Another household's meal must never appear.
    expect(
      (await t.as(bo.cookie)("POST", "/api/meal-plans", { customMealTitle: "Bo's secret stew", day: start, mealType: "dinner" }))
        .statusCode,
    ).toBe(201);
    feedPath = (await makeLink(ada)).path;
    const res = await fetchFeed(feedPath);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    text = res.body;
  });

  it("is a valid iCalendar object named after the household, with CRLF lines folded at 75 octets", () => {
    const { cal } = parse(text);
    expect(cal.name).toBe("vcalendar");
    expect(cal.getFirstPropertyValue("version")).toBe("2.0");
    expect(String(cal.getFirstPropertyValue("x-wr-calname"))).toMatch(/^Meal plan · /);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n").slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(ICAL_LINE_OCTETS);
    expect(lines.some((l) => l.startsWith(" "))).toBe(true);
    // No character was cut in two by a fold: the text is valid UTF-8 and the long title reads back whole.
    expect(Buffer.from(text, "utf8").toString("utf8")).toBe(text);
  });

  it("has one event per planned meal, titled with the meal type, and none of another household's", () => {
    const { events } = parse(text);
    expect(events.map((e) => e.summary).sort()).toEqual([`Dinner: ${longTitle}`, "Dinner: Taco Tuesday", `Lunch: ${awkward}`].sort());
    expect(text).not.toContain("Bo's secret stew");
  });

  it("puts a recurring meal in as an RRULE that expands to the planner's days, skipped day left out", async () => {
    const { events } = parse(text);
    const taco = events.find((e) => e.summary === "Dinner: Taco Tuesday")!;
    expect(taco.isRecurring()).toBe(true);
    expect(String(taco.component.getFirstPropertyValue("rrule"))).toContain("FREQ=WEEKLY");
    const until = addDays(start, 60);
    const planner = (
      await t.as(ada.cookie)("GET", `/api/meal-plans/${ada.user.householdId}?startDate=${start}&endDate=${until}`)
    ).json() as {
      day: string;
      customMealTitle: string;
    }[];
    const plannerDays = planner.filter((p) => p.customMealTitle === "Taco Tuesday").map((p) => p.day);
    expect(plannerDays).toHaveLength(5);
    expect(daysOf(taco, until)).toEqual(plannerDays);
    expect(daysOf(taco, until)).not.toContain(addDays(start, 14));
  });

  it("starts a meal at its type's usual time (dinner 18:30, one hour), else all day", () => {
    const { events } = parse(text);
    const taco = events.find((e) => e.summary === "Dinner: Taco Tuesday")!;
    expect(taco.startDate.isDate).toBe(false);
    expect(taco.startDate.toString()).toBe(`${start}T18:30:00`);
    expect(taco.endDate.toString()).toBe(`${start}T19:30:00`);
    const lunch = events.find((e) => e.summary.startsWith("Lunch"))!;
    expect(lunch.startDate.isDate).toBe(true);
    expect(lunch.startDate.toString()).toBe(addDays(start, 1));
  });

  it("escapes commas, semicolons, backslashes and newlines, and they read back as typed", () => {
    expect(text).toContain("SUMMARY:Lunch: Soup\\, bread\\; and \\\\ butter");
    const lunch = parse(text).events.find((e) => e.summary.startsWith("Lunch"))!;
    expect(lunch.summary).toBe(`Lunch: ${awkward}`);
    expect(lunch.description).toContain("Line one\nLine two, with; marks");
  });

  it("keeps each meal's UID across fetches and a reset of the link; DTSTAMP is set", async () => {
    const uids = parse(text).events.map((e) => e.uid);
    expect(new Set(uids).size).toBe(uids.length);
    for (const e of parse(text).events) expect(e.component.getFirstPropertyValue("dtstamp")).toBeTruthy();
    const again = parse((await fetchFeed(feedPath)).body).events.map((e) => e.uid);
    expect(again.sort()).toEqual([...uids].sort());
  });
});

describe("repeat rules with an end day, all-day and timed", () => {
  it("maps UNTIL to the event's kind and starts the series on its first real day, as the planner shows it", async () => {
    const dee = await t.signUp("feed-dee@example.com", "Dee");
    const until = addDays(start, 27).replace(/-/g, "");
    const reminders = { timeZone: "UTC", meals: {} as Record<string, { enabled: boolean; time: string }> };
    for (const m of ["breakfast", "lunch", "dinner", "snack"]) reminders.meals[m] = { enabled: m === "breakfast", time: "07:45" };
    expect((await t.as(dee.cookie)("PUT", "/api/push/reminders", reminders)).statusCode).toBe(200);
    // Planned on `start`, which may not be a Monday or Friday: the series begins on its first matching day.
    for (const [title, mealType] of [
      ["Monday soup", "lunch"],
      ["Friday pastries", "breakfast"],
    ] as const) {
      const byDay = mealType === "lunch" ? "MO" : "FR";
      const res = await t.as(dee.cookie)("POST", "/api/meal-plans", {
        customMealTitle: title,
        mealType,
        day: start,
        recurrenceRule: `FREQ=WEEKLY;BYDAY=${byDay};UNTIL=${until}`,
      });
      expect(res.statusCode).toBe(201);
    }
    const text = (await fetchFeed((await makeLink(dee)).path)).body;
    const window = addDays(start, 60);
    const planner = (
      await t.as(dee.cookie)("GET", `/api/meal-plans/${dee.user.householdId}?startDate=${start}&endDate=${window}`)
    ).json() as {
      day: string;
      customMealTitle: string;
    }[];
    const { events } = parse(text);
    for (const [title, timed] of [
      ["Lunch: Monday soup", false],
      ["Breakfast: Friday pastries", true],
    ] as const) {
      const event = events.find((e) => e.summary === title)!;
      const rule = String(event.component.getFirstPropertyValue("rrule"));
      expect(rule).toContain(timed ? `UNTIL=${until}T235959` : `UNTIL=${until}`);
      expect(event.startDate.isDate).toBe(!timed);
      const plannerDays = planner.filter((p) => title.endsWith(p.customMealTitle)).map((p) => p.day);
      expect(plannerDays).toHaveLength(4);
      expect(daysOf(event, window)).toEqual(plannerDays);
    }
  });
});

describe("the link", () => {
  it("is stored hashed, shown once; reset turns the old URL into a 404; off turns it off", async () => {
    const cy = await t.signUp("feed-cy@example.com", "Cy");
    const first = await makeLink(cy);
    expect(first.url).toMatch(/^http:\/\/localhost:5000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const secret = first.path.slice("/api/calendar/".length, -".ics".length);
    const rows = await t.db().select().from(calendarFeeds);
    expect(rows.some((r) => r.tokenHash === hashSecretToken(secret))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(secret);
    const status = (await t.as(cy.cookie)("GET", "/api/calendar-feed")).json() as Record<string, unknown>;
    expect(status.exists).toBe(true);
    expect(JSON.stringify(status)).not.toContain(secret);
    expect((await fetchFeed(first.path)).statusCode).toBe(200);

    const second = await makeLink(cy);
    expect(second.path).not.toBe(first.path);
    expect((await fetchFeed(first.path)).statusCode).toBe(404);
    expect((await fetchFeed(second.path)).statusCode).toBe(200);

    expect((await t.as(cy.cookie)("DELETE", "/api/calendar-feed")).statusCode).toBe(200);
    expect((await fetchFeed(second.path)).statusCode).toBe(404);
    expect(((await t.as(cy.cookie)("GET", "/api/calendar-feed")).json() as { exists: boolean }).exists).toBe(false);
  });

  it("answers 404 to a made-up secret or its stored hash, and needs no session", async () => {
    const link = await makeLink(bo);
    const secret = link.path.slice("/api/calendar/".length, -".ics".length);
    expect((await fetchFeed(`/api/calendar/${hashSecretToken(secret)}.ics`)).statusCode).toBe(404);
    expect((await fetchFeed("/api/calendar/not-a-real-secret.ics")).statusCode).toBe(404);
    const res = await fetchFeed(link.path);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Bo's secret stew");
    expect(res.body).not.toContain("Taco Tuesday");
  });
});
