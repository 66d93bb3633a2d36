import { useReducer, useState } from "react";
import { APPLE_SAMPLE_RESULTS } from "../../../../shared/domain/photo-flow";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { checkImageFile } from "../../../lib/camera/image-file";
import { useBulkAddPantryItems } from "../../../lib/bulk-add-pantry-items";
import { useNameProduct } from "../../../lib/name-product";
import type { NamedProduct } from "../../../components/name-product-form";
import { useRecognizeFood } from "../api/recognize-food";
import { fileToJpeg } from "../lib/capture";
import { linesFromResults, photoItemsToAdd, photoLinesReducer } from "../lib/photo-lines";

export type PhotoStep =
  | { kind: "capture" }
  | { kind: "recognising"; photo: string }
  | { kind: "nothing"; photo: string; reason: "failed" | "empty"; message?: string }
  | { kind: "name"; photo: string; barcode: string }
  | { kind: "review"; photo: string; sample: boolean; unknownBarcode?: string }
  | { kind: "adding"; photo: string; sample: boolean; unknownBarcode?: string };

/**
 * The food photo flow: a photo (camera or file, JPEG 0.9) → POST /api/ai/recognize-food →
 * review (edit, untick) → bulk add (source "manual") → toast → close. When recognition fails
 * or finds nothing, the built-in apple sample list is offered; it is only added if confirmed.
 * A product barcode nobody knows leads to "Name it" (as the scanner does): the named product is
 * remembered for the household (POST /api/products) and 1 piece is added.
 */
export function useFoodPhotoFlow(onClose: () => void) {
  const [step, setStep] = useState<PhotoStep>({ kind: "capture" });
  const [lines, dispatch] = useReducer(photoLinesReducer, []);
  const recognize = useRecognizeFood();
  const bulkAdd = useBulkAddPantryItems("manual");
  const nameProduct = useNameProduct();

  const recognise = async (photo: string) => {
    setStep({ kind: "recognising", photo });
    try {
      const { items, unknownBarcode } = await recognize.mutateAsync(photo);
      if (items.length === 0 && unknownBarcode) return setStep({ kind: "name", photo, barcode: unknownBarcode });
      if (items.length === 0) return setStep({ kind: "nothing", photo, reason: "empty" });
      dispatch({ type: "reset", lines: linesFromResults(items) });
      setStep({ kind: "review", photo, sample: false, ...(unknownBarcode ? { unknownBarcode } : {}) });
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

  /** Names the unknown barcode for the household and adds 1 piece of it. */
  const addNamed = async (barcode: string, named: NamedProduct) => {
    try {
      const product = await nameProduct.mutateAsync({ barcode, ...named });
      const { results } = await bulkAdd.mutateAsync([{ productName: product.name, qty: "1", unit: "pieces", category: product.category }]);
      const failed = results.find((r) => !r.ok);
      if (failed && !failed.ok) throw new Error(failed.error);
      toast({ title: "Added to pantry", description: `1 ${product.name} added. We'll know this barcode next time.` });
      onClose();
    } catch (err) {
      toast({ title: "Failed to add product to pantry", description: errorMessage(err), variant: "destructive" });
    }
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
    /** From the review: name the barcode that was also read, instead of the label guesses. */
    nameBarcode: () =>
      step.kind === "review" && step.unknownBarcode && setStep({ kind: "name", photo: step.photo, barcode: step.unknownBarcode }),
    addNamed,
    naming: nameProduct.isPending || bulkAdd.isPending,
  };
}
