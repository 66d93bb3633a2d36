import { describe, expect, it } from "vitest";
import { normaliseLine, parseMoney, tokenize } from "./tokens";

describe("parseMoney", () => {
  it("reads amounts with currency, sign and comma decimals", () => {
    expect(parseMoney("RM13.58")).toEqual({ cents: 1358, repaired: false });
    expect(parseMoney("$2.50")?.cents).toBe(250);
    expect(parseMoney("£0.85")?.cents).toBe(85);
    expect(parseMoney("-5.94")?.cents).toBe(-594);
    expect(parseMoney("75,00")?.cents).toBe(7500);
    expect(parseMoney(".00")?.cents).toBe(0);
    expect(parseMoney("1,234.50")?.cents).toBe(123450);
  });

  it("repairs look-alike letters and misread currency, rejects words, weights and counts", () => {
    expect(parseMoney("RMIZ.58")).toEqual({ cents: 1258, repaired: true });
    expect(parseMoney("1O.5O")?.cents).toBe(1050);
    expect(parseMoney("RH4.40")?.cents).toBe(440);
    expect(parseMoney("KMS.09")?.cents).toBe(509);
    for (const t of ["MILK", "0.434", "12", "1L", "4.5", "S.SS"]) expect(parseMoney(t)).toBeNull();
  });
});

describe("normaliseLine and tokenize", () => {
  it("separates amounts, glued tax codes and quantity markers", () => {
    expect(normaliseLine("1X 000007996511   75.00SR")).toBe("1 X 000007996511 75.00 SR");
    expect(normaliseLine("@2 X RM 6.79")).toBe("@2 X RM6.79");
    expect(normaliseLine("2 X KK 6.79")).toBe("2 X RM6.79");
    expect(normaliseLine("2 x 5.51 (Disc: 1.53)  7.96 S")).toBe("2 X 5.51 7.96 S");
    expect(normaliseLine("X 300007995611 145.0058")).toBe("X 300007995611 145.00 58");
    expect(normaliseLine("8 4.39 12 05")).toBe("8 4.39 12.05");
    expect(normaliseLine("1.23 lb @ 2.99 /lb")).toBe("1.23 LB @ 2.99/LB");
  });

  it("types tokens: quantity with packing unit only with a star, weights before units", () => {
    expect(tokenize("15*BAG * 24.90 373.50 SR").map((t) => t.kind)).toEqual(["qtyUnit", "times", "money", "money", "word"]);
    expect(tokenize("TAU SAR 16PCS @9.00").map((t) => t.kind)).toEqual(["word", "word", "word", "at", "money"]);
    expect(tokenize("2.31 LB @ 3.99/LB").map((t) => t.kind)).toEqual(["number", "unit", "at", "money"]);
    expect(tokenize("2.78 5 OO 5")[2]).toMatchObject({ kind: "number", value: 0 });
    expect(tokenize("#2 X RM6.79").map((t) => t.kind)).toEqual(["at", "number", "times", "money"]);
  });
});
