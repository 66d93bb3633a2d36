import { describe, expect, it } from "vitest";
import { classifyLine } from "./classify";
import { normaliseLine } from "./tokens";

const cls = (line: string) => classifyLine(normaliseLine(line));

describe("classifyLine", () => {
  it("keeps item lines", () => {
    for (const line of ["8019 MARIGOLD HL MILK 1L RM13.58 S", "@2 X RM 6.79", "PRO BALANCE 400GM - BEFF", "GREEK YOG 5.99 F", "1 SR 9556173380636 1 14.31 14.31", "SR:FEI YAN BRAND YOUNG CORN 425G", "TAU SAR PNEAH (S) 16PCS @9.00 36.00 SR"]) {
      expect(cls(line), line).toBe("entry");
    }
  });

  it("ends the item list at payment and footer lines", () => {
    for (const line of ["SUBTOTAL 23.81", "TOTAL SALES (INCLUSIVE GST) RM 13.58", "CHANGE RM .40", "CUANGE RY 8.50", "GST SUMMARY AMOUNT TAX", "THANK YOU. PLEASE COME AGAIN", "NET TOTAL : 45.00", "No of items: 10"]) {
      expect(cls(line), line).toBe("stop");
    }
  });

  it("skips totals, tax, payment, header, address, date, time and phone lines", () => {
    for (const line of ["TOTAL 0% SUPPLIES: 14.35", "TAX 0.00", "VISA 23.81", "ROUNDING ADJUSTMENT RM .02", "**** BALANCE 19.49", "JALAN KAPAR, MUKIM KAPAR", "TEL: 03-55423228", "24-01-16 09:23PM", "GST ID : 000181747712", "99 SPEED MART S/B (519537-X)", "ITEM QTY S/PRICE AMOUNT", "SR @ 6% 70.75 4.25", "LOTAL SALES INCLUSIVE GST : 26.82", "www.shop.com", "", "-------"]) {
      expect(cls(line), line).toBe("skip");
    }
  });

  it("keeps a price row whose amount OCR made look like a date", () => {
    expect(cls("2 SR 9556296307411 1.12.51 12.51")).toBe("entry");
  });
});
