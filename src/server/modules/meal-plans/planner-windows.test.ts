import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dayOfWeek, weekDays, windowDays } from "../../../shared/domain/dates";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

let t: TestServer;
let a: Awaited<ReturnType<TestServer["signUp"]>>;
let b: Awaited<ReturnType<TestServer["signUp"]>>;
type Entry = {
  id: string;
  day: string;
  mealType: string;
  customMealTitle: string | null;
  seriesDay: string | null;
  recurrenceRule: string | null;
};

beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("planner@example.com", "Plan");
  b = await t.signUp("planner-b@example.com", "Other");
});
afterAll(async () => t?.close());

const plan = (body: Record<string, unknown>) =>
  t.as(a.cookie)("POST", "/api/meal-plans", { mealType: "dinner", status: "planned", ...body });
async function windowOf(days: string[]): Promise<Entry[]> {
  const res = await t.as(a.cookie)("GET", `/api/meal-plans/${a.user.householdId}?startDate=${days[0]}&endDate=${days.at(-1)}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe("planner windows", () => {
  it("the week view is Sunday to Saturday across a month end and the EU/US spring DST change", async () => {
    // 29 March 2026 is the EU DST change; the week of Tue 31 March runs Sun 29 March – Sat 4 April.
    for (const day of ["2026-03-28", "2026-03-29", "2026-03-31", "2026-04-01", "2026-04-04", "2026-04-05"]) {
      expect((await plan({ customMealTitle: `Meal ${day}`, day })).statusCode).toBe(201);
    }
    const week = weekDays("2026-03-31");
    expect(week).toHaveLength(7);
    expect(dayOfWeek(week[0])).toBe(0);
    const entries = await windowOf(week);
    expect(entries.map((e) => e.day)).toEqual(["2026-03-29", "2026-03-31", "2026-04-01", "2026-04-04"]);
  });

  it("the 4-day view crosses the autumn DST change and a month end, and steps by 4 days", async () => {
    // 1 November 2026: US DST ends; 25 October: EU DST ends.
    for (const day of ["2026-10-24", "2026-10-25", "2026-10-31", "2026-11-01", "2026-11-02"])
      await plan({ customMealTitle: `Autumn ${day}`, day });
    const first = windowDays("2026-10-29");
    expect(first).toEqual(["2026-10-29", "2026-10-30", "2026-10-31", "2026-11-01"]);
    expect((await windowOf(first)).map((e) => e.day)).toEqual(["2026-10-31", "2026-11-01"]);
    const previous = windowDays(addDays(first[0], -4));
    expect((await windowOf(previous)).map((e) => e.customMealTitle)).toEqual(["Autumn 2026-10-25"]);
    const next = windowDays(addDays(first[0], 4));
    expect((await windowOf(next)).map((e) => e.customMealTitle)).toEqual(["Autumn 2026-11-02"]);
  });
});

describe("recurring meals", () => {
  let weekday: Entry;

  it("'every Monday' and 'every weekday' appear on each occurrence of any window, in both views", async () => {
    const monday = await plan({ customMealTitle: "Soup Monday", day: "2026-06-01", recurrenceRule: "FREQ=WEEKLY;BYDAY=MO" });
    expect(monday.statusCode).toBe(201);
    expect(monday.json()).toMatchObject({ recurrenceRule: "FREQ=WEEKLY;BYDAY=MO", seriesDay: "2026-06-01" });
    const wd = await plan({
      customMealTitle: "Porridge",
      mealType: "breakfast",
      day: "2026-06-03",
      recurrenceRule: "rrule:freq=weekly;byday=mo,tu,we,th,fr",
    });
    weekday = wd.json();
    const june = (await windowOf(weekDays("2026-06-30"))).filter((e) => e.recurrenceRule);
    expect(june.filter((e) => e.customMealTitle === "Soup Monday").map((e) => e.day)).toEqual(["2026-06-29"]);
    expect(june.filter((e) => e.customMealTitle === "Porridge").map((e) => e.day)).toEqual([
      "2026-06-29",
      "2026-06-30",
      "2026-07-01",
      "2026-07-02",
      "2026-07-03",
    ]);
    const fourDays = (await windowOf(windowDays("2026-06-05"))).filter((e) => e.recurrenceRule);
    expect(fourDays.map((e) => `${e.day} ${e.customMealTitle}`)).toEqual([
      "2026-06-05 Porridge",
      "2026-06-08 Soup Monday",
      "2026-06-08 Porridge",
    ]);
    expect(await windowOf(windowDays("2026-05-25"))).toEqual([]);
  });

  it("refuses a rule that is not an RRULE or repeats hourly", async () => {
    for (const recurrenceRule of ["every monday", "FREQ=HOURLY"]) {
      const res = await plan({ customMealTitle: "x", day: "2026-06-01", recurrenceRule });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe("body.recurrenceRule");
    }
  });

  it("one occurrence can be skipped and another changed; the rest of the series stays", async () => {
    const skip = await t.as(a.cookie)("DELETE", `/api/meal-plans/${weekday.id}?day=2026-06-09`);
    expect(skip.statusCode).toBe(204);
    const moved = await t.as(a.cookie)("PUT", `/api/meal-plans/${weekday.id}?day=2026-06-10`, { mealType: "lunch", servings: 5 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      day: "2026-06-10",
      mealType: "lunch",
      servings: 5,
      recurrenceRule: null,
      customMealTitle: "Porridge",
    });
    expect(moved.json().id).not.toBe(weekday.id);
    const days = (await windowOf(windowDays("2026-06-08"))).filter((e) => e.customMealTitle === "Porridge");
    expect(days.map((e) => `${e.day} ${e.mealType}`)).toEqual(["2026-06-08 breakfast", "2026-06-10 lunch", "2026-06-11 breakfast"]);
    const notAnOccurrence = await t.as(a.cookie)("DELETE", `/api/meal-plans/${weekday.id}?day=2026-06-13`);
    expect(notAnOccurrence.statusCode).toBe(404);
  });

  it("removing without a day ends the whole series", async () => {
    expect((await t.as(a.cookie)("DELETE", `/api/meal-plans/${weekday.id}`)).statusCode).toBe(204);
    const left = (await windowOf(windowDays("2026-06-08"))).filter((e) => e.customMealTitle === "Porridge");
    expect(left.map((e) => e.day)).toEqual(["2026-06-10"]);
  });
});

describe("moving and removing", () => {
  it("moves an entry to another day and meal, then removes it; other households get 404", async () => {
    const created = (await plan({ customMealTitle: "Tacos", day: "2026-08-03" })).json();
    const moved = await t.as(a.cookie)("PUT", `/api/meal-plans/${created.id}`, { day: "2026-08-05", mealType: "lunch" });
    expect(moved.json()).toMatchObject({ id: created.id, day: "2026-08-05", mealType: "lunch" });
    const tacos = async (days: string[]) => (await windowOf(days)).filter((e) => e.customMealTitle === "Tacos");
    expect(await tacos(["2026-08-03", "2026-08-04"])).toEqual([]);
    expect((await t.as(b.cookie)("PUT", `/api/meal-plans/${created.id}`, { day: "2026-08-06" })).statusCode).toBe(404);
    expect((await t.as(b.cookie)("DELETE", `/api/meal-plans/${created.id}`)).statusCode).toBe(404);
    expect((await t.as(a.cookie)("DELETE", `/api/meal-plans/${created.id}`)).statusCode).toBe(204);
    expect(await tacos(["2026-08-05"])).toEqual([]);
  });
});
