import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { toDayString } from "../../../shared/domain/dates";
import { estimateBestBefore } from "../../../shared/domain/expiry";
import { matchFood } from "../../../shared/food/match";
import { pantryHistory, products } from "../../db/schema/pantry";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

type Item = { id: string; qty: string; unit: string; expiresOn: string | null; product: { id: string; name: string; brand: string | null; category: string } };
type User = Awaited<ReturnType<TestServer["signUp"]>>;

let t: TestServer;
let u: User;
beforeAll(async () => {
  t = await getTestServer();
  u = await t.signUp("editor@example.com", "Edi");
});
afterAll(async () => t?.close());

const list = async (): Promise<Item[]> => (await t.as(u.cookie)("GET", `/api/pantry/${u.user.householdId}`)).json();
const history = async () =>
  t.db().select().from(pantryHistory).where(eq(pantryHistory.householdId, u.user.householdId)).orderBy(asc(pantryHistory.createdAt));
const add = async (body: object): Promise<Item> => (await t.as(u.cookie)("POST", "/api/pantry", { source: "manual", ...body })).json();

describe("best-before day (issue 3 item 5)", () => {
  it("is estimated from the food's shelf life on add; an explicit day wins; null means none", async () => {
    const today = toDayString(new Date());
    const milk = await add({ productName: "Milk", qty: 4, unit: "cups" });
    const expected = estimateBestBefore({ foodId: "milk", category: "dairy", addedOn: today });
    expect(expected).not.toBeNull();
    expect(milk.expiresOn).toBe(expected);
    expect(milk.expiresOn! > today).toBe(true);
    expect((await add({ productName: "Yogurt", qty: 500, unit: "g", expiresOn: "2031-02-03" })).expiresOn).toBe("2031-02-03");
    expect((await add({ productName: "Cheddar cheese", qty: 200, unit: "g", expiresOn: null })).expiresOn).toBeNull();
    expect((await add({ productName: "Zzyzx widget", qty: 1, unit: "pieces" })).expiresOn).toBeNull();
  });

  it("is listed, editable with PUT and cleared with null; omitted leaves it; a date-only edit writes no history", async () => {
    const yogurt = await add({ productName: "Greek yogurt", qty: 500, unit: "g", expiresOn: null });
    const before = (await history()).length;
    const edited = await t.as(u.cookie)("PUT", `/api/pantry/${yogurt.id}`, { qty: yogurt.qty, expiresOn: "2031-03-04" });
    expect(edited.json()).toMatchObject({ expiresOn: "2031-03-04", qty: "500" });
    const kept = await t.as(u.cookie)("PUT", `/api/pantry/${yogurt.id}`, { qty: 400 });
    expect(kept.json()).toMatchObject({ expiresOn: "2031-03-04", qty: "400" });
    const cleared = await t.as(u.cookie)("PUT", `/api/pantry/${yogurt.id}`, { qty: 400, expiresOn: null });
    expect(cleared.json().expiresOn).toBeNull();
    expect((await list()).find((i) => i.id === yogurt.id)!.expiresOn).toBeNull();
    const h = await history();
    expect(h.slice(before).map((r) => [r.action, r.delta, r.unit, r.meta])).toEqual([["deduct", "-100", "g", { source: "manual" }]]);
  });
});

describe("PUT /api/pantry/{itemId} unit changes", () => {
  it("a convertible unit change records only the real change in the new unit", async () => {
    const rice = await add({ productName: "Rice", qty: 1, unit: "kg" });
    const before = (await history()).length;
    expect((await t.as(u.cookie)("PUT", `/api/pantry/${rice.id}`, { qty: 1000, unit: "g" })).json()).toMatchObject({ qty: "1000", unit: "g" });
    expect((await history()).length).toBe(before);
    await t.as(u.cookie)("PUT", `/api/pantry/${rice.id}`, { qty: 1, unit: "lbs" });
    const last = (await history()).at(-1)!;
    expect([last.action, last.delta, last.unit]).toEqual(["deduct", "-1.205", "lbs"]);
  });

  it("an inconvertible unit change records the old amount out and the new amount in", async () => {
    const garlic = await add({ productName: "Zzyzx gizmo", qty: 2, unit: "pieces" });
    const before = (await history()).length;
    await t.as(u.cookie)("PUT", `/api/pantry/${garlic.id}`, { qty: 3, unit: "cups" });
    const h = (await history()).slice(before);
    expect(h.map((r) => [r.action, r.delta, r.unit])).toEqual([
      ["deduct", "-2", "pieces"],
      ["add", "3", "cups"],
    ]);
  });
});

describe("PUT /api/pantry/{itemId}/product (edit dialog)", () => {
  it("renames, sets brand and category, answers the item and writes no history", async () => {
    const item = await add({ productName: "Spaghetti", qty: 500, unit: "g" });
    const before = (await history()).length;
    const res = await t.as(u.cookie)("PUT", `/api/pantry/${item.id}/product`, { name: "  Penne  ", brand: "Barilla", category: "pantry" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: item.id, qty: "500", unit: "g", product: { id: item.product.id, name: "Penne", brand: "Barilla", category: "pantry" } });
    expect((await history()).length).toBe(before);
    const [p] = await t.db().select().from(products).where(eq(products.id, item.product.id));
    expect(p.foodId).toBe(matchFood("Penne")?.food.id ?? null);
    expect(p.foodId).not.toBe("spaghetti");
  });

  it("refills the category (and matched food) from the name when it is omitted, null or blank; blank brand clears it", async () => {
    const item = await add({ productName: "Stuff", qty: 1, unit: "pieces" });
    const as = t.as(u.cookie);
    expect((await as("PUT", `/api/pantry/${item.id}/product`, { name: "Frozen peas" })).json().product).toMatchObject({ name: "Frozen peas", category: "frozen", brand: null });
    expect((await as("PUT", `/api/pantry/${item.id}/product`, { name: "Chicken thighs", brand: "Farm", category: null })).json().product).toMatchObject({ category: "meat", brand: "Farm" });
    expect((await as("PUT", `/api/pantry/${item.id}/product`, { name: "Apples", brand: "", category: "" })).json().product).toMatchObject({ category: "produce", brand: null });
    const [p] = await t.db().select().from(products).where(eq(products.id, item.product.id));
    expect(p.foodId).toBe(matchFood("Apples")?.food.id);
  });
});

describe("bad input → 400 listing every issue, nothing stored", () => {
  it("on add, quantity change and product edit", async () => {
    const before = { items: await list(), history: (await history()).length };
    const as = t.as(u.cookie);
    const item = before.items[0];

    const addRes = await as("POST", "/api/pantry", { productName: "Tea", qty: "lots", unit: "", source: "sample", expiresOn: "2030-02-30" });
    expect(addRes.statusCode).toBe(400);
    expect(addRes.json().issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(["body.qty", "body.unit", "body.source", "body.expiresOn"]));

    const putRes = await as("PUT", `/api/pantry/${item.id}`, { qty: -1, unit: "", expiresOn: "tomorrow" });
    expect(putRes.statusCode).toBe(400);
    expect(putRes.json().issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(["body.qty", "body.unit", "body.expiresOn"]));

    const productRes = await as("PUT", `/api/pantry/${item.id}/product`, { name: "   ", category: "weird" });
    expect(productRes.statusCode).toBe(400);
    expect(productRes.json().issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(["body.name", "body.category"]));

    expect((await as("PUT", "/api/pantry/not-a-uuid", { qty: 1 })).statusCode).toBe(400);
    expect(await list()).toEqual(before.items);
    expect((await history()).length).toBe(before.history);
  });
});
