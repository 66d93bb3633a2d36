import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { parseReceiptText } from "./parse-receipt";
import { parseMoney, readQuantity, splitAmounts } from "./receipt-lines";
import { expandAbbreviations } from "./abbreviations";

const US_RECEIPT = `WHOLE FOODS MARKET
123 MAIN STREET
TEL 555-0100
ORG BNNA 1.23 lb @ 0.69/lb 0.85 F
CHKN BRST BNLS
2 @ 3.49 6.98 F
GREEK YOG 5.99 F
ORANGE JUICE QTY 2 7.98
SUBTOTAL 23.81
TAX 0.00
TOTAL 23.81
VISA 23.81
THANK YOU FOR SHOPPING`;

const MY_RECEIPT = `99 SPEED MART S/B
LOT P.T. 33198, BATU 4 JALAN KAPAR
GST ID : 000181747712
24-01-16 09:23PM
8019 MARIGOLD HL MILK 1L
@2 X RM 6.79
RM13.58 SR
2033 BERAS SUPER 5KG 21.90 ZR
MINYAK MASAK 2KG 1O.5O SR
TOTAL SALES (INCLUSIVE GST) 46.98
CASH 50.00
CHANGE 3.02`;

describe("parseReceiptText", () => {
  it("reads a US receipt: weighed, counted-on-next-line and QTY items; no totals, tax or payment", () => {
    const items = parseReceiptText(US_RECEIPT);
    expect(items.map((i) => [i.name, i.qty, i.unit, i.priceCents])).toEqual([
      ["Organic Banana", 1.23, "lbs", 85],
      ["Chicken Breast Boneless", 2, "pieces", 698],
      ["Greek Yogurt", 1, "pieces", 599],
      ["Orange Juice", 2, "pieces", 798],
    ]);
    expect(items.map((i) => i.category)).toEqual(["produce", "meat", "dairy", "beverages"]);
  });

  it("reads a Malaysian receipt: SKU codes, '@2 X RM' lines, GST codes, Malay words, OCR O-for-0", () => {
    const items = parseReceiptText(MY_RECEIPT);
    expect(items.map((i) => [i.name, i.qty, i.priceCents])).toEqual([
      ["Marigold HL Milk 1L", 2, 1358],
      ["Rice Super 5KG", 1, 2190],
      ["Cooking Oil 2KG", 1, 1050],
    ]);
    expect(items[1].category).toBe("pantry");
  });

  it("reads column rows under a name and stops at the total", () => {
    const text = "ITEM QTY S/PRICE AMOUNT\nS LIME 50G\n1 2.50 2.50 SR\nTELUR GRED A 10S\n3 4.20 12.60 SR\nTOTAL 15.10\nAPPLE 1.00";
    expect(parseReceiptText(text).map((i) => [i.name, i.qty, i.priceCents])).toEqual([
      ["S Lime 50G", 1, 250],
      ["Eggs Gred A 10S", 3, 1260],
    ]);
  });

  it("answers no items for text that holds none", () => {
    expect(parseReceiptText("")).toEqual([]);
    expect(parseReceiptText("THANK YOU\nTOTAL 0.00\nCASH 10.00")).toEqual([]);
  });
});

describe("receipt line parts", () => {
  it("parses money with OCR confusions and currency marks", () => {
    expect(parseMoney("RM13.58")).toBe(1358);
    expect(parseMoney("1O.5O")).toBe(1050);
    expect(parseMoney("$2,50")).toBe(250);
    expect(parseMoney("MILK")).toBeNull();
    expect(splitAmounts("MILK 1L 6.79 13.58 SR")).toEqual({ text: "MILK 1L", amounts: [679, 1358] });
  });

  it("reads the quantity forms of till receipts", () => {
    expect(readQuantity("0.456 KG @ RM 12.90/KG")).toEqual({ qty: 0.456, unit: "kg", unitPriceCents: 1290 });
    expect(readQuantity("2 X RM 6.79")).toEqual({ qty: 2, unit: "pieces", unitPriceCents: 679 });
    expect(readQuantity("QTY: 3")).toEqual({ qty: 3, unit: "pieces", unitPriceCents: null });
    expect(readQuantity("MILK 1L")).toBeNull();
  });

  it("expands abbreviations and Malay grocery words", () => {
    expect(expandAbbreviations("chkn brst bnls")).toBe("chicken breast boneless");
    expect(expandAbbreviations("MINYAK MASAK")).toBe("cooking oil");
  });
});

describe("npm run cli -- parse-receipt", () => {
  it("prints {items: [{name, qty, unit, category, priceCents}]} for OCR text on stdin", () => {
    const out = execFileSync("npx", ["tsx", "src/server/cli.ts", "parse-receipt"], { input: MY_RECEIPT, encoding: "utf8" });
    const parsed = JSON.parse(out.trim().split("\n").pop()!);
    expect(Object.keys(parsed)).toEqual(["items"]);
    expect(parsed.items).toHaveLength(3);
    expect(Object.keys(parsed.items[0])).toEqual(["name", "qty", "unit", "category", "priceCents"]);
  });
});
