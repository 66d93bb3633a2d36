import { Plus } from "lucide-react";
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
import { useReceiptFlow, itemsText, type ReceiptStep } from "../hooks/use-receipt-flow";
import { reviewSummary } from "../lib/review-lines";
import { OcrProgressView } from "./ocr-progress";
import { ReceiptPicker } from "./receipt-picker";
import { DoneOutcome, EmptyOutcome, FailedOutcome } from "./receipt-outcomes";
import { ReceiptReview } from "./receipt-review";

const DESCRIPTIONS: Record<ReceiptStep["kind"], string> = {
  pick: "Take a photo of a shop receipt or choose one; we'll find the items on it.",
  ocr: "Reading the text on your receipt. This stays on your device.",
  analyse: "Finding the items on your receipt...",
  failed: "Something went wrong with this receipt.",
  empty: "No items were found on this receipt.",
  review: "Check the items, change anything that's wrong, untick what you don't want.",
  adding: "Adding the items to your pantry...",
  done: "Some lines couldn't be added.",
};

/** SPEC §2 Receipt upload overlay running the SPEC §4 receipt flow (see useReceiptFlow). */
export function ReceiptFlowDialog({ householdId, onClose }: { householdId: string; onClose: () => void }) {
  const flow = useReceiptFlow({ householdId, onClose });
  const { step } = flow;
  const summary = reviewSummary(flow.lines);
  const adding = step.kind === "adding";
  return (
    <Dialog open onOpenChange={(open) => !open && !adding && onClose()}>
      <DialogContent aria-describedby="receipt-flow-description" className="max-h-[calc(100dvh-1rem)]">
        <DialogHeader>
          <DialogTitle>Scan receipt</DialogTitle>
          <DialogDescription id="receipt-flow-description">{DESCRIPTIONS[step.kind]}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {step.kind === "pick" && <ReceiptPicker onFile={flow.choose} />}
          {step.kind === "ocr" && <OcrProgressView file={step.file} progress={step.progress} onCancel={flow.cancel} />}
          {step.kind === "analyse" && <OcrProgressView file={step.file} />}
          {step.kind === "failed" && <FailedOutcome message={step.message} />}
          {step.kind === "empty" && <EmptyOutcome />}
          {(step.kind === "review" || adding) && (
            <ReceiptReview lines={flow.lines} destinations={flow.destinations} dispatch={flow.dispatch} />
          )}
          {step.kind === "done" && <DoneOutcome added={step.added} failures={step.failures} />}
        </DialogBody>
        {(step.kind === "review" || adding) && (
          <DialogFooter>
            <Button variant="outline" disabled={adding} onClick={flow.startOver}>
              Start over
            </Button>
            <Button disabled={adding || summary.chosen === 0 || !summary.valid} onClick={() => void flow.addItems()}>
              <Plus aria-hidden="true" />
              {adding ? "Adding..." : `Add ${itemsText(summary.chosen)}`}
            </Button>
          </DialogFooter>
        )}
        {(step.kind === "failed" || step.kind === "empty") && (
          <DialogFooter>
            <Button variant="outline" onClick={flow.startOver}>
              Choose another image
            </Button>
            {step.kind === "failed" ? (
              <Button onClick={flow.retry}>Try again</Button>
            ) : (
              <Button onClick={onClose}>Add items manually</Button>
            )}
          </DialogFooter>
        )}
        {step.kind === "done" && (
          <DialogFooter>
            <Button onClick={onClose}>Done</Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
