import { describe, expect, it } from "vitest";
import type { ReadResult } from "zxing-wasm/reader";
import { acceptResult, formatName } from "./accept";

function read(format: string, symbology: string, text: string, isValid = true): ReadResult {
  return { format, symbology, text, isValid } as unknown as ReadResult;
}

describe("formatName", () => {
  it.each([
    ["EAN13", "EANUPC", "EAN-13"],
    ["UPCE", "EANUPC", "UPC-E"],
    ["QRCode", "QRCode", "QRCode"],
    ["MicroQRCode", "QRCode", "QRCode"],
    ["Code39Ext", "Code39", "Code39"],
    ["ITF14", "ITF", "ITF"],
    ["CompactPDF417", "PDF417", "PDF417"],
    ["Codabar", "Codabar", "Codabar"],
  ])("%s (%s) → %s", (format, symbology, name) => expect(formatName({ format, symbology } as ReadResult)).toBe(name));
});

describe("acceptResult (misread guard)", () => {
  it("names a UPC-A read as EAN-13 UPC-A and gives its 12 digits", () => {
    expect(acceptResult(read("EAN13", "EANUPC", "0036000291452"))).toEqual({ text: "036000291452", format: "UPC-A" });
  });

  it("keeps EAN-13, EAN-8 and expands UPC-E", () => {
    expect(acceptResult(read("EAN13", "EANUPC", "4006381333931"))).toEqual({ text: "4006381333931", format: "EAN-13" });
    expect(acceptResult(read("EAN8", "EANUPC", "96385074"))).toEqual({ text: "96385074", format: "EAN-8" });
    expect(acceptResult(read("UPCE", "EANUPC", "0012345000065"))).toEqual({ text: "012345000065", format: "UPC-E" });
  });

  it("rejects EAN/UPC with a wrong check digit or a non-GTIN text", () => {
    expect(acceptResult(read("EAN13", "EANUPC", "4006381333932"))).toBeNull();
    expect(acceptResult(read("EAN8", "EANUPC", "96385075"))).toBeNull();
    expect(acceptResult(read("EAN13", "EANUPC", "40063813"))).toBeNull();
  });

  it("rejects results zxing did not mark valid and empty texts", () => {
    expect(acceptResult(read("QRCode", "QRCode", "hello", false))).toBeNull();
    expect(acceptResult(read("QRCode", "QRCode", ""))).toBeNull();
  });

  it("rejects short or odd ITF reads and ITF-14 with a wrong check digit", () => {
    expect(acceptResult(read("ITF", "ITF", "1234"))).toBeNull();
    expect(acceptResult(read("ITF", "ITF", "1234567"))).toBeNull();
    expect(acceptResult(read("ITF", "ITF", "10012345678903"))).toBeNull();
    expect(acceptResult(read("ITF", "ITF", "10012345678902"))).toEqual({ text: "10012345678902", format: "ITF" });
    expect(acceptResult(read("ITF", "ITF", "123456"))).toEqual({ text: "123456", format: "ITF" });
  });

  it("passes other texts through unchanged, control characters included", () => {
    expect(acceptResult(read("PDF417", "PDF417", "a\tb\u001aé"))).toEqual({ text: "a\tb\u001aé", format: "PDF417" });
  });
});
