import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ReceiptItem } from "../../../../shared/schemas/receipts";
import { lineDestinations } from "../lib/line-destinations";
import { linesFromReceipt } from "../lib/review-lines";
import { ReceiptReview } from "./receipt-review";

const items: ReceiptItem[] = [
  { name: "L 5425 Maggi Hot Cup Mee Tom", qty: 82, unit: "pieces", category: "pantry", priceCents: 350 },
  { name: "Zxq Brqt Wvvl", qty: 1, unit: "pieces", category: "other", priceCents: 120 },
  { name: "Tomatoes", qty: 2, unit: "pieces", category: "produce", priceCents: 200 },
];

function render(): HTMLElement {
  const lines = linesFromReceipt(items);
  const pantry = [
    {
      id: "t",
      qty: "6",
      unit: "pieces",
      source: "manual",
      expiresOn: null,
      minQty: null,
      dietFlags: [],
      product: { id: "p", name: "Tomatoes", brand: null, category: "produce", imageUrl: null },
    },
  ];
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(<ReceiptReview lines={lines} destinations={lineDestinations(lines, pantry)} dispatch={() => {}} />);
  return host;
}

describe("receipt review flags (issue 22 item 2)", () => {
  const host = render();
  const rows = [...host.querySelectorAll('[data-testid="receipt-line"]')];

  it("shows cleaned names", () => {
    expect(rows.map((r) => (r.querySelector('input[id$="-name"]') as HTMLInputElement).getAttribute("value"))).toEqual([
      "Maggi Hot Cup Mee Tom",
      "Zxq Brqt Wvvl",
      "Tomatoes",
    ]);
  });

  it("flags an implausible quantity and an unknown name in words, and counts the lines to check", () => {
    expect(rows[0].querySelector('[data-testid="receipt-flag-quantity"]')?.textContent).toBe(
      "Check the quantity: 82 pieces is a lot for one receipt line.",
    );
    expect(rows[1].querySelector('[data-testid="receipt-flag-name"]')?.textContent).toBe(
      "Check the name: it doesn't look like a food we know.",
    );
    expect(rows[2].querySelector('[data-testid^="receipt-flag"]')).toBeNull();
    expect(host.textContent).toContain("2 lines to check");
  });

  it("ties the flags to the name and quantity fields for screen readers", () => {
    const notes = rows[0].querySelector('[id$="-notes"]')!;
    const qty = rows[0].querySelector('input[id$="-qty"]')!;
    const name = rows[0].querySelector('input[id$="-name"]')!;
    expect(qty.getAttribute("aria-describedby")).toBe(notes.id);
    expect(name.getAttribute("aria-describedby")).toBe(notes.id);
    expect(notes.textContent).toContain("Check the quantity");
  });

  it("says where each line goes: a new item unless it is confidently an existing one", () => {
    expect(rows.map((r) => r.querySelector('[data-testid="receipt-destination"]')?.textContent)).toEqual([
      "New item",
      "New item",
      "Adds to Tomatoes: 6 → 8 pieces",
    ]);
  });
});
