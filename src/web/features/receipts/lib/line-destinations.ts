import { mergeTarget } from "../../../../shared/domain/merge";
import { formatQty, roundForUnit } from "../../../../shared/domain/pantry-qty";
import type { PantryItem } from "../../../../shared/schemas/pantry";
import type { ReviewLine } from "./review-lines";

/** Where a ticked review line goes when added: a new pantry item, or an existing one it grows. */
export type LineDestination =
  | { kind: "new" }
  | {
      kind: "merge";
      /** The existing item's name, or the name of an earlier line of this receipt. */
      into: string;
      /** The item's amount before and after, as text in its unit ("6" → "8", "pieces"). */
      from: string;
      to: string;
      unit: string;
      /** True when the item is an earlier line of this receipt, not the pantry. */
      fromReceipt: boolean;
    };

interface Slot {
  name: string;
  qty: number;
  unit: string;
  fromReceipt: boolean;
}

/**
 * Each line's destination, as the server will decide it (mergeTarget in shared/domain/merge.ts,
 * the rule POST /api/pantry/bulk-add applies item by item): lines are taken in order, and a line
 * that becomes a new item can take the amounts of later lines of the same name. Unticked lines
 * and lines whose amount is not a number get null. Sample items never take part (the server
 * leaves them out too).
 * Input: the review lines and the household's pantry list (GET /api/pantry, possibly not loaded:
 * []). Output: one entry per line, in order.
 */
export function lineDestinations(lines: readonly ReviewLine[], pantry: readonly PantryItem[]): (LineDestination | null)[] {
  const slots: Slot[] = pantry
    .filter((i) => i.source !== "sample")
    .map((i) => ({ name: i.product.name, qty: Number(i.qty), unit: i.unit, fromReceipt: false }));
  return lines.map((line) => {
    const typed = Number(line.qty);
    const name = line.name.trim();
    if (!line.include || line.qty.trim() === "" || !Number.isFinite(typed) || typed < 0 || name === "") return null;
    const qty = roundForUnit(typed, line.unit); // as itemsToAdd sends it
    const plan = mergeTarget({ name, qty, unit: line.unit, source: "receipt" }, slots);
    if (!plan) {
      slots.push({ name, qty, unit: line.unit, fromReceipt: true });
      return { kind: "new" };
    }
    const { item, merged } = plan;
    const from = formatQty(item.qty);
    item.qty = merged.qty;
    return { kind: "merge", into: item.name, from, to: formatQty(merged.qty), unit: item.unit, fromReceipt: item.fromReceipt };
  });
}

/** The destination in words, for the review ("New item", "Adds to Tomatoes: 6 → 8 pieces"). */
export function destinationText(d: LineDestination): string {
  if (d.kind === "new") return "New item";
  return `Adds to ${d.into}${d.fromReceipt ? " (on this receipt)" : ""}: ${d.from} → ${d.to} ${d.unit}`;
}
