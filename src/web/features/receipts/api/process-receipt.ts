import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { ProcessReceiptResult, processReceiptSchema } from "../../../../shared/schemas/receipts";
import { requestJson } from "../../../lib/api-client";

type ProcessReceiptBody = z.input<typeof processReceiptSchema>;

/** POST /api/ai/process-receipt {ocrText} → {items: [{name, qty, unit, category, priceCents}]}. */
export function processReceipt(ocrText: string): Promise<ProcessReceiptResult> {
  return requestJson<ProcessReceiptResult>("POST", "/api/ai/process-receipt", { ocrText } satisfies ProcessReceiptBody);
}

/** The receipt flow's AI analysis step (callers show errors). */
export function useProcessReceipt() {
  return useMutation({ mutationFn: processReceipt });
}
