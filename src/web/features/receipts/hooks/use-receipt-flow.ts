import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { checkImageFile } from "../../../lib/camera/image-file";
import { useBulkAddPantryItems } from "../../../lib/bulk-add-pantry-items";
import { usePantryItems } from "../api/pantry-items";
import { useProcessReceipt } from "../api/process-receipt";
import { useUploadReceipt } from "../api/upload-receipt";
import { lineDestinations } from "../lib/line-destinations";
import { readReceiptText, type OcrProgress } from "../../../lib/ocr/ocr";
import { warmOcrEngine } from "../../../lib/ocr/ocr-engine";
import { itemsToAdd, linesFromReceipt, reviewReducer } from "../lib/review-lines";

/** SPEC §8: the 0-items toast title, and its alpha notice. */
export const ZERO_ITEMS_TITLE = "Receipt processed - 0 items detected";
export const ALPHA_NOTICE = "Receipt scanning is in alpha. Please add your items manually.";

/** A line that bulk-add refused, with the server's reason. */
export interface FailedLine {
  name: string;
  error: string;
}

export type ReceiptStep =
  | { kind: "pick" }
  | { kind: "ocr"; file: File; progress: OcrProgress }
  | { kind: "analyse"; file: File; ocrText: string }
  | { kind: "failed"; file: File; ocrText: string | null; message: string }
  | { kind: "empty"; file: File; ocrText: string }
  | { kind: "review"; file: File; ocrText: string }
  | { kind: "adding"; file: File; ocrText: string }
  | { kind: "done"; added: number; failures: FailedLine[] };

/**
 * SPEC §4 receipt flow: choose an image (SPEC §5 rules) → OCR in the browser (cancellable) → AI
 * analysis → review (edit, untick; each line's checks and destination) → bulk add (per-item
 * results) → upload the record → close. The text-recognition engine starts loading when the flow
 * opens (while a photo is chosen) and stays warm for the next receipt (lib/ocr-engine.ts).
 */
export function useReceiptFlow({ householdId, onClose }: { householdId: string; onClose: () => void }) {
  const [step, setStep] = useState<ReceiptStep>({ kind: "pick" });
  const [lines, dispatch] = useReducer(reviewReducer, []);
  const abortRef = useRef<AbortController | null>(null);
  const processReceipt = useProcessReceipt();
  const bulkAdd = useBulkAddPantryItems("receipt");
  const upload = useUploadReceipt();
  const pantry = usePantryItems(householdId);
  const destinations = useMemo(() => lineDestinations(lines, pantry.data ?? []), [lines, pantry.data]);
  useEffect(() => {
    warmOcrEngine();
    return () => abortRef.current?.abort();
  }, []);

  const analyse = async (file: File, ocrText: string) => {
    setStep({ kind: "analyse", file, ocrText });
    try {
      const { items } = await processReceipt.mutateAsync(ocrText);
      if (items.length === 0) {
        toast({ title: ZERO_ITEMS_TITLE, description: ALPHA_NOTICE });
        setStep({ kind: "empty", file, ocrText });
        return;
      }
      dispatch({ type: "reset", lines: linesFromReceipt(items) });
      setStep({ kind: "review", file, ocrText });
    } catch (err) {
      const message = errorMessage(err) || "Failed to process receipt";
      toast({ title: "Error", description: message, variant: "destructive" });
      setStep({ kind: "failed", file, ocrText, message });
    }
  };

  const read = async (file: File) => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setStep({ kind: "ocr", file, progress: { stage: "preparing", progress: 0 } });
    let text: string;
    try {
      text = await readReceiptText(file, {
        signal: controller.signal,
        onProgress: (progress) => setStep((s) => (s.kind === "ocr" && s.file === file ? { ...s, progress } : s)),
      });
    } catch (err) {
      if (controller.signal.aborted) return;
      console.error("Receipt text recognition failed", err);
      toast({ title: "Error", description: "Failed to process receipt", variant: "destructive" });
      setStep({ kind: "failed", file, ocrText: null, message: "We couldn't read the text on this image." });
      return;
    }
    await analyse(file, text);
  };

  /** A chosen or photographed file: checked against SPEC §5, then read. */
  const choose = (file: File) => {
    const problem = checkImageFile(file);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    void read(file);
  };

  const cancel = () => {
    abortRef.current?.abort();
    setStep({ kind: "pick" });
  };

  const retry = () => {
    if (step.kind !== "failed") return;
    if (step.ocrText === null) void read(step.file);
    else void analyse(step.file, step.ocrText);
  };

  const addItems = async () => {
    if (step.kind !== "review") return;
    const { file, ocrText } = step;
    const { items, names } = itemsToAdd(lines);
    setStep({ kind: "adding", file, ocrText });
    let results;
    try {
      ({ results } = await bulkAdd.mutateAsync(items));
    } catch (err) {
      toast({ title: "Error", description: errorMessage(err), variant: "destructive" });
      setStep({ kind: "review", file, ocrText });
      return;
    }
    const added = results.filter((r) => r.ok).length;
    const failures = results.flatMap((r) => (r.ok ? [] : [{ name: names[r.index] ?? `Item ${r.index + 1}`, error: r.error }]));
    let uploaded = added > 0;
    if (added > 0) {
      try {
        await upload.mutateAsync({ file, householdId, ocrText });
      } catch (err) {
        uploaded = false;
        console.error("Failed to upload receipt", err);
        toast({
          title: "Failed to upload receipt",
          description: `${itemsText(added)} added, but the receipt image wasn't saved.`,
          variant: "destructive",
        });
      }
    }
    if (uploaded) toast({ title: "Receipt added", description: `${itemsText(added)} added to your pantry.` });
    if (failures.length === 0) onClose();
    else setStep({ kind: "done", added, failures });
  };

  return { step, lines, destinations, dispatch, choose, cancel, retry, addItems, startOver: cancel };
}

/** "1 item" / "3 items". */
export function itemsText(n: number): string {
  return `${n} ${n === 1 ? "item" : "items"}`;
}
