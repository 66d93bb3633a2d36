import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";
import { hostileFile, HOSTILE_VALUES, mappedFields, readAt, refusedFields, type FieldCase } from "../../../../test/server/fixtures/import-hostile";

/**
 * Issue 19 finding 6, as a class: an import file must never store a value the app cannot show or
 * change. A category `__proto__` crashed the home screen, and an item with `source: "sample"` could
 * not be deleted (409). Every enum-like field of the file gets each prototype key, an unknown
 * word, a wrong-case spelling and "" (fixture: test/server/fixtures/import-hostile.ts); each is either refused
 * with a 400 naming that field or stored as the API's default — and afterwards every screen's API
 * answers and every imported item can be edited and deleted.
 */
let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => t?.close());

/** The GET (and POST for ideas) calls behind every screen, for a household and its rows. */
async function screensAnswer(call: ReturnType<TestServer["as"]>, hh: string) {
  const recipes = (await call("GET", "/api/recipes")).json() as { id: string }[];
  const plans = await call("GET", `/api/meal-plans/${hh}?startDate=2026-01-01&endDate=2026-01-31`);
  const paths = [
    `/api/pantry/${hh}`,
    "/api/recipes/personalized",
    `/api/history/${hh}`,
    `/api/history/${hh}/activity`,
    `/api/analytics/${hh}`,
    `/api/shopping-list/${hh}`,
    "/api/user-settings",
    "/api/account/export",
    ...recipes.map((r) => `/api/recipes/${r.id}`),
    ...(plans.json() as { id: string }[]).map((p) => `/api/meal-plans/${p.id}/cooking-preview`),
  ];
  const answers = [plans, ...(await Promise.all(paths.map((p) => call("GET", p)))), await call("POST", "/api/ai/recipe-ideas", {})];
  return answers.map((a, i) => [i === 0 ? "meal-plans" : (paths[i - 1] ?? "ideas"), a.statusCode, a.statusCode === 200 ? "" : a.body]);
}

describe("POST /api/account/import stores no value the app cannot show or change", () => {
  for (const value of HOSTILE_VALUES) {
    it(`every enum-like field = ${JSON.stringify(value)}: stored as the default, screens answer, items edit and delete`, async () => {
      const user = await t.signUp();
      const call = t.as(user.cookie);
      const hh = user.user.householdId;
      const fields = mappedFields.filter((f) => f.expect(value) !== "refused");
      const res = await call("POST", "/api/account/import", hostileFile(fields, value));
      expect(res.statusCode, res.body).toBe(200);

      const stored = (await call("GET", "/api/account/export")).json();
      for (const f of fields) expect([f.path, readAt(stored, f.path)]).toEqual([f.path, f.expect(value)]);

      for (const [path, status, body] of await screensAnswer(call, hh)) expect([path, status, body]).toEqual([path, 200, ""]);

      const items = (await call("GET", `/api/pantry/${hh}`)).json() as { id: string; source: string; product: { name: string } }[];
      const own = items.filter((i) => i.source !== "sample");
      expect(own.length).toBeGreaterThan(0);
      for (const item of own) {
        expect((await call("PUT", `/api/pantry/${item.id}`, { qty: "3" })).statusCode).toBe(200);
        const edit = await call("PUT", `/api/pantry/${item.id}/product`, { name: item.product.name, brand: null, category: "dairy" });
        expect(edit.statusCode, edit.body).toBe(200);
        const del = await call("DELETE", `/api/pantry/${item.id}`);
        expect(del.statusCode, del.body).toBe(200);
      }
      const left = (await call("GET", `/api/pantry/${hh}`)).json() as { source: string }[];
      expect(left.filter((i) => i.source !== "sample")).toEqual([]);
    });
  }

  const refusals: [FieldCase, string][] = [...mappedFields, ...refusedFields].flatMap((f) =>
    HOSTILE_VALUES.filter((v) => f.expect(v) === "refused").map((v): [FieldCase, string] => [f, v]),
  );
  it.each(refusals.map(([f, v]) => [f.path, JSON.stringify(v), f, v] as const))(
    "%s = %s: 400 naming the field, nothing stored",
    async (path, _shown, f, value) => {
      const user = await t.signUp();
      const call = t.as(user.cookie);
      const res = await call("POST", "/api/account/import", hostileFile([f], value));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(`body.${path}`);
      const after = (await call("GET", "/api/account/export")).json();
      expect([after.products.length, after.pantryItems.length, after.recipes.length, after.mealPlans.length, after.history.length]).toEqual(
        [0, 0, 0, 0, 0],
      );
    },
  );
});
