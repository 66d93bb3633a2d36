import { describe, expect, it } from "vitest";
import { inferQty } from "./quantity";
import { parseReceiptText } from "./parse-receipt";

// Receipt fragments written for these tests (issue 22 item 2): the quantity the arithmetic
// proves (count × unit price = line total) wins over the one OCR printed, and each quantity
// line stays with the item whose total it adds up to.
const rows = (text: string) => parseReceiptText(text).map((i) => [i.name, i.qty, i.priceCents]);

describe("quantity × unit price against the line total", () => {
  it("reads '@2' misread as '82' as 2 when 2 × 1.75 = 3.50", () => {
    expect(inferQty(350, { qty: 82, unit: null, unitPriceCents: 175 }, [82], [175])?.qty).toBe(2);
    for (const text of [
      "L 5425 MAGGI HOT CUP MEE TOM\n82 X RM1.75 3.50\nTOTAL 3.50",
      "L 5425 MAGGI HOT CUP MEE TOM 82 X RM1.75 3.50\nTOTAL 3.50",
      "82 X RM1.75 3.50\nL 5425 MAGGI HOT CUP MEE TOM\nTOTAL 3.50",
    ]) {
      const [item] = parseReceiptText(text);
      expect(item).toMatchObject({ qty: 2, priceCents: 350 });
      expect(item.name).not.toMatch(/5425|82|1\.75/);
    }
  });

  it("keeps a printed quantity that no reading proves (the total may be the misread part)", () => {
    expect(inferQty(1337, { qty: 3, unit: null, unitPriceCents: 250 }, [3], [250])?.qty).toBe(3);
  });

  it("takes the count the unit price implies when the printed one cannot be right", () => {
    expect(inferQty(1200, { qty: 7, unit: null, unitPriceCents: 300 }, [7], [300])?.qty).toBe(4);
  });
});

describe("quantity lines stay with their own items", () => {
  it("pairs each '@n X price' line with the item whose total it makes, before or after it", () => {
    expect(rows("INSTANT NOODLES 3.50\n@2 X RM1.75\nCOFFEE POWDER 15.00\n@3 X RM5.00\nTOTAL 18.50")).toEqual([
      ["Instant Noodles", 2, 350],
      ["Coffee Powder", 3, 1500],
    ]);
    expect(rows("@2 X RM1.75\nINSTANT NOODLES 3.50\n@3 X RM5.00\nCOFFEE POWDER 15.00\nTOTAL 18.50")).toEqual([
      ["Instant Noodles", 2, 350],
      ["Coffee Powder", 3, 1500],
    ]);
  });

  it("gives a quantity line between two items to the one it adds up to", () => {
    expect(rows("INSTANT NOODLES 3.50\n@3 X RM5.00\nCOFFEE POWDER 15.00\nTOTAL 18.50")).toEqual([
      ["Instant Noodles", 1, 350],
      ["Coffee Powder", 3, 1500],
    ]);
  });

  it("keeps name and numbers rows together in a name-first column layout", () => {
    expect(rows("INSTANT NOODLES\n2 X 1.75 3.50\nCOFFEE POWDER\n1 X 15.00 15.00\nTOTAL 18.50")).toEqual([
      ["Instant Noodles", 2, 350],
      ["Coffee Powder", 1, 1500],
    ]);
  });
});
