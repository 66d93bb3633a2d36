import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { pantryHistory } from "../../db/schema/pantry";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

let t: TestServer;
let a: Awaited<ReturnType<TestServer["signUp"]>>;
let b: Awaited<ReturnType<TestServer["signUp"]>>;
beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("alice@example.com", "Alice");
  b = await t.signUp("bob@example.com", "Bob");
});
afterAll(async () => t?.close());

async function lastHistory(householdId: string) {
  const [row] = await t.db().select().from(pantryHistory).where(eq(pantryHistory.householdId, householdId)).orderBy(desc(pantryHistory.createdAt)).limit(1);
  return row;
}

describe("pantry", () => {
  it("adds an item by name, fills the category from the food knowledge base and writes an add record", async () => {
    const res = await t.as(a.cookie)("POST", "/api/pantry", { productName: "Barilla Spaghetti No.5 500g", qty: "2", unit: "pieces", source: "manual" });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({ qty: "2", unit: "pieces", source: "manual", product: { name: "Barilla Spaghetti No.5 500g", category: "pantry" } });
    const h = await lastHistory(a.user.householdId);
    expect(h).toMatchObject({ action: "add", delta: "2", productName: "Barilla Spaghetti No.5 500g", meta: { source: "manual" } });
  });

  it("rounds pieces to whole numbers and keeps decimals for other units", async () => {
    const p = await t.as(a.cookie)("POST", "/api/pantry", { productName: "Eggs", qty: "2.6", unit: "pieces", source: "manual" });
    expect(p.json().qty).toBe("3");
    const k = await t.as(a.cookie)("POST", "/api/pantry", { productName: "Rice", qty: 1.25, unit: "kg", source: "manual" });
    expect(k.json()).toMatchObject({ qty: "1.25", unit: "kg", product: { category: "pantry" } });
  });

  it("lists the household's items as SPEC pantry items", async () => {
    const res = await t.as(a.cookie)("GET", `/api/pantry/${a.user.householdId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((i: { product: { name: string } }) => i.product.name)).toEqual(["Barilla Spaghetti No.5 500g", "Eggs", "Rice"]);
  });

  it("changing the quantity writes a deduct or add record with the signed delta", async () => {
    const [item] = (await t.as(a.cookie)("GET", `/api/pantry/${a.user.householdId}`)).json();
    const down = await t.as(a.cookie)("PUT", `/api/pantry/${item.id}`, { qty: "1" });
    expect(down.json().qty).toBe("1");
    expect(await lastHistory(a.user.householdId)).toMatchObject({ action: "deduct", delta: "-1" });
    await t.as(a.cookie)("PUT", `/api/pantry/${item.id}`, { qty: 4 });
    expect(await lastHistory(a.user.householdId)).toMatchObject({ action: "add", delta: "3" });
  });

  it("deleting writes a remove record and the item is gone", async () => {
    const items = (await t.as(a.cookie)("GET", `/api/pantry/${a.user.householdId}`)).json();
    const rice = items.find((i: { product: { name: string } }) => i.product.name === "Rice");
    expect((await t.as(a.cookie)("DELETE", `/api/pantry/${rice.id}`)).statusCode).toBe(200);
    expect(await lastHistory(a.user.householdId)).toMatchObject({ action: "remove", delta: "-1.25", productName: "Rice" });
    const after = (await t.as(a.cookie)("GET", `/api/pantry/${a.user.householdId}`)).json();
    expect(after.find((i: { id: string }) => i.id === rice.id)).toBeUndefined();
  });

  it("rejects bad input with every issue listed and stores nothing", async () => {
    const before = (await t.as(a.cookie)("GET", `/api/pantry/${a.user.householdId}`)).json().length;
    const res = await t.as(a.cookie)("POST", "/api/pantry", { productName: "", qty: "-1", unit: "" });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["body.qty", "body.unit"]));
    expect((await t.as(a.cookie)("GET", `/api/pantry/${a.user.householdId}`)).json().length).toBe(before);
  });

  it("needs a session", async () => {
    expect((await t.app.inject({ method: "GET", url: `/api/pantry/${a.user.householdId}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/pantry", headers: t.json, payload: { productName: "x", qty: 1, unit: "g" } })).statusCode).toBe(401);
  });
});

describe("household access: another household's ids answer 404 and change nothing", () => {
  it("on every pantry route", async () => {
    const items = (await t.as(a.cookie)("GET", `/api/pantry/${a.user.householdId}`)).json();
    const target = items[0];
    const asB = t.as(b.cookie);
    expect((await asB("GET", `/api/pantry/${a.user.householdId}`)).statusCode).toBe(404);
    expect((await asB("PUT", `/api/pantry/${target.id}`, { qty: 99 })).statusCode).toBe(404);
    expect((await asB("DELETE", `/api/pantry/${target.id}`)).statusCode).toBe(404);
    expect((await asB("POST", "/api/pantry", { householdId: a.user.householdId, productId: target.product.id, qty: 1, unit: "pieces", source: "barcode" })).statusCode).toBe(404);
    expect((await asB("POST", "/api/pantry", { productId: target.product.id, qty: 1, unit: "pieces", source: "barcode" })).statusCode).toBe(404);
    const after = (await t.as(a.cookie)("GET", `/api/pantry/${a.user.householdId}`)).json();
    expect(after).toEqual(items);
    expect((await asB("GET", `/api/pantry/${b.user.householdId}`)).json()).toEqual([]);
  });
});
