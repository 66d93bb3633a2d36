import { describe, expect, it } from "vitest";
import type { PantryItem } from "../../../../shared/schemas/pantry";
import type { ReceiptItem } from "../../../../shared/schemas/receipts";
import { destinationText, lineDestinations } from "./line-destinations";
import { linesFromReceipt, reviewReducer } from "./review-lines";

const item = (name: string, qty: string, unit: string, source = "manual"): PantryItem => ({
  id: `id-${name}`,
  qty,
  unit,
  source,
  expiresOn: null,
  minQty: null,
  dietFlags: [],
  product: { id: `p-${name}`, name, brand: null, category: "other", imageUrl: null },
});

const pantry = [item("Tomatoes", "6", "pieces"), item("Rice", "1", "kg"), item("Bananas", "3", "pieces", "sample")];
const receipt = (rows: [string, number, string][]): ReceiptItem[] =>
  rows.map(([name, qty, unit]) => ({ name, qty, unit, category: "other", priceCents: 100 }));
const texts = (rows: [string, number, string][], items = pantry) =>
  lineDestinations(linesFromReceipt(receipt(rows)), items).map((d) => d && destinationText(d));

describe("where each receipt line goes (issue 22 item 2)", () => {
  it("shows 'New item' for a guessed food and the merge for the same name", () => {
    expect(
      texts([
        ["L 5425 Maggi Hot Cup Mee Tomato", 2, "pieces"],
        ["tomatoes", 2, "pieces"],
        ["Basmati Rice 5kg", 500, "g"],
      ]),
    ).toEqual(["New item", "Adds to Tomatoes: 6 → 8 pieces", "Adds to Rice: 1 → 1.5 kg"]);
  });

  it("never adds to a sample item, and never merges a line with an implausible amount", () => {
    expect(
      texts([
        ["Bananas", 2, "pieces"],
        ["Tomatoes", 82, "pieces"],
      ]),
    ).toEqual(["New item", "New item"]);
  });

  it("adds a later line to an earlier new line of the same name, and counts merges in order", () => {
    expect(
      texts([
        ["Oat milk", 1, "pieces"],
        ["Oat milk", 2, "pieces"],
        ["Tomatoes", 1, "pieces"],
        ["Tomatoes", 1, "pieces"],
      ]),
    ).toEqual([
      "New item",
      "Adds to Oat milk (on this receipt): 1 → 3 pieces",
      "Adds to Tomatoes: 6 → 7 pieces",
      "Adds to Tomatoes: 7 → 8 pieces",
    ]);
  });

  it("follows the review's edits: unticked and unreadable lines go nowhere, a renamed line moves", () => {
    let lines = linesFromReceipt(
      receipt([
        ["Tomato soup", 1, "pieces"],
        ["Rice", 1, "kg"],
      ]),
    );
    lines = reviewReducer(lines, { type: "toggle", key: lines[1].key, include: false });
    expect(lineDestinations(lines, pantry).map((d) => d?.kind ?? null)).toEqual(["new", null]);
    lines = reviewReducer(lines, { type: "edit", key: lines[0].key, patch: { name: "Tomatoes" } });
    expect(lineDestinations(lines, pantry)[0]).toMatchObject({ kind: "merge", into: "Tomatoes" });
    lines = reviewReducer(lines, { type: "edit", key: lines[0].key, patch: { qty: "lots" } });
    expect(lineDestinations(lines, pantry)[0]).toBeNull();
  });

  it("works before the pantry list has loaded (every line new)", () => {
    expect(texts([["Tomatoes", 1, "pieces"]], [])).toEqual(["New item"]);
  });
});
