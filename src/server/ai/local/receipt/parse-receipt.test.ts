import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { processReceiptResultSchema } from "../../../../shared/schemas/receipts";
import { parseReceiptText } from "./parse-receipt";

// Receipts written for these tests in the layouts of US, UK and Malaysian tills (not copied).
const US_RECEIPT = `KROGER
1014 VINE ST
CINCINNATI OH 45202
(513) 762-4000
KRO 2% MILK GAL          3.49 F
BNLS SKNLS CHKN BRST
2.31 lb @ 3.99 /lb        9.22 F
BANANAS
1.87 lb @ 0.59/lb         1.10 F
2 @ 1.25
ORG STRWB 1LB             2.50 F
QTY 3 GREEK YOG 5.3OZ     3.00 F
SC KROGER SAVINGS        -0.50
**** BALANCE             18.81
SUBTOTAL                 18.81
TAX                       0.00
TOTAL                    18.81
VISA                     18.81
04/12/24 10:32am 0353 12 0271
THANK YOU FOR SHOPPING KROGER`;

const UK_RECEIPT = `TESCO Express
VAT NUMBER: GB 220 4302 31
SEMI SKIMMED MILK 4PT     £1.55
FREE RANGE EGGS 6         £1.35
BANANAS LOOSE
0.845 kg @ £0.78/kg       £0.66
2 x £0.85
HOVIS SOFT WHITE 800G     £1.70
CLUBCARD PRICE           -£0.40
TOTAL                     £4.86
CARD PAYMENT              £4.86`;

const MY_RECEIPT = `KEDAI RUNCIT MAJU JAYA (123456-K)
NO 12, JALAN MAWAR 3
TEL: 03-8888 1234
GST ID: 001234567890
25/06/2017 18:42   INVOICE NO: A10023
1021 GULA PASIR 1KG        RM2.85 SR
3310 BERAS WANGI 5KG       RM21.90 ZR
@2 X RM 10.95
778 MINYAK MASAK 5KG       RM26.50 SR
KENTANG
0.856 KG X 3.99            3.42 Z
SUSU PEKAT MANIS 500G      RM3.O5 S
TOTAL SALES (INCLUSIVE GST) RM 57.72
CASH RM 60.00
CHANGE RM 2.28
GST SUMMARY   AMOUNT(RM)  TAX(RM)
S = 6%        30.57       1.83
TERIMA KASIH`;

const rows = (text: string) => parseReceiptText(text).map((i) => [i.name, i.qty, i.unit, i.priceCents]);

describe("parseReceiptText", () => {
  it("reads a US receipt: weighed lines under their name, a quantity line before its item, QTY; no savings, totals or payment", () => {
    expect(rows(US_RECEIPT)).toEqual([
      ["Kro 2% Milk Gal", 1, "pieces", 349],
      ["Boneless Skinless Chicken Breast", 2.31, "lbs", 922],
      ["Bananas", 1.87, "lbs", 110],
      ["Organic Strawberry 1lb", 2, "pieces", 250],
      ["Greek Yogurt 5.3oz", 3, "pieces", 300],
    ]);
    expect(parseReceiptText(US_RECEIPT).map((i) => i.category)).toEqual(["dairy", "meat", "produce", "produce", "dairy"]);
  });

  it("reads a UK receipt: £ amounts, kg @ £/kg, '2 x £0.85' before its item, a negative Clubcard line left out", () => {
    expect(rows(UK_RECEIPT)).toEqual([
      ["Semi Skimmed Milk 4pt", 1, "pieces", 155],
      ["Free Range Eggs 6", 1, "pieces", 135],
      ["Bananas Loose", 0.845, "kg", 66],
      ["Hovis Soft White 800g", 2, "pieces", 170],
    ]);
  });

  it("reads a Malaysian receipt: product codes, '@2 X RM' lines, GST codes, Malay words, weighed kg, OCR O-for-0", () => {
    expect(rows(MY_RECEIPT)).toEqual([
      ["Sugar 1kg", 1, "pieces", 285],
      ["Fragrant Rice 5kg", 2, "pieces", 2190],
      ["Cooking Oil 5kg", 1, "pieces", 2650],
      ["Potatoes", 0.856, "kg", 342],
      ["Condensed Milk Sweetened 500g", 1, "pieces", 305],
    ]);
    expect(parseReceiptText(MY_RECEIPT).map((i) => i.category)).toEqual(["pantry", "pantry", "pantry", "produce", "pantry"]);
  });

  it("pairs price rows with the name printed under them (barcode, qty, unit price, amount, tax code)", () => {
    const text = "ITEM  QTY  PRICE  AMOUNT\n9551234567890  3  2.10  6.30 SR\nROTI GARDENIA 400G\n9550987654321  1  4.50  4.50 ZR\nTELUR GRED A 10S\nTOTAL QTY: 4\nTOTAL 10.80";
    expect(rows(text)).toEqual([
      ["Bread Gardenia 400g", 3, "pieces", 630],
      ["Eggs Gred A 10s", 1, "pieces", 450],
    ]);
  });

  it("pairs names with the price rows printed under them, reading the quantity that makes unit price × qty = amount", () => {
    const text = "Counter : 02\nIKAN BILIS 500G\n2 X 7.90   15.80 Z\nAYAM SEGAR\n1.250 KG X 8.90   11.13 Z\nSOS TIRAM 510G\n1 X 6.20   6.20 S\nNo of items: 4";
    expect(rows(text)).toEqual([
      ["Anchovies 500g", 2, "pieces", 1580],
      ["Fresh Chicken", 1.25, "kg", 1113],
      ["Oyster Sauce 510g", 1, "pieces", 620],
    ]);
  });

  it("reads column invoices (unit price, issued, returned, sold, amount) by the count that fits", () => {
    expect(rows("DESCRIPTION U.P ISS EXC SALE AMT\nWHITE BREAD 2.50 6 1 5 12.50\nBUN KAYA 0.80 10 0 10 8.00\nTOTAL 20.50")).toEqual([
      ["White Bread", 5, "pieces", 1250],
      ["Bun Kaya", 10, "pieces", 800],
    ]);
  });

  it("repairs OCR slips: look-alike digits, '#2' for '@2', a misread RM, 'CUANGE', '@5' read as '25'", () => {
    const text = "8019 MARIGOLD HL MILK 1L RMIZ.58 S\n#2 X KK 6.79\n2506 MANDARIN ORANGE L RM62.50 Z\n25 X RK 12.50\nTotal Sales RN 76.08\nCUANGE RM 3.92";
    expect(rows(text)).toEqual([
      ["Marigold HL Milk 1L", 2, "pieces", 1358],
      ["Mandarin Orange L", 5, "pieces", 6250],
    ]);
  });

  it("answers no items for text that holds none, and never throws on junk", () => {
    expect(parseReceiptText("")).toEqual([]);
    expect(parseReceiptText("THANK YOU\nTOTAL 0.00\nCASH 10.00")).toEqual([]);
    expect(parseReceiptText("@@@ ### ***\n\n\t 12.3.4 // --")).toEqual([]);
    expect(processReceiptResultSchema.parse({ items: parseReceiptText(MY_RECEIPT) }).items).toHaveLength(5);
  });
});

describe("npm run cli -- parse-receipt", () => {
  it("prints {items: [{name, qty, unit, category, priceCents}]} for OCR text on stdin", () => {
    const out = execFileSync("npx", ["tsx", "src/server/cli.ts", "parse-receipt"], { input: MY_RECEIPT, encoding: "utf8" });
    const parsed = JSON.parse(out.trim().split("\n").pop()!);
    expect(Object.keys(parsed)).toEqual(["items"]);
    expect(parsed.items).toHaveLength(5);
    for (const item of parsed.items) expect(Object.keys(item)).toEqual(["name", "qty", "unit", "category", "priceCents"]);
    expect(processReceiptResultSchema.parse(parsed)).toEqual(parsed);
  }, 30_000);
});
