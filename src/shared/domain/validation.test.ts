import { describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES, validateBarcode, validateImageFile } from "./validation";

const INVALID_BARCODE = { title: "Invalid barcode", description: "Please enter a valid barcode (at least 8 digits)" };

describe("validateBarcode (SPEC §5)", () => {
  it("accepts 8 or more digits, ignoring surrounding spaces", () => {
    expect(validateBarcode("12345678")).toBeNull();
    expect(validateBarcode("5000157024671")).toBeNull();
    expect(validateBarcode("  96385074 ")).toBeNull();
  });

  it.each(["1234567", "", "   ", "12345abc", "1234-5678", "1234 5678", "١٢٣٤٥٦٧٨"])("rejects %j with the SPEC message", (text) => {
    expect(validateBarcode(text)).toEqual(INVALID_BARCODE);
  });
});

describe("validateImageFile (SPEC §5)", () => {
  it("is 10 MB exactly", () => {
    expect(IMAGE_MAX_BYTES).toBe(10_485_760);
  });

  it("accepts images up to and including 10 MB", () => {
    expect(validateImageFile({ type: "image/jpeg", size: 1024 })).toBeNull();
    expect(validateImageFile({ type: "image/png", size: IMAGE_MAX_BYTES })).toBeNull();
  });

  it("rejects non-images first", () => {
    const wrongType = { title: "Invalid file type", description: "Please select an image file (JPG, PNG, etc.)" };
    expect(validateImageFile({ type: "application/pdf", size: 10 })).toEqual(wrongType);
    expect(validateImageFile({ type: "", size: 10 })).toEqual(wrongType);
    expect(validateImageFile({ type: "text/plain", size: IMAGE_MAX_BYTES + 1 })).toEqual(wrongType);
  });

  it("rejects images over 10 MB", () => {
    expect(validateImageFile({ type: "image/heic", size: IMAGE_MAX_BYTES + 1 })).toEqual({
      title: "File too large",
      description: "Please select an image smaller than 10MB",
    });
  });
});
