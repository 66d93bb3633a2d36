/**
 * SPEC §5 client-side validation rules with their SPEC texts (toast title + description),
 * word for word.
 */

/** A toast-style validation error: SPEC title and description. */
export interface ValidationMessage {
  title: string;
  description: string;
}

/** SPEC §9: image maximum 10 MB (10 × 1024 × 1024 bytes). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** SPEC §5: manual barcode entry needs at least this many digits. */
export const BARCODE_MIN_DIGITS = 8;

export const INVALID_BARCODE: ValidationMessage = Object.freeze({
  title: "Invalid barcode",
  description: "Please enter a valid barcode (at least 8 digits)",
});

export const INVALID_FILE_TYPE: ValidationMessage = Object.freeze({
  title: "Invalid file type",
  description: "Please select an image file (JPG, PNG, etc.)",
});

export const FILE_TOO_LARGE: ValidationMessage = Object.freeze({
  title: "File too large",
  description: "Please select an image smaller than 10MB",
});

/**
 * SPEC §5 manual barcode: digits only, at least 8. Surrounding whitespace is ignored; anything
 * else (inner spaces, letters, dashes) is invalid.
 * Input: the typed text. Output: null when valid, else INVALID_BARCODE
 * ({title: 'Invalid barcode', description: 'Please enter a valid barcode (at least 8 digits)'}).
 */
export function validateBarcode(text: string): ValidationMessage | null {
  const trimmed = typeof text === "string" ? text.trim() : "";
  return /^\d+$/.test(trimmed) && trimmed.length >= BARCODE_MIN_DIGITS ? null : INVALID_BARCODE;
}

/**
 * SPEC §5 image upload: must be an image type ('Invalid file type' / 'Please select an image
 * file (JPG, PNG, etc.)'), at most 10 MB ('File too large' / 'Please select an image smaller
 * than 10MB'). The type is checked first. Exactly IMAGE_MAX_BYTES is allowed.
 * Input: { type: MIME type such as "image/png", size: bytes } (a File fits). Output: null when
 * valid, else the SPEC message.
 */
export function validateImageFile(file: { type: string; size: number }): ValidationMessage | null {
  const type = typeof file?.type === "string" ? file.type.trim().toLowerCase() : "";
  if (!type.startsWith("image/")) return INVALID_FILE_TYPE;
  if (!(file.size <= IMAGE_MAX_BYTES)) return FILE_TOO_LARGE;
  return null;
}
