import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expandOccurrences } from "../../../shared/domain/recurrence";
import { MAX_STEPS } from "../../../shared/domain/recurrence-expand";
import { mealPlans } from "../../db/schema/meal-plans";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

// Issue 19 finding 3: one repeating meal must not stall the server. Rules and days that can never
// give a meal day are refused on every route that stores them; rows stored before that still
// answer quickly because the expansion itself is bounded.

let t: TestServer;
let a: Awaited<ReturnType<TestServer["signUp"]>>;
type Issue = { path: string; message: string };

beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("recurrence-limits@example.com", "Rita");
});
afterAll(async () => t?.close());

const plan = (body: Record<string, unknown>) =>
  t.as(a.cookie)("POST", "/api/meal-plans", { customMealTitle: "Soup", mealType: "dinner", status: "planned", ...body });
const windowOf = (start: string, end: string) =>
  t.as(a.cookie)("GET", `/api/meal-plans/${a.user.householdId}?startDate=${start}&endDate=${end}`);
const issuesOf = (res: { json(): unknown }) => (res.json() as { issues?: Issue[] }).issues ?? [];

/** Hostile shapes: the finding's rule and its variants, each with the field and reason the 400 must name. */
const HOSTILE: { rule?: string; day: string; path: "recurrenceRule" | "day"; reason: RegExp }[] = [
  { day: "0100-01-01", rule: "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31", path: "day", reason: /1900-01-01 to 2200-12-31/ },
  {
    day: "2026-01-01",
    rule: "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31",
    path: "recurrenceRule",
    reason: /BYMONTHDAY=31 never falls in BYMONTH=2/,
  },
  {
    day: "2026-01-01",
    rule: "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30",
    path: "recurrenceRule",
    reason: /BYMONTHDAY=30 never falls in BYMONTH=2/,
  },
  ...[4, 6, 9, 11].map((m) => ({
    day: "2026-01-01",
    rule: `FREQ=MONTHLY;BYMONTH=${m};BYMONTHDAY=31`,
    path: "recurrenceRule" as const,
    reason: new RegExp(`BYMONTHDAY=31 never falls in BYMONTH=${m}`),
  })),
  { day: "2026-01-01", rule: "FREQ=DAILY;BYMONTH=4,6;BYMONTHDAY=-31", path: "recurrenceRule", reason: /never falls in BYMONTH=4,6/ },
  { day: "1899-12-31", rule: "FREQ=WEEKLY", path: "day", reason: /1900-01-01 to 2200-12-31/ },
  { day: "2201-01-01", path: "day", reason: /1900-01-01 to 2200-12-31/ },
  { day: "2026-01-01", rule: "FREQ=YEARLY;INTERVAL=1000", path: "recurrenceRule", reason: /INTERVAL can be at most 10/ },
  { day: "2026-01-01", rule: "FREQ=DAILY;COUNT=1000000000", path: "recurrenceRule", reason: /COUNT can be at most 1000/ },
  { day: "2026-01-01", rule: "FREQ=DAILY;COUNT=0", path: "recurrenceRule", reason: /COUNT takes a whole number of 1 or more/ },
  { day: "2026-01-01", rule: "FREQ=DAILY;INTERVAL=0", path: "recurrenceRule", reason: /INTERVAL takes a whole number of 1 or more/ },
  {
    day: "2026-01-01",
    rule: "FREQ=YEARLY;BYYEARDAY=367",
    path: "recurrenceRule",
    reason: /BYYEARDAY takes whole numbers from -366 to 366/,
  },
  { day: "2026-01-01", rule: "FREQ=YEARLY;BYYEARDAY=1;BYMONTH=6", path: "recurrenceRule", reason: /BYYEARDAY=1 never falls on BYMONTH=6/ },
  { day: "2026-01-01", rule: "FREQ=WEEKLY;BYDAY=MO;BYSETPOS=8", path: "recurrenceRule", reason: /BYSETPOS=8 can't pick from a week/ },
  { day: "2026-01-01", rule: "FREQ=MONTHLY;BYSETPOS=0;BYDAY=MO", path: "recurrenceRule", reason: /BYSETPOS takes whole numbers/ },
  { day: "2026-01-01", rule: "FREQ=DAILY;BYSETPOS=1", path: "recurrenceRule", reason: /BYSETPOS needs BYDAY/ },
  { day: "2026-01-01", rule: "FREQ=MONTHLY;BYDAY=6MO", path: "recurrenceRule", reason: /a month has at most 5/ },
  {
    day: "2026-06-01",
    rule: "FREQ=DAILY;UNTIL=20260101",
    path: "recurrenceRule",
    reason: /UNTIL \(2026-01-01\) is before the meal's first day/,
  },
  {
    day: "2026-01-01",
    rule: "FREQ=DAILY;UNTIL=99991231",
    path: "recurrenceRule",
    reason: /UNTIL must be a day from 1900-01-01 to 2200-12-31/,
  },
  // Needs the first day to see: every 7 days from a Monday is never a Tuesday.
  {
    day: "2026-01-05",
    rule: "FREQ=DAILY;INTERVAL=7;BYDAY=TU",
    path: "recurrenceRule",
    reason: /never falls on a day between 2026-01-05 and/,
  },
  { day: "2026-01-01", rule: "FREQ=MONTHLY;BYMONTHDAY=31;BYDAY=MO;BYMONTH=2,4", path: "recurrenceRule", reason: /never falls/ },
  { day: "2026-01-01", rule: "FREQ=HOURLY", path: "recurrenceRule", reason: /daily, weekly, monthly or yearly/ },
  { day: "2026-01-01", rule: "FREQ=DAILY;BYHOUR=8", path: "recurrenceRule", reason: /BYHOUR is not supported/ },
];

/** A repeating meal with `day` and `rule` as the export file holds it. */
const filePlan = (day: string, rule: string | null) => ({
  recipeId: null,
  day,
  mealType: "dinner",
  servings: 2,
  status: "planned",
  customMealTitle: "Imported soup",
  customMealLink: null,
  notes: null,
  isCooked: false,
  recurrenceRule: rule,
  createdAt: "2026-01-01T00:00:00.000Z",
});

describe("repeat rules that can never give a meal day are refused (issue 19 finding 3)", () => {
  it.each(HOSTILE)(
    "POST /api/meal-plans $day $rule: 400 naming $path and the reason, nothing stored",
    async ({ day, rule, path, reason }) => {
      const res = await plan({ day, recurrenceRule: rule });
      expect(res.statusCode).toBe(400);
      expect(issuesOf(res)).toContainEqual({ path: `body.${path}`, message: expect.stringMatching(reason) });
      if (day >= "1900-01-01" && day <= "2200-12-31") expect((await windowOf(day, day)).json()).toEqual([]);
    },
  );

  it.each(HOSTILE.filter((h) => h.rule))(
    "PUT /api/meal-plans/{id} with $rule from $day: 400 naming the field, entry unchanged",
    async ({ day, rule, path, reason }) => {
      const created = await plan({ day: "2026-03-02", recurrenceRule: "FREQ=WEEKLY" });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as string;
      const res = await t.as(a.cookie)("PUT", `/api/meal-plans/${id}`, { day, recurrenceRule: rule });
      expect(res.statusCode).toBe(400);
      expect(issuesOf(res)).toContainEqual({ path: `body.${path}`, message: expect.stringMatching(reason) });
      const after = (await windowOf("2026-03-02", "2026-03-02")).json() as { id: string; recurrenceRule: string }[];
      expect(after.find((e) => e.id === id)?.recurrenceRule).toBe("FREQ=WEEKLY");
      await t.as(a.cookie)("DELETE", `/api/meal-plans/${id}`);
    },
  );

  it("PUT moving only the day before a kept rule's UNTIL, or only the rule, is checked against the other", async () => {
    const created = await plan({ day: "2026-03-02", recurrenceRule: "FREQ=DAILY;UNTIL=20260310" });
    const id = created.json().id as string;
    const moved = await t.as(a.cookie)("PUT", `/api/meal-plans/${id}`, { day: "2026-04-01" });
    expect(moved.statusCode).toBe(400);
    expect(issuesOf(moved)).toContainEqual({
      path: "body.recurrenceRule",
      message: expect.stringMatching(/UNTIL \(2026-03-10\) is before/),
    });
    const ruled = await t.as(a.cookie)("PUT", `/api/meal-plans/${id}`, { recurrenceRule: "FREQ=WEEKLY;BYDAY=MO;UNTIL=20260301" });
    expect(ruled.statusCode).toBe(400);
    const fine = await t.as(a.cookie)("PUT", `/api/meal-plans/${id}`, { day: "2026-03-05" });
    expect(fine.statusCode).toBe(200);
    expect(fine.json().day).toBe("2026-03-05");
    await t.as(a.cookie)("DELETE", `/api/meal-plans/${id}`);
  });

  it.each(HOSTILE.filter((h) => h.rule || h.path === "day"))(
    "import file with $rule from $day: 400 naming body.mealPlans.0.$path, nothing imported",
    async ({ day, rule, path, reason }) => {
      const file = (await t.as(a.cookie)("GET", "/api/account/export")).json();
      const res = await t.as(a.cookie)("POST", "/api/account/import", { ...file, mealPlans: [filePlan(day, rule ?? null)] });
      expect(res.statusCode).toBe(400);
      expect(issuesOf(res)).toContainEqual({ path: `body.mealPlans.0.${path}`, message: expect.stringMatching(reason) });
    },
  );

  it("ordinary repeat rules are still accepted everywhere", async () => {
    for (const rule of [
      "FREQ=WEEKLY;BYDAY=MO",
      "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29",
      "FREQ=MONTHLY;BYDAY=-1FR",
      "FREQ=DAILY;COUNT=1000",
    ]) {
      const res = await plan({ day: "2026-01-01", recurrenceRule: rule });
      expect(res.statusCode, rule).toBe(201);
      await t.as(a.cookie)("DELETE", `/api/meal-plans/${res.json().id}`);
    }
  });
});

describe("rows stored before the limits can't stall a read (issue 19 finding 3)", () => {
  const STORED: [string, string][] = [
    ["0100-01-01", "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31"],
    ["0100-01-01", "FREQ=DAILY;COUNT=1000000000;BYMONTH=2;BYMONTHDAY=30"],
    ["0100-01-01", "FREQ=WEEKLY;BYDAY=MO;BYMONTH=4;BYMONTHDAY=31"],
    ["1899-12-31", "FREQ=DAILY;INTERVAL=7;BYDAY=TU"],
    ["0100-01-01", "FREQ=YEARLY;INTERVAL=1000;BYYEARDAY=366"],
    ["0001-01-01", "FREQ=MONTHLY;COUNT=999999999;BYDAY=5MO;BYMONTH=2"],
  ];

  it("GET a December of the planner and from-plan answer quickly with the stored hostile rows present", async () => {
    await t
      .db()
      .insert(mealPlans)
      .values(
        STORED.map(([day, rule]) => ({
          householdId: a.user.householdId,
          day,
          mealType: "dinner",
          servings: 2,
          status: "planned",
          customMealTitle: "Hostile",
          recurrenceRule: rule,
        })),
      );
    // The bound itself: every stored row costs at most MAX_STEPS steps for a planner month.
    for (const [day, rule] of STORED)
      expect(expandOccurrences(day, rule, "2026-12-01", "2026-12-31")?.steps ?? 0, rule).toBeLessThanOrEqual(MAX_STEPS);
    const started = performance.now();
    const month = await windowOf("2026-12-01", "2026-12-31");
    const week = await windowOf("2026-11-29", "2026-12-05");
    const shopping = await t.as(a.cookie)("POST", "/api/shopping-list/from-plan", { startDate: "2026-12-01", endDate: "2026-12-31" });
    const health = await t.app.inject({ method: "GET", url: "/healthz" });
    const elapsed = performance.now() - started;
    expect([month.statusCode, week.statusCode, shopping.statusCode, health.statusCode]).toEqual([200, 200, 200, 200]);
    // Before the fix the month alone took about 16 s; now each row costs at most a few ms.
    expect(elapsed).toBeLessThan(2_000);
  });
});
