import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { households } from "../../db/schema/households";
import { mealPlanCookings } from "../../db/schema/meal-plan-cooking";
import { mealPlans } from "../../db/schema/meal-plans";
import { pantryHistory, pantryItems, products } from "../../db/schema/pantry";
import { receipts } from "../../db/schema/receipts";
import { recipeInteractions } from "../../db/schema/recipe-interactions";
import { recipes } from "../../db/schema/recipes";
import { shoppingListItems, shoppingRestocks } from "../../db/schema/shopping-list";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";
import { householdDataCounts, householdDataTables, NOT_HOUSEHOLD_DATA } from "./household-data-repository";
import { joinByInvitation } from "../../../../test/server/seeds/invitations";

/**
 * Issue 19 (follow-up of findings 1 and 2): a former household holding ANY row its person made,
 * in any household-scoped table of the schema, is never removed on joining without a choice;
 * "keep" keeps it for that person. The class: one row in each such table, nothing else.
 */
let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => t?.close());

type Who = { id: string; householdId: string };
/** A household elsewhere, for parent rows that must not count in the household under test. */
let elsewhere: { user: Who; recipeId: string; mealPlanId: string };

/**
 * One row a person could make in each household data table of household `h`, and nothing else
 * counted there (parents a foreign key needs are samples, or live in another household).
 * A table added to the schema without an entry here fails the first test.
 */
const ONE_ROW: Record<string, (h: string, u: Who) => Promise<unknown>> = {
  product: (h) => t.db().insert(products).values({ householdId: h, name: "Own oats" }),
  pantry_item: async (h) => {
    const [p] = await t.db().insert(products).values({ householdId: h, name: "Sample base", isSample: true }).returning();
    return t.db().insert(pantryItems).values({ householdId: h, productId: p.id, qty: "1", unit: "kg", source: "manual" });
  },
  pantry_history: (h, u) =>
    t
      .db()
      .insert(pantryHistory)
      .values({
        householdId: h,
        userId: u.id,
        action: "remove",
        delta: "-1",
        unit: "kg",
        productName: "Oats",
        productCategory: "grains",
        meta: { source: "manual" },
      }),
  recipe: (h) => t.db().insert(recipes).values({ householdId: h, title: "Family stew" }),
  recipe_interaction: (h, u) =>
    t.db().insert(recipeInteractions).values({ householdId: h, userId: u.id, recipeId: elsewhere.recipeId, interactionType: "like" }),
  meal_plan: (h) => t.db().insert(mealPlans).values({ householdId: h, day: "2030-01-01", mealType: "dinner", servings: 2 }),
  meal_plan_cooking: (h, u) => t.db().insert(mealPlanCookings).values({ householdId: h, mealPlanId: elsewhere.mealPlanId, userId: u.id }),
  receipt: (h, u) =>
    t
      .db()
      .insert(receipts)
      .values({ householdId: h, userId: u.id, imageKey: `receipts/${crypto.randomUUID()}.jpg`, contentType: "image/jpeg" }),
  shopping_list_item: (h) => t.db().insert(shoppingListItems).values({ householdId: h, name: "Flour" }),
  shopping_restock: (h, u) => t.db().insert(shoppingRestocks).values({ householdId: h, userId: u.id }),
};

const householdExists = async (id: string) => (await t.db().select().from(households).where(eq(households.id, id))).at(0) ?? null;

describe("what counts as a household's data is derived from the schema", () => {
  it("covers every table with a household_id column in the database, except members, invitations and devices", async () => {
    const res = await t.db().execute(sql`select distinct table_name from information_schema.columns
      where table_schema = current_schema() and column_name = 'household_id' order by table_name`);
    const inDatabase = (res.rows as { table_name: string }[]).map((r) => r.table_name);
    expect(householdDataTables()).toEqual(inDatabase.filter((n) => !(n in NOT_HOUSEHOLD_DATA)));
    expect(Object.keys(NOT_HOUSEHOLD_DATA).every((n) => inDatabase.includes(n))).toBe(true);
    // Every such table has a one-row fixture below, so the class test walks all of them.
    expect(Object.keys(ONE_ROW).sort()).toEqual(householdDataTables());
  });
});

describe("a former household with one made row in any table is kept on joining, never removed", () => {
  beforeAll(async () => {
    const other = await t.signUp("data-elsewhere@example.com", "Els");
    const [r] = await t.db().insert(recipes).values({ householdId: other.user.householdId, title: "Elsewhere" }).returning();
    const [m] = await t
      .db()
      .insert(mealPlans)
      .values({ householdId: other.user.householdId, day: "2030-01-02", mealType: "lunch", servings: 1 })
      .returning();
    elsewhere = { user: other.user, recipeId: r.id, mealPlanId: m.id };
  });

  for (const table of householdDataTables())
    it(`only a row in ${table} (samples seeded too): the app says it has data, and "keep" keeps it for the joiner`, async () => {
      const host = await t.signUp(`data-host-${table}@example.com`, "Hana");
      const guest = await t.signUp(`data-guest-${table}@example.com`, "Gil");
      const h = guest.user.householdId;
      expect((await t.as(guest.cookie)("POST", "/api/seed-pantry")).statusCode).toBe(200);
      await ONE_ROW[table](h, guest.user);
      const counts = await householdDataCounts(t.db(), h);
      expect(Object.entries(counts).filter(([, n]) => n > 0)).toEqual([[table, 1]]);
      const current = (await t.as(guest.cookie)("GET", "/api/invitations")).json().current;
      const made = ["pantryItems", "recipes", "mealPlans", "shoppingItems", "otherRecords"].reduce((s, k) => s + current[k], 0);
      expect(made).toBe(1);

      const joined = await joinByInvitation(t, host.cookie, guest.email, { invitee: guest, mode: "keep" });
      expect(joined.user.householdId).toBe(host.user.householdId);
      expect((await householdExists(h))?.keptByUserId).toBe(guest.user.id);
      expect((await householdDataCounts(t.db(), h))[table]).toBe(1);
    });

  it("through the app: an item added then removed leaves only its product and history — still kept, not removed", async () => {
    const host = await t.signUp("data-host-app@example.com", "Hal");
    const guest = await t.signUp("data-guest-app@example.com", "Gwen");
    const added = (
      await t.as(guest.cookie)("POST", "/api/pantry", { productName: "Lentils", qty: "1", unit: "kg", source: "manual" })
    ).json();
    expect((await t.as(guest.cookie)("DELETE", `/api/pantry/${added.id}`)).statusCode).toBeLessThan(300);
    const current = (await t.as(guest.cookie)("GET", "/api/invitations")).json().current;
    expect(current).toMatchObject({ pantryItems: 0, recipes: 0, mealPlans: 0, shoppingItems: 0 });
    expect(current.otherRecords).toBeGreaterThan(0);
    await joinByInvitation(t, host.cookie, guest.email, { invitee: guest, mode: "keep" });
    expect((await householdExists(guest.user.householdId))?.keptByUserId).toBe(guest.user.id);
  });

  it("samples alone are not data: that household is removed on joining, and is nobody's", async () => {
    const host = await t.signUp("data-host-samples@example.com", "Hugo");
    const guest = await t.signUp("data-guest-samples@example.com", "Gia");
    await t.as(guest.cookie)("POST", "/api/seed-pantry");
    expect(Object.values(await householdDataCounts(t.db(), guest.user.householdId)).every((n) => n === 0)).toBe(true);
    await joinByInvitation(t, host.cookie, guest.email, { invitee: guest, mode: "keep" });
    expect(await householdExists(guest.user.householdId)).toBeNull();
  });

  it("bring moves the rows of every household data table and removes the emptied household", async () => {
    const host = await t.signUp("data-host-bring@example.com", "Hed");
    const guest = await t.signUp("data-guest-bring@example.com", "Gus");
    const h = guest.user.householdId;
    for (const table of householdDataTables()) await ONE_ROW[table](h, guest.user);
    const before = await householdDataCounts(t.db(), host.user.householdId);
    await joinByInvitation(t, host.cookie, guest.email, { invitee: guest, mode: "bring" });
    expect(await householdExists(h)).toBeNull();
    const after = await householdDataCounts(t.db(), host.user.householdId);
    for (const table of householdDataTables()) expect([table, after[table] - before[table]]).toEqual([table, 1]);
  });
});
