import { describe, expect, it } from "vitest";
import { parseReceiptText } from "./parse-receipt";
import { printedTotals, reconcileWithTotal } from "./reconcile";
import { normaliseLine } from "./tokens";
import type { DraftItem } from "./assemble";

// Receipt fragments written for these tests (not copied), each with one OCR slip of the kind
// dot-matrix and thermal prints produce.
const rows = (text: string) => parseReceiptText(text).map((i) => [i.name, i.qty, i.priceCents]);

describe("OCR slips in amounts", () => {
  it("reads a doubled decimal separator as one amount", () => {
    expect(normaliseLine("5551 FULL CREAM MILK 1L  RM40.,95 S")).toBe("5551 FULL CREAM MILK 1L RM40.95 S");
    expect(rows("1021 GULA PASIR 1KG  RM3,.50 S\nTOTAL RM3.50")).toEqual([["Sugar 1kg", 1, 350]]);
  });

  it("reads a line total that lost its decimal point after the unit price", () => {
    const text = "ITEM QTY UP AMOUNT\n9551234567890 12 1.25 1500\nSR:ROTI GARDENIA 400G\n9550987654321 1 2.80 280 SR\nZRL:TELUR GRED A\nTOTAL 17.80";
    expect(rows(text)).toEqual([
      ["Bread Gardenia 400g", 12, 1500],
      ["Eggs Gred A", 1, 280],
    ]);
  });

  it("keeps the amount when the trailing number is smaller than it (a code, not a lost decimal point)", () => {
    expect(rows("ITEM QTY UP AMOUNT\n9551234567890 1 12.50 125\nSR:ROTI GARDENIA 400G\nTOTAL 12.50")).toEqual([["Bread Gardenia 400g", 1, 1250]]);
  });

  it("drops a glued ZRL tax-code prefix whose colon OCR lost", () => {
    expect(rows("9550987654321 1 4.50 4.50\nZRLTELUR GRED A\nTOTAL 4.50")).toEqual([["Eggs Gred A", 1, 450]]);
  });
});

describe("two-row priced layout", () => {
  it("takes the total of the count row under a name with its unit price", () => {
    const text = "SAYUR 5.00\n40001 *1 5.00\nDAGING 12.00\n40002 *2 24.00\nSUB TOTAL RM29.00";
    expect(rows(text)).toEqual([
      ["Vegetables", 1, 500],
      ["Meat", 2, 2400],
    ]);
  });

  it("is not used when no pair adds up (a stray numbers line after an item)", () => {
    expect(rows("ROTI KAYA 3.50\nREF 77 1.20\nTOTAL 3.50")).toEqual([["Bread Kaya", 1, 350]]);
  });
});

describe("receipt total check (reconcile.ts)", () => {
  const item = (totalCents: number, qty: number, unitPrices: number[], checked: boolean): DraftItem => ({ printedName: "X", qty, unit: "pieces", totalCents, lines: [0], unitPrices, checked });

  it("reads printed totals, also with a lost decimal point, and not percentages", () => {
    expect(printedTotals(["TOTAL SALES (INCLUSIVE GST) RM141.50", "SUB-TOTAL 82.50", "TOTA: 3045", "TOTAL 6% SUPPLIES: 7.20", "CASH 50.00", "TOTAL QTY 12"])).toEqual([14150, 8250, 3045, 720]);
  });

  it("fixes the one line total whose count × unit price misses it when the printed total proves the amount", () => {
    const text = "2504 MANDARIN ORANGE S RM2.50 Z\n@5 X RM 12.50\n2508 MANDARIN ORANGE M RM79.00 Z\n@5 X RM 15.80\nTOTAL SALES (INCLUSIVE GST) RM 141.50\nCASH RM 150.00";
    expect(rows(text)).toEqual([
      ["Mandarin Orange S", 5, 6250],
      ["Mandarin Orange M", 5, 7900],
    ]);
  });

  it("changes nothing when the amount left is no multiple of the unit price, or two items are in doubt", () => {
    const items = [item(250, 5, [1250], false), item(7900, 5, [1580], true)];
    expect(reconcileWithTotal(items, [14000]).map((i) => i.totalCents)).toEqual([250, 7900]);
    const twoDoubts = [item(250, 5, [1250], false), item(7000, 5, [1580], false)];
    expect(reconcileWithTotal(twoDoubts, [14150]).map((i) => i.totalCents)).toEqual([250, 7000]);
    expect(reconcileWithTotal(items, [8150]).map((i) => i.totalCents)).toEqual([250, 7900]);
  });
});
