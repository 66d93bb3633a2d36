import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "./constants";
import { checkImageFile, FILE_TOO_LARGE, INVALID_FILE_TYPE } from "./image-file";

describe("checkImageFile (SPEC §5)", () => {
  it("accepts images up to 10 MB", () => {
    expect(checkImageFile({ type: "image/jpeg", size: 1000 })).toBeNull();
    expect(checkImageFile({ type: "image/png", size: MAX_IMAGE_BYTES })).toBeNull();
  });

  it("rejects other types with the SPEC texts", () => {
    expect(checkImageFile({ type: "application/pdf", size: 10 })).toEqual({
      title: "Invalid file type",
      description: "Please select an image file (JPG, PNG, etc.)",
    });
    expect(checkImageFile({ type: "", size: 10 })).toBe(INVALID_FILE_TYPE);
  });

  it("rejects images over 10 MB with the SPEC texts", () => {
    expect(checkImageFile({ type: "image/jpeg", size: MAX_IMAGE_BYTES + 1 })).toEqual({
      title: "File too large",
      description: "Please select an image smaller than 10MB",
    });
    expect(checkImageFile({ type: "text/plain", size: MAX_IMAGE_BYTES + 1 })).toBe(INVALID_FILE_TYPE);
    expect(FILE_TOO_LARGE.title).toBe("File too large");
  });
});
