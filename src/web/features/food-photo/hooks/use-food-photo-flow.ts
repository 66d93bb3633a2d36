import { useReducer, useState } from "react";
import { APPLE_SAMPLE_RESULTS } from "../../../../shared/domain/photo-flow";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { checkImageFile } from "../../../lib/camera/image-file";
import { useBulkAddPantryItems } from "../../../lib/bulk-add-pantry-items";
import { useRecognizeFood } from "../api/recognize-food";
import { fileToJpeg } from "../lib/capture";
import { linesFromResults, photoItemsToAdd, photoLinesReducer } from "../lib/photo-lines";

export type PhotoStep =
  | { kind: "capture" }
  | { kind: "recognising"; photo: string }
  | { kind: "nothing"; photo: string; reason: "failed" | "empty"; message?: string }
  | { kind: "review"; photo: string; sample: boolean }
  | { kind: "adding"; photo: string; sample: boolean };

/**
 * The food photo flow: a photo (camera or file, JPEG 0.9) → POST /api/ai/recognize-food →
 * review (edit, untick) → bulk add (source "manual") → toast → close. When recognition fails
 * or finds nothing, the built-in apple sample list is offered; it is only added if confirmed.
 */
export function useFoodPhotoFlow(onClose: () => void) {
  const [step, setStep] = useState<PhotoStep>({ kind: "capture" });
  const [lines, dispatch] = useReducer(photoLinesReducer, []);
  const recognize = useRecognizeFood();
  const bulkAdd = useBulkAddPantryItems("manual");

  const recognise = async (photo: string) => {
    setStep({ kind: "recognising", photo });
    try {
      const { items } = await recognize.mutateAsync(photo);
      if (items.length === 0) return setStep({ kind: "nothing", photo, reason: "empty" });
      dispatch({ type: "reset", lines: linesFromResults(items) });
      setStep({ kind: "review", photo, sample: false });
    } catch (err) {
      console.error("Food recognition failed", err);
      setStep({ kind: "nothing", photo, reason: "failed", message: errorMessage(err) });
    }
  };

  const choose = async (file: File) => {
    const problem = checkImageFile(file);
    if (problem) return toast({ ...problem, variant: "destructive" });
    try {
      await recognise(await fileToJpeg(file));
    } catch {
      toast({ title: "Invalid file type", description: "Please select an image file (JPG, PNG, etc.)", variant: "destructive" });
      setStep({ kind: "capture" });
    }
  };

  /** Shows the built-in sample list for the user to confirm (never added on its own). */
  const chooseSample = () => {
    if (step.kind !== "nothing") return;
    dispatch({ type: "reset", lines: linesFromResults(APPLE_SAMPLE_RESULTS) });
    setStep({ kind: "review", photo: step.photo, sample: true });
  };

  const add = async () => {
    if (step.kind !== "review") return;
    const chosen = lines.filter((l) => l.include);
    setStep({ ...step, kind: "adding" });
    try {
      const { results } = await bulkAdd.mutateAsync(photoItemsToAdd(lines));
      const failed = new Set(results.filter((r) => !r.ok).map((r) => r.index));
      const added = results.length - failed.size;
      if (failed.size === 0) {
        toast({ title: "Added to pantry", description: `${added} ${added === 1 ? "item" : "items"} added from your photo.` });
        return onClose();
      }
      const reasons = results.flatMap((r) => (r.ok ? [] : [`${chosen[r.index]?.name ?? "Item"}: ${r.error}`]));
      toast({
        title: "Failed to add item",
        description: `Added ${added} of ${results.length}. ${reasons.join("; ")}`,
        variant: "destructive",
      });
      // Keep only the lines that failed, so they can be fixed and added again.
      const keep = new Set(chosen.filter((_, i) => failed.has(i)).map((l) => l.key));
      dispatch({ type: "reset", lines: lines.filter((l) => keep.has(l.key)) });
    } catch (err) {
      toast({ title: "Failed to add item", description: errorMessage(err), variant: "destructive" });
    }
    setStep({ ...step, kind: "review" });
  };

  return {
    step,
    lines,
    dispatch,
    onPhoto: (photo: string) => void recognise(photo),
    choose,
    chooseSample,
    add,
    retake: () => setStep({ kind: "capture" }),
  };
}
