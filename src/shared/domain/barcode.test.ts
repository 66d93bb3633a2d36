import { describe, expect, it } from "vitest";
import { expandUpcE, hasValidGtinCheckDigit, normaliseGtin, validManualBarcode } from "./barcode";

describe("validManualBarcode (SPEC §5)", () => {
  it.each([
    ["12345678", "12345678"],
    ["  4006381333931 ", "4006381333931"],
    ["00000000", "00000000"],
  ])("accepts %j", (input, digits) => expect(validManualBarcode(input)).toBe(digits));

  it.each(["1234567", "", "   ", "1234 5678", "12345678a", "-12345678", "1234567.8", "１２３４５６７８"])("rejects %j", (input) =>
    expect(validManualBarcode(input)).toBeNull(),
  );
});

describe("hasValidGtinCheckDigit (GS1 mod 10)", () => {
  it.each([
    "96385074", // EAN-8
    "036000291452", // UPC-A
    "4006381333931", // EAN-13
    "5449000039231",
    "10012345678902", // GTIN-14 (ITF-14)
  ])("accepts %s", (gtin) => expect(hasValidGtinCheckDigit(gtin)).toBe(true));

  it.each([
    "96385075",
    "036000291453",
    "4006381333932",
    "4006381333913", // two digits swapped
    "10012345678903",
  ])("rejects the wrong check digit in %s", (gtin) => expect(hasValidGtinCheckDigit(gtin)).toBe(false));

  it.each(["", "1234567", "123456789", "40063813339311", "400638133393a", "12345678901234567"])(
    "rejects the length or characters of %j",
    (s) => expect(hasValidGtinCheckDigit(s)).toBe(false),
  );
});

describe("expandUpcE", () => {
  it.each([
    ["01234565", "012345000065"], // last digit 5–9: manufacturer 5 digits
    ["04252614", "042100005264"], // last digit 0–2
    ["01234133", "012300000413"], // last digit 3
    ["01234144", "012340000014"], // last digit 4
    ["11234565", "112345000065"], // number system 1
  ])("%s → %s", (upcE, upcA) => {
    expect(expandUpcE(upcE)).toBe(upcA);
  });

  it("keeps a valid check digit valid", () => expect(hasValidGtinCheckDigit(expandUpcE("01234565")!)).toBe(true));

  it.each(["21234565", "1234565", "012345655", "0123456a"])("rejects %j", (s) => expect(expandUpcE(s)).toBeNull());
});

describe("normaliseGtin", () => {
  it("turns a UPC-A read as EAN-13 into the 12-digit UPC-A", () => {
    expect(normaliseGtin("0036000291452", "EAN13")).toBe("036000291452");
    expect(normaliseGtin("0036000291452", "EAN-13")).toBe("036000291452");
    expect(normaliseGtin("0036000291452", "ean_13")).toBe("036000291452");
    expect(normaliseGtin("0036000291452", "UPC-A")).toBe("036000291452");
  });

  it("keeps EAN-13s that do not start with 0 and 12-digit UPC-As", () => {
    expect(normaliseGtin("4006381333931", "EAN13")).toBe("4006381333931");
    expect(normaliseGtin("036000291452", "UPCA")).toBe("036000291452");
  });

  it("turns a UPC-E (printed 8 digits or 13-digit expansion) into its 12-digit UPC-A", () => {
    expect(normaliseGtin("01234565", "UPCE")).toBe("012345000065");
    expect(normaliseGtin("0012345000065", "UPC-E")).toBe("012345000065");
  });

  it("leaves other formats and texts alone", () => {
    expect(normaliseGtin("0036000291452", "Code128")).toBe("0036000291452");
    expect(normaliseGtin("96385074", "EAN8")).toBe("96385074");
    expect(normaliseGtin("hello", "QRCode")).toBe("hello");
    expect(normaliseGtin("00123", "EAN13")).toBe("00123");
  });
});
