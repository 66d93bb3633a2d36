// Quantities and weights on receipt lines: explicit forms ("2 @ 0.99", "@2 X RM 6.79",
// "1.23 LB @ 2.99/LB", "0.456 KG", "QTY 3", "X 1", "15*BAG", "*1") and, failing those, the count
// that makes a printed unit price add up to the line total (column layouts: "17 0.85 0.90 15.25").

import { WEIGHT_UNITS, type Token } from "./tokens";

/** A quantity read from a line: value, pantry unit when weighed ("kg", "lbs", "g", "oz"), unit price. */
export interface QtyHint {
  qty: number;
  unit: string | null;
  unitPriceCents: number | null;
}

const isInt = (n: number) => Number.isInteger(n);
/** Weighed quantities are printed with three decimals ("0.434 X 39.90"). */
const looksWeighed = (t: Token) => t.kind === "number" && /\.\d{3}$/.test(t.text);
const unitOf = (t: Token | undefined) => (t?.kind === "unit" ? WEIGHT_UNITS[t.text] : null);

/** The money token at i, skipping one currency token ("X RM6.79", "X KN 6.79"). */
function moneyAt(tokens: readonly Token[], i: number): Token | null {
  if (tokens[i]?.kind === "currency") i++;
  return tokens[i]?.kind === "money" ? tokens[i] : null;
}

/**
 * The quantity a line states outright, or null. Patterns, first match wins:
 * "@2 X RM6.79"; "1.23 LB @ 2.99/LB", "0.856 KG X 3.99"; "2 @ 0.99", "2 X 11.69", "0.434 X 39.90" (three
 * decimals = weighed, unit kg unless printed); "QTY 3"; "0.456 KG"; "15*BAG" / "4BOTOL";
 * "X 1", "* 1"; a leading "1 X" before a product code.
 */
export function explicitQty(tokens: readonly Token[]): QtyHint | null {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (t.kind === "at" && next?.kind === "number" && tokens[i + 2]?.kind === "times") {
      const money = moneyAt(tokens, i + 3);
      if (money) return { qty: next.value, unit: isInt(next.value) ? null : "kg", unitPriceCents: money.value };
    }
    if (t.kind === "number" && next?.kind === "unit" && (tokens[i + 2]?.kind === "at" || tokens[i + 2]?.kind === "times")) {
      const money = moneyAt(tokens, i + 3);
      if (money) return { qty: t.value, unit: unitOf(next), unitPriceCents: money.value };
    }
    // "@2 X RM6.35" misread "P72 X RM6,35": the last digit is the count (reconcileQty checks it).
    if (t.kind === "word" && /^[^\d]{1,2}\d{1,2}$/.test(t.text) && i === 0 && next?.kind === "times") {
      const money = moneyAt(tokens, i + 2);
      if (money) return { qty: Number(t.text.slice(-1)), unit: null, unitPriceCents: money.value };
    }
    if (t.kind === "number" && (next?.kind === "times" || next?.kind === "at")) {
      const money = moneyAt(tokens, i + 2);
      if (money && t.value > 0) return { qty: t.value, unit: isInt(t.value) && !looksWeighed(t) ? null : "kg", unitPriceCents: money.value };
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (t.kind === "qtyWord" && next?.kind === "number") return { qty: next.value, unit: null, unitPriceCents: null };
    if (t.kind === "number" && !isInt(t.value) && unitOf(next)) return { qty: t.value, unit: unitOf(next), unitPriceCents: null };
    if (t.kind === "qtyUnit") return { qty: t.value, unit: null, unitPriceCents: null };
    if (t.kind === "times" && next?.kind === "number" && isInt(next.value) && next.value > 0 && next.value < 1000) return { qty: next.value, unit: null, unitPriceCents: null };
  }
  const [first, second] = tokens;
  if (first?.kind === "number" && isInt(first.value) && first.value > 0 && first.value < 1000 && second?.kind === "times") return { qty: first.value, unit: null, unitPriceCents: null };
  return null;
}

/** Two amounts agree when within 1 % or 3 cents (GST-inclusive unit prices are rounded). */
export function amountsAgree(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(3, 0.01 * Math.abs(b));
}

/**
 * The quantity of an item whose line total is `totalCents`: the explicit hint when its unit
 * price agrees with the total; else the candidate number (right to left, as receipts print the
 * quantity column nearest the amount) that times one of the unit prices gives the total; else
 * the explicit hint reconciled with the total (reconcileQty: "82 X RM1.75 … 3.50" is 2, the
 * "@" read as "8"; unchanged when nothing fits, as the total may be misread); else null.
 */
export function inferQty(totalCents: number | null, hint: QtyHint | null, candidates: readonly number[], unitPrices: readonly number[]): QtyHint | null {
  if (totalCents === null) return hint;
  if (hint?.unitPriceCents != null && amountsAgree(hint.qty * hint.unitPriceCents, totalCents)) return hint;
  for (let i = candidates.length - 1; i >= 0; i--) {
    const q = candidates[i];
    if (q <= 0 || q > 9999) continue;
    for (const u of unitPrices) {
      if (u > 0 && amountsAgree(q * u, totalCents)) {
        if (hint && hint.qty === q) return hint;
        return { qty: q, unit: isInt(q) ? null : "kg", unitPriceCents: u };
      }
    }
  }
  return hint ? reconcileQty(hint, totalCents) : null;
}

/**
 * A quantity-line hint checked against the item's total. When quantity × unit price misses the
 * total: the quantity without its first digit when that fits (dot-matrix "@5" is read "25" or
 * "85"); else the count the unit price implies (total ÷ unit price, when a whole number fits);
 * else the shorter quantity when within 10 % (both amounts misread); else the hint unchanged.
 */
export function reconcileQty(hint: QtyHint, totalCents: number): QtyHint {
  const u = hint.unitPriceCents;
  if (u === null || u <= 0 || amountsAgree(hint.qty * u, totalCents)) return hint;
  const shorter = Number.isInteger(hint.qty) && hint.qty >= 10 ? Number(String(hint.qty).slice(1)) : 0;
  if (shorter > 0 && amountsAgree(shorter * u, totalCents)) return { ...hint, qty: shorter };
  const implied = Math.round(totalCents / u);
  if (implied >= 1 && amountsAgree(implied * u, totalCents)) return { ...hint, qty: implied };
  // Both amounts may be misread too: the shorter count still wins when within 10 %.
  if (shorter > 0 && Math.abs(shorter * u - totalCents) <= 0.1 * totalCents) return { ...hint, qty: shorter };
  return hint;
}
