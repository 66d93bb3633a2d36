import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { pantryHistory } from "../../db/schema/pantry";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

type Item = { id: string; qty: string; unit: string; source: string; expiresOn: string | null; product: { id: string; name: string; category: string } };
type User = Awaited<ReturnType<TestServer["signUp"]>>;

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => t?.close());

const list = async (u: User): Promise<Item[]> => (await t.as(u.cookie)("GET", `/api/pantry/${u.user.householdId}`)).json();
const history = async (u: User) =>
  t.db().select().from(pantryHistory).where(eq(pantryHistory.householdId, u.user.householdId)).orderBy(asc(pantryHistory.createdAt));
const add = (u: User, body: object) => t.as(u.cookie)("POST", "/api/pantry", { source: "manual", ...body });

describe("merging additions into the existing item (issue 3 item 7)", () => {
  it("1 kg rice + 500 g rice → one item of 1.5 kg; POST answers 200 with it and an add record of +0.5 kg", async () => {
    const u = await t.signUp();
    const first = await add(u, { productName: "Rice", qty: 1, unit: "kg" });
    expect(first.statusCode).toBe(201);
    const second = await add(u, { productName: "rice", qty: 500, unit: "g", source: "receipt" });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: first.json().id, qty: "1.5", unit: "kg", source: "manual" });
    expect(await list(u)).toHaveLength(1);
    const h = await history(u);
    expect(h.map((r) => [r.action, r.delta, r.unit, r.meta])).toEqual([
      ["add", "1", "kg", { source: "manual" }],
      ["add", "0.5", "kg", { source: "receipt", merged: true }],
    ]);
  });

  it("merges by product id (scanner variant) and by the same matched food under another name", async () => {
    const u = await t.signUp();
    const spaghetti: Item = (await add(u, { productName: "Spaghetti", qty: 500, unit: "g" })).json();
    const byId = await add(u, { productId: spaghetti.product.id, qty: 1, unit: "lbs", source: "barcode" });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ id: spaghetti.id, qty: "953.592", unit: "g" });
    const byFood = await add(u, { productName: "Barilla Spaghetti No.5 500g", qty: 46.408, unit: "g" });
    expect(byFood.statusCode).toBe(200);
    expect(byFood.json()).toMatchObject({ id: spaghetti.id, qty: "1000", unit: "g", product: { name: "Spaghetti" } });
    expect((await history(u)).map((r) => [r.delta, r.meta])).toEqual([
      ["500", { source: "manual" }],
      ["453.592", { source: "barcode", merged: true }],
      ["46.408", { source: "manual", merged: true }],
    ]);
  });

  it("concurrent additions of one product end as one item holding both amounts", async () => {
    const u = await t.signUp();
    const answers = await Promise.all([1, 2, 3].map(() => add(u, { productName: "Flour", qty: 1, unit: "kg" })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect((await list(u)).map((i) => [i.qty, i.unit])).toEqual([["3", "kg"]]);
    expect((await history(u)).map((r) => r.delta)).toEqual(["1", "1", "1"]);
  });

  it("pieces stay whole when merged", async () => {
    const u = await t.signUp();
    const eggs: Item = (await add(u, { productName: "Eggs", qty: 6, unit: "pieces" })).json();
    const more = await add(u, { productName: "Eggs", qty: 5.6, unit: "pieces" });
    expect(more.json()).toMatchObject({ id: eggs.id, qty: "12" });
  });

  it("incompatible units stay separate items with their own add records", async () => {
    const u = await t.signUp();
    // A jar sauce has a density but no piece weight: pieces and cups do not convert.
    const pieces = await add(u, { productName: "Nonna's Sugo", qty: 3, unit: "pieces" });
    const cups = await add(u, { productName: "Nonna's Sugo", qty: 2, unit: "cups" });
    expect(pieces.statusCode).toBe(201);
    expect(cups.statusCode).toBe(201);
    expect(cups.json().id).not.toBe(pieces.json().id);
    expect(cups.json().product.id).toBe(pieces.json().product.id);
    expect((await list(u)).map((i) => [i.qty, i.unit])).toEqual([
      ["3", "pieces"],
      ["2", "cups"],
    ]);
    expect((await history(u)).map((r) => [r.action, r.delta, r.unit, r.meta])).toEqual([
      ["add", "3", "pieces", { source: "manual" }],
      ["add", "2", "cups", { source: "manual" }],
    ]);
  });

  it("a merge keeps the earlier best-before day", async () => {
    const u = await t.signUp();
    const first: Item = (await add(u, { productName: "Butter", qty: 250, unit: "g", expiresOn: "2030-05-10" })).json();
    const later = await add(u, { productName: "Butter", qty: 250, unit: "g", expiresOn: "2030-06-01" });
    expect(later.json()).toMatchObject({ id: first.id, qty: "500", expiresOn: "2030-05-10" });
    const sooner = await add(u, { productName: "Butter", qty: 0.5, unit: "kg", expiresOn: "2030-04-01" });
    expect(sooner.json()).toMatchObject({ id: first.id, qty: "1000", expiresOn: "2030-04-01" });
  });
});

describe("POST /api/pantry/bulk-add (SPEC §7)", () => {
  it("adds each item, answers per item in order, one add record per item with meta.source", async () => {
    const u = await t.signUp();
    await add(u, { productName: "Milk", qty: 2, unit: "cups" });
    const res = await t.as(u.cookie)("POST", "/api/pantry/bulk-add", {
      source: "receipt",
      items: [
        { productName: "Bananas", qty: "6", unit: "pieces", category: "produce" },
        { productName: "Milk", qty: 1, unit: "cups" },
        { productName: "Mystery Box", qty: 1, unit: "pieces", category: "Snacks", expiresOn: "2031-01-02" },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results).toHaveLength(3);
    expect(results[0]).toMatchObject({ index: 0, ok: true, merged: false, item: { qty: "6", unit: "pieces", source: "receipt", product: { name: "Bananas", category: "produce" } } });
    expect(results[1]).toMatchObject({ index: 1, ok: true, merged: true, item: { qty: "3", unit: "cups", source: "manual" } });
    expect(results[2]).toMatchObject({ index: 2, ok: true, merged: false, item: { expiresOn: "2031-01-02", product: { name: "Mystery Box", category: "snacks" } } });
    const h = await history(u);
    expect(h.slice(1).map((r) => [r.action, r.delta, r.productName, r.meta])).toEqual([
      ["add", "6", "Bananas", { source: "receipt" }],
      ["add", "1", "Milk", { source: "receipt", merged: true }],
      ["add", "1", "Mystery Box", { source: "receipt" }],
    ]);
  });

  it("a bad item is reported with every issue and does not lose the others", async () => {
    const u = await t.signUp();
    const res = await t.as(u.cookie)("POST", "/api/pantry/bulk-add", {
      source: "receipt",
      items: [{ productName: "Apples", qty: 3, unit: "pieces" }, { productName: "", qty: "-2", unit: "" }, "not an item", { productName: "Pears", qty: 2, unit: "pieces" }],
    });
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.map((r: { ok: boolean }) => r.ok)).toEqual([true, false, false, true]);
    expect(results[1].index).toBe(1);
    for (const field of ["productName", "qty", "unit"]) expect(results[1].error).toContain(`${field}:`);
    expect((await list(u)).map((i) => i.product.name)).toEqual(["Apples", "Pears"]);
    expect(await history(u)).toHaveLength(2);
  });

  it("a bad request (no items, too many items, sample source) answers 400 listing every issue and stores nothing", async () => {
    const u = await t.signUp();
    const as = t.as(u.cookie);
    const bad = await as("POST", "/api/pantry/bulk-add", { items: [], source: "sample" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(["body.items", "body.source"]));
    const item = { productName: "Salt", qty: 1, unit: "g" };
    const tooMany = await as("POST", "/api/pantry/bulk-add", { items: Array.from({ length: 201 }, () => item), source: "receipt" });
    expect(tooMany.statusCode).toBe(400);
    expect(await list(u)).toEqual([]);
    expect(await history(u)).toEqual([]);
  });

  it("the source defaults to receipt and 200 items are accepted", async () => {
    const u = await t.signUp();
    const items = Array.from({ length: 200 }, (_, i) => ({ productName: `Item ${i}`, qty: 1, unit: "pieces" }));
    const res = await t.as(u.cookie)("POST", "/api/pantry/bulk-add", { items });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.every((r: { ok: boolean; item: Item }) => r.ok && r.item.source === "receipt")).toBe(true);
    expect(await list(u)).toHaveLength(200);
  });
});
