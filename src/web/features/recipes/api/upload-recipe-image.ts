import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { ImageUploadUrl, normalizeImageSchema, StoredImage } from "../../../../shared/schemas/images";
import { validateImageFile } from "../../../../shared/domain/validation";
import { requestJson } from "../../../lib/api-client";

/**
 * SPEC §7 recipe image upload, three calls in a row (kept together: none is useful alone):
 * POST /api/images/upload → {uploadURL}; PUT {uploadURL} with the file's raw bytes;
 * POST /api/images/normalize {uploadURL} → {imageUrl} (a same-origin WebP).
 * Throws an Error whose message is the SPEC §5 text ('Please select an image file (JPG, PNG, etc.)'
 * or 'Please select an image smaller than 10MB') before any call when the file fails the checks,
 * otherwise the api-client's "{status}: {text}" error of the failing call.
 */
export async function uploadRecipeImage(file: File): Promise<string> {
  const problem = validateImageFile(file);
  if (problem) throw new Error(problem.description);
  const { uploadURL } = await requestJson<ImageUploadUrl>("POST", "/api/images/upload");
  const put = await fetch(uploadURL, {
    method: "PUT",
    credentials: "include",
    headers: { "Content-Type": file.type || "application/octet-stream" },
    body: file,
  });
  if (!put.ok) {
    const text = await put.text().catch(() => "");
    throw new Error(`${put.status}: ${text || put.statusText}`);
  }
  const stored = await requestJson<StoredImage>("POST", "/api/images/normalize", { uploadURL } satisfies z.input<typeof normalizeImageSchema>);
  return stored.imageUrl;
}

/** The upload chain as a mutation; the caller saves the returned imageUrl on the recipe and toasts 'Upload failed'. */
export function useUploadRecipeImage() {
  return useMutation({ mutationFn: uploadRecipeImage });
}
