import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { pantryHistory, products } from "../../db/schema/pantry";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

type Item = { id: string; qty: string; unit: string; source: string; expiresOn: string | null; product: { id: string; name: string } };
type User = Awaited<ReturnType<TestServer["signUp"]>>;

let t: TestServer;
let a: User;
let b: User;
beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("owner@example.com", "Owner");
  b = await t.signUp("other@example.com", "Other");
});
afterAll(async () => t?.close());

const list = async (u: User): Promise<Item[]> => (await t.as(u.cookie)("GET", `/api/pantry/${u.user.householdId}`)).json();

/** Everything household A owns in the pantry tables, to prove it is unchanged. */
async function snapshotOfA() {
  const db = t.db();
  return {
    items: await list(a),
    products: await db.select().from(products).where(eq(products.householdId, a.user.householdId)).orderBy(asc(products.id)),
    history: await db.select().from(pantryHistory).where(eq(pantryHistory.householdId, a.user.householdId)).orderBy(asc(pantryHistory.id)),
  };
}

describe("household access: another household's ids answer 404 and change nothing", () => {
  it("on every pantry route (real and sample items)", async () => {
    await t.as(a.cookie)("POST", "/api/seed-pantry");
    await t.as(a.cookie)("POST", "/api/pantry", { productName: "Rice", qty: 1, unit: "kg", source: "manual" });
    const before = await snapshotOfA();
    const real = before.items.find((i) => i.source !== "sample")!;
    const sample = before.items.find((i) => i.source === "sample")!;
    const asB = t.as(b.cookie);

    expect((await asB("GET", `/api/pantry/${a.user.householdId}`)).statusCode).toBe(404);
    for (const target of [real, sample]) {
      const answers = [
        await asB("PUT", `/api/pantry/${target.id}`, { qty: 99 }),
        await asB("PUT", `/api/pantry/${target.id}`, { qty: 1, unit: "g", expiresOn: null }),
        await asB("PUT", `/api/pantry/${target.id}/product`, { name: "Hacked", brand: "X", category: "other" }),
        await asB("DELETE", `/api/pantry/${target.id}`),
        await asB("POST", "/api/pantry", { productId: target.product.id, qty: 1, unit: "kg", source: "barcode" }),
        await asB("POST", "/api/pantry", { householdId: a.user.householdId, productId: target.product.id, qty: 1, unit: "kg", source: "barcode" }),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe("NOT_FOUND");
      }
    }
    // Adding by name with A's household id in the body is refused too.
    expect((await asB("POST", "/api/pantry", { householdId: a.user.householdId, productName: "Rice", qty: 1, unit: "kg" })).statusCode).toBe(404);
    // Bulk add only ever touches the caller's own household: B's "Rice" does not merge into A's.
    const bulk = await asB("POST", "/api/pantry/bulk-add", { items: [{ productName: "Rice", qty: 500, unit: "g" }], source: "receipt" });
    expect(bulk.json().results[0]).toMatchObject({ ok: true, merged: false, item: { qty: "500", unit: "g" } });
    // Seeding seeds the caller's household only.
    expect((await asB("POST", "/api/seed-pantry")).json()).toEqual({ seeded: true });

    expect(await snapshotOfA()).toEqual(before);
    const mine = await list(b);
    expect(mine.filter((i) => i.source === "sample")).toHaveLength(8);
    expect(mine.filter((i) => i.source !== "sample").map((i) => i.product.name)).toEqual(["Rice"]);
  });

  it("unknown item ids answer 404 too", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const as = t.as(a.cookie);
    expect((await as("PUT", `/api/pantry/${missing}`, { qty: 1 })).statusCode).toBe(404);
    expect((await as("PUT", `/api/pantry/${missing}/product`, { name: "X" })).statusCode).toBe(404);
    expect((await as("DELETE", `/api/pantry/${missing}`)).statusCode).toBe(404);
    expect((await as("POST", "/api/pantry", { productId: missing, qty: 1, unit: "g" })).statusCode).toBe(404);
  });

  it("every pantry route needs a session", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const calls: [string, string][] = [
      ["GET", `/api/pantry/${a.user.householdId}`],
      ["POST", "/api/pantry"],
      ["POST", "/api/pantry/bulk-add"],
      ["PUT", `/api/pantry/${id}`],
      ["PUT", `/api/pantry/${id}/product`],
      ["DELETE", `/api/pantry/${id}`],
      ["POST", "/api/seed-pantry"],
    ];
    for (const [method, url] of calls) {
      const res = await t.app.inject({ method: method as "GET", url, headers: t.json, payload: method === "GET" || method === "DELETE" ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
