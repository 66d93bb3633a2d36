import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mergeTarget } from "../../../shared/domain/merge";
import type { ReceiptItem } from "../../../shared/schemas/receipts";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

type User = Awaited<ReturnType<TestServer["signUp"]>>;
type Item = { id: string; qty: string; unit: string; source: string; product: { name: string } };

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => t?.close());

const list = async (u: User): Promise<Item[]> => (await t.as(u.cookie)("GET", `/api/pantry/${u.user.householdId}`)).json();
const add = (u: User, productName: string, qty: number, unit: string) =>
  t.as(u.cookie)("POST", "/api/pantry", { productName, qty, unit, source: "manual" });

/** A household with Tomatoes (6 pieces) and Rice (1 kg), and the receipt flow's two calls. */
async function household() {
  const u = await t.signUp();
  expect((await add(u, "Tomatoes", 6, "pieces")).statusCode).toBe(201);
  expect((await add(u, "Rice", 1, "kg")).statusCode).toBe(201);
  return u;
}
async function readReceipt(u: User, ocrText: string): Promise<ReceiptItem[]> {
  const res = await t.as(u.cookie)("POST", "/api/ai/process-receipt", { ocrText });
  expect(res.statusCode).toBe(200);
  return res.json().items;
}
async function bulkAdd(u: User, items: { productName: string; qty: number; unit: string }[]) {
  const res = await t.as(u.cookie)("POST", "/api/pantry/bulk-add", { items, source: "receipt" });
  expect(res.statusCode).toBe(200);
  return res.json().results as { ok: boolean; merged: boolean; item: Item }[];
}

// OCR text written for this test in the shape of the receipt: "@2" read as "82".
const OCR = "L 5425 MAGGI HOT CUP MEE TOM\n82 X RM1.75 3.50\nTOMATOES 1.20\nTOTAL 4.70";

describe("a receipt cannot corrupt the pantry (issue 22 item 2)", () => {
  it("reads the arithmetic's quantity and a clean name, adds the noodles as a new item and the tomatoes to Tomatoes", async () => {
    const u = await household();
    const items = await readReceipt(u, OCR);
    expect(items[0]).toMatchObject({ qty: 2, unit: "pieces", priceCents: 350 });
    expect(items[0].name).not.toMatch(/5425/);
    const results = await bulkAdd(
      u,
      items.map((i) => ({ productName: i.name, qty: i.qty, unit: i.unit })),
    );
    expect(results.map((r) => [r.ok, r.merged])).toEqual([
      [true, false],
      [true, true],
    ]);
    const after = await list(u);
    expect(after.filter((i) => i.product.name === "Tomatoes").map((i) => i.qty)).toEqual(["7"]);
    expect(after.find((i) => i.product.name === items[0].name)).toMatchObject({ qty: "2", unit: "pieces", source: "receipt" });
  });

  it("never grows an item with a receipt line of an implausible amount, but does for a typed one", async () => {
    const u = await household();
    const [line] = await bulkAdd(u, [{ productName: "Tomatoes", qty: 82, unit: "pieces" }]);
    expect(line.merged).toBe(false);
    expect(
      (await list(u))
        .filter((i) => i.product.name === "Tomatoes")
        .map((i) => i.qty)
        .sort(),
    ).toEqual(["6", "82"]);
    const typed = await add(u, "Rice", 11, "kg");
    expect(typed.statusCode).toBe(200);
  });

  it("merges exactly where the review's rule (mergeTarget) says it will", async () => {
    const u = await household();
    const lines = [
      { productName: "tomatoes", qty: 2, unit: "pieces" },
      { productName: "Cherry Tomato Pasta Sauce", qty: 1, unit: "pieces" },
      { productName: "Basmati Rice 5kg", qty: 500, unit: "g" },
      { productName: "Rice", qty: 2, unit: "pieces" },
    ];
    const before = (await list(u)).map((i) => ({ name: i.product.name, qty: Number(i.qty), unit: i.unit }));
    const predicted = lines.map((l) => mergeTarget({ name: l.productName, qty: l.qty, unit: l.unit, source: "receipt" }, before) !== null);
    expect(predicted).toEqual([true, false, true, false]);
    const results = await bulkAdd(u, lines);
    expect(results.map((r) => r.merged)).toEqual(predicted);
  });
});
