import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { pantryHistory, pantryItems, products } from "../../db/schema/pantry";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";
import { SAMPLE_ITEMS } from "./sample-service";
import { SAMPLE_READ_ONLY_MESSAGE } from "./service";

type Item = { id: string; qty: string; unit: string; source: string; expiresOn: string | null; product: { id: string; name: string; category: string } };

let t: TestServer;
let a: Awaited<ReturnType<TestServer["signUp"]>>;
beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("sam@example.com", "Sam");
});
afterAll(async () => t?.close());

const list = async (cookie = a.cookie, householdId = a.user.householdId): Promise<Item[]> =>
  (await t.as(cookie)("GET", `/api/pantry/${householdId}`)).json();
const historyCount = async (householdId: string) =>
  (await t.db().select().from(pantryHistory).where(eq(pantryHistory.householdId, householdId))).length;

describe("sample pantry (SPEC §4)", () => {
  it("seeds the 8 sample items once: the first call answers seeded true, later calls false", async () => {
    const first = await t.as(a.cookie)("POST", "/api/seed-pantry");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ seeded: true });
    expect((await t.as(a.cookie)("POST", "/api/seed-pantry")).json()).toEqual({ seeded: false });
    const items = await list();
    expect(items).toHaveLength(8);
    expect(items.every((i) => i.source === "sample")).toBe(true);
    expect(items.map((i) => i.product.name)).toEqual(SAMPLE_ITEMS.map((s) => s.name));
    expect(items.find((i) => i.product.name === "Eggs")).toMatchObject({ qty: "12", unit: "pieces", product: { category: "dairy" } });
    expect(items.find((i) => i.product.name === "Rice")).toMatchObject({ qty: "1", unit: "kg", product: { category: "pantry" } });
  });

  it("seeding writes no history records (samples are not stock)", async () => {
    expect(await historyCount(a.user.householdId)).toBe(0);
  });

  it("two concurrent calls seed exactly once", async () => {
    const c = await t.signUp();
    const answers = await Promise.all([t.as(c.cookie)("POST", "/api/seed-pantry"), t.as(c.cookie)("POST", "/api/seed-pantry")]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.json().seeded).sort()).toEqual([false, true]);
    const rows = await t.db().select().from(pantryItems).where(eq(pantryItems.householdId, c.user.householdId));
    expect(rows).toHaveLength(8);
  });

  it("sample items are read-only: PUT qty, PUT product and DELETE answer 409 and change nothing", async () => {
    const before = await list();
    const eggs = before.find((i) => i.product.name === "Eggs")!;
    const as = t.as(a.cookie);
    const answers = [
      await as("PUT", `/api/pantry/${eggs.id}`, { qty: 1 }),
      await as("PUT", `/api/pantry/${eggs.id}`, { qty: 12, expiresOn: "2030-01-01" }),
      await as("PUT", `/api/pantry/${eggs.id}/product`, { name: "Duck eggs", brand: "X", category: "dairy" }),
      await as("DELETE", `/api/pantry/${eggs.id}`),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: "CONFLICT", error: SAMPLE_READ_ONLY_MESSAGE });
    }
    expect(await list()).toEqual(before);
    expect(await historyCount(a.user.householdId)).toBe(0);
  });

  it("real additions never reuse or merge into a sample: 'Eggs' by name becomes a separate real item", async () => {
    const res = await t.as(a.cookie)("POST", "/api/pantry", { productName: "eggs", qty: 6, unit: "pieces", source: "manual" });
    expect(res.statusCode).toBe(201);
    const item: Item = res.json();
    const sampleEggs = (await list()).find((i) => i.source === "sample" && i.product.name === "Eggs")!;
    expect(item.product.id).not.toBe(sampleEggs.product.id);
    expect(sampleEggs.qty).toBe("12");
  });

  it("adding by a sample's product id adds a real item with a real product; renaming it leaves the sample alone", async () => {
    const sampleMilk = (await list()).find((i) => i.source === "sample" && i.product.name === "Milk")!;
    const res = await t.as(a.cookie)("POST", "/api/pantry", { productId: sampleMilk.product.id, qty: 1, unit: "cups", source: "barcode" });
    expect(res.statusCode).toBe(201);
    const milk: Item = res.json();
    expect(milk).toMatchObject({ source: "barcode", product: { name: "Milk", category: "dairy" } });
    expect(milk.product.id).not.toBe(sampleMilk.product.id);
    expect((await t.as(a.cookie)("PUT", `/api/pantry/${milk.id}/product`, { name: "Oat milk" })).statusCode).toBe(200);
    const [sampleProduct] = await t.db().select().from(products).where(eq(products.id, sampleMilk.product.id));
    expect(sampleProduct).toMatchObject({ name: "Milk", isSample: true });
  });

  it("shows samples first while there are fewer than 5 real items, and hides them at 5", async () => {
    const as = t.as(a.cookie);
    await as("POST", "/api/pantry", { productName: "Chicken breast", qty: 500, unit: "g", source: "manual" });
    await as("POST", "/api/pantry", { productName: "Carrots", qty: 4, unit: "pieces", source: "manual" });
    const four = await list();
    expect(four).toHaveLength(12);
    expect(four.slice(0, 8).every((i) => i.source === "sample")).toBe(true);
    expect(four.slice(8).map((i) => i.product.name)).toEqual(["eggs", "Oat milk", "Chicken breast", "Carrots"]);

    const fifth = await as("POST", "/api/pantry", { productName: "Apples", qty: 3, unit: "pieces", source: "manual" });
    const five = await list();
    expect(five.map((i) => i.product.name)).toEqual(["eggs", "Oat milk", "Chicken breast", "Carrots", "Apples"]);
    expect(five.some((i) => i.source === "sample")).toBe(false);

    // Back under 5 real items: the samples come back in front.
    expect((await as("DELETE", `/api/pantry/${fifth.json().id}`)).statusCode).toBe(200);
    const again = await list();
    expect(again).toHaveLength(12);
    expect(again[0]).toMatchObject({ source: "sample", product: { name: "Eggs" } });
  });

  it("recipe ideas ignore sample items", async () => {
    const fresh = await t.signUp();
    await t.as(fresh.cookie)("POST", "/api/seed-pantry");
    const res = await t.as(fresh.cookie)("POST", "/api/ai/recipe-ideas", {});
    expect(res.statusCode).toBe(200);
    const { recipes } = res.json();
    expect(recipes.every((r: { pantryIngredients: string[] }) => r.pantryIngredients.length === 0)).toBe(true);
  });
});
