import { useState } from "react";
import { Loader2 } from "lucide-react";
import type { LookedUpProduct } from "../../../../shared/schemas/products";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { useAddScannedItem } from "../api/add-scanned-item";
import { useLookupProduct } from "../api/lookup-product";
import { useNameProduct } from "../../../lib/name-product";
import { BarcodeScannerPanel } from "./barcode-scanner-panel";
import { FoundProduct } from "./found-product";
import { ManualBarcodeForm } from "./manual-barcode-form";
import { NameProductForm, type NamedProduct } from "../../../components/name-product-form";

type Step =
  { kind: "scan" } | { kind: "lookup"; barcode: string } | { kind: "found"; product: LookedUpProduct } | { kind: "name"; barcode: string };

const DESCRIPTIONS: Record<Step["kind"], string> = {
  scan: "Point your camera at a product's barcode, or type its digits.",
  lookup: "Looking up the product...",
  found: "Is this the product you scanned?",
  name: "Tell us what this product is.",
};

/**
 * SPEC §4 barcode flow: scan (or type, SPEC §5) → look up → found: show it and add 1 piece;
 * unknown or the database offline: name it once (POST /api/products) and add → toast → close.
 * Toasts 'Scanning Error' (lookup failure) and 'Failed to add product to pantry'. A camera that
 * cannot open is explained once, inside the panel (issue 23: not also as a red toast).
 */
export function BarcodeFlowDialog({ householdId, onClose }: { householdId: string; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: "scan" });
  const lookup = useLookupProduct();
  const nameProduct = useNameProduct();
  const add = useAddScannedItem();
  const busy = nameProduct.isPending || add.isPending;

  const startLookup = (barcode: string) => {
    setStep({ kind: "lookup", barcode });
    lookup.mutate(barcode, {
      onSuccess: (outcome) => setStep(outcome.kind === "found" ? { kind: "found", product: outcome.product } : { kind: "name", barcode }),
      onError: (err) => {
        toast({ title: "Scanning Error", description: errorMessage(err), variant: "destructive" });
        setStep({ kind: "scan" });
      },
    });
  };

  const addProduct = async (product: Pick<LookedUpProduct, "id" | "name">) => {
    const item = await add.mutateAsync({ householdId, productId: product.id });
    const total = Number(item.qty);
    toast({
      title: "Added to pantry",
      description: total > 1 ? `${item.product.name}: you now have ${total} ${item.unit}.` : `1 ${item.product.name} added.`,
    });
    onClose();
  };

  const run = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (err) {
      toast({ title: "Failed to add product to pantry", description: errorMessage(err), variant: "destructive" });
    }
  };

  const onNamed = (barcode: string, named: NamedProduct) =>
    run(async () => addProduct(await nameProduct.mutateAsync({ barcode, ...named })));

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent aria-describedby="barcode-flow-description" onOpenAutoFocus={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Scan barcode</DialogTitle>
          <DialogDescription id="barcode-flow-description">{DESCRIPTIONS[step.kind]}</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-5">
          <BarcodeScannerPanel active={step.kind === "scan"} onDetected={(text) => startLookup(text)} />
          {step.kind === "scan" && <ManualBarcodeForm onSubmit={startLookup} />}
          {step.kind === "lookup" && (
            <p role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
              <Loader2 className="size-5 animate-spin" aria-hidden="true" />
              Looking up <span className="font-mono">{step.barcode}</span>...
            </p>
          )}
          {step.kind === "found" && (
            <FoundProduct
              product={step.product}
              adding={add.isPending}
              onAdd={() => void run(() => addProduct(step.product))}
              onScanAgain={() => setStep({ kind: "scan" })}
            />
          )}
          {step.kind === "name" && (
            <NameProductForm
              barcode={step.barcode}
              busy={busy}
              onSubmit={(named) => void onNamed(step.barcode, named)}
              onCancel={() => setStep({ kind: "scan" })}
            />
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
