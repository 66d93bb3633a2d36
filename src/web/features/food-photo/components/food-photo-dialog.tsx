import { FlaskConical, Loader2, SearchX } from "lucide-react";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { useFoodPhotoFlow, type PhotoStep } from "../hooks/use-food-photo-flow";
import { photoLineProblem } from "../lib/photo-lines";
import { NameProductForm } from "../../../components/name-product-form";
import { PhotoCamera } from "./photo-camera";
import { PhotoLineRow } from "./photo-line-row";

const DESCRIPTIONS: Record<PhotoStep["kind"], string> = {
  capture: "Take a photo of your food, or choose one. You'll check what we find before anything is added.",
  recognising: "Recognising the food in your photo...",
  nothing: "We couldn't recognise food in this photo.",
  name: "We read a barcode we don't know yet. Tell us what this product is.",
  review: "Check the foods, change anything that's wrong, untick what you don't want.",
  adding: "Adding to your pantry...",
};

function Photo({ src }: { src: string }) {
  return <img src={src} alt="Your photo" className="mx-auto block h-[28dvh] w-full rounded-xl border bg-muted object-contain" />;
}

/** 'Add from photo': the food photo overlay (see useFoodPhotoFlow). */
export function FoodPhotoDialog({ onClose }: { onClose: () => void }) {
  const flow = useFoodPhotoFlow(onClose);
  const { step, lines } = flow;
  const chosen = lines.filter((l) => l.include);
  const canAdd = chosen.length > 0 && chosen.every((l) => photoLineProblem(l) === null);
  const reviewing = step.kind === "review" || step.kind === "adding";
  return (
    <Dialog open onOpenChange={(open) => !open && step.kind !== "adding" && onClose()}>
      <DialogContent aria-describedby="food-photo-description" className="max-h-[calc(100dvh-1rem)]">
        <DialogHeader>
          <DialogTitle>Add from photo</DialogTitle>
          <DialogDescription id="food-photo-description">{DESCRIPTIONS[step.kind]}</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-4">
          {step.kind === "capture" && <PhotoCamera onPhoto={flow.onPhoto} onFile={(f) => void flow.choose(f)} />}
          {step.kind === "recognising" && (
            <>
              <Photo src={step.photo} />
              <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                Recognising food...
              </p>
            </>
          )}
          {step.kind === "nothing" && (
            <div className="flex flex-col items-center gap-3 text-center">
              <Photo src={step.photo} />
              <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
              <p role="status" className="font-semibold">
                {step.reason === "failed" ? "Food recognition isn't working right now" : "No food recognised in this photo"}
              </p>
              <p className="text-sm text-muted-foreground">
                Try a closer photo in good light, or look at a sample result to see how adding from a photo works.
              </p>
            </div>
          )}
          {step.kind === "name" && (
            <>
              <Photo src={step.photo} />
              <NameProductForm
                barcode={step.barcode}
                busy={flow.naming}
                onSubmit={(named) => void flow.addNamed(step.barcode, named)}
                onCancel={flow.retake}
                cancelLabel="Try another photo"
              />
            </>
          )}
          {reviewing && (
            <>
              {step.unknownBarcode && step.kind === "review" && (
                <p className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border px-3.5 py-2.5 text-sm">
                  <span>
                    We also read barcode <span className="font-mono">{step.unknownBarcode}</span>, which we don't know yet.
                  </span>
                  <Button variant="secondary" onClick={flow.nameBarcode}>
                    Name it
                  </Button>
                </p>
              )}
              {step.sample && (
                <div
                  role="note"
                  className="flex gap-2.5 rounded-xl border border-warning-border bg-warning-wash px-3.5 py-3 text-sm text-warning-soft-foreground"
                >
                  <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <p>
                    <span className="font-semibold">Sample result, not from your photo.</span> Nothing is added unless you press Add.
                  </p>
                </div>
              )}
              <ul className="grid gap-2.5" aria-label={step.sample ? "Sample foods" : "Foods found"}>
                {lines.map((line, i) => (
                  <PhotoLineRow key={line.key} line={line} index={i} dispatch={flow.dispatch} />
                ))}
              </ul>
            </>
          )}
        </DialogBody>
        {step.kind === "nothing" && (
          <DialogFooter>
            <Button variant="outline" onClick={flow.retake}>
              Try another photo
            </Button>
            <Button onClick={flow.chooseSample}>Show sample result</Button>
          </DialogFooter>
        )}
        {reviewing && (
          <DialogFooter>
            <Button variant="outline" disabled={step.kind === "adding"} onClick={flow.retake}>
              Retake
            </Button>
            <Button disabled={step.kind === "adding" || !canAdd} onClick={() => void flow.add()}>
              {step.kind === "adding" ? "Adding..." : `Add ${chosen.length} ${chosen.length === 1 ? "item" : "items"}`}
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
