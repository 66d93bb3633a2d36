import { Package, Plus, ScanLine } from "lucide-react";
import { ownValue } from "../../../../shared/own-key";
import type { LookedUpProduct } from "../../../../shared/schemas/products";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";

const SOURCE_TEXT: Record<LookedUpProduct["source"], string> = {
  household: "Already one of your products",
  instance: "Known on this server",
  database: "Found in the product database",
};

/** A looked-up product (name, brand, category, pack size) with 'Add to pantry' (as 1 piece) and 'Scan another'. */
export function FoundProduct({
  product,
  adding,
  onAdd,
  onScanAgain,
}: {
  product: LookedUpProduct;
  adding: boolean;
  onAdd: () => void;
  onScanAgain: () => void;
}) {
  const ownImage = product.imageUrl?.startsWith("/") ? product.imageUrl : null;
  return (
    <div className="grid gap-4" data-testid="found-product">
      <div className="flex items-start gap-3 rounded-2xl border bg-muted/40 p-3.5">
        <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-card text-muted-foreground">
          {ownImage ? <img src={ownImage} alt="" className="size-full object-cover" /> : <Package className="size-6" aria-hidden="true" />}
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold leading-snug" data-testid="found-name">
            {product.name}
          </p>
          {product.brand && <p className="text-sm text-muted-foreground">{product.brand}</p>}
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <Badge variant="muted" className="capitalize">
              {product.category}
            </Badge>
            {product.quantity && <Badge variant="outline">{product.quantity}</Badge>}
          </div>
          <p className="mt-2 text-xs text-muted-foreground">
            {ownValue(SOURCE_TEXT, product.source) ?? SOURCE_TEXT.database} · barcode <span className="font-mono">{product.barcode}</span>
          </p>
        </div>
      </div>
      <div className="grid gap-2 min-[420px]:grid-cols-2">
        <Button onClick={onAdd} disabled={adding} autoFocus>
          <Plus aria-hidden="true" />
          {adding ? "Adding..." : "Add 1 to pantry"}
        </Button>
        <Button variant="outline" onClick={onScanAgain} disabled={adding}>
          <ScanLine aria-hidden="true" />
          Scan another
        </Button>
      </div>
    </div>
  );
}
