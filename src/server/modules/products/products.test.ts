import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { barcodeProducts } from "../../db/schema/barcodes";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";
import { catalogAllergens, catalogCategory, mapOffProduct } from "./off-product";
import { askProductDatabase } from "./product-database";
import { barcodeForms } from "./service";
import { startFakeProductDatabase, type FakeProductDatabase } from "../../../../test/server/fakes/product-database";

type User = Awaited<ReturnType<TestServer["signUp"]>>;

/** Products the fake Open Food Facts knows, by code, in OFF's API v2 shape. */
const OFF_PRODUCTS: Record<string, object> = {
  "5000000000001": {
    product_name: "Crunchy Oat Flakes",
    product_name_en: "Crunchy Oat Flakes",
    brands: "Acme Foods, Acme",
    categories_tags: ["en:plant-based-foods-and-beverages", "en:breakfast-cereals"],
    image_front_url: "https://images.example/oat.jpg",
    quantity: "500 g",
    allergens_tags: ["en:gluten", "en:milk", "en:celery"],
    nutriments: { "energy-kcal_100g": 379, proteins_100g: 10.5, fat_100g: "6.2", carbohydrates_100g: 67, sugars_100g: 12, salt_100g: 0.5 },
  },
  "0036000291452": { product_name: "Frozen Peas", categories_tags: ["en:frozen-foods", "en:vegetables"], quantity: "1 kg" },
};

let off: FakeProductDatabase;
let offUrl: string;
let offHits: string[];
let t: TestServer;
let a: User;
let b: User;

beforeAll(async () => {
  off = await startFakeProductDatabase(OFF_PRODUCTS);
  offUrl = off.url;
  offHits = off.hits;
  t = await getTestServer({ config: { productLookupUrl: offUrl } });
  a = await t.signUp("scan-a@example.com", "Ann");
  b = await t.signUp("scan-b@example.com", "Ben");
});
afterAll(async () => {
  await t?.close();
  await off?.close();
});

const lookup = (u: User, barcode: string) => t.as(u.cookie)("POST", "/api/products/lookup", { barcode });

describe("POST /api/products/lookup", () => {
  it("finds a product in the database, maps it, and makes it a household product the scanner can add", async () => {
    const res = await lookup(a, "5000000000001");
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      name: "Crunchy Oat Flakes",
      brand: "Acme Foods",
      category: "pantry",
      imageUrl: null,
      barcode: "5000000000001",
      source: "database",
      quantity: "500 g",
      allergens: ["Dairy/Lactose", "Gluten/Wheat"],
      nutritionPer100g: { energyKcal: 379, proteinG: 10.5, fatG: 6.2, carbsG: 67, sugarsG: 12, fiberG: null, saltG: 0.5 },
    });
    const add = await t.as(a.cookie)("POST", "/api/pantry", {
      householdId: a.user.householdId,
      productId: p.id,
      qty: 1,
      unit: "pieces",
      source: "barcode",
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({
      qty: "1",
      unit: "pieces",
      source: "barcode",
      product: { id: p.id, name: "Crunchy Oat Flakes", brand: "Acme Foods" },
    });
  });

  it("answers again from the household, then other households from the instance table, without asking the database", async () => {
    const hits = offHits.length;
    const first = (await lookup(a, "5000000000001")).json();
    const again = await lookup(a, " 5000000000001 ");
    expect(again.json()).toMatchObject({
      id: first.id,
      source: "household",
      quantity: "500 g",
      allergens: ["Dairy/Lactose", "Gluten/Wheat"],
    });
    const forB = await lookup(b, "5000000000001");
    expect(forB.statusCode).toBe(200);
    expect(forB.json()).toMatchObject({ name: "Crunchy Oat Flakes", source: "instance" });
    expect(forB.json().id).not.toBe(first.id);
    expect(offHits.length).toBe(hits);
    // B's product is B's own: A's product id is still unknown to B.
    const asB = await t.as(b.cookie)("POST", "/api/pantry", {
      householdId: b.user.householdId,
      productId: first.id,
      qty: 1,
      unit: "pieces",
      source: "barcode",
    });
    expect(asB.statusCode).toBe(404);
  });

  it("answers 404 for a barcode the database does not know, and caches the miss", async () => {
    const res = await lookup(a, "4006381333931");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: "Product not found", code: "NOT_FOUND" });
    const hits = offHits.length;
    expect((await lookup(b, "4006381333931")).statusCode).toBe(404);
    expect(offHits.length).toBe(hits);
    const [row] = await t.db().select().from(barcodeProducts).where(eq(barcodeProducts.barcode, "4006381333931"));
    expect(row).toMatchObject({ name: null, source: "database" });
    expect(row.notFoundUntil!.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });

  it("finds a UPC-A under its 12- and 13-digit forms", async () => {
    const res = await lookup(a, "036000291452");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Frozen Peas", category: "frozen", barcode: "036000291452", source: "database" });
    expect(offHits.slice(-2)).toEqual(["036000291452", "0036000291452"]);
    const long = await lookup(a, "0036000291452");
    expect(long.json()).toMatchObject({ id: res.json().id, source: "household", barcode: "0036000291452" });
    expect((await lookup(b, "0036000291452")).json()).toMatchObject({ name: "Frozen Peas", source: "instance" });
    expect(barcodeForms("036000291452")).toEqual(["036000291452", "0036000291452"]);
    expect(barcodeForms("0036000291452")).toEqual(["0036000291452", "036000291452"]);
    expect(barcodeForms("96385074")).toEqual(["96385074"]);
  });

  it("does not ask the database about texts that are not product numbers", async () => {
    const hits = offHits.length;
    expect((await lookup(a, "https://example.com/menu")).statusCode).toBe(404);
    expect((await lookup(a, "1234567")).statusCode).toBe(404);
    expect(offHits.length).toBe(hits);
  });

  it("treats a failing database as unknown without caching it", async () => {
    expect((await lookup(a, "5000000000500")).statusCode).toBe(404);
    expect(await t.db().select().from(barcodeProducts).where(eq(barcodeProducts.barcode, "5000000000500"))).toEqual([]);
  });

  it("validates and needs a session", async () => {
    expect((await lookup(a, "  ")).statusCode).toBe(400);
    const anon = await t.app.inject({
      method: "POST",
      url: "/api/products/lookup",
      headers: t.json,
      payload: { barcode: "5000000000001" },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe("POST /api/products (naming an unknown barcode)", () => {
  it("creates the household product and the household's next scan finds it; the instance table keeps only the database's miss", async () => {
    expect((await lookup(a, "2000000000015")).statusCode).toBe(404);
    const res = await t.as(a.cookie)("POST", "/api/products", { barcode: "2000000000015", name: "Grandma's Plum Jam", brand: "" });
    expect(res.statusCode).toBe(201);
    const named = res.json();
    expect(named).toMatchObject({
      name: "Grandma's Plum Jam",
      brand: null,
      barcode: "2000000000015",
      source: "household",
      allergens: [],
      nutritionPer100g: null,
    });
    expect(await lookup(a, "2000000000015").then((r) => r.json())).toMatchObject({
      id: named.id,
      name: "Grandma's Plum Jam",
      source: "household",
    });
    expect((await lookup(b, "2000000000015")).statusCode).toBe(404);
    const [row] = await t.db().select().from(barcodeProducts).where(eq(barcodeProducts.barcode, "2000000000015"));
    expect(row).toMatchObject({ name: null, source: "database" });
  });

  it("renames the household's product but never the database's instance entry", async () => {
    const res = await t.as(a.cookie)("POST", "/api/products", { barcode: "5000000000001", name: "Breakfast flakes", category: "snacks" });
    expect(res.statusCode).toBe(201);
    const before = (await lookup(a, "5000000000001")).json();
    expect(before).toMatchObject({ name: "Breakfast flakes", category: "snacks", source: "household", quantity: "500 g" });
    const c = await t.signUp("scan-c@example.com", "Cat");
    expect((await lookup(c, "5000000000001")).json()).toMatchObject({ name: "Crunchy Oat Flakes", source: "instance" });
  });

  it("gives a same-named product without a barcode the barcode instead of making a twin", async () => {
    const added = await t.as(b.cookie)("POST", "/api/pantry", { productName: "Plum jam", qty: 1, unit: "pieces", source: "manual" });
    const res = await t.as(b.cookie)("POST", "/api/products", { barcode: "2000000000022", name: "plum jam", brand: "Acme" });
    expect(res.json()).toMatchObject({ id: added.json().product.id, name: "plum jam", brand: "Acme" });
  });

  it("validates the name", async () => {
    const res = await t.as(a.cookie)("POST", "/api/products", { barcode: "2000000000039", name: " " });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain("Name is required");
  });
});

describe("product database", () => {
  it("a database that is down answers 404 quickly; lookups are rate-limited per user", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const down = await getTestServer({ config: { productLookupUrl: url }, rateLimits: { aiPerUser: 2 } });
    try {
      const u = await down.signUp("down@example.com", "Dee");
      const started = Date.now();
      expect((await down.as(u.cookie)("POST", "/api/products/lookup", { barcode: "5000000000001" })).statusCode).toBe(404);
      expect(Date.now() - started).toBeLessThan(1500);
      expect(await down.db().select().from(barcodeProducts)).toEqual([]);
      expect((await down.as(u.cookie)("POST", "/api/products/lookup", { barcode: "5000000000001" })).statusCode).toBe(404);
      const limited = await down.as(u.cookie)("POST", "/api/products/lookup", { barcode: "5000000000001" });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe("RATE_LIMITED");
    } finally {
      await down.close();
    }
  });

  it("gives up after the lookup time and when disabled", async () => {
    const started = Date.now();
    expect(await askProductDatabase(["5000000000999"], { baseUrl: offUrl, timeoutMs: 300 })).toEqual({ kind: "unavailable" });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await askProductDatabase(["5000000000001"], { baseUrl: "off" })).toEqual({ kind: "unavailable" });
  });

  it("maps Open Food Facts fields", () => {
    expect(mapOffProduct({ product_name: "  " })).toBeNull();
    expect(mapOffProduct({ generic_name: "Sparkling water", brands: "" })).toMatchObject({
      name: "Sparkling water",
      brand: null,
      nutrition: null,
      category: "beverages",
    });
    expect(catalogCategory("Cookie Dough Ice Cream", ["en:desserts", "en:frozen-desserts"])).toBe("frozen");
    expect(catalogCategory("Cola", ["en:beverages", "en:sodas"])).toBe("beverages");
    expect(catalogCategory("Tuna chunks", ["en:seafood", "en:canned-foods"])).toBe("pantry");
    expect(catalogCategory("Whole milk", [])).toBe("dairy");
    expect(catalogCategory("Xyzzy", [])).toBe("pantry");
    expect(
      catalogAllergens(["en:crustaceans", "en:molluscs", "en:peanuts", "en:nuts", "en:soybeans", "en:sesame-seeds", "en:fish", "en:eggs"]),
    ).toEqual(["Tree nuts", "Peanuts", "Shellfish", "Fish", "Eggs", "Soy", "Sesame"]);
  });
});
