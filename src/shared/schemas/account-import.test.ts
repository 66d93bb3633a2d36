import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PANTRY_CATEGORIES } from "../food/types";
import { importCategorySchema, importSourceSchema } from "./account-import";
import { PROTOTYPE_KEYS } from "../../../test/shared/prototype-keys";

/** Issue 19 finding 6 (property variant): whatever text an import file holds, only app values are stored. */
const text = fc.oneof(fc.string(), fc.constantFrom(...PROTOTYPE_KEYS, "sample", " SAMPLE ", "Dairy", ""));

describe("import file enum fields", () => {
  it("a category is always a SPEC §3 category", () => {
    fc.assert(fc.property(text, (v) => (PANTRY_CATEGORIES as readonly string[]).includes(importCategorySchema.parse(v))));
  });

  it("a source is always one the API writes, never 'sample'", () => {
    fc.assert(fc.property(text, (v) => ["barcode", "receipt", "manual", "shopping"].includes(importSourceSchema.parse(v))));
  });

  it("known values in any case are kept", () => {
    expect(importCategorySchema.parse(" Dairy ")).toBe("dairy");
    expect(importSourceSchema.parse("RECEIPT")).toBe("receipt");
    expect(importSourceSchema.parse("Sample")).toBe("manual");
  });
});
