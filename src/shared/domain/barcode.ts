// Barcode rules both sides need: SPEC §5 manual entry and GTIN normalisation.

/** SPEC §5 manual barcode: digits only, at least 8. */
export const MANUAL_BARCODE_MIN_DIGITS = 8;

/** SPEC §5/§8 texts for a bad manual barcode (toast title and description). */
export const INVALID_BARCODE_TITLE = "Invalid barcode";
export const INVALID_BARCODE_MESSAGE = "Please enter a valid barcode (at least 8 digits)";

/**
 * SPEC §5: a manually typed barcode is valid when, after trimming, it is digits only and at least
 * 8 long. Returns the trimmed digits, or null when invalid.
 */
export function validManualBarcode(input: string): string | null {
  const s = input.trim();
  return /^\d+$/.test(s) && s.length >= MANUAL_BARCODE_MIN_DIGITS ? s : null;
}

/**
 * True when `digits` (8, 12, 13 or 14 digits) carries a correct GS1 mod-10 check digit (GS1 General
 * Specifications §7.9.1: weights 3 and 1 from the right, excluding the check digit).
 */
export function hasValidGtinCheckDigit(digits: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(digits)) return false;
  const body = digits.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

/**
 * The 12-digit UPC-A (GTIN-12) that an 8-digit UPC-E stands for ("01234565" → "012345000065"),
 * or null when `upcE` is not 8 digits with number system 0 or 1. Zero-suppression rules: GS1
 * General Specifications §2.1.2 (UPC-E), keyed on the sixth data digit.
 */
export function expandUpcE(upcE: string): string | null {
  if (!/^[01]\d{7}$/.test(upcE)) return null;
  const ns = upcE[0];
  const d = upcE.slice(1, 7);
  const check = upcE[7];
  const last = Number(d[5]);
  let body: string;
  if (last <= 2) body = `${d[0]}${d[1]}${d[5]}0000${d[2]}${d[3]}${d[4]}`;
  else if (last === 3) body = `${d[0]}${d[1]}${d[2]}00000${d[3]}${d[4]}`;
  else if (last === 4) body = `${d[0]}${d[1]}${d[2]}${d[3]}00000${d[4]}`;
  else body = `${d.slice(0, 5)}0000${d[5]}`;
  return `${ns}${body}${check}`;
}

/**
 * The GTIN a user expects for a decoded product barcode. `format` is the decoder's format name in
 * any spelling ("EAN13", "EAN-13", "UPC_A", "UPCE" …).
 * - A UPC-A read as a 13-digit EAN with a leading 0 becomes the 12-digit UPC-A
 *   ("0036000291452" → "036000291452"): an EAN-13 starting with 0 is by definition a UPC-A.
 * - A UPC-E becomes the 12-digit UPC-A it compresses, whether the decoder gave the 8 printed
 *   digits ("01234565") or the 13-digit expansion ("0012345000065") → "012345000065".
 * Other texts are returned unchanged.
 */
export function normaliseGtin(text: string, format: string): string {
  const f = format.replace(/[-_\s]/g, "").toUpperCase();
  if ((f === "EAN13" || f === "UPCA" || f === "UPCE") && /^0\d{12}$/.test(text)) return text.slice(1);
  if (f === "UPCE") return expandUpcE(text) ?? text;
  return text;
}
