import { useMutation } from "@tanstack/react-query";
import type { StoredReceipt } from "../../../../shared/schemas/receipts";

export interface UploadReceiptBody {
  file: File;
  householdId: string;
  ocrText: string;
}

/**
 * POST /api/receipts, multipart {receipt file, householdId, ocrText} → 201 (SPEC §7). Sends
 * cookies; a non-OK answer throws `"{status}: {body text}"` like every other call.
 */
export async function uploadReceipt({ file, householdId, ocrText }: UploadReceiptBody): Promise<StoredReceipt> {
  const form = new FormData();
  // Text fields first: a streaming multipart reader sees them before the file.
  form.append("householdId", householdId);
  form.append("ocrText", ocrText);
  form.append("receipt", file, file.name || "receipt.jpg");
  const res = await fetch("/api/receipts", { method: "POST", credentials: "include", body: form });
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
  return (await res.json()) as StoredReceipt;
}

/** Stores the receipt image and its text (callers show errors). */
export function useUploadReceipt() {
  return useMutation({ mutationFn: uploadReceipt });
}
