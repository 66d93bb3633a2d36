import { MAX_IMAGE_BYTES } from "./constants";

/** A rejected file: the SPEC §5 toast title and description. */
export interface ImageFileProblem {
  title: string;
  description: string;
}

/** SPEC §5 image upload texts, word for word. */
export const INVALID_FILE_TYPE: ImageFileProblem = {
  title: "Invalid file type",
  description: "Please select an image file (JPG, PNG, etc.)",
};
export const FILE_TOO_LARGE: ImageFileProblem = { title: "File too large", description: "Please select an image smaller than 10MB" };

/**
 * SPEC §5 image upload rules: the file must be an image type and at most 10 MB.
 * Returns null when the file is fine, otherwise the problem to toast (type is checked first).
 */
export function checkImageFile(file: Pick<File, "type" | "size">): ImageFileProblem | null {
  if (!file.type.startsWith("image/")) return INVALID_FILE_TYPE;
  if (file.size > MAX_IMAGE_BYTES) return FILE_TOO_LARGE;
  return null;
}
