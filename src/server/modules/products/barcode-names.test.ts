import { readFileSync } from "node:fs";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { barcodeProducts } from "../../db/schema/barcodes";
import { products } from "../../db/schema/pantry";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";
import { startFakeProductDatabase, type FakeProductDatabase } from "../../../../test/server/fakes/product-database";

/**
 * Issue 19 finding 7: a name one household types for a barcode is that household's alone. No
 * other household reads it, overwrites it, or gets it instead of the product database's answer —
 * whatever form of the barcode it writes.
 */
type User = Awaited<ReturnType<TestServer["signUp"]>>;

/** The one product the fake product database knows. */
const KNOWN = "5000000000001";
let off: FakeProductDatabase;
let t: TestServer;

beforeAll(async () => {
  off = await startFakeProductDatabase({ [KNOWN]: { product_name: "Crunchy Oat Flakes", brands: "Acme", quantity: "500 g" } });
  t = await getTestServer({ config: { productLookupUrl: off.url } });
});
afterAll(async () => {
  await t?.close();
  await off?.close();
});

const household = () => t.signUp();
const lookup = (u: User, barcode: string) => t.as(u.cookie)("POST", "/api/products/lookup", { barcode });
async function name(u: User, barcode: string, productName: string) {
  const res = await t.as(u.cookie)("POST", "/api/products", { barcode, name: productName });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string };
}
/** The household's products carrying one of these barcode texts. */
const productsWith = (u: User, barcodes: string[]) =>
  t
    .db()
    .select()
    .from(products)
    .where(and(eq(products.householdId, u.user.householdId), inArray(products.barcode, barcodes)));

describe("barcode names stay in the household that typed them", () => {
  it("A's name for an unknown barcode is A's alone: B gets 'Product not found' and no copy of it", async () => {
    const [a, b] = [await household(), await household()];
    expect((await lookup(a, "2000000000107")).statusCode).toBe(404);
    const mine = await name(a, "2000000000107", "Quokka plum jam");
    expect((await lookup(a, "2000000000107")).json()).toMatchObject({ id: mine.id, name: "Quokka plum jam", source: "household" });

    const forB = await lookup(b, "2000000000107");
    expect(forB.statusCode).toBe(404);
    expect(forB.json()).toMatchObject({ error: "Product not found" });
    expect(forB.body).not.toContain("Quokka");
    expect(await productsWith(b, ["2000000000107"])).toEqual([]);
  });

  it("B naming the same barcode changes nothing of A's; A renaming changes only A's", async () => {
    const [a, b, c] = [await household(), await household(), await household()];
    const mine = await name(a, "2000000000114", "Quokka relish");
    const theirs = await name(b, "2000000000114", "Wombat relish");
    expect(theirs.id).not.toBe(mine.id);
    expect((await lookup(a, "2000000000114")).json()).toMatchObject({ id: mine.id, name: "Quokka relish" });

    await name(a, "2000000000114", "Quokka relish, renamed");
    expect((await lookup(a, "2000000000114")).json()).toMatchObject({ id: mine.id, name: "Quokka relish, renamed" });
    expect((await lookup(b, "2000000000114")).json()).toMatchObject({ id: theirs.id, name: "Wombat relish", source: "household" });
    expect((await lookup(c, "2000000000114")).statusCode).toBe(404);
  });

  it("a barcode the product database knows answers with the database to others, whatever a household typed first", async () => {
    const [a, b, c, d] = [await household(), await household(), await household(), await household()];
    // A names it before anyone scanned it: the database has not been asked yet.
    await name(a, KNOWN, "Quokka poisoned flakes");
    const hits = off.hits.length;
    expect((await lookup(b, KNOWN)).json()).toMatchObject({ name: "Crunchy Oat Flakes", source: "database" });
    expect(off.hits.length).toBe(hits + 1); // A's typing did not stand in for the database
    expect((await lookup(a, KNOWN)).json()).toMatchObject({ name: "Quokka poisoned flakes", source: "household", quantity: "500 g" });

    await name(c, KNOWN, "Wombat flakes");
    expect((await lookup(d, KNOWN)).json()).toMatchObject({ name: "Crunchy Oat Flakes", source: "instance" });
    expect((await lookup(a, KNOWN)).json()).toMatchObject({ name: "Quokka poisoned flakes" });
    expect((await lookup(b, KNOWN)).json()).toMatchObject({ name: "Crunchy Oat Flakes", source: "household" });
  });

  /** A names the first form; B then tries every other writing of the same barcode. */
  const FORMS: [kind: string, typedByA: string, triedByB: string[]][] = [
    ["EAN-13", "2000000000121", ["2000000000121", " 2000000000121 "]],
    ["UPC-A (12 digits)", "012345678905", ["012345678905", "0012345678905", "00012345678905"]],
    ["EAN-13 with a leading zero", "0614141000036", ["0614141000036", "614141000036", "00614141000036"]],
    ["EAN-8", "96385074", ["96385074", "0000096385074", "000096385074"]],
    ["with spaces", "4006 3813 3393 1", ["4006 3813 3393 1", "4006381333931"]],
  ];
  it.each(FORMS)("%s: no other writing lets B read or overwrite A's name", async (_kind, typedByA, triedByB) => {
    const [a, b] = [await household(), await household()];
    const mine = await name(a, typedByA, `Quokka ${typedByA}`);
    for (const form of triedByB) {
      const read = await lookup(b, form);
      expect([read.statusCode, read.body.includes("Quokka")], form).toEqual([404, false]);
    }
    for (const form of triedByB) {
      const theirs = await name(b, form, `Wombat ${form.trim()}`);
      expect(theirs.id, form).not.toBe(mine.id);
      expect((await lookup(a, typedByA)).json(), form).toMatchObject({ id: mine.id, name: `Quokka ${typedByA}`, source: "household" });
      expect((await lookup(b, form)).json().name, form).toMatch(/^Wombat /);
    }
    const aRows = await productsWith(a, [typedByA, ...triedByB.map((f) => f.trim())]);
    expect(aRows.map((p) => [p.id, p.name])).toEqual([[mine.id, `Quokka ${typedByA}`]]);
  });
});

describe("barcode names in the account's data", () => {
  it("the export carries them, an import brings them only into the importing household, deleting the household removes them", async () => {
    const [a, b, e] = [await household(), await household(), await household()];
    await name(a, "2000000000138", "Quokka chutney");
    const exported = (await t.as(a.cookie)("GET", "/api/account/export")).json();
    expect(exported.products).toEqual([expect.objectContaining({ barcode: "2000000000138", name: "Quokka chutney" })]);

    expect((await t.as(e.cookie)("POST", "/api/account/import", exported)).statusCode).toBe(200);
    expect((await lookup(e, "2000000000138")).json()).toMatchObject({ name: "Quokka chutney", source: "household" });
    expect((await lookup(b, "2000000000138")).statusCode).toBe(404);

    expect((await t.as(a.cookie)("DELETE", "/api/account")).json()).toMatchObject({ householdDeleted: true });
    expect(await productsWith(a, ["2000000000138"])).toEqual([]);
    const [cached] = await t.db().select().from(barcodeProducts).where(eq(barcodeProducts.barcode, "2000000000138"));
    expect(cached).toMatchObject({ name: null, source: "database" }); // only the database's miss is left
    expect((await lookup(b, "2000000000138")).statusCode).toBe(404);
  });
});

describe("names typed under older versions (instance rows of source 'user')", () => {
  const userRow = (barcode: string) => ({ barcode, name: `Quokka old ${barcode}`, source: "user" });

  it("migration 0010 deletes them and keeps the product database's answers and misses", async () => {
    await t
      .db()
      .insert(barcodeProducts)
      .values([userRow("2000000000145"), userRow("2000000000183")]);
    await t
      .db()
      .insert(barcodeProducts)
      .values([
        { barcode: "2000000000152", source: "database", notFoundUntil: new Date(Date.now() + 3600_000) },
        { barcode: "2000000000176", name: "Catalogue beans", source: "database" },
      ]);
    const migration = readFileSync(new URL("../../db/migrations/0010_household-barcode-names.sql", import.meta.url), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await t.db().execute(sql.raw(statement));
    const left = await t.db().select().from(barcodeProducts);
    expect(left.filter((r) => r.source !== "database")).toEqual([]);
    expect(left.map((r) => r.barcode)).toEqual(expect.arrayContaining(["2000000000152", "2000000000176"]));
    expect(left.map((r) => r.barcode)).not.toEqual(expect.arrayContaining(["2000000000145"]));
  });

  it("one that comes back (e.g. restored from an old backup) is never served: the database is asked", async () => {
    const b = await household();
    await t.db().insert(barcodeProducts).values(userRow("2000000000169"));
    const hits = off.hits.length;
    const res = await lookup(b, "2000000000169");
    expect([res.statusCode, res.body.includes("Quokka")]).toEqual([404, false]);
    expect(off.hits.slice(hits)).toEqual(["2000000000169"]);
    const [row] = await t.db().select().from(barcodeProducts).where(eq(barcodeProducts.barcode, "2000000000169"));
    expect(row).toMatchObject({ name: null, source: "database" });
  });
});
