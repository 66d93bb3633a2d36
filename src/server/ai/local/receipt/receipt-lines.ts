// Reading the parts of one receipt line: prices (with OCR digit confusions repaired), the
// quantity forms of till receipts, and lines that are not items.

/** Digits OCR confuses with letters inside a number: O/o/D/Q → 0, l/I/| → 1, S/s → 5, B → 8. */
function repairDigits(token: string): string {
  return token.replace(/[OoDQ]/g, "0").replace(/[lI|]/g, "1").replace(/[Ss]/g, "5").replace(/B/g, "8");
}

/** A money amount like "6.79", "6,79", "RM13.58", "$2.50", "1O.5O" → cents; null when not one. */
export function parseMoney(token: string): number | null {
  const t = token.replace(/^(RM|\$|£|€|USD|MYR)/i, "");
  if (!/^[-]?[\dOoDQlI|SsB]{1,6}[.,][\dOoDQlI|SsB]{2}$/.test(t)) return null;
  const fixed = repairDigits(t).replace(",", ".");
  if (!/^-?\d+\.\d{2}$/.test(fixed)) return null;
  return Math.round(Number(fixed) * 100);
}

/** Trailing tax codes printed after prices (GST SR/ZR/S/Z, US T/F/N, UK A/B/D). */
const TAX_CODE = /^(SR|ZR|S|Z|T|F|N|A|B|D|TX|NT|\*)$/i;

/**
 * Split a line into text and the money amounts at its end (each a token, optionally followed by
 * a tax code). Example: "MARIGOLD MILK 1L 6.79 13.58 SR" → {text: "MARIGOLD MILK 1L", amounts: [679, 1358]}.
 */
export function splitAmounts(line: string): { text: string; amounts: number[] } {
  const tokens = line.trim().split(/\s+/);
  const amounts: number[] = [];
  while (tokens.length) {
    const last = tokens[tokens.length - 1];
    if (TAX_CODE.test(last) && amounts.length === 0 && tokens.length > 1) {
      tokens.pop();
      continue;
    }
    const cents = parseMoney(last);
    if (cents === null) break;
    amounts.unshift(cents);
    tokens.pop();
  }
  return { text: tokens.join(" "), amounts };
}

/** Words of lines that are never items: totals, payment, tax, store and receipt details. */
const NOT_ITEM =
  /\b(SUB[- ]?TOTAL|TOTAL|TTL|AMOUNT|AMT|BALANCE|BAL|DUE|CHANGE|CASH|CARD|VISA|MASTER ?CARD|AMEX|DEBIT|CREDIT|PAYMENT|PAID|TENDER(ED)?|ROUNDING|ROUND(ING)? ADJ|ADJUSTMENT|TAX|GST|VAT|SST|SERVICE CHARGE|DISCOUNT|SAVINGS?|YOU SAVED|POINTS|MEMBER|LOYALTY|TEL|PHONE|FAX|WWW|HTTP|EMAIL|THANK|THANKS|WELCOME|RECEIPT|INVOICE|CASHIER|SALESPERSON|COUNTER|DOC(UMENT)? NO|REF|INV NO|BILL|DATE|TIME|STORE|BRANCH|REG(ISTRATION)?|CO\.? ?NO|SDN BHD|S\/B|BHD|JALAN|JLN|TAMAN|LORONG|STREET|ROAD|AVENUE|SELANGOR|KUALA LUMPUR|GOODS SOLD|EXCHANGE|REFUND|RETURN|NO\.? OF ITEMS|ITEM COUNT|QTY\s+PRICE|PRICE\s+AMOUNT|DESCRIPTION|CUSTOMER|APPROVAL|AUTH|TERMINAL|ACCOUNT|SIGNATURE)\b/i;

/** True when a line is a total, payment, tax, address, header or footer line (never an item). */
export function isNonItemLine(line: string): boolean {
  if (NOT_ITEM.test(line)) return true;
  if (/\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}/.test(line)) return true; // dates
  if (/\b\d{1,2}:\d{2}(:\d{2})?\b/.test(line)) return true; // times
  if (/^[\W_]+$/.test(line)) return true; // rules of dashes or stars
  return false;
}

/** A quantity read from a line, and the unit price when printed. */
export interface LineQty {
  qty: number;
  unit: string;
  unitPriceCents: number | null;
}

const WEIGHT_UNITS: Record<string, string> = { KG: "kg", G: "g", LB: "lbs", LBS: "lbs", OZ: "oz" };

/**
 * The quantity forms of till receipts, anywhere in a line:
 * "1.23 lb @ 2.99/lb" and "0.456 KG @ RM 12.90/KG" (weighed) → {1.23, "lbs", 299};
 * "2 @ 0.99", "2 X RM 6.79", "@2 X RM 6.79", "2 x 1.50" → {2, "pieces", 99};
 * "QTY 3", "QTY: 3" → {3, "pieces", null}. Returns null when the line has none.
 */
export function readQuantity(line: string): LineQty | null {
  const up = line.toUpperCase();
  const weighed = up.match(/(\d+(?:[.,]\d+)?)\s*(KG|LBS?|OZ|G)\b\s*(?:@|X|AT)\s*(?:RM|\$|£|€)?\s*(\d+[.,]\d{2})/);
  if (weighed) {
    return { qty: Number(weighed[1].replace(",", ".")), unit: WEIGHT_UNITS[weighed[2]], unitPriceCents: parseMoney(weighed[3]) };
  }
  const counted = up.match(/(?:^|[\s@])@?\s*(\d{1,3})\s*(?:@|X)\s*(?:RM|\$|£|€)?\s*(\d+[.,]\d{2})/);
  if (counted) return { qty: Number(counted[1]), unit: "pieces", unitPriceCents: parseMoney(counted[2]) };
  const qtyWord = up.match(/\bQTY\s*:?\s*(\d{1,3})\b/);
  if (qtyWord) return { qty: Number(qtyWord[1]), unit: "pieces", unitPriceCents: null };
  return null;
}
