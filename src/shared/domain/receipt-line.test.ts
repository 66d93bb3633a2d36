import { describe, expect, it } from "vitest";
import { cleanReceiptName, isImplausibleQty, receiptLineFlags } from "./receipt-line";

// Receipt names written for these tests, in the shapes tills print them.
describe("cleanReceiptName", () => {
  it("drops item codes in front of the name", () => {
    expect(cleanReceiptName("L 5425 Maggi Hot Cup Mee Tom", 2)).toBe("Maggi Hot Cup Mee Tom");
    expect(cleanReceiptName("L 2174 Ark Sarsaparilla", 1)).toBe("Ark Sarsaparilla");
    expect(cleanReceiptName("8019 Marigold HL Milk 1L", 2)).toBe("Marigold HL Milk 1L");
    expect(cleanReceiptName("PLU 4011 Bananas", 1)).toBe("Bananas");
    expect(cleanReceiptName("#0451 Rye Bread", 1)).toBe("Rye Bread");
    expect(cleanReceiptName("Oat Milk 9310012345678", 1)).toBe("Oat Milk");
  });

  it("drops a leading count when it is the line's quantity or written 'N x'", () => {
    expect(cleanReceiptName("1 Seafood", 1)).toBe("Seafood");
    expect(cleanReceiptName("4 Tau Sar Pneah 16pcs", 4)).toBe("Tau Sar Pneah 16pcs");
    expect(cleanReceiptName("2 x Whole Milk", 2)).toBe("Whole Milk");
    expect(cleanReceiptName("3X Limes")).toBe("Limes");
  });

  it("keeps numbers that belong to the product", () => {
    expect(cleanReceiptName("100 Plus Isotonic", 1)).toBe("100 Plus Isotonic");
    expect(cleanReceiptName("7 Up", 1)).toBe("7 Up");
    expect(cleanReceiptName("3 in 1 Coffee Mix", 3)).toBe("3 in 1 Coffee Mix");
    expect(cleanReceiptName("Coke 24 x 325ml", 2)).toBe("Coke 24 x 325ml");
    expect(cleanReceiptName("Flour 12x850g", 1)).toBe("Flour 12x850g");
    expect(cleanReceiptName("Orange Juice 1.5L", 1)).toBe("Orange Juice 1.5L");
  });

  it("drops counts with unit prices, prices and tax codes", () => {
    expect(cleanReceiptName("Maggi Hot Cup Mee Tom @2 X RM1.75", 2)).toBe("Maggi Hot Cup Mee Tom");
    expect(cleanReceiptName("Eggs 2 X 3.20", 2)).toBe("Eggs");
    expect(cleanReceiptName("Sugar RM 3.50 SR", 1)).toBe("Sugar");
    expect(cleanReceiptName("Crackers 4.99 ZR", 1)).toBe("Crackers");
    expect(cleanReceiptName("Jasmine Rice $12.49", 1)).toBe("Jasmine Rice");
  });

  it("never leaves a name without letters: the input comes back trimmed", () => {
    expect(cleanReceiptName("  4250 ", 1)).toBe("4250");
    expect(cleanReceiptName("RM 3.50", 1)).toBe("RM 3.50");
    expect(cleanReceiptName("", 1)).toBe("");
  });
});

describe("isImplausibleQty", () => {
  it("flags more than 20 pieces, 10 kg or 10 l on one line", () => {
    expect(isImplausibleQty(20, "pieces")).toBe(false);
    expect(isImplausibleQty(21, "pieces")).toBe(true);
    expect(isImplausibleQty(82, "pieces")).toBe(true);
    expect(isImplausibleQty(30, "cans")).toBe(true);
    expect(isImplausibleQty(10, "kg")).toBe(false);
    expect(isImplausibleQty(10.5, "kg")).toBe(true);
    expect(isImplausibleQty(12000, "g")).toBe(true);
    expect(isImplausibleQty(9999, "g")).toBe(false);
    expect(isImplausibleQty(25, "lbs")).toBe(true); // 11.3 kg
    expect(isImplausibleQty(20, "lbs")).toBe(false); // 9.07 kg
    expect(isImplausibleQty(12, "l")).toBe(true);
  });

  it("leaves unknown units and non-numbers to the review's own check", () => {
    expect(isImplausibleQty(500, "handfuls")).toBe(false);
    expect(isImplausibleQty(Number.NaN, "pieces")).toBe(false);
  });
});

describe("receiptLineFlags", () => {
  it("flags the quantity of an 82-piece line, with the amount in the sentence", () => {
    const flags = receiptLineFlags({ name: "Maggi Hot Cup Mee Tom", qty: "82", unit: "pieces" });
    expect(flags.map((f) => f.kind)).toContain("quantity");
    expect(flags.find((f) => f.kind === "quantity")?.text).toBe("Check the quantity: 82 pieces is a lot for one receipt line.");
    expect(receiptLineFlags({ name: "Whole milk", qty: 2, unit: "pieces" })).toEqual([]);
  });

  it("flags names the food knowledge base does not recognise, and names without letters", () => {
    expect(receiptLineFlags({ name: "Zxq Brqt Wvvl", qty: 1, unit: "pieces" }).map((f) => f.kind)).toEqual(["name"]);
    expect(receiptLineFlags({ name: "4250", qty: 1, unit: "pieces" }).map((f) => f.kind)).toEqual(["name"]);
    expect(receiptLineFlags({ name: "Bananas", qty: 6, unit: "pieces" })).toEqual([]);
    expect(receiptLineFlags({ name: "Dish soap", qty: 1, unit: "pieces" })).toEqual([]);
  });

  it("does not flag an empty name (the review asks for one instead)", () => {
    expect(receiptLineFlags({ name: "  ", qty: 1, unit: "pieces" })).toEqual([]);
  });
});
