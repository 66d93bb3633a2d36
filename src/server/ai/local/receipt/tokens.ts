// Receipt line → typed tokens: money amounts (with OCR repair), plain numbers, quantity markers,
// currency, tax codes and words. Everything works on upper-case text.

/** Kinds of token on a receipt line. */
export type TokenKind = "money" | "number" | "at" | "times" | "currency" | "unit" | "qtyUnit" | "qtyWord" | "word";

export interface Token {
  kind: TokenKind;
  text: string;
  /** money: amount in cents (negative for "-5.94"); number / qtyUnit: the value. */
  value: number;
  /** money: digits were repaired from look-alike letters ("RMIZ.58" → 12.58). */
  repaired?: boolean;
  /** money: printed as a unit price ("@9.00", "0.59/LB"). */
  perUnit?: boolean;
}

/** Currency words and signs printed before amounts, and OCR misreadings of "RM". */
export const CURRENCY = new Set(["RM", "MYR", "$", "£", "€", "S$", "USD", "GBP", "EUR", "KN", "RN", "RH", "RK", "RY", "PN", "AK", "HM", "KM"]);

/** Weight units (their pantry spelling: PANTRY_UNITS in src/shared/schemas/pantry.ts). */
export const WEIGHT_UNITS: Readonly<Record<string, string>> = { KG: "kg", KGS: "kg", G: "g", GM: "g", GR: "g", LB: "lbs", LBS: "lbs", OZ: "oz" };

/** Count words printed after a quantity ("15*BAG", "4BOTOL", "2PETI" = 2 crates, "3 PCS"). */
export const COUNT_WORDS = new Set(["BAG", "BAGS", "BOTOL", "PETI", "PC", "PCS", "EA", "CTN", "PKT", "BTL", "BOX", "TIN", "UNIT", "UNITS", "PACK", "PK", "BKS"]);

/** Tax and GST codes printed beside amounts (Malaysian GST: SR, ZR, ZRL; US: T, N, F, X…). */
export const TAX_CODES = new Set(["SR", "ZR", "ZRL", "SRO", "SR0", "S", "Z", "T", "N", "F", "E", "A", "B", "D", "X", "TX", "NT", "GST", "*", "**"]);

/** OCR look-alikes of digits (dot-matrix and thermal print): only used inside money tokens. */
const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = { O: "0", D: "0", Q: "0", I: "1", L: "1", "!": "1", "|": "1", Z: "2", S: "5", B: "8", G: "6" };

const MONEY = /^(-?)(\d{0,6}|\d{1,3}(?:,\d{3})+)[.,](\d{2})$/;

/**
 * Cents of a money token: optional sign and currency ("RM13.58", "$3.48", "-5.94", ".00",
 * "75,00"), with look-alike letters repaired when the token has at least one real digit and a
 * decimal separator followed by two characters ("RMIZ.58" → 1258, "6Z.00" → 6200).
 * Null when the token is not an amount. Amounts need exactly two decimals: "0.434" is a weight.
 */
export function parseMoney(token: string): { cents: number; repaired: boolean } | null {
  let t = token.replace(/^:+|:+$/g, "");
  let sign = "";
  if (t.startsWith("-")) {
    sign = "-";
    t = t.slice(1);
  }
  // Currency, also misread: "RM" as "RH", "KM", "KH", "M"…
  t = t.replace(/^(MYR|S\$|\$|£|€|[A-Z]{1,2})(?=[\dOILZSB.,])/, "");
  let m = MONEY.exec(sign + t);
  let repaired = false;
  if (!m && /\d/.test(t) && /^[\dODQILZSBG!|]*[.,][\dODQILZSBG]{2}$/.test(t) && t.length <= 9) {
    const fixed = t.replace(/[ODQILZSBG!|]/g, (c) => DIGIT_LOOKALIKES[c] ?? c);
    m = MONEY.exec(sign + fixed);
    repaired = m !== null;
  }
  if (!m) return null;
  const whole = Number((m[2] || "0").replace(/,/g, ""));
  const cents = whole * 100 + Number(m[3]);
  return { cents: m[1] === "-" ? -cents : cents, repaired };
}

/** Split a normalised line into tokens (see normaliseLine). */
export function tokenize(line: string): Token[] {
  const out: Token[] = [];
  for (const text of line.split(" ")) {
    if (text === "") continue;
    if (text === "@") {
      out.push({ kind: "at", text, value: 0 });
      continue;
    }
    if (/^[X×*]$/.test(text)) {
      out.push({ kind: "times", text, value: 0 });
      continue;
    }
    // "@9.00", "@2"; OCR reads the "@" of "@2 X" as "#" too.
    const at = /^@(.+)$/.exec(text) ?? /^#(\d{1,3})$/.exec(text);
    if (at) {
      out.push({ kind: "at", text: text[0], value: 0 });
      out.push(...tokenize(at[1]));
      continue;
    }
    const perUnit = /^(.+)\/(LBS?|KG|OZ|G|EA)$/.exec(text);
    const money = parseMoney(perUnit ? perUnit[1] : text);
    if (money) {
      out.push({ kind: "money", text, value: money.cents, repaired: money.repaired, perUnit: perUnit !== null });
      continue;
    }
    if (/^\d+(\.\d+)?$/.test(text)) out.push({ kind: "number", text, value: Number(text) });
    else if (CURRENCY.has(text)) out.push({ kind: "currency", text, value: 0 });
    else if (/^(QTY|QTY:|QTY\.)$/.test(text)) out.push({ kind: "qtyWord", text, value: 0 });
    else if (WEIGHT_UNITS[text]) out.push({ kind: "unit", text, value: 0 });
    else {
      const count = /^(\d{1,4})(\*?)([A-Z]{2,6})(\*?)$/.exec(text);
      if (count) out.push({ kind: "qtyUnit", text, value: Number(count[1]) });
      else out.push({ kind: "word", text, value: 0 });
    }
  }
  return out.map((t, i) => {
    // "15*BAG", "4BOTOL *", "2PETI *": a count and its packing unit, but only with a star;
    // "16PCS", "4KG" without one are pack sizes.
    if (t.kind === "qtyUnit" && !t.text.includes("*") && out[i + 1]?.kind !== "times") return { ...t, kind: "word" };
    // "2.31 LB @ 3.99/LB": two decimals before a weight unit are a weight, not an amount.
    if (t.kind === "money" && out[i + 1]?.kind === "unit" && /^\d+[.,]\d{2}$/.test(t.text)) return { kind: "number", text: t.text, value: Number(t.text.replace(",", ".")) };
    // "2.78 5 OO 5": O and Q beside numbers are zeros.
    const near = (k: number) => out[k]?.kind === "number" || out[k]?.kind === "money";
    if (t.kind === "word" && /^[OQ]{1,2}$/.test(t.text) && (near(i - 1) || near(i + 1))) return { kind: "number", text: "0", value: 0 };
    return t;
  });
}

/**
 * Upper-case a raw OCR line and make its amounts and markers separate tokens: tabs and runs of
 * spaces → one space, typographic dashes → "-", "RM 6.79" → "RM6.79", "75.00SR" → "75.00 SR",
 * leading "1X" → "1 X", "X2"/"*1" kept as marker + number, discount notes "(DISC: 1.53)" dropped,
 * a 1–3 letter word between "X"/"@" and an amount read as "RM" ("2 X KK 6.79" → "2 X RM6.79"),
 * a doubled decimal separator made one ("RM40.,95" → "RM40.95").
 */
export function normaliseLine(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[‐-―−]/g, "-")
    .replace(/\(\s*DISC[^)]*\)?/g, " ")
    .replace(/\b(RM|MYR)\s+(?=-?[\d.])/g, "$1")
    .replace(/([$£€])\s+(?=\d)/g, "$1")
    .replace(/(\d[.,]\d{2})([A-Z]{1,3})\b/g, "$1 $2")
    .replace(/([\dOSIZ])\. (\d{2})\b/g, "$1.$2")
    // A doubled decimal separator ("RM40.,95", "3,.50"): one OCR slip, one amount.
    .replace(/(\d)[.,]{2}(\d{2})\b/g, "$1.$2")
    // An amount with its tax code glued on at the end of the line: "75.0058" (75.00SR), "13.94(K".
    .replace(/(^|\s)(-?\d*[.,]\d{2})(\S{2,3}|[^\d\s])$/, "$1$2 $3")
    // "4.39 12 05" at the end of a line: the amount lost its decimal point.
    .replace(/(\d[.,]\d{2} )(\d{1,4}) (\d{2})$/, "$1$2.$3")
    .replace(/(\d[.,]\d{2})\s*\/\s*(LBS?|KG|OZ|G|EA)\b/g, "$1/$2")
    .replace(/(^|\s)(\d{1,3})[X×](?=\s)/g, "$1$2 X")
    .replace(/(^|\s)[X×](\d{1,3})(?=\s|$)/g, "$1X $2")
    .replace(/(^|\s)\*(\d{1,3})(?=\s|$)/g, "$1* $2")
    // "2 X KK 6.79": a short word between a quantity marker and an amount is a misread "RM".
    .replace(/(\s[X×@]\s+)[A-Z]{1,3}\s+(?=-?\d*[.,]\d{2}\b)/g, "$1RM")
    .replace(/\s+/g, " ")
    .trim();
}
