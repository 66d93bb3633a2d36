// Which receipt lines can hold an item. Works on normalised (upper-case) lines from
// tokens.normaliseLine. Word lists: what US, UK and Malaysian till receipts print around their
// item lines (totals, payment, tax summary, store header, address, footer).

/** entry: may be (part of) an item; skip: never; stop: the item list is over (payment, footer). */
export type LineClass = "entry" | "skip" | "stop";

const w = (words: string) => words.trim().split(/\s*,\s*/).map((x) => x.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"));
const anyWord = (words: string) => new RegExp(`(?:^|[^A-Z0-9])(?:${w(words).join("|")})(?=$|[^A-Z0-9])`);

/** Lines after which no item follows. Checked only once an item has been found. */
const STOP = anyWord(`
  CHANGE, CHANGE DUE, GST SUMMARY, TAX SUMMARY, VAT SUMMARY, THANK YOU, THANKS, TERIMA KASIH, CASH RECEIVED,
  AMOUNT TO BE PAID, TOTAL PAYABLE, ROUNDED TOTAL, PAYMENT TYPE, PAYMENT DETAIL, PAYMENT METHOD, BALANCE DUE,
  AMOUNT DUE, AMOUNT TENDERED, TENDERED, GOODS SOLD, TOTAL SALES, NET TOTAL, GRAND TOTAL, SUBTOTAL, SUB TOTAL,
  SUB-TOTAL, TOTAL QTY, TOTAL QUANTITY, TOTAL ITEMS, NO OF ITEMS, NO. OF ITEMS, OF ITEMS, ITEM COUNT, QUANTITY OUT, VOLUME`);

/** Lines that are never items: money summary, payment, header, address, footer. */
const SKIP = anyWord(`
  TOTAL, TAX, GST, VAT, SST, CASH, CARD, VISA, MASTER, MASTERCARD, AMEX, DEBIT, CREDIT, EFTPOS, PAYMENT, PAID, TENDER,
  ROUNDING, ROUNDED, ADJ, ADJ., ADJUSTMENT, DISCOUNT, COUPON, VOUCHER, SAVINGS, SAVED, YOU SAVED, INVOICE, RECEIPT,
  BILL NO, DOC NO, REF, REF NO, CASHIER, SALESPERSON, SERVED BY, COUNTER, TERMINAL, MACHINE, OUTLET, TEL, TEL/FAX,
  PHONE, FAX, HOTLINE, DATE, TIME, REG NO, REGISTRATION, CO. NO, COMPANY NO, SDN, BHD, S/B, ENTERPRISE, TRADING,
  JALAN, JLN, TAMAN, TMN, LORONG, PERSIARAN, BANDAR, KAMPUNG, SEKSYEN, PLAZA, GROUND FLOOR, FLR, SELANGOR,
  KUALA LUMPUR, PENANG, JOHOR, PERAK, SABAH, SARAWAK, MELAKA, KEDAH, PAHANG, KELANTAN, TERENGGANU, NEGERI SEMBILAN,
  PUTRAJAYA, MALAYSIA, THANK, WELCOME, VISIT, COME AGAIN, RETURNABLE, REFUNDABLE, REFUNABLE, EXCHANGE, GOODS,
  POSTED, COPY, CUSTOMER, MEMBER, POINTS, HOURS, HRS, E&OE, E.&.O.E, RECEIVED, SUMMARY, SIGNATURE, APPROVED,
  AUTH, TRANSACTION, TAKEAWAY, TAKE AWAY, DINE IN, PURCHASE, WWW, HTTP`);

/** Column heading words; two or more on a line make it a heading ("ITEM QTY S/PRICE AMOUNT"). */
const HEADINGS = new Set(["DESCRIPTION", "DESC", "ITEM", "ITEMS", "QTY", "PRICE", "S/PRICE", "U/P", "U.P", "AMOUNT", "AMT", "AMT(RM)", "CODE", "TAX", "DISC", "UNIT", "ISS", "EXC", "SALE", "RM", "D"]);

const DATE = /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\d{1,2}[ -](JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*[ -]\d{2,4}\b/;
const TIME = /\b\d{1,2}:\d{2}(:\d{2})?\s*(AM|PM)?\b|\b\d{1,2}:\d{2}(AM|PM)\b/;
const PHONE = /\b\d{1,4}-\d{2,4}[ -]?\d{3,4}\b|\+\d{2,3}[ -]?\d/;
const COMPANY_NO = /\(\s*\d{5,}\s*[-:]?\s*[A-Z]\s*\)/;
/** Tax summary rows: "SR @ 6%", "Z = 0%", "S @6.0%", "SR:GST @0%". */
const TAX_ROW = /^(SR|ZR|ZRL|SR0|SRO|[A-Z])\s*[:@=]\s*(GST\s*)?@?\s*\d+(\.\d+)?\s*%/;
const EMAIL = /\S+@\S+\.[A-Z]{2,}/;
/** "**** BALANCE 19.49" (US) — but "PRO BALANCE 400GM" is a product. */
const BALANCE_ROW = /^[*\s]*BAL(ANCE)?\b/;
const ENDS_IN_AMOUNT = /\d[.,]\d{2}( [A-Z*=]{1,3})?$/;

/** Long summary words also recognised one OCR slip away ("CUANGE", "TOTA1", "ROUNDIN6"). */
const FUZZY_STOP = ["CHANGE", "SUBTOTAL", "QUANTITY"];
const FUZZY_SKIP = ["TOTAL", "ROUNDING", "PAYMENT", "INVOICE", "RECEIPT", "CASHIER", "DISCOUNT", "TENDERED", "AMOUNT"];

/** True when a and b differ by at most one substitution, insertion or deletion. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function fuzzyHas(words: readonly string[], list: readonly string[]): boolean {
  return words.some((word) => word.length >= 5 && list.some((k) => oneEditApart(word, k)));
}

/**
 * Class of one normalised receipt line (see LineClass). Rules, in order: no letter or digit →
 * skip; a payment/footer phrase (STOP, or CHANGE/SUBTOTAL one OCR slip away) → stop; a summary,
 * payment, header, address or footer word (SKIP, or a FUZZY_SKIP word one slip away), a
 * tax-summary row, a line opening with BALANCE, a column heading, a date, time, phone number, e-mail address or company
 * number → skip; else entry. Never throws.
 */
export function classifyLine(line: string): LineClass {
  if (!/[A-Z0-9]/.test(line)) return "skip";
  const words = line.split(/[^A-Z0-9]+/);
  if ((STOP.test(line) || fuzzyHas(words, FUZZY_STOP)) && !/\d+(\.\d+)?\s*%/.test(line)) return "stop";
  if (SKIP.test(line) || fuzzyHas(words, FUZZY_SKIP) || TAX_ROW.test(line) || BALANCE_ROW.test(line) || EMAIL.test(line) || COMPANY_NO.test(line)) return "skip";
  // A date-like "1.12.51" inside an item row that ends in an amount is a misread price.
  if ((DATE.test(line) || TIME.test(line) || PHONE.test(line)) && !ENDS_IN_AMOUNT.test(line)) return "skip";
  let headings = 0;
  for (const word of line.split(" ")) if (HEADINGS.has(word)) headings++;
  return headings >= 2 ? "skip" : "entry";
}
