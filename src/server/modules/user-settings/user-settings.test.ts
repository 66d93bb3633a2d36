import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

let t: TestServer;
let a: Awaited<ReturnType<TestServer["signUp"]>>;
beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("settings@example.com", "Sam");
});
afterAll(async () => t?.close());

const valid = { householdSize: 4, allergies: ["Peanuts", "Dairy/Lactose"], dietaryPrefs: ["Vegetarian"], dietaryConstraints: "No coriander" };

describe("GET/PUT /api/user-settings", () => {
  it("a new user gets the SPEC defaults (household size 2, nothing chosen)", async () => {
    const res = await t.as(a.cookie)("GET", "/api/user-settings");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ householdSize: 2, allergies: [], dietaryPrefs: [], dietaryConstraints: "" });
  });

  it.each([0, 21])("household size %i is refused with a clear message and nothing is saved", async (size) => {
    const res = await t.as(a.cookie)("PUT", "/api/user-settings", { ...valid, householdSize: size });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: "body.householdSize", message: "Household size must be between 1 and 20" });
    expect((await t.as(a.cookie)("GET", "/api/user-settings")).json().householdSize).toBe(2);
  });

  it("an allergy outside SPEC §9's list is refused, naming the choices", async () => {
    const res = await t.as(a.cookie)("PUT", "/api/user-settings", { ...valid, allergies: ["Peanuts", "Cashews"] });
    expect(res.statusCode).toBe(400);
    const issue = res.json().issues.find((i: { path: string }) => i.path === "body.allergies.1");
    expect(issue.message).toMatch(/^Unknown allergy: choose from Nuts, Tree nuts, Peanuts/);
  });

  it("an unknown dietary preference is refused", async () => {
    const res = await t.as(a.cookie)("PUT", "/api/user-settings", { ...valid, dietaryPrefs: ["Carnivore"] });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].message).toMatch(/^Unknown dietary preference/);
  });

  it("sizes 1 and 20 and every list value are accepted and read back", async () => {
    for (const householdSize of [1, 20]) {
      const res = await t.as(a.cookie)("PUT", "/api/user-settings", { ...valid, householdSize });
      expect(res.statusCode).toBe(200);
      expect((await t.as(a.cookie)("GET", "/api/user-settings")).json()).toEqual({ ...valid, householdSize });
    }
  });

  it("settings are per user: another member's are untouched", async () => {
    const b = await t.signUp("settings-other@example.com", "Bo");
    expect((await t.as(b.cookie)("GET", "/api/user-settings")).json().allergies).toEqual([]);
  });
});
